// Public addresses of the release calendars (iCalendar, RFC 5545): shared by the feed handlers,
// the schedule page's subscription block and the game header (decision 023).

/** A schedule feed covers this many months: the current one (Japan time) and the next two. */
export const CALENDAR_FEED_MONTH_COUNT = 3;

/** Site path of a schedule feed for a platform code of the schedule (`all-platforms` for every platform). */
export function scheduleCalendarPath(platformCode: string): string {
  return `/schedule/calendar/${platformCode}.ics`;
}

/** Site path of the one-event calendar of a game's release on one platform. */
export function gameReleaseCalendarPath(gameId: string, platformCode: string): string {
  return `/game/title/${gameId}/release/${platformCode}.ics`;
}

/**
 * The same address with the `webcal:` scheme, which calendar apps (Apple, Google via the OS,
 * Outlook) open as a subscription; anything that is not an http(s) URL is returned unchanged.
 */
export function webcalUrl(httpUrl: string): string {
  return httpUrl.replace(/^https?:/i, 'webcal:');
}

/** Google Calendar's "add by URL" page for a feed: it subscribes to the calendar (`cid`) the webcal URL names. */
export function googleCalendarSubscribeUrl(subscribeUrl: string): string {
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(subscribeUrl)}`;
}
