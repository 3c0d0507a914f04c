/** @jest-environment node */
import { BLOCK_TYPES, type ContentBlock } from '@/api-clients/schemas/article';
import { AMAZON_GENRES } from '@/api-clients/schemas/ranking';
import { SOURCE_NAMES, SOURCES } from '@/api-clients/sources';
import { CATEGORIES } from '@/foundation/site/categories';
import { getDataset } from '@/mocks/data';
import { buildArticleDetail } from '@/mocks/data/article-body';
import { createMockServer } from '@/mocks/node';
import type { ServedSourceName } from '@/mocks/resolvers/types';

const BASE = 'http://content-api.test';
const AUTH = { Authorization: `Basic ${Buffer.from('history-user:secret').toString('base64')}` };
const server = createMockServer(BASE);
const dataset = getDataset();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function get(path: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const qs = new URLSearchParams(query).toString();
  return fetch(`${BASE}${path}${qs ? `?${qs}` : ''}`, { headers });
}

// An ordinary article (a live one's body is its short introduction: mocks/data/live.ts).
const article = dataset.articles.all.find((r) => r.gameIds.length > 0 && r.imageCount > 2 && r.card.redirectUrl === null && r.card.liveState === null)!;
const reviewedGameId = [...dataset.reviewsByGame.keys()][0]!;
const videoGameId = [...dataset.videosByGame.keys()][0]!;
const imageGameId = dataset.games.find((g) => (dataset.articles.byGame.get(g.gameId) ?? []).some((r) => r.imageCount > 0))!.gameId;
const titleGroupId = [...dataset.titleGroupById.keys()][0]!;
const matome = [...dataset.matome.values()].find((m) => m.articles.length > 0)!;
const matomeCategory = matome.detail.categories.find((c) => (matome.byCategory.get(c.categoryId) ?? []).length > 0)!;
const matomeArticleId = matome.articles[0]!.id;
const authorId = dataset.articles.all[0]!.authorIds[0]!;

/** Representative, valid query for every source the content API serves. */
const REPRESENTATIVE: Record<ServedSourceName, Record<string, string>> = {
  advertisingCampaign: { device: 'PC' },
  articlePageBanner: {},
  ampAdspace: { pageType: 'ARTICLE_DETAIL' },
  carouselBanner: {},
  pcAdSpace: { pageType: 'TOP' },
  spAdSpace: { pageType: 'LIST' },
  pickupJack: {},
  specialFeatureBanner: {},
  logoJack: {},
  topPageBanner: {},
  authors: {},
  amazonRanking: {},
  periodArticleRanking: { period: 'weekly', limit: '20' },
  realtimeArticleRanking: { limit: '5' },
  realtimeGameSalesRanking: { weeksAgo: '1' },
  tweetCountArticleRanking: { limit: '5' },
  trendWordRanking: {},
  archiveArticle: { yearMonth: article.yearMonth, page: '1' },
  articleDetail: { articleId: article.id, publicationDate: article.yearMonth },
  articleImage: { articleId: article.id },
  authorArticle: { authorId, page: '1' },
  categoryArticle: { categoryCode: 'news', page: '2', limit: '20' },
  categoryPageCount: { categoryCode: 'review', countOnly: 'true' },
  commonParts: {},
  featuresAndSerials: { limit: '8' },
  gameTitleArticle: { gameId: article.gameIds[0]! },
  gameTitleGroup: { titleGroupId },
  gameTitleImage: { gameId: imageGameId, page: '1' },
  gameTitleInformation: { gameId: reviewedGameId },
  gameTitleReview: { gameId: reviewedGameId },
  gameTitleVideo: { gameId: videoGameId },
  historaArticles: { keyword: '攻略', page: '1' },
  matomeArticles: { directoryName: matome.detail.directoryName },
  matomeCategoryArticles: { directoryName: matome.detail.directoryName, categoryId: matomeCategory.categoryId },
  matomeDetail: { directoryName: matome.detail.directoryName },
  matomeDirectories: {},
  matomeRelatedArticles: { directoryName: matome.detail.directoryName, articleId: matomeArticleId },
  pathArticleDetail: { path: `/special/${matome.detail.directoryName}/${matomeArticleId}/` },
  pickUpArticle: { limit: '6' },
  pickUpGameTitle: {},
  pickUpVideo: { limit: '4' },
  topic: {},
  weeklyPlaynotePart: {},
  scheduleTitleGroups: { platform: 'all-platforms', yearMonth: '202611' },
  schedulePlatformsReleaseDates: { platform: 'ps5', yearMonth: '202612' },
  searchArticle: { keyword: '発売' },
  searchGame: { keyword: article.card.title.match(/『([^』]+)』/)?.[1]?.slice(0, 4) ?? 'ア' },
};

