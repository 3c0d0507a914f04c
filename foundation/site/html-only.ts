/**
 * Values sent once, as HTML (decision 017): the server renders them into the page and leaves them
 * out of the HTML document's `__NEXT_DATA__`; the component that renders one hydrates onto the
 * server's HTML and keeps it for as long as the data it gets says the same thing. Client-safe: the
 * server (lib/next-adapters/html-only-props-adapter.ts) and the browser (components/server-html)
 * compute the same fingerprint.
 */

/**
 * Static islands (decision 032): parts of a page with no behaviour of their own in the browser,
 * rendered on the server only. Their HTML is a page prop, `islands[id]`; the browser never loads
 * their components.
 */
export const ISLAND_IDS = ['header-brand', 'header-nav', 'menu-links', 'site-footer', 'top-lead', 'top-movie', 'top-rail', 'top-sections', 'article-banner', 'article-heading', 'article-lead', 'share-top', 'article-body', 'article-rail', 'article-end', 'share-end', 'article-more', 'article-amazon', 'article-after', 'game-header', 'game-rail', 'game-series', 'search-lead', 'search-found', 'search-suggestions', 'preview-notice', 'ranking-rail'] as const;
export type IslandId = (typeof ISLAND_IDS)[number];

/** The kinds of page view with islands (a route record's `islands`), each with its own renderer. */
export type IslandKind = 'top' | 'article' | 'special-article' | 'weekly-part' | 'game' | 'search' | 'ranking-rail';

/** The `islands` page prop: each island's HTML, or null in the HTML document's `__NEXT_DATA__`. */
export type IslandHtml = Partial<Record<IslandId, HtmlOnly<string>>>;

/** A page view's props in the browser: its islands' HTML instead of their components. */
export type WithIslands<P> = P & { islands: IslandHtml };

/** The elements whose content may arrive as server HTML (their `data-server-html` value). */
export type ServerHtmlId = 'footer-navigation' | IslandId;

/**
 * What the component that renders such a value receives: the value, or null on the first render
 * of an HTML document, when only the server's HTML carries it.
 */
export type HtmlOnly<T> = T | null;

/** Fingerprints of the values an HTML document carries as HTML only, by element. */
export type ServerHtmlFingerprints = Partial<Record<ServerHtmlId, string>>;

/** The `<script type="application/json">` of the HTML document that holds its ServerHtmlFingerprints. */
export const SERVER_HTML_FINGERPRINTS_ID = 'server-html-fingerprints';

/**
 * A short fingerprint of a JSON value: equal values (as JSON, e.g. the server's props and the same
 * props parsed in the browser) give equal fingerprints. The length and a 32-bit FNV-1a hash of the
 * JSON text: not for secrets, only to tell "the same body" from "a changed body".
 */
export function contentFingerprint(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return `${text.length}-${hash >>> 0}`;
}
