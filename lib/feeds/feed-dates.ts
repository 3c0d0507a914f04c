import { jstWallClock } from '@/foundation/format/date';

const RFC822_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const RFC822_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The instant's Japan-time calendar fields; a RangeError for a value that is no date. */
function jstFields(value: string | Date) {
  const shifted = jstWallClock(value);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    time: `${pad2(shifted.getUTCHours())}:${pad2(shifted.getUTCMinutes())}:${pad2(shifted.getUTCSeconds())}`,
  };
}

/** RFC 822 date-time (with a four-digit year) in Japan time, `Fri, 20 Nov 2026 11:50:00 +0900`: RSS `pubDate`. */
export function toRfc822Date(value: string | Date): string {
  const { year, month, day, weekday, time } = jstFields(value);
  return `${RFC822_DAYS[weekday]}, ${pad2(day)} ${RFC822_MONTHS[month]} ${year} ${time} +0900`;
}
