// Suggestions while typing in the header search box (decision 020). Client-safe: the header's
// combobox and the server's /api/search/suggest/ handler read the same rules.
import { MAX_KEYWORD_LENGTH } from './keyword-limit';
import { normalizeKeyword, searchTermsOf } from './keyword';

/**
 * Quiet time after the last keystroke before suggestions are asked for: the spec's "debounce
 * default 250 ms" (§9, Other).
 */
export const SEARCH_DEBOUNCE_MS = 250;

/** At most this many suggestions of each kind: a short list that fits under the box. */
export const SUGGEST_LIMITS = { games: 5, articles: 5 } as const;

/** A search source that has not answered within this long is left out of the suggestions. */
export const SUGGEST_UPSTREAM_TIMEOUT_MS = 2_000;

/** The same-origin endpoint (trailing slash: next.config.js trailingSlash). */
export const SUGGEST_PATH = '/api/search/suggest/';

// Control characters (C0, DEL, C1): a search box cannot produce them, so a query with one is not a reader's.
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * What a raw `q` is searched for when suggesting, or null when nothing may be asked upstream:
 * empty after normalising, longer than the keyword limit, or carrying a control character.
 * Quoted names (「」『』) are searched as on the results page.
 */
export function suggestTermsOf(raw: string | undefined): string | null {
  if (raw === undefined || raw.length > MAX_KEYWORD_LENGTH || CONTROL_CHARACTER.test(raw)) return null;
  const keyword = normalizeKeyword(raw);
  return keyword ? searchTermsOf(keyword) : null;
}

/** `/api/search/suggest/?q=…` for the box's value. */
export function suggestUrl(value: string): string {
  return `${SUGGEST_PATH}?q=${encodeURIComponent(value)}`;
}
