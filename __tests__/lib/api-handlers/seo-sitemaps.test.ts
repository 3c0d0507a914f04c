/** @jest-environment node */
import { delay, http, HttpResponse } from 'msw';
import { handleSitemapIndexRequest, handleSitemapRequest } from '@/lib/api-handlers/seo-sitemaps';
import { CATEGORIES } from '@/foundation/site/categories';
import { NEWS_NS } from '@/lib/feeds/news-sitemap';
import { SITEMAP_NS } from '@/lib/feeds/sitemap';
import { getDataset } from '@/mocks/data';
import { captureLogs, setupContentApi } from '../../support/content-api';
import { TEST_API_BASE_URL } from '../../setup/test-env';
import { findAll } from '../feeds/xml-well-formed.mjs';
import { DATA_NOW, parseOk, seoDeps, texts } from './seo-test-helpers';

const server = setupContentApi();
captureLogs();
const dataset = getDataset();
const SITE = 'https://playnote.test';

const monthsWithArticles = dataset.archiveSummary.flatMap(({ year, months }) =>
  months.filter((m) => m.count > 0).map((m) => `${year}${String(m.month).padStart(2, '0')}`),
);
const redirectMonth = dataset.articles.all.find((record) => record.card.redirectUrl !== null)!.yearMonth;

describe('sitemap index (/sitemap.xml)', () => {
  it('lists categories, authors, games, news and one articles sitemap per month with articles, as absolute URLs', async () => {
    const { deps } = seoDeps();
    const root = parseOk(await handleSitemapIndexRequest(deps));
    expect(root.name).toBe('sitemapindex');
    expect(root.namespace).toBe(SITEMAP_NS);
    const locs = texts(root, 'loc');
    expect(locs.slice(0, 4)).toEqual([
      `${SITE}/sitemaps/categories.xml`,
      `${SITE}/sitemaps/authors.xml`,
      `${SITE}/sitemaps/games.xml`,
      `${SITE}/sitemaps/news.xml`,
    ]);
    expect(locs.slice(4)).toEqual(monthsWithArticles.map((yearMonth) => `${SITE}/sitemaps/articles-${yearMonth}.xml`));
  });

  it('articles sitemaps run newest month first', async () => {
    const locs = texts(parseOk(await handleSitemapIndexRequest(seoDeps().deps)), 'loc').slice(4);
    // The month of the data's newest article (10 minutes before its "now").
    expect(locs[0]).toBe(`${SITE}/sitemaps/articles-${getDataset().articles.all[0]!.yearMonth}.xml`);
    expect([...locs].sort().reverse()).toEqual(locs);
  });

  it('a month of more than 50,000 articles is listed in parts (≤ 50,000 URLs a sitemap)', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/archive`, () =>
        HttpResponse.json({ summary: [{ year: 2026, months: [{ month: 11, count: 120_000 }, { month: 10, count: 0 }] }], articles: null }),
      ),
    );
    const locs = texts(parseOk(await handleSitemapIndexRequest(seoDeps().deps)), 'loc').slice(4);
    expect(locs).toEqual([
      `${SITE}/sitemaps/articles-202611.xml`,
      `${SITE}/sitemaps/articles-202611-2.xml`,
      `${SITE}/sitemaps/articles-202611-3.xml`,
    ]);
  });

  it('answers 200 with a sitemap index even when the game and author counts fail (secondary sources)', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/search/games`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
      http.get(`${TEST_API_BASE_URL}/api/master/authors`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
    );
    const locs = texts(parseOk(await handleSitemapIndexRequest(seoDeps().deps)), 'loc');
    expect(locs).toContain(`${SITE}/sitemaps/games.xml`);
    expect(locs).toContain(`${SITE}/sitemaps/authors.xml`);
  });

  it('a failing archive source (the main source) is a 502, not cached, with no XML', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/archive`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    const response = await handleSitemapIndexRequest(seoDeps().deps);
    expect(response.status).toBe(502);
    expect(response.headers['Cache-Control']).toBe('no-store');
    expect(response.body).not.toContain('<?xml');
  });

  it('an archive timeout is a 504', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/archive`, async () => {
      await delay(1_000);
      return HttpResponse.json({});
    }));
    const response = await handleSitemapIndexRequest(seoDeps({ timeoutMs: 100 }).deps);
    expect(response.status).toBe(504);
  });

  it('is cached for 10 minutes with s-maxage for a CDN', async () => {
    const response = await handleSitemapIndexRequest(seoDeps().deps);
    expect(response.headers['Cache-Control']).toMatch(/^public, .*s-maxage=600\b/);
  });
});

