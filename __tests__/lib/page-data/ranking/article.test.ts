/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { runPageData } from '@/lib/page-config/run-page-data';
import { RIGHT_RAIL_SIZE } from '@/lib/page-data/page-frame';
import { ARTICLE_RANKING_SIZE, articleRankingTabOf, type ArticleRankingPageProps } from '@/lib/page-data/ranking/article';
import type { ARTICLE_RANKING_TABS } from '@/foundation/paths/ranking';
import { getDataset } from '@/mocks/data';
import type { ArticleRankingKind } from '@/mocks/data/rankings';
import { captureLogs, makeFetchSource, setupContentApi } from '../../../support/content-api';
import { TEST_API_BASE_URL } from '../../../setup/test-env';
import { propsOf, requestPage } from './request-page';

const ROUTE = '/ranking/article/';
const server = setupContentApi();
const logs = captureLogs();
const dataset = getDataset();

/** Which data set ranking each tab shows. */
const DATASET_KIND: Record<(typeof ARTICLE_RANKING_TABS)[number], ArticleRankingKind> = {
  now: 'now',
  daily: 'daily',
  weekly: 'weekly',
  monthly: 'monthly',
  post: 'tweet',
};

const failWith500 = () => HttpResponse.json({ error: 'boom' }, { status: 500 });

describe('article ranking page data', () => {
  it('five tabs in order 現在 / 24時間 / 週間 / 月間 / ポスト数, each from its own ranking source', async () => {
    const { result, res } = await requestPage(ROUTE);
    const props = propsOf<ArticleRankingPageProps>(result);
    expect(props.adUnitsType).toBe('LIST');
    expect(props.pageMeta.adPageType).toBe('LIST');
    expect(props.panels.map((panel) => panel.tab)).toEqual(['now', 'daily', 'weekly', 'monthly', 'post']);
    for (const panel of props.panels) {
      const expected = dataset.rankings.articles[DATASET_KIND[panel.tab]];
      expect(panel.articles?.map((article) => article.id)).toEqual(expected.data.slice(0, ARTICLE_RANKING_SIZE).map((article) => article.id));
      expect(panel.aggregatedAt).toBe(expected.aggregatedAt);
    }
    expect(props.rankingArticles.length).toBeLessThanOrEqual(RIGHT_RAIL_SIZE.articles);
    expect(res.statusCode).toBe(200);
  });

  it(`${ARTICLE_RANKING_SIZE} articles a tab`, async () => {
    const props = propsOf<ArticleRankingPageProps>((await requestPage(ROUTE)).result);
    for (const panel of props.panels) expect(panel.articles).toHaveLength(ARTICLE_RANKING_SIZE);
  });

  it('the ポスト数 tab is ordered by post count', async () => {
    const props = propsOf<ArticleRankingPageProps>((await requestPage(ROUTE)).result);
    const counts = props.panels.find((panel) => panel.tab === 'post')?.articles?.map((article) => article.reTweetCount) ?? [];
    expect(counts.length).toBeGreaterThan(0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it.each([
    ['missing', undefined, 'now'],
    ['now', 'now', 'now'],
    ['daily', 'daily', 'daily'],
    ['weekly', 'weekly', 'weekly'],
    ['monthly', 'monthly', 'monthly'],
    ['post', 'post', 'post'],
    ['unknown', 'yearly', 'now'],
    ['differently cased', 'DAILY', 'now'],
    ['empty', '', 'now'],
    ['repeated', ['weekly', 'daily'], 'weekly'],
  ] as const)('?tab= %s selects the %s tab first (unknown → the first tab)', async (_name, tab, expected) => {
    const props = propsOf<ArticleRankingPageProps>((await requestPage(ROUTE, {}, tab === undefined ? {} : { tab: tab as string | string[] })).result);
    expect(props.selectedTab).toBe(expected);
    // Every tab is rendered whichever is selected.
    expect(props.panels.every((panel) => panel.articles !== null)).toBe(true);
  });

  it('?tab is kept for the client refresh; other query keys are not', async () => {
    const props = propsOf<ArticleRankingPageProps>((await requestPage(ROUTE, {}, { tab: 'monthly', page: '2' })).result);
    expect(props.pageMeta.queryValues).toEqual({ tab: 'monthly' });
  });

  it('one failing ranking source leaves its tab without a list and the others rendered', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/ranking/tweet`, failWith500));
    const { result, res } = await requestPage(ROUTE);
    const props = propsOf<ArticleRankingPageProps>(result);
    expect(res.statusCode).toBe(200);
    expect(props.panels.find((panel) => panel.tab === 'post')).toEqual({ tab: 'post', aggregatedAt: null, articles: null });
    expect(props.panels.filter((panel) => panel.articles !== null).map((panel) => panel.tab)).toEqual(['now', 'daily', 'weekly', 'monthly']);
    expect(logs.lines().filter((line) => line.event === 'api-error').map((line) => line.endpoint)).toEqual(['/api/ranking/tweet']);
  });

  it('when every ranking source fails the page still answers 200 with every tab empty-handed', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/ranking/now`, failWith500),
      http.get(`${TEST_API_BASE_URL}/api/ranking/period`, failWith500),
      http.get(`${TEST_API_BASE_URL}/api/ranking/tweet`, failWith500),
    );
    const { result, res } = await requestPage(ROUTE);
    const props = propsOf<ArticleRankingPageProps>(result);
    expect(res.statusCode).toBe(200);
    expect(props.panels.map((panel) => panel.articles)).toEqual([null, null, null, null, null]);
    expect(props.rankingArticles).toEqual([]);
  });

  it('a ranking that answers with no articles is an empty list, not a failure', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/ranking/period`, () => HttpResponse.json({ aggregatedAt: '2026-11-20T11:00:00+09:00', data: [] })));
    const props = propsOf<ArticleRankingPageProps>((await requestPage(ROUTE)).result);
    expect(props.panels.map((panel) => panel.articles?.length)).toEqual([ARTICLE_RANKING_SIZE, 0, 0, 0, ARTICLE_RANKING_SIZE]);
  });

  it('the page-data function never throws for its ranking sources (they are all degradable)', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/ranking/now`, failWith500), http.get(`${TEST_API_BASE_URL}/api/ranking/period`, failWith500));
    const result = await runPageData({ routePath: ROUTE, params: {}, query: {}, fetchSource: makeFetchSource() });
    expect(result?.kind).toBe('props');
  });
});

describe('articleRankingTabOf', () => {
  it.each([
    [undefined, 'now'],
    ['post', 'post'],
    ['toString', 'now'],
    [['daily'], 'daily'],
    [[], 'now'],
  ] as const)('%j → %s', (raw, expected) => {
    expect(articleRankingTabOf(raw as string | string[] | undefined)).toBe(expected);
  });
});
