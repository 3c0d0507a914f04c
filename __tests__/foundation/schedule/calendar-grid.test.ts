/** @jest-environment node */
import { buildMonthCalendar, CALENDAR_WEEKDAY_LABELS, daysInMonth, DAYS_PER_WEEK, weekdayOf } from '@/foundation/schedule/calendar-grid';

describe('release calendar grid (spec §9: week starts Sunday; Japanese weekday labels)', () => {
  it('labels the columns 日 月 火 水 木 金 土, Sunday first', () => {
    expect(CALENDAR_WEEKDAY_LABELS).toEqual(['日', '月', '火', '水', '木', '金', '土']);
  });

  it.each([
    // year, month, days, weekday of the 1st (0 = Sunday), weeks
    ['2026-11 starts on a Sunday: no leading blanks', 2026, 11, 30, 0, 5],
    ['2026-02 has 28 days and starts on a Sunday: exactly four weeks', 2026, 2, 28, 0, 4],
    ['2024-02 has 29 days (leap year)', 2024, 2, 29, 4, 5],
    ['2100-02 has 28 days (century, not a leap year)', 2100, 2, 28, 1, 5],
    ['2000-02 has 29 days (every 400 years a leap year)', 2000, 2, 29, 2, 5],
    ['2026-08 starts on a Saturday: six leading blanks, six weeks', 2026, 8, 31, 6, 6],
    ['2026-04 has 30 days', 2026, 4, 30, 3, 5],
    ['2026-12 has 31 days', 2026, 12, 31, 2, 5],
    ['2027-01 starts on a Friday', 2027, 1, 31, 5, 6],
  ])('%s', (_name, year, month, days, firstWeekday, weeks) => {
    const grid = buildMonthCalendar(year, month);
    expect(daysInMonth(year, month)).toBe(days);
    expect(weekdayOf(year, month, 1)).toBe(firstWeekday);
    expect(grid).toHaveLength(weeks);
    for (const week of grid) expect(week).toHaveLength(DAYS_PER_WEEK);
    const firstRow = grid[0] ?? [];
    expect(firstRow.slice(0, firstWeekday).every((cell) => cell === null)).toBe(true);
    expect(firstRow[firstWeekday]).toEqual({ day: 1, date: `${year}-${String(month).padStart(2, '0')}-01`, weekday: firstWeekday });
    const cells = grid.flat();
    const inMonth = cells.filter((cell) => cell !== null);
    expect(inMonth.map((cell) => cell.day)).toEqual(Array.from({ length: days }, (_, index) => index + 1));
    // Blanks only before the 1st and after the last day.
    const lastDayIndex = cells.findIndex((cell) => cell?.day === days);
    expect(cells.slice(lastDayIndex + 1).every((cell) => cell === null)).toBe(true);
    expect(cells.length - lastDayIndex - 1).toBeLessThan(DAYS_PER_WEEK);
  });

  it('every day sits in the column of its weekday: 2026-11-20 is a Friday (金)', () => {
    const grid = buildMonthCalendar(2026, 11);
    const row = grid.find((week) => week.some((cell) => cell?.day === 20)) ?? [];
    const column = row.findIndex((cell) => cell?.day === 20);
    expect(CALENDAR_WEEKDAY_LABELS[column]).toBe('金');
    for (const week of grid) week.forEach((cell, index) => cell && expect(cell.weekday).toBe(index));
  });

  it('dates are zero-padded YYYY-MM-DD', () => {
    const cells = buildMonthCalendar(2026, 3).flat();
    expect(cells.find((cell) => cell?.day === 9)?.date).toBe('2026-03-09');
  });
});
