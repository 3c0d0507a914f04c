import { toRfc822Date } from './feed-dates';
import { PUBLICATION } from './publication';
import { attributes, escapeXml, textElement, XML_DECLARATION } from './xml';

/** Atom namespace, for the feed's `atom:link rel="self"` (recommended by the RSS Advisory Board). */
export const ATOM_NS = 'http://www.w3.org/2005/Atom';

/** Newest articles a feed carries (within the 20-50 feed readers expect). */
export const FEED_ITEM_COUNT = 30;

/** Feed readers are asked to poll no more often than the feed's cache lifetime (minutes). */
export const FEED_TTL_MINUTES = 5;

export interface RssItem {
  title: string;
  /** Absolute URL; also the permalink guid. */
  link: string;
  description: string;
  /** ISO-8601 publication time. */
  publishedAt: string;
  categories: readonly string[];
}

export interface RssChannel {
  title: string;
  /** Absolute URL of the page the feed follows. */
  link: string;
  description: string;
  /** Absolute URL of the feed itself. */
  selfUrl: string;
  items: readonly RssItem[];
  /** Used as lastBuildDate when there are no items. */
  now: Date;
}

function itemXml(item: RssItem): string {
  return [
    '<item>',
    textElement('title', item.title),
    textElement('link', item.link),
    `<guid${attributes({ isPermaLink: 'true' })}>${escapeXml(item.link)}</guid>`,
    textElement('pubDate', toRfc822Date(item.publishedAt)),
    textElement('description', item.description),
    ...item.categories.map((category) => textElement('category', category)),
    '</item>',
  ].join('');
}

/**
 * An RSS 2.0 feed. `lastBuildDate` is the newest item's time, so the document only changes when
 * an article arrives (stable ETags for feed readers).
 */
export function buildRssFeed(channel: RssChannel): string {
  const newest = channel.items.reduce<string | null>(
    (latest, item) => (latest === null || Date.parse(item.publishedAt) > Date.parse(latest) ? item.publishedAt : latest),
    null,
  );
  return [
    XML_DECLARATION,
    `<rss${attributes({ version: '2.0', 'xmlns:atom': ATOM_NS })}>`,
    '<channel>',
    textElement('title', channel.title),
    textElement('link', channel.link),
    textElement('description', channel.description),
    textElement('language', PUBLICATION.language),
    textElement('lastBuildDate', toRfc822Date(newest ?? channel.now)),
    textElement('ttl', String(FEED_TTL_MINUTES)),
    `<atom:link${attributes({ href: channel.selfUrl, rel: 'self', type: 'application/rss+xml' })}/>`,
    ...channel.items.map(itemXml),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
