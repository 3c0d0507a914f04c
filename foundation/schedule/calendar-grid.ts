/** The release calendar grid (spec §9: the week starts on Sunday; Japanese weekday labels). */
import { weekdayOf } from './weekday';

export const DAYS_PER_WEEK = 7;

/** Column labels of the release calendar, Sunday first, and a date's weekday (weekday.ts). */
export { CALENDAR_WEEKDAY_LABELS, weekdayOf } from './weekday';

/** Days in a month (month 1-12): 28-31. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `YYYY-MM-DD` of a calendar date. */
export function isoDateOf(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface CalendarDay {
  day: number;
  /** `YYYY-MM-DD`. */
  date: string;
  /** 0 = Sunday. */
  weekday: number;
}

/** A week row: seven cells, Sunday first; null is a cell outside the month. */
export type CalendarWeek = (CalendarDay | null)[];

/**
 * The weeks of a month as calendar rows starting on Sunday: blanks before the 1st when the month
 * starts mid-week, blanks after the last day to complete the final row.
 */
export function buildMonthCalendar(year: number, month: number): CalendarWeek[] {
  const leadingBlanks = weekdayOf(year, month, 1);
  const dayCount = daysInMonth(year, month);
  const cells: (CalendarDay | null)[] = Array.from({ length: leadingBlanks }, () => null);
  for (let day = 1; day <= dayCount; day += 1) {
    cells.push({ day, date: isoDateOf(year, month, day), weekday: (leadingBlanks + day - 1) % DAYS_PER_WEEK });
  }
  while (cells.length % DAYS_PER_WEEK !== 0) cells.push(null);
  const weeks: CalendarWeek[] = [];
  for (let start = 0; start < cells.length; start += DAYS_PER_WEEK) weeks.push(cells.slice(start, start + DAYS_PER_WEEK));
  return weeks;
}
