import { formatJstDate, formatJstDateTime, toJstParts } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';

/** Yen with thousands separators (spec §9): 6800 → "6,800円". */
export function formatYen(value: number): string {
  return `${formatNumber(value)}円`;
}

/** Thousands separators inside a price text from the API: "6800円（税抜）" → "6,800円（税抜）". */
export function formatPriceText(text: string): string {
  return text.replace(/\d{4,}/g, (digits) => formatNumber(Number(digits)));
}

/** A release date: `YYYY-MM-DD` → `2026年4月29日（水）` (JST); any other text is shown as given. */
export function formatReleaseDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const instant = new Date(`${value}T00:00:00+09:00`);
  if (Number.isNaN(instant.getTime())) return value;
  // Date rolls 2026-02-30 over to March 2nd: only a real calendar day is reformatted.
  const { month, day } = toJstParts(instant);
  return month === Number(match[2]) && day === Number(match[3]) ? formatJstDate(instant) : value;
}

/**
 * The Amazon counting window in JST: `2026年11月20日（金）11:00～12:00` when both ends fall on
 * the same day, otherwise both ends in full.
 */
export function formatCountingWindow(start: string, end: string): string {
  const from = toJstParts(start);
  const to = toJstParts(end);
  const sameDay = from.year === to.year && from.month === to.month && from.day === to.day;
  const endText = sameDay ? `${String(to.hour).padStart(2, '0')}:${String(to.minute).padStart(2, '0')}` : formatJstDateTime(end);
  return `${formatJstDateTime(start)}～${endText}`;
}
