const JST_OFFSET_MS = 9 * 3_600_000;

const jst = (value: string | Date) => new Date(new Date(value).getTime() + JST_OFFSET_MS);
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A live update's time in Japan time (issue 36): `20:56` on the day of `now`, `12月3日 20:56` on
 * any other day. `now` is the request's clock, so the server and the browser agree.
 */
export function formatLiveTime(postedAt: string, now: string | Date): string {
  const posted = jst(postedAt);
  const today = jst(now);
  const time = `${pad(posted.getUTCHours())}:${pad(posted.getUTCMinutes())}`;
  const sameDay = posted.getUTCFullYear() === today.getUTCFullYear() && posted.getUTCMonth() === today.getUTCMonth() && posted.getUTCDate() === today.getUTCDate();
  return sameDay ? time : `${posted.getUTCMonth() + 1}月${posted.getUTCDate()}日 ${time}`;
}
