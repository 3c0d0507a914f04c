// Public addresses of the release calendars (iCalendar, RFC 5545) and of a game's feed: shared by the
// feed handlers, the schedule page's subscription block and the game header (decisions 023, 024).

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

/** Site path of a game's RSS 2.0 feed of its newest articles (issue 37), offered beside its calendar links. */
export function gameFeedPath(gameId: string): string {
  return `/game/title/${gameId}/feed/`;
}
