import { formatJstDate, toJstParts, WEEKDAYS_JA } from './date';

/** Shown for a release whose date is not decided (null). */
export const UNDECIDED_RELEASE_LABEL = '発売日未定';

/** `YYYY-MM-DD` as midnight in Japan, or null when it is not a real calendar day. */
function releaseDayInstant(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const instant = new Date(`${value}T00:00:00+09:00`);
  if (Number.isNaN(instant.getTime())) return null;
  // Date rolls 2026-02-30 over to March 2nd: only a real calendar day counts.
  const { month, day } = toJstParts(instant);
  return month === Number(match[2]) && day === Number(match[3]) ? instant : null;
}

/**
 * A release date: `YYYY-MM-DD` → `2026年7月30日（木）`; other text from the API is shown as given;
 * null → 発売日未定, followed in brackets by a planned-release note when there is one
 * (`2027年発売予定` → `発売日未定（2027年発売予定）`).
 */
export function formatReleaseDate(value: string | null, note = ''): string {
  if (value === null) {
    const trimmed = note.trim();
    return trimmed && trimmed !== UNDECIDED_RELEASE_LABEL ? `${UNDECIDED_RELEASE_LABEL}（${trimmed}）` : UNDECIDED_RELEASE_LABEL;
  }
  const instant = releaseDayInstant(value);
  return instant ? formatJstDate(instant) : value;
}

/** A release day without the year, for lists within one month: `2026-11-21` → `11月21日（土）`; other text as given. */
export function formatReleaseDay(value: string): string {
  const instant = releaseDayInstant(value);
  if (!instant) return value;
  const { month, day, weekday } = toJstParts(instant);
  return `${month}月${day}日（${WEEKDAYS_JA[weekday]}）`;
}
