import { toJstParts } from '@/foundation/format/date';
import { isYearMonth, YEAR_MONTH_MAX_YEAR, YEAR_MONTH_MIN_YEAR } from '@/foundation/validation/text-patterns';
import { isoDateOf } from './calendar-grid';

export interface YearMonth {
  year: number;
  /** 1-12. */
  month: number;
}

/** `202611` → {year: 2026, month: 11}; null unless it passes the spec's year-month rule (§5). */
export function parseYearMonth(value: string): YearMonth | null {
  if (!isYearMonth(value)) return null;
  return { year: Number(value.slice(0, 4)), month: Number(value.slice(4, 6)) };
}

/** {year: 2026, month: 11} → `202611` (the `{gameReleaseDate}` URL segment). */
export function yearMonthKey({ year, month }: YearMonth): string {
  return `${String(year).padStart(4, '0')}${String(month).padStart(2, '0')}`;
}

/** The month `delta` months away, or null when it leaves the valid range (1900-2199). */
export function shiftYearMonth({ year, month }: YearMonth, delta: number): YearMonth | null {
  const index = year * 12 + (month - 1) + delta;
  const shifted = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return shifted.year >= YEAR_MONTH_MIN_YEAR && shifted.year <= YEAR_MONTH_MAX_YEAR ? shifted : null;
}

/** The current month in Japan time. */
export function jstYearMonth(now: Date): YearMonth {
  const { year, month } = toJstParts(now);
  return { year, month };
}

/** Today's date `YYYY-MM-DD` in Japan time. */
export function jstToday(now: Date): string {
  const { year, month, day } = toJstParts(now);
  return isoDateOf(year, month, day);
}

export { formatIsoDate, formatMonthDay } from './iso-date';
