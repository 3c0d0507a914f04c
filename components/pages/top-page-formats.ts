import { toJstParts, WEEKDAYS_JA } from '@/lib/format/date';

/** `11月21日（土）` for a release date `YYYY-MM-DD`. */
export function formatReleaseDay(isoDate: string): string {
  const { month, day, weekday } = toJstParts(`${isoDate}T00:00:00+09:00`);
  return `${month}月${day}日（${WEEKDAYS_JA[weekday]}）`;
}

/** `2:05` / `1:02:05` for a video length. */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
