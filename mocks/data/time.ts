export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
const JST_OFFSET_MS = 9 * HOUR_MS;

/** Years a pinned "now" may name: the data reaches 21 years back and two ahead of it. */
const MOCK_NOW_YEARS = { min: 2001, max: 2190 } as const;
/** An ISO 8601 date-time, seconds optional, with an explicit offset (`Z` or `±HH:MM`). */
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::\d{2}(?:\.\d{1,3})?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * The data set's "now" (epoch ms): `MOCK_NOW` when set, else the given real time floored to the
 * hour, so a content API restarted within the hour answers the same. Everything dated in the data
 * (articles, rankings, sales weeks, calendar, windows, issues, drafts, archive) is placed from it.
 */
export function resolveMockNow(pinned: string | undefined = process.env.MOCK_NOW, realNowMs: number = Date.now()): number {
  if (pinned === undefined || pinned.trim() === '') return realNowMs - (realNowMs % HOUR_MS);
  const match = ISO_DATE_TIME.exec(pinned.trim());
  const ms = match ? Date.parse(pinned.trim()) : NaN;
  const offsetMs = match?.[2] ? (match[2] === '-' ? -1 : 1) * (Number(match[3]) * HOUR_MS + Number(match[4]) * MINUTE_MS) : 0;
  // Date.parse rolls 2026-02-30 over to March 2: the wall clock must read back as written.
  const readsBack = Number.isFinite(ms) && new Date(ms + offsetMs).toISOString().slice(0, 16) === match?.[1];
  const year = readsBack ? jstParts(ms).year : NaN;
  if (!(year >= MOCK_NOW_YEARS.min && year <= MOCK_NOW_YEARS.max)) {
    throw new Error(
      `MOCK_NOW must be an ISO date-time with an offset in the years ${MOCK_NOW_YEARS.min}-${MOCK_NOW_YEARS.max}, such as 2026-11-20T12:00:00+09:00; got "${pinned}"`,
    );
  }
  return ms;
}

/** Epoch ms → `2026-07-30T10:00:00+09:00`. */
export function toJstIso(ms: number): string {
  return `${new Date(ms + JST_OFFSET_MS).toISOString().slice(0, 19)}+09:00`;
}

/** Epoch ms → `2026-07-30` (JST calendar date). */
export function toJstDate(ms: number): string {
  return new Date(ms + JST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Epoch ms → `202607` (JST year-month). */
export function toJstYearMonth(ms: number): string {
  const iso = new Date(ms + JST_OFFSET_MS).toISOString();
  return iso.slice(0, 4) + iso.slice(5, 7);
}

/** Epoch ms of JST midnight of the given calendar day (month 1-12; overflow rolls over). */
export function jstMidnight(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) - JST_OFFSET_MS;
}

/** JST calendar parts of an instant; `weekday` 0 = Sunday. */
export function jstParts(ms: number): { year: number; month: number; day: number; hour: number; weekday: number } {
  const d = new Date(ms + JST_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), weekday: d.getUTCDay() };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** `2026-07-23` → `2026年07月23日` (game-sales style, zero padded). */
export function toPaddedJapaneseDate(isoDate: string): string {
  return `${isoDate.slice(0, 4)}年${isoDate.slice(5, 7)}月${isoDate.slice(8, 10)}日`;
}

/** `2026-07-23` → `2026年7月23日`. */
export function toJapaneseDate(isoDate: string): string {
  return `${isoDate.slice(0, 4)}年${Number(isoDate.slice(5, 7))}月${Number(isoDate.slice(8, 10))}日`;
}

export function isoDateOf(year: number, month: number, day: number): string {
  return `${year}-${pad2(month)}-${pad2(day)}`;
}
