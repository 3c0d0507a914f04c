/** Weekday labels, Sunday first (the index weekdayOf gives). */
export const CALENDAR_WEEKDAY_LABELS = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** Weekday index of a calendar date, 0 = Sunday … 6 = Saturday (no time zone involved). */
export function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}
