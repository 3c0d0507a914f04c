// Subscription addresses of a release feed, for the schedule page's 「カレンダーに登録」 box only
// (apart from foundation/paths/calendar.ts, so the game pages' chunk does not carry them).

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
