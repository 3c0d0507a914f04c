const TIME_ZONE = 'Asia/Tokyo';
const WEEKDAYS_JA = ['日', '月', '火', '水', '木', '金', '土'] as const;

interface JstParts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
  weekday: 'short',
});
const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** Calendar fields of an instant in Japan time. */
export function toJstParts(value: string | Date): JstParts {
  const parts = Object.fromEntries(partsFormatter.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAY_INDEX[parts.weekday ?? 'Sun'] ?? 0,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
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
