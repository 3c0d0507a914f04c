import { toJstOffsetDateTime } from '@/foundation/format/date';
import { PUBLICATION } from './publication';
import { SITEMAP_NS } from './sitemap';
import { attributes, textElement, XML_DECLARATION } from './xml';

/** Google News sitemap extension 0.9 namespace. */
export const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';

/** Google News reads articles of the last two days from a news sitemap. */
export const NEWS_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

/** Google News takes at most 1,000 URLs from one news sitemap. */
export const MAX_NEWS_URLS = 1_000;

export interface NewsSitemapEntry {
  /** Absolute URL of the article. */
  loc: string;
  /** ISO-8601 publication time. */
  publishedAt: string;
  title: string;
}

/**
 * True when an article published at `publishedAt` belongs in the news sitemap at `now`: within
 * the last two days, and not scheduled for later.
 */
export function isWithinNewsWindow(publishedAt: string, now: Date): boolean {
  const published = Date.parse(publishedAt);
  const current = now.getTime();
  return !Number.isNaN(published) && published <= current && current - published <= NEWS_WINDOW_MS;
}

function newsUrl(entry: NewsSitemapEntry): string {
  return [
    '<url>',
    textElement('loc', entry.loc),
    '<news:news>',
    '<news:publication>',
    textElement('news:name', PUBLICATION.name),
    textElement('news:language', PUBLICATION.language),
    '</news:publication>',
    textElement('news:publication_date', toJstOffsetDateTime(entry.publishedAt)),
    textElement('news:title', entry.title),
    '</news:news>',
    '</url>',
  ].join('');
}

/** A Google News sitemap; entries past the first 1,000 are left out. */
export function buildNewsSitemap(entries: readonly NewsSitemapEntry[]): string {
  return [
    XML_DECLARATION,
    `<urlset${attributes({ xmlns: SITEMAP_NS, 'xmlns:news': NEWS_NS })}>`,
    ...entries.slice(0, MAX_NEWS_URLS).map(newsUrl),
    '</urlset>',
    '',
  ].join('\n');
}
