// Public addresses of the release calendars (iCalendar, RFC 5545): shared by the feed handlers,
// the schedule page's subscription block and the game header (decision 023).

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
