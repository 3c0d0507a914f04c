/**
 * How often a page refreshes while its article is live (issue 36; spec §4 lets a page configuration
 * override the 5-minute default): the one named place. An ended live article is back to the default.
 */
export const LIVE_REFRESH_INTERVAL_MS = 30_000;

/** The query key of an ended live article's oldest-first order (`?order=oldest`). */
export const LIVE_ORDER_QUERY_KEY = 'order';
export const LIVE_OLDEST_FIRST = 'oldest';