const served = SOURCE_NAMES.filter((name) => SOURCES[name].backend !== 'site') as ServedSourceName[];

describe('every source of the registry', () => {
  it('has representative params for exactly the served sources', () => {
    expect(Object.keys(REPRESENTATIVE).sort()).toEqual([...served].sort());
  });

  it.each(served)('%s answers its contract', async (name) => {
    const source = SOURCES[name];
    const response = await get(source.path, REPRESENTATIVE[name], source.backend === 'history' ? AUTH : {});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const parsed = source.response.safeParse(await response.json());
    if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues.slice(0, 5), null, 2));
    const data = parsed.data as Record<string, unknown>;
    // Lists answer something for representative params.
    if (Array.isArray(data.data)) expect(data.data.length).toBeGreaterThan(0);
  });
});

describe('contract across the data set', () => {
  async function expectContract(name: ServedSourceName, query: Record<string, string>) {
    const source = SOURCES[name];
    const response = await get(source.path, query, source.backend === 'history' ? AUTH : {});
    expect(response.status).toBe(200);
    const parsed = source.response.safeParse(await response.json());
    if (!parsed.success) throw new Error(`${name} ${JSON.stringify(query)}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
  }

  it('every article detail parses', () => {
    for (const record of dataset.articles.all) SOURCES.articleDetail.response.parse(buildArticleDetail(dataset, record));
  });

  it('every game answers information, reviews, videos and images', async () => {
    for (const { gameId } of dataset.games) {
      await expectContract('gameTitleInformation', { gameId });
      await expectContract('gameTitleReview', { gameId });
      await expectContract('gameTitleVideo', { gameId });
      await expectContract('gameTitleImage', { gameId, page: '2', limit: '7' });
    }
    for (const titleGroupId of dataset.titleGroupById.keys()) await expectContract('gameTitleGroup', { titleGroupId });
  });

  it('every ad page type, matome directory and schedule month answers', async () => {
    for (const pageType of ['TOP', 'LIST', 'ARTICLE_DETAIL', 'PREVIEW', 'SCHEDULE']) {
      for (const name of ['pcAdSpace', 'spAdSpace', 'ampAdspace'] as const) await expectContract(name, { pageType });
    }
    for (const device of ['PC', 'SP']) await expectContract('advertisingCampaign', { device });
    for (const { detail } of dataset.matome.values()) {
      const directoryName = detail.directoryName;
      await expectContract('matomeDetail', { directoryName });
      await expectContract('matomeArticles', { directoryName, page: '2', limit: '10' });
      await expectContract('pathArticleDetail', { path: `/special/${directoryName}/` });
      for (const { categoryId } of detail.categories) await expectContract('matomeCategoryArticles', { directoryName, categoryId });
    }
    for (const platform of ['all-platforms', 'switch2', 'switch', 'ps5', 'ps4', 'xboxSeriesX', 'pc-game', 'mobile-app']) {
      for (const yearMonth of ['202401', '202506', '202611', '202712', '203001']) {
        await expectContract('scheduleTitleGroups', { platform, yearMonth });
        await expectContract('schedulePlatformsReleaseDates', { platform, yearMonth });
      }
    }
    for (const period of ['daily', 'weekly', 'monthly']) await expectContract('periodArticleRanking', { period, limit: '50' });
    for (const yearMonth of ['201901', '202611', '209912']) await expectContract('archiveArticle', { yearMonth });
    for (const yearMonth of ['200501', '201812']) await expectContract('historaArticles', { yearMonth, limit: '50' });
  });
});

describe('data set size and coverage', () => {
  it('has at least 3,000 articles, 50 authors and 300 games', async () => {
    expect(dataset.articles.all.length).toBeGreaterThanOrEqual(3000);
    const authors = await (await get('/api/master/authors')).json();
    expect(authors.data.length).toBeGreaterThanOrEqual(50);
    expect(dataset.games.length).toBeGreaterThanOrEqual(300);
    for (const game of dataset.games) expect(game.versions.length).toBeGreaterThanOrEqual(1);
    for (const game of dataset.games) expect(game.versions.length).toBeLessThanOrEqual(3);
  });

  it.each(CATEGORIES.map((c) => c.code))('category %s has articles', async (categoryCode) => {
    const body = await (await get('/api/q/articles', { categoryCode, countOnly: 'true' })).json();
    expect(body.count).toBeGreaterThan(0);
  });

  it('uses the article path convention /article/{YYYYMM}/{id}/ with the JST month', () => {
    for (const record of dataset.articles.all.slice(0, 500)) {
      const jst = new Date(Date.parse(record.card.publishedAt) + 9 * 3_600_000).toISOString();
      expect(record.path).toBe(`/article/${jst.slice(0, 4)}${jst.slice(5, 7)}/${record.id}/`);
    }
  });

  it('has release schedule titles in every month from two years before the data\'s "now" to the year after, on most platform-months', async () => {
    const platforms = ['switch2', 'switch', 'ps5', 'ps4', 'xboxSeriesX', 'pc-game', 'mobile-app'];
    const nowYear = Number(dataset.now.slice(0, 4));
    const years = [nowYear - 2, nowYear - 1, nowYear, nowYear + 1];
    let filled = 0;
    for (const year of years) {
      for (let month = 1; month <= 12; month += 1) {
        const yearMonth = `${year}${String(month).padStart(2, '0')}`;
        const body = await (await get('/api/schedule', { platform: 'all-platforms', yearMonth })).json();
        expect(body.isGameTitlesRelease).toBe(true);
        expect(body.yearsList).toEqual(expect.arrayContaining(years.map(String)));
        const present = new Set((dataset.schedule.byMonth.get(yearMonth) ?? []).map((e) => e.platformCode));
        filled += platforms.filter((p) => present.has(p)).length;
      }
    }
    expect(filled / (48 * platforms.length)).toBeGreaterThan(0.6);
  });

  it('has 30 game-sales rows for each of three consecutive Monday-Sunday weeks', async () => {
    const titles: string[] = [];
    for (const weeksAgo of ['0', '1', '2']) {
      const body = await (await get('/api/sales/ranking', { weeksAgo })).json();
      expect(body.rankingData).toHaveLength(30);
      for (const row of body.rankingData) {
        expect(row.janCode).toMatch(/^\d{13}$/);
        expect(row.price).toMatch(/^\d+円（税抜）$/);
        expect(row.releaseDate).toMatch(/^\d{4}年\d{2}月\d{2}日$/);
      }
      titles.push(body.title);
    }
    // Worked out apart from the data: the last Monday-Sunday week that ended before the data's
    // "now" (Japan time), then the two before it.
    const jstNow = new Date(getDataset().nowMs + 9 * 3_600_000);
    const today = Date.UTC(jstNow.getUTCFullYear(), jstNow.getUTCMonth(), jstNow.getUTCDate());
    const lastMonday = today - (((jstNow.getUTCDay() + 6) % 7) + 7) * 86_400_000;
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1年$2月$3日');
    const weekTitle = (weeksAgo: number) => {
      const monday = lastMonday - weeksAgo * 7 * 86_400_000;
      return `${day(monday)}～${day(monday + 6 * 86_400_000)}`;
    };
    expect(titles).toEqual([weekTitle(0), weekTitle(1), weekTitle(2)]);
  });

  it('has Amazon rankings in five genres with 10+ rows each', async () => {
    const body = await (await get('/api/ranking/amazon')).json();
    for (const genre of AMAZON_GENRES) expect(body[genre].length).toBeGreaterThanOrEqual(10);
  });

  it('uses every block type in some article body', () => {
    const seen = new Set<string>();
    const visit = (blocks: ContentBlock[]) => {
      for (const block of blocks) {
        seen.add(block.type);
        if (Array.isArray(block.content)) visit(block.content);
      }
    };
    for (const record of dataset.articles.all) {
      for (const page of buildArticleDetail(dataset, record).content) visit(page.contents as ContentBlock[]);
      if (BLOCK_TYPES.every((type) => seen.has(type))) break;
    }
    expect([...BLOCK_TYPES].filter((type) => !seen.has(type))).toEqual([]);
  });

  it('links IMAGE blocks to the article images and NEWS blocks to article paths', async () => {
    const body = await (await get('/api/article', { articleId: article.id })).json();
    const imageIds = new Set(body.images.map((image: { imageId: string }) => image.imageId));
    const blocks = body.content.flatMap((page: { contents: ContentBlock[] }) => page.contents) as ContentBlock[];
    const images = blocks.filter((b) => b.type === 'IMAGE');
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(imageIds.has(image.id)).toBe(true);
    for (const news of blocks.filter((b) => b.type === 'NEWS')) expect(news.url).toMatch(/^\/article\/\d{6}\/\d+\/$/);
  });
});

describe('errors', () => {
  it.each([
    ['/api/article', { articleId: '999999999' }],
    ['/api/article', { articleId: article.id, publicationDate: '201001' }],
    ['/api/search/game', { gameId: '1' }],
    ['/api/author/articles', { authorId: '999999' }],
    ['/matome/detail', { directoryName: 'no-such-directory' }],
    ['/api/article', { path: '/special/no-such-directory/' }],
    ['/api/q/articles', { categoryCode: 'no-such-category' }],
    ['/api/schedule', { platform: 'dreamcast', yearMonth: '202611' }],
  ])('404 for unknown ids: %s %j', async (path, query) => {
    const response = await get(path, query);
    expect(response.status).toBe(404);
    expect((await response.json()).error).toBe('Not Found');
  });

  it.each([
    ['/api/article', { articleId: 'abc' }],
    ['/api/article', {}],
    ['/api/q/articles', { categoryCode: 'news', page: '0' }],
    ['/api/ranking/period', { period: 'yearly' }],
    ['/ad-space-pc-site', { pageType: 'HOME' }],
    ['/api/master/authors', { unexpected: '1' }],
  ])('400 for bad params: %s %j', async (path, query) => {
    const response = await get(path, query);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('Bad Request');
  });

  it('401 for the history API without basic credentials', async () => {
    expect((await get('/com_articles/_search')).status).toBe(401);
    expect((await get('/com_articles/_search', {}, { Authorization: 'Basic Og==' })).status).toBe(401);
    expect((await get('/com_articles/_search', {}, AUTH)).status).toBe(200);
  });
});

describe('paths outside the registry', () => {
  it('answers the generic ranking and search, logging, images and health', async () => {
    const ranking = await (await get('/api/ranking', { type: 'daily', limit: '5' })).json();
    expect(SOURCES.periodArticleRanking.response.parse(ranking).data).toHaveLength(5);
    const search = await (await get('/api/search', { keyword: '攻略' })).json();
    expect(SOURCES.searchArticle.response.parse(search).count).toBeGreaterThan(0);
    expect((await fetch(`${BASE}/api/logging`, { method: 'POST', body: '{}' })).status).toBe(204);
    const image = await get(`/images/articles/${article.id}/character-1_720x1280.svg`, { w: '360' });
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await image.text()).toContain('width="360" height="640" viewBox="0 0 720 1280"');
    expect((await get('/health')).status).toBe(200);
  });
});
