/** @jest-environment node */
import { DEFAULT_SCHEDULE_YEAR, scheduleMonths, scheduleYears } from '@/foundation/schedule/navigation';
import { findSchedulePlatform } from '@/foundation/schedule/platforms';
import {
  formatIsoDate,
  formatMonthDay,
  jstToday,
  jstYearMonth,
  parseYearMonth,
  shiftYearMonth,
  yearMonthKey,
} from '@/foundation/schedule/year-month';

describe('schedule month in the URL (YYYYMM, spec §5 year-month rule)', () => {
  it.each([
    ['202611', { year: 2026, month: 11 }],
    ['190001', { year: 1900, month: 1 }],
    ['219912', { year: 2199, month: 12 }],
  ])('%s is a valid month', (value, expected) => {
    expect(parseYearMonth(value)).toEqual(expected);
    expect(yearMonthKey(expected)).toBe(value);
  });

  it.each(['202613', '202600', '189912', '220001', '2026-11', '20261', '2026110', 'abcdef', '', '２０２６１１'])('%s is not a month', (value) => {
    expect(parseYearMonth(value)).toBeNull();
  });

  it.each([
    [{ year: 2026, month: 11 }, 1, { year: 2026, month: 12 }],
    [{ year: 2026, month: 12 }, 1, { year: 2027, month: 1 }],
    [{ year: 2026, month: 1 }, -1, { year: 2025, month: 12 }],
    [{ year: 2026, month: 3 }, -14, { year: 2025, month: 1 }],
    [{ year: 1900, month: 1 }, -1, null],
    [{ year: 2199, month: 12 }, 1, null],
  ])('previous/next month: %j %+i → %j', (from, delta, expected) => {
    expect(shiftYearMonth(from, delta)).toEqual(expected);
  });

  it.each([
    ['2026-11-19T14:59:59Z', { year: 2026, month: 11 }, '2026-11-19'],
    ['2026-11-30T15:00:00Z', { year: 2026, month: 12 }, '2026-12-01'],
    ['2026-12-31T15:00:00Z', { year: 2027, month: 1 }, '2027-01-01'],
  ])('the current month and day are taken in Japan time: %s', (instant, month, day) => {
    expect(jstYearMonth(new Date(instant))).toEqual(month);
    expect(jstToday(new Date(instant))).toBe(day);
  });

  it.each([
    ['2026-11-20', '11月20日（金）', '2026年11月20日（金）'],
    ['2026-11-01', '11月1日（日）', '2026年11月1日（日）'],
    ['2024-02-29', '2月29日（木）', '2024年2月29日（木）'],
  ])('release day %s is written %s (Japanese weekday)', (iso, monthDay, full) => {
    expect(formatMonthDay(iso)).toBe(monthDay);
    expect(formatIsoDate(iso)).toBe(full);
  });
});

describe('schedule year and month navigation', () => {
  it('offers the calendar’s years, sorted, with the displayed year', () => {
    expect(scheduleYears(['2027', '2025', '2026'], 2026)).toEqual([2025, 2026, 2027]);
    expect(scheduleYears(['2025', '2026'], 2030)).toEqual([2025, 2026, 2030]);
  });

  it(`falls back to the default year ${DEFAULT_SCHEDULE_YEAR} when the calendar lists no years (spec §9)`, () => {
    expect(DEFAULT_SCHEDULE_YEAR).toBe(2024);
    expect(scheduleYears([], 2024)).toEqual([2024]);
    expect(scheduleYears([], 2026)).toEqual([2024, 2026]);
  });

  it('offers the months with releases plus the displayed month, as numbers 1-12', () => {
    expect(scheduleMonths(['03', '01', '11'], 11)).toEqual([1, 3, 11]);
    expect(scheduleMonths(['03'], 7)).toEqual([3, 7]);
    expect(scheduleMonths([], 5)).toEqual([5]);
    expect(scheduleMonths(['13', '00', 'x'], 5)).toEqual([5]);
  });
});

describe('schedule platform filter', () => {
  it.each(['all-platforms', 'switch2', 'switch', 'ps5', 'ps4', 'xboxSeriesX', 'pc-game', 'mobile-app'])('%s is a platform filter', (code) => {
    expect(findSchedulePlatform(code)?.code).toBe(code);
  });

  it.each(['SWITCH2', 'xboxseriesx', 'wii', 'all', '', 'ps5 '])('%j is not (codes are exact)', (code) => {
    expect(findSchedulePlatform(code)).toBeUndefined();
  });
});
