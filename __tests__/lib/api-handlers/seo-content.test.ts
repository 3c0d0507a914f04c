/** @jest-environment node */
import type { FetchSource } from '@/api-clients/fetch-source';
import type { ArticleCard, ListResponse } from '@/api-clients/schemas/common';
import { articleLastmod, fetchNewsArticles, fetchSitemapPart, mapWithConcurrency, SOURCE_PAGE_LIMIT } from '@/lib/api-handlers/seo-content';
import { MAX_NEWS_URLS } from '@/lib/feeds/news-sitemap';
import { getDataset } from '@/mocks/data';

/** A paged list of `total` numbers, recording the pages asked for. */
function numbers(total: number) {
  const asked: number[] = [];
  const fetchPage = async (page: number, limit: number): Promise<ListResponse<number>> => {
    asked.push(page);
    const start = (page - 1) * limit;
    return { count: total, page, data: Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, k) => start + k) };
  };
  return { asked, fetchPage };
}

describe('reading a sitemap part from a paged source', () => {
  it('reads 100 a page, the content API maximum', () => {
    expect(SOURCE_PAGE_LIMIT).toBe(100);
  });

  it('part 1 of 250 items reads pages 1-3 and keeps every item in order', async () => {
    const { asked, fetchPage } = numbers(250);
    const part = await fetchSitemapPart(fetchPage, 1);
    expect(part).toMatchObject({ exists: true, total: 250 });
    expect(part.items).toEqual(Array.from({ length: 250 }, (_, k) => k));
    expect(asked.sort((a, b) => a - b)).toEqual([1, 2, 3]);
  });

  it('part 2 of 120,000 items holds items 50,000-99,999, read from pages 501-1000', async () => {
    const { asked, fetchPage } = numbers(120_000);
    const part = await fetchSitemapPart(fetchPage, 2);
    expect(part.items).toHaveLength(50_000);
    expect(part.items[0]).toBe(50_000);
    expect(part.items.at(-1)).toBe(99_999);
    expect(Math.min(...asked)).toBe(501);
    expect(Math.max(...asked)).toBe(1_000);
  });

  it('the last part holds the rest', async () => {
    const { fetchPage } = numbers(120_000);
    const part = await fetchSitemapPart(fetchPage, 3);
    expect(part.items).toHaveLength(20_000);
  });

  it('a part past the end does not exist; part 1 of an empty list does', async () => {
    expect((await fetchSitemapPart(numbers(120_000).fetchPage, 4)).exists).toBe(false);
    expect(await fetchSitemapPart(numbers(0).fetchPage, 1)).toEqual({ exists: true, total: 0, items: [] });
  });
});

describe('mapWithConcurrency', () => {
  it('keeps the order and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const result = await mapWithConcurrency([5, 1, 4, 2, 3, 0], 2, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running -= 1;
      return n * 10;
    });
    expect(result).toEqual([50, 10, 40, 20, 30, 0]);
    expect(peak).toBe(2);
  });
});

describe('articles for the news sitemap', () => {
  const template = getDataset().articles.all[0]!.card;
  const NOW = new Date('2026-11-20T12:00:00+09:00');
  const card = (id: number, hoursAgo: number, extra: Partial<ArticleCard> = {}): ArticleCard => ({
    ...template,
    id: String(id),
    publishedAt: new Date(NOW.getTime() - hoursAgo * 3_600_000).toISOString().replace('Z', '+00:00'),
    redirectUrl: null,
    isPr: false,
    ...extra,
  });

  function fakeList(cards: ArticleCard[]) {
    const pages: number[] = [];
    const fetchSource = (async (_name: string, params: { page: number; limit: number }) => {
      pages.push(params.page);
      const start = (params.page - 1) * params.limit;
      return { count: cards.length, page: params.page, data: cards.slice(start, start + params.limit) };
    }) as unknown as FetchSource;
    return { pages, fetchSource };
  }

  it('keeps the last two days, without PR, redirect or scheduled articles, and stops at the first older page', async () => {
    const cards = [
      card(1, -1),
      card(2, 1),
      card(3, 5, { isPr: true }),
      card(4, 10, { redirectUrl: 'https://www.example.com/pr/4/' }),
      card(5, 47),
      ...Array.from({ length: 300 }, (_, k) => card(100 + k, 49 + k)),
    ];
    const { pages, fetchSource } = fakeList(cards);
    const found = await fetchNewsArticles(fetchSource, NOW);
    expect(found.map((article) => article.id)).toEqual(['2', '5']);
    expect(pages).toEqual([1]);
  });

  it('walks further pages while they are all recent, up to 1,000 articles (Google News limit)', async () => {
    const cards = Array.from({ length: 1_500 }, (_, k) => card(k, k * 0.01));
    const { pages, fetchSource } = fakeList(cards);
    const found = await fetchNewsArticles(fetchSource, NOW);
    expect(found).toHaveLength(MAX_NEWS_URLS);
    expect(pages).toEqual(Array.from({ length: 10 }, (_, k) => k + 1));
  });
});

describe('lastmod of an article', () => {
  it('is updatedAt when the source sends it, else publishedAt', () => {
    expect(articleLastmod({ publishedAt: '2026-11-01T10:00:00+09:00', updatedAt: '2026-11-02T10:00:00+09:00' })).toBe('2026-11-02T10:00:00+09:00');
    expect(articleLastmod({ publishedAt: '2026-11-01T10:00:00+09:00', updatedAt: null })).toBe('2026-11-01T10:00:00+09:00');
    expect(articleLastmod({ publishedAt: '2026-11-01T10:00:00+09:00' })).toBe('2026-11-01T10:00:00+09:00');
  });
});
