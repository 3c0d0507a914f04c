/** Display windows of banners and campaigns (spec §4, §5). */

function parseDate(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/**
 * A date range is valid when the start is a valid date, the end is a valid date or null
 * (null only when an open end is allowed) and the start is not after the end.
 */
export function isValidDateRange(start: string | null, end: string | null, allowOpenEnd: boolean): boolean {
  const startTime = parseDate(start);
  if (startTime === null) return false;
  if (end === null) return allowOpenEnd;
  const endTime = parseDate(end);
  return endTime !== null && startTime <= endTime;
}

/**
 * Active when the range is valid and now lies inside it, both ends inclusive; with an open
 * end allowed and no end, active once the start is in the past.
 */
export function isWithinDisplayWindow(start: string | null, end: string | null, now: Date, allowOpenEnd = true): boolean {
  if (!isValidDateRange(start, end, allowOpenEnd)) return false;
  const time = now.getTime();
  const startTime = parseDate(start) as number;
  if (end === null) return startTime <= time;
  return startTime <= time && time <= (parseDate(end) as number);
}
