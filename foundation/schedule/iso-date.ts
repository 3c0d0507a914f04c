// Calendar dates written `YYYY-MM-DD`, formatted for readers: a module of its own so that a page
// that only shows dates (the search page's games) does not load the schedule's calendar code.
import { CALENDAR_WEEKDAY_LABELS, weekdayOf } from './weekday';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function partsOfIsoDate(value: string): { year: number; month: number; day: number; weekday: string } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return { year, month, day, weekday: CALENDAR_WEEKDAY_LABELS[weekdayOf(year, month, day)] ?? '' };
}

/** `2026-11-20` → `11月20日（金）` (day headings of the schedule). */
export function formatMonthDay(isoDate: string): string {
  const parts = partsOfIsoDate(isoDate);
  return parts ? `${parts.month}月${parts.day}日（${parts.weekday}）` : isoDate;
}

/** `2026-11-20` → `2026年11月20日（金）`: a calendar date, read as written (no time zone shift). */
export function formatIsoDate(isoDate: string): string {
  const parts = partsOfIsoDate(isoDate);
  return parts ? `${parts.year}年${parts.month}月${parts.day}日（${parts.weekday}）` : isoDate;
}
