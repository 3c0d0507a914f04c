import { gameFeedPath } from '@/foundation/paths/calendar';
import { isYearMonth } from '@/foundation/validation/text-patterns';

/**
 * Public addresses of robots.txt, the sitemaps and the feeds, each a page file of the same name
 * (decision 024). Files with an extension are never redirected by `trailingSlash`; the feeds are
 * directories and end in `/` like every page.
 */
export const seoPaths = {
  robots: () => '/robots.txt',
  sitemapIndex: () => '/sitemap.xml',
  sitemap: (fileName: string) => `/sitemaps/${fileName}`,
  feed: () => '/feed/',
  categoryFeed: (categoryCode: string) => `/category/${categoryCode}/feed/`,
  gameFeed: gameFeedPath,
} as const;

/** One child sitemap of the index, as named by its file. */
export type SitemapFile =
  | { kind: 'articles'; yearMonth: string; part: number }
  | { kind: 'authors'; part: number }
  | { kind: 'games'; part: number }
  | { kind: 'categories' }
  | { kind: 'news' };

/** `articles-YYYYMM`, `authors` or `games`, then an optional part 2-9999. */
const PARTED = /^(articles-(\d{6})|authors|games)(?:-([1-9]\d{0,3}))?\.xml$/;

/**
 * File name of a child sitemap: `articles-202611.xml`, `games.xml`, `categories.xml`,
 * `news.xml`; parts after the first carry `-2`, `-3`… (`articles-202611-2.xml`).
 */
export function sitemapFileName(file: SitemapFile): string {
  const suffix = 'part' in file && file.part > 1 ? `-${file.part}` : '';
  switch (file.kind) {
    case 'articles':
      return `articles-${file.yearMonth}${suffix}.xml`;
    case 'authors':
    case 'games':
      return `${file.kind}${suffix}.xml`;
    case 'categories':
    case 'news':
      return `${file.kind}.xml`;
  }
}

/**
 * The child sitemap a file name stands for, or null (→ 404). Only the one spelling that
 * `sitemapFileName` writes is accepted: no `-1` suffix, no leading zeros, a real year-month.
 */
export function parseSitemapFileName(fileName: string): SitemapFile | null {
  if (fileName === 'categories.xml') return { kind: 'categories' };
  if (fileName === 'news.xml') return { kind: 'news' };
  const match = PARTED.exec(fileName);
  if (!match) return null;
  const [, base = '', yearMonth, rawPart] = match;
  const part = rawPart === undefined ? 1 : Number(rawPart);
  if (part === 1 && rawPart !== undefined) return null;
  if (yearMonth !== undefined) return isYearMonth(yearMonth) ? { kind: 'articles', yearMonth, part } : null;
  return { kind: base === 'authors' ? 'authors' : 'games', part };
}
