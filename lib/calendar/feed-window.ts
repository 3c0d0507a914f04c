import { CALENDAR_FEED_MONTH_COUNT } from '@/foundation/paths/calendar';
import { jstYearMonth, shiftYearMonth, yearMonthKey } from '@/foundation/schedule/year-month';

/** A schedule feed covers this many months: the current one (Japan time) and the next two (the subscription box says so too). */
export const FEED_MONTH_COUNT = CALENDAR_FEED_MONTH_COUNT;

/** `YYYYMM` of the months a feed requested at `now` covers, the current month in Japan first. */
export function feedMonths(now: Date): string[] {
  const current = jstYearMonth(now);
  return Array.from({ length: FEED_MONTH_COUNT }, (_, offset) => shiftYearMonth(current, offset))
    .filter((month) => month !== null)
    .map(yearMonthKey);
}
