/** Year and month navigation of the release calendar, built from the API's yearsList and monthsList. */

/** Year shown when the calendar lists no years at all (spec §9 "Default year 2024"). */
export const DEFAULT_SCHEDULE_YEAR = 2024;

const YEAR = /^\d{4}$/;
const MONTH = /^(0[1-9]|1[0-2])$/;

/**
 * Years to offer: the calendar's years (sorted, unique), or the default year when it lists none;
 * the displayed year is always included so the navigation can mark where the reader is.
 */
export function scheduleYears(yearsList: readonly string[], displayedYear: number): number[] {
  const listed = yearsList.filter((year) => YEAR.test(year)).map(Number);
  const years = new Set(listed.length > 0 ? listed : [DEFAULT_SCHEDULE_YEAR]);
  years.add(displayedYear);
  return [...years].sort((a, b) => a - b);
}

/** Months (1-12) of the displayed year that have releases, plus the displayed month itself. */
export function scheduleMonths(monthsList: readonly string[], displayedMonth: number): number[] {
  const months = new Set(monthsList.filter((month) => MONTH.test(month)).map(Number));
  months.add(displayedMonth);
  return [...months].sort((a, b) => a - b);
}
