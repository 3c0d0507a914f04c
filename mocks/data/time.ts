/** Fixed "now" of the data set, so every build and every run answers the same. */
export const MOCK_NOW = '2026-11-20T12:00:00+09:00';
export const MOCK_NOW_MS = Date.parse(MOCK_NOW);

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
const JST_OFFSET_MS = 9 * HOUR_MS;

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
