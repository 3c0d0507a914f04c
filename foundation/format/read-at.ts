import { formatJstDateTime } from './date';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * When a reader opened an article, for their reading history: `たった今`, `12分前`, `3時間前` within
 * a day, else the Japan-time date and time (`2026年12月5日（土）21:40`). A time ahead of `now`
 * (another device's clock) reads as `たった今`.
 */
export function formatReadAt(readAtMs: number, nowMs: number): string {
  const elapsed = nowMs - readAtMs;
  if (elapsed < MINUTE_MS) return 'たった今';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}分前`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}時間前`;
  return formatJstDateTime(new Date(readAtMs));
}
