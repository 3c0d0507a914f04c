/**
 * Values sent once, as HTML (decision 017): the server renders them into the page and leaves them
 * out of the HTML document's `__NEXT_DATA__`; the component that renders one hydrates onto the
 * server's HTML and keeps it for as long as the data it gets says the same thing. Client-safe: the
 * server (lib/next-adapters/html-only-props-adapter.ts) and the browser (components/server-html)
 * compute the same fingerprint.
 */

/** The elements whose content may arrive as server HTML (their `data-server-html` value). */
export type ServerHtmlId = 'article-body' | 'footer-navigation';

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
 * props parsed in the browser) give equal fingerprints. cyrb53, a 53-bit hash: not for secrets,
 * only to tell "the same body" from "a changed body".
 */
export function contentFingerprint(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
