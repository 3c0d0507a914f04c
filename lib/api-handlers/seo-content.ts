import type { FetchSource } from '@/api-clients/fetch-source';
import type { ArticleCard, ListResponse } from '@/api-clients/schemas/common';
import { toJstYearMonth } from '@/foundation/format/date';
import { MAX_NEWS_URLS, isWithinNewsWindow, NEWS_WINDOW_MS } from '@/lib/feeds/news-sitemap';
import { MAX_URLS_PER_SITEMAP } from '@/lib/feeds/sitemap';
import { paths } from '@/foundation/paths';
import { ALL_ARTICLES_CATEGORY_CODE } from '@/lib/page-data/category';
import type { SeoDocumentCache } from './seo-response';

/** What the sitemap and feed handlers need. */
export interface SeoDeps {
  fetchSource: FetchSource;
  cache: SeoDocumentCache;
  /** The clock of the news window and of empty feeds; the real one by default. */
  now?: () => Date;
}

/** Largest page the content API's paged sources accept (their `limit` maximum). */
export const SOURCE_PAGE_LIMIT = 100;
/** Upstream pages fetched at once while walking a long list. */
export const SOURCE_FETCH_CONCURRENCY = 4;
/** Source pages that make up one sitemap part (50,000 URLs at 100 a page). */
const PAGES_PER_PART = MAX_URLS_PER_SITEMAP / SOURCE_PAGE_LIMIT;

/** Site path of an article's own page (the URL the sitemaps and feeds list). */
export function articlePath(card: Pick<ArticleCard, 'id' | 'publishedAt'>): string {
  return paths.article(toJstYearMonth(card.publishedAt), card.id);
}

/** Articles that are pages of this site: a card with a redirectUrl points elsewhere and is left out. */
export function isOwnArticle(card: Pick<ArticleCard, 'redirectUrl'>): boolean {
  return card.redirectUrl === null;
}

/** `lastmod` of an article: its update time when the source sends one, else its publication time. */
export function articleLastmod(card: Pick<ArticleCard, 'publishedAt'> & { updatedAt?: string | null }): string {
  return card.updatedAt ?? card.publishedAt;
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the order. */
export async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The items of sitemap part `part` (1-based) of a paged source: 50,000 items from the part's first
 * page on, fetched 100 a page. `exists` is false when the part starts past the end of the list
 * (part 1 always exists, even for an empty list).
 */
export async function fetchSitemapPart<T>(
  fetchPage: (page: number, limit: number) => Promise<ListResponse<T>>,
  part: number,
): Promise<{ exists: boolean; total: number; items: T[] }> {
  const firstPage = (part - 1) * PAGES_PER_PART + 1;
  const first = await fetchPage(firstPage, SOURCE_PAGE_LIMIT);
  const lastPageOfList = Math.ceil(first.count / SOURCE_PAGE_LIMIT);
  if (part > 1 && firstPage > lastPageOfList) return { exists: false, total: first.count, items: [] };
  const lastPage = Math.min(lastPageOfList, firstPage + PAGES_PER_PART - 1);
  const rest = Array.from({ length: Math.max(0, lastPage - firstPage) }, (_, k) => firstPage + 1 + k);
  const pages = await mapWithConcurrency(rest, SOURCE_FETCH_CONCURRENCY, (page) => fetchPage(page, SOURCE_PAGE_LIMIT));
  return { exists: true, total: first.count, items: [first, ...pages].flatMap((response) => response.data) };
}

/** Most source pages read for the news sitemap (1,000 URLs at 100 a page, with room for skipped cards). */
const MAX_NEWS_PAGES = 20;

/**
 * Own, non-PR articles published within the last two days at `now`, newest first, at most 1,000:
 * read from the all-articles list (新着, newest first) until a card is older than the window.
 */
export async function fetchNewsArticles(fetchSource: FetchSource, now: Date): Promise<ArticleCard[]> {
  const windowStart = now.getTime() - NEWS_WINDOW_MS;
  const found: ArticleCard[] = [];
  for (let page = 1; page <= MAX_NEWS_PAGES && found.length < MAX_NEWS_URLS; page += 1) {
    const list = await fetchSource('categoryArticle', { categoryCode: ALL_ARTICLES_CATEGORY_CODE, page, limit: SOURCE_PAGE_LIMIT });
    found.push(...list.data.filter((card) => isOwnArticle(card) && !card.isPr && isWithinNewsWindow(card.publishedAt, now)));
    const oldest = list.data.at(-1);
    const reachedEnd = page * SOURCE_PAGE_LIMIT >= list.count || oldest === undefined;
    if (reachedEnd || Date.parse(oldest.publishedAt) < windowStart) break;
  }
  return found.slice(0, MAX_NEWS_URLS);
}