describe('articles sitemap of a month (/sitemaps/articles-YYYYMM.xml)', () => {
  it('lists every own article of the month with its URL and lastmod (+09:00), from the archive', async () => {
    const yearMonth = monthsWithArticles[3]!;
    const records = (dataset.articles.byYearMonth.get(yearMonth) ?? []).filter((record) => record.card.redirectUrl === null);
    const root = parseOk(await handleSitemapRequest(`articles-${yearMonth}.xml`, seoDeps().deps));
    expect(root.name).toBe('urlset');
    expect(root.namespace).toBe(SITEMAP_NS);
    expect(texts(root, 'loc')).toEqual(records.map((record) => `${SITE}${record.path}`));
    expect(texts(root, 'lastmod')).toEqual(records.map((record) => record.card.publishedAt));
    for (const lastmod of texts(root, 'lastmod')) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
  });

  it('leaves out articles with a redirectUrl', async () => {
    const records = dataset.articles.byYearMonth.get(redirectMonth) ?? [];
    const redirected = records.filter((record) => record.card.redirectUrl !== null);
    expect(redirected.length).toBeGreaterThan(0);
    const locs = texts(parseOk(await handleSitemapRequest(`articles-${redirectMonth}.xml`, seoDeps().deps)), 'loc');
    expect(locs).toHaveLength(records.length - redirected.length);
    for (const record of redirected) expect(locs).not.toContain(`${SITE}${record.path}`);
  });

  it.each([
    ['a month without articles', 'articles-209901.xml'],
    ['a month before the first article', 'articles-201801.xml'],
    ['a second part of a small month', 'articles-202611-2.xml'],
    ['an impossible month', 'articles-202613.xml'],
    ['an unknown sitemap', 'videos.xml'],
  ])('%s is a 404', async (_name, fileName) => {
    const response = await handleSitemapRequest(fileName, seoDeps().deps);
    expect(response.status).toBe(404);
  });

  it('a failing archive source is a 502', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/archive`, () => HttpResponse.json({ error: 'boom' }, { status: 503 })));
    expect((await handleSitemapRequest(`articles-${monthsWithArticles[0]}.xml`, seoDeps().deps)).status).toBe(502);
  });
});

describe('categories, authors and games sitemaps', () => {
  it('categories: page 1 of every category of the fixed list (spec §3)', async () => {
    const { deps, calls } = seoDeps();
    const locs = texts(parseOk(await handleSitemapRequest('categories.xml', deps)), 'loc');
    expect(locs).toEqual(CATEGORIES.map((category) => `${SITE}/category/${category.code}/page/1/`));
    expect(calls).toHaveLength(0);
  });

  it('authors: page 1 of every author of the author master', async () => {
    const locs = texts(parseOk(await handleSitemapRequest('authors.xml', seoDeps().deps)), 'loc');
    expect(locs).toEqual(dataset.authors.map((author) => `${SITE}/author/${author.id}/page/1/`));
  });

  it('games: every game title, read page by page (100 a page) from the game listing', async () => {
    const { deps, calls } = seoDeps();
    const locs = texts(parseOk(await handleSitemapRequest('games.xml', deps)), 'loc');
    expect(locs).toEqual(dataset.games.map((game) => `${SITE}/game/title/${game.gameId}/page/1/`));
    const gamePages = calls.filter((call) => call.name === 'searchGame').map((call) => (call.params as { page: number }).page);
    expect(gamePages.sort((a, b) => a - b)).toEqual(Array.from({ length: Math.ceil(dataset.games.length / 100) }, (_, k) => k + 1));
  });

  it.each(['authors-2.xml', 'games-2.xml'])('%s past the end of the list is a 404', async (fileName) => {
    expect((await handleSitemapRequest(fileName, seoDeps().deps)).status).toBe(404);
  });

  it('a failing game listing is a 502', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/search/games`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    expect((await handleSitemapRequest('games.xml', seoDeps().deps)).status).toBe(502);
  });
});

describe('Google News sitemap (/sitemaps/news.xml)', () => {
  it('lists the own, non-PR articles of the last two days with publication プレイノート, ja, +09:00 date and title', async () => {
    const expected = dataset.articles.all.filter(
      (record) => DATA_NOW.getTime() - record.publishedMs <= 2 * 86_400_000 && record.card.redirectUrl === null && !record.card.isPr,
    );
    expect(expected.length).toBeGreaterThan(0);
    const response = await handleSitemapRequest('news.xml', seoDeps().deps);
    const root = parseOk(response);
    expect(root.namespace).toBe(SITEMAP_NS);
    expect(root.attributes['xmlns:news']).toBe(NEWS_NS);
    expect(texts(root, 'loc')).toEqual(expected.map((record) => `${SITE}${record.path}`));
    expect(texts(root, 'news:title')).toEqual(expected.map((record) => record.card.title));
    expect(texts(root, 'news:publication_date')).toEqual(expected.map((record) => record.card.publishedAt));
    expect(new Set(texts(root, 'news:name'))).toEqual(new Set(['プレイノート']));
    expect(new Set(texts(root, 'news:language'))).toEqual(new Set(['ja']));
    expect(response.headers['Cache-Control']).toMatch(/s-maxage=300\b/);
  });

  it('two days after the newest article the news sitemap is empty but valid', async () => {
    const later = new Date(DATA_NOW.getTime() + 3 * 86_400_000);
    const root = parseOk(await handleSitemapRequest('news.xml', seoDeps({ now: later }).deps));
    expect(findAll(root, 'url')).toHaveLength(0);
  });

  it('a week earlier it holds the articles of the two days before that time only', async () => {
    const earlier = new Date(DATA_NOW.getTime() - 7 * 86_400_000);
    const expected = dataset.articles.all.filter((record) => {
      const age = earlier.getTime() - record.publishedMs;
      return age >= 0 && age <= 2 * 86_400_000 && record.card.redirectUrl === null && !record.card.isPr;
    });
    expect(expected.length).toBeGreaterThan(0);
    const locs = texts(parseOk(await handleSitemapRequest('news.xml', seoDeps({ now: earlier }).deps)), 'loc');
    expect(locs).toEqual(expected.map((record) => `${SITE}${record.path}`));
  });

  it('a failing article list is a 502', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/q/articles`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    expect((await handleSitemapRequest('news.xml', seoDeps().deps)).status).toBe(502);
  });
});
