const WEEKDAYS_JA = ['日', '月', '火', '水', '木', '金', '土'] as const;

interface JstParts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

/**
 * Japan time is UTC+9 and has had no daylight saving since 1951, so its calendar fields are UTC's
 * nine hours on. Not Intl: building a DateTimeFormat for Asia/Tokyo took 18–37 ms in Chromium on
 * the bench machine, one long task on every page with a date (four times that on Lighthouse's
 * phone), and each formatToParts call allocates a list of parts.
 */
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * A Date whose UTC fields are the instant's Japan-time calendar fields (read them with getUTC…);
 * a RangeError for a value that is no date.
 */
export function jstWallClock(value: string | Date): Date {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Invalid time value: ${String(value)}`);
  return new Date(time + JST_OFFSET_MS);
}

/**
 * The instant in Japan time with its offset, to the second (ISO 8601 / W3C Datetime):
 * `2026-07-30T01:00:00Z` → `2026-07-30T10:00:00+09:00`. JSON-LD dates, sitemap `lastmod`, Google
 * News `publication_date`; whatever offset the input has, the output is the same instant at +09:00.
 * A RangeError for a value that is no date, never "Invalid Date" in a document.
 */
export function toJstOffsetDateTime(value: string | Date): string {
  return `${jstWallClock(value).toISOString().slice(0, 19)}+09:00`;
}

/** `YYYY-MM-DD` of the instant in Japan time (the day a release date is compared with). */
export function toJstIsoDate(value: string | Date): string {
  return jstWallClock(value).toISOString().slice(0, 10);
}

/** Calendar fields of an instant in Japan time; a RangeError for a value that is no date. */
export function toJstParts(value: string | Date): JstParts {
  const jst = jstWallClock(value);
  return {
    year: jst.getUTCFullYear(),
    month: jst.getUTCMonth() + 1,
    day: jst.getUTCDate(),
    weekday: jst.getUTCDay(),
    hour: jst.getUTCHours(),
    minute: jst.getUTCMinutes(),
  };
}

/** `2026年7月30日（木）` (DECISIONS.md). */
export function formatJstDate(value: string | Date): string {
  const { year, month, day, weekday } = toJstParts(value);
  return `${year}年${month}月${day}日（${WEEKDAYS_JA[weekday]}）`;
}

/** `2026年7月30日（木）10:05`. */
export function formatJstDateTime(value: string | Date): string {
  const { hour, minute } = toJstParts(value);
  return `${formatJstDate(value)}${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** `YYYYMM` of the instant in Japan time: the publicationDate segment of article URLs. */
export function toJstYearMonth(value: string | Date): string {
  const { year, month } = toJstParts(value);
  return `${year}${String(month).padStart(2, '0')}`;
}

export { WEEKDAYS_JA };

/**
 * A counting window in JST: `2026年11月20日（金）11:00～12:00` when both ends fall on the same day,
 * otherwise both ends in full.
 */
export function formatJstTimeRange(start: string, end: string): string {
  const from = toJstParts(start);
  const to = toJstParts(end);
  const sameDay = from.year === to.year && from.month === to.month && from.day === to.day;
  const endText = sameDay ? `${String(to.hour).padStart(2, '0')}:${String(to.minute).padStart(2, '0')}` : formatJstDateTime(end);
  return `${formatJstDateTime(start)}～${endText}`;
}
