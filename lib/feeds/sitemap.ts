import { attributes, textElement, XML_DECLARATION } from './xml';

/** sitemaps.org protocol 0.9 namespace (urlset and sitemapindex). */
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The protocol's limit per file, for URLs in a sitemap and sitemaps in an index. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** One `<url>` of a sitemap or `<sitemap>` of an index. */
export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** W3C Datetime, when known. */
  lastmod?: string;
}

/** Files needed for `total` URLs at 50,000 a file; at least one, so an empty list still has its file. */
export function sitemapPartCount(total: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / MAX_URLS_PER_SITEMAP));
}

function assertWithinLimit(entries: readonly SitemapEntry[]): void {
  if (entries.length > MAX_URLS_PER_SITEMAP) {
    throw new RangeError(`A sitemap holds at most ${MAX_URLS_PER_SITEMAP} entries, got ${entries.length}`);
  }
}

function entryBody(entry: SitemapEntry): string {
  return textElement('loc', entry.loc) + (entry.lastmod ? textElement('lastmod', entry.lastmod) : '');
}

function document(root: 'urlset' | 'sitemapindex', child: 'url' | 'sitemap', entries: readonly SitemapEntry[]): string {
  assertWithinLimit(entries);
  const items = entries.map((entry) => `<${child}>${entryBody(entry)}</${child}>`);
  return [XML_DECLARATION, `<${root}${attributes({ xmlns: SITEMAP_NS })}>`, ...items, `</${root}>`, ''].join('\n');
}

/** A `<urlset>` sitemap (sitemaps.org 0.9); throws past 50,000 URLs, which the caller splits into parts. */
export function buildUrlset(entries: readonly SitemapEntry[]): string {
  return document('urlset', 'url', entries);
}

/** A `<sitemapindex>` listing child sitemaps (sitemaps.org 0.9). */
export function buildSitemapIndex(entries: readonly SitemapEntry[]): string {
  return document('sitemapindex', 'sitemap', entries);
}
