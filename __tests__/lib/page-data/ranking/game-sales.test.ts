/** @jest-environment node */
import { delay, http, HttpResponse } from 'msw';
import { ApiError } from '@/api-clients/api-error';
import type { ErrorPageProps } from '@/lib/page-config/server-side-props';
import { runPageData } from '@/lib/page-config/run-page-data';
import { GAME_SALES_RANKING_SIZE, type GameSalesRankingPageProps } from '@/lib/page-data/ranking/game-sales';
import { getDataset } from '@/mocks/data';
import { captureLogs, makeFetchSource, setupContentApi } from '../../../support/content-api';
import { TEST_API_BASE_URL } from '../../../setup/test-env';
import { propsOf, requestPage, TEST_TIMEOUT_MS } from './request-page';

const server = setupContentApi();
captureLogs();
const dataset = getDataset();

const ROUTES = [
  ['/ranking/game-sales/', 0],
  ['/ranking/game-sales/last-week/', 1],
  ['/ranking/game-sales/before-last/', 2],
] as const;

const DAY_MS = 86_400_000;
/** `2026年11月09日` → epoch ms of that JST midnight. */
function parsePeriodDate(text: string): number {
  const match = /^(\d{4})年(\d{2})月(\d{2})日$/.exec(text);
  if (!match) throw new Error(`not a period date: ${text}`);
  return Date.parse(`${match[1]}-${match[2]}-${match[3]}T00:00:00+09:00`);
}
function periodOf(title: string): { start: number; end: number } {
  const [start = '', end = ''] = title.split('～');
  return { start: parsePeriodDate(start), end: parsePeriodDate(end) };
}
const jstWeekday = (ms: number) => new Date(ms + 9 * 3_600_000).getUTCDay();

describe('game-sales ranking page data', () => {
  it.each(ROUTES)('%s shows the week %i weeks back with its 集計期間 and rows (LIST ads)', async (route, weeksAgo) => {
    const { result, res } = await requestPage(route);
    const props = propsOf<GameSalesRankingPageProps>(result);
    const expected = dataset.rankings.gameSales[weeksAgo];
    expect(props.adUnitsType).toBe('LIST');
    expect(props.pageMeta.adPageType).toBe('LIST');
    expect(props.weeksAgo).toBe(weeksAgo);
    expect(props.period).toBe(expected?.title);
    expect(props.items.map((item) => item.janCode)).toEqual(expected?.rankingData.map((row) => row.janCode));
    const row = expected?.rankingData[0];
    expect(props.items[0]).toEqual({
      janCode: row?.janCode,
      rank: row?.rank,
      title: row?.title,
      maker: row?.maker,
      platform: row?.platform,
      price: row?.price,
      salesCount: row?.salesCount,
      totalSalesCount: row?.totalSalesCount,
      releaseDate: row?.releaseDate,
      sellRate: row?.sellRate,
    });
    expect(props.layout.commonParts).not.toBeNull();
    expect(res.statusCode).toBe(200);
  });

  it(`${GAME_SALES_RANKING_SIZE} rows a week, ranked 1…${GAME_SALES_RANKING_SIZE}`, async () => {
    const props = propsOf<GameSalesRankingPageProps>((await requestPage('/ranking/game-sales/')).result);
    expect(props.items.map((item) => item.rank)).toEqual(Array.from({ length: GAME_SALES_RANKING_SIZE }, (_, index) => index + 1));
  });

  it('weeks run Monday to Sunday, and 先週 / 先々週 are the weeks just before (DECISIONS.md)', async () => {
    const periods = await Promise.all(
      ROUTES.map(async ([route]) => periodOf(propsOf<GameSalesRankingPageProps>((await requestPage(route)).result).period)),
    );
    for (const { start, end } of periods) {
      expect(jstWeekday(start)).toBe(1);
      expect(jstWeekday(end)).toBe(0);
      expect(end - start).toBe(6 * DAY_MS);
    }
    expect(periods[0]!.start - periods[1]!.start).toBe(7 * DAY_MS);
    expect(periods[1]!.start - periods[2]!.start).toBe(7 * DAY_MS);
  });

  it('a week without rows renders an empty page, not an error', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/sales/ranking`, () => HttpResponse.json({ title: '2026年11月09日～2026年11月15日', rankingData: [] })));
    const { result, res } = await requestPage('/ranking/game-sales/');
    expect(propsOf<GameSalesRankingPageProps>(result).items).toEqual([]);
    expect(res.statusCode).toBe(200);
  });

  it('route params or query do not change the week (each route is its own week)', async () => {
    const props = propsOf<GameSalesRankingPageProps>((await requestPage('/ranking/game-sales/last-week/', {}, { weeksAgo: '2', page: '3' })).result);
    expect(props.weeksAgo).toBe(1);
    expect(props.period).toBe(dataset.rankings.gameSales[1]?.title);
  });

  it('a failing secondary source drops out without taking the ranking down', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/ranking/now`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
      http.get(`${TEST_API_BASE_URL}/ad-space-pc-site`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
    );
    const { result, res } = await requestPage('/ranking/game-sales/before-last/');
    const props = propsOf<GameSalesRankingPageProps>(result);
    expect(res.statusCode).toBe(200);
    expect(props.items.length).toBe(GAME_SALES_RANKING_SIZE);
    expect(props.rankingArticles).toEqual([]);
    expect(props.gptPcAdData).toBeNull();
  });
});

describe('game-sales ranking when its source fails (spec §8)', () => {
  it('the page-data function throws the ApiError of the main source', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/sales/ranking`, () => HttpResponse.json({ error: 'x' }, { status: 502 })));
    await expect(
      runPageData({ routePath: '/ranking/game-sales/', params: {}, query: {}, fetchSource: makeFetchSource(TEST_TIMEOUT_MS) }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it.each(ROUTES)('%s: upstream 500 → Japanese error page 502 with no-store', async (route) => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/sales/ranking`, () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    const { result, res } = await requestPage(route);
    expect(res.statusCode).toBe(502);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((result as { props: ErrorPageProps }).props.errorPage).toEqual({ statusCode: 502, debug: null });
  });

  it('a 集計期間 that breaks the contract → 502', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/sales/ranking`, () => HttpResponse.json({ title: '先週', rankingData: [] })));
    const { res } = await requestPage('/ranking/game-sales/');
    expect(res.statusCode).toBe(502);
  });

  it('an upstream timeout → 504', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/sales/ranking`, async () => {
        await delay(TEST_TIMEOUT_MS + 300);
        return HttpResponse.json({});
      }),
    );
    const { res } = await requestPage('/ranking/game-sales/last-week/');
    expect(res.statusCode).toBe(504);
  });

  it('an upstream 404 → 404 page', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/sales/ranking`, () => HttpResponse.json({}, { status: 404 })));
    const { result } = await requestPage('/ranking/game-sales/');
    expect(result).toEqual({ notFound: true });
  });
});
