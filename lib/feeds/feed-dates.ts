import { jstWallClock } from '@/foundation/format/date';

/**
 * RFC 822 date-time (with a four-digit year) in Japan time, `Fri, 20 Nov 2026 11:50:00 +0900`: RSS
 * `pubDate`. `toUTCString` writes exactly that form (English names, two-digit day) for the wall
 * clock shifted to Japan time, with `GMT` where the offset goes. A RangeError for a value that is no date.
 */
export function toRfc822Date(value: string | Date): string {
  return jstWallClock(value).toUTCString().replace(/GMT$/, '+0900');
}
