/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { getGameArticlesPageData, type GameArticlesPageProps } from '@/lib/page-data/game/game-articles';
import { RIGHT_RAIL_SIZE } from '@/lib/page-data/page-frame';
import { PAGE_SIZE } from '@/foundation/validation/page-number';
import { captureLogs, makeFetchSource, setupContentApi } from '../../../support/content-api';
import { TEST_API_BASE_URL } from '../../../setup/test-env';
import { findGame, GAME_ROUTES, gamePageProps, requestGamePage, ssrProps, UNKNOWN_GAME_ID } from './game-fixtures';

const ROUTE = GAME_ROUTES.articles;
const server = setupContentApi();
const logs = captureLogs();

/** More than one page of articles, a series with other titles, images and videos. */
const rich = findGame(({ articles, group, imageCount, videos, game }) =>
  articles.length > PAGE_SIZE.articles && (group?.games.length ?? 0) > 1 && imageCount > RIGHT_RAIL_SIZE.images && videos.length > RIGHT_RAIL_SIZE.videos && group?.games.some((other) => other.gameId !== game.gameId) === true,
);
const lastPage = Math.ceil(rich.articles.length / PAGE_SIZE.articles);
const articlesPage = (pageNumber: string) => gamePageProps<GameArticlesPageProps>(ROUTE, { gameId: rich.game.gameId, pageNumber });

describe('game title articles page data', () => {
  it('has the title header from gameTitleInformation and the frame of a GAME page', async () => {
    const { result, res } = await requestGamePage(ROUTE, { gameId: rich.game.gameId, pageNumber: '1' });
    if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
    const props = result.props as unknown as GameArticlesPageProps & { pageMeta: { adPageType: string } };
    expect(props.pageMeta.adPageType).toBe('GAME');
    expect(props.adUnitsType).toBe('LIST');
    expect(props.game).toMatchObject({
      gameId: rich.game.gameId,
      name: rich.game.name,
      nameKana: rich.game.nameKana,
      maker: rich.game.maker,
      genre: rich.game.genre,
      officialSiteUrl: rich.game.officialSiteUrl,
      counts: { articles: rich.articles.length, images: rich.imageCount, videos: rich.videos.length },
      hasReview: rich.reviews.length > 0,
    });
    expect(props.game.versions.map((version) => version.platform.code)).toEqual(rich.game.versions.map((version) => version.platform.code));
    expect(props.gptPcAdData?.pageType).toBe('LIST');
    expect(props.layout.commonParts).not.toBeNull();
    expect(res.headers['cache-control']).toMatch(/s-maxage=60/);
  });

  it('20 articles a page (spec §9), newest first as the content API lists them', async () => {
    const props = await articlesPage('1');
    expect(props.articles).toMatchObject({ currentPage: 1, pageCount: lastPage, totalCount: rich.articles.length, pageSize: 20 });
    expect(props.articles.items.map((card) => card.id)).toEqual(rich.articles.slice(0, 20).map((record) => record.id));
  });

  it('the last page holds the remainder (page count = ceil(total / 20), spec §5)', async () => {
    const props = await articlesPage(String(lastPage));
    expect(props.articles.currentPage).toBe(lastPage);
    expect(props.articles.items.map((card) => card.id)).toEqual(rich.articles.slice((lastPage - 1) * 20).map((record) => record.id));
  });

  it('right rail: ranking 8, the title’s latest 8 images and 4 videos (spec §9)', async () => {
    const props = await articlesPage('1');
    expect(props.rankingArticles.length).toBeGreaterThan(0);
    expect(props.rankingArticles.length).toBeLessThanOrEqual(8);
    expect(props.railImages).toHaveLength(8);
    expect(props.railImages.every((image) => rich.articles.some((record) => record.id === image.articleId))).toBe(true);
    expect(props.railVideos.map((video) => video.videoId)).toEqual(rich.videos.slice(0, 4).map((video) => video.videoId));
  });

  it('the series lists the other titles of the title group, not the title itself', async () => {
    const props = await articlesPage('1');
    const others = rich.group?.games.filter((game) => game.gameId !== rich.game.gameId) ?? [];
    expect(props.series?.name).toBe(rich.group?.name);
    expect(props.series?.titles.map((title) => title.gameId)).toEqual(others.map((game) => game.gameId));
  });

  it('no series without a titleGroupId, and the title group source is not asked', async () => {
    const loner = findGame(({ game, articles }) => game.titleGroupId === null && articles.length > 0);
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    try {
      const props = await gamePageProps<GameArticlesPageProps>(ROUTE, { gameId: loner.game.gameId, pageNumber: '1' });
      expect(props.series).toBeNull();
      expect(asked).toContain('/api/game/articles');
      expect(asked).not.toContain('/api/game/titlegroups');
    } finally {
      server.events.removeAllListeners();
    }
  });

  it('a series whose only title is this one shows no series', async () => {
    const only = findGame(({ group }) => group !== null && group.games.length === 1);
    const props = await gamePageProps<GameArticlesPageProps>(ROUTE, { gameId: only.game.gameId, pageNumber: '1' });
    expect(props.series).toBeNull();
  });

  it('a title without articles is an empty page 1, not a 404 (spec §3 empty list, §5 page count 1)', async () => {
    const empty = findGame(({ articles }) => articles.length === 0);
    const props = await gamePageProps<GameArticlesPageProps>(ROUTE, { gameId: empty.game.gameId, pageNumber: '1' });
    expect(props.articles).toMatchObject({ items: [], totalCount: 0, currentPage: 1, pageCount: 1 });
    const { result } = await requestGamePage(ROUTE, { gameId: empty.game.gameId, pageNumber: '2' });
    expect(result).toEqual({ redirect: { destination: `/game/title/${empty.game.gameId}/page/1/`, permanent: false } });
  });

  it.each([
    ['0', 1],
    ['-1', 1],
    ['last+1', 'last'],
    ['999999999999', 'last'],
    ['01', 1],
  ])('page number %s redirects to the clamped page (spec §5)', async (pageNumber, expected) => {
    const raw = pageNumber === 'last+1' ? String(lastPage + 1) : pageNumber;
    const target = expected === 'last' ? lastPage : expected;
    const { result } = await requestGamePage(ROUTE, { gameId: rich.game.gameId, pageNumber: raw });
    expect(result).toEqual({ redirect: { destination: `/game/title/${rich.game.gameId}/page/${target}/`, permanent: false } });
  });

  it.each([
    ['gameId not digits', { gameId: 'abc', pageNumber: '1' }],
    ['gameId with a letter', { gameId: '10001a', pageNumber: '1' }],
    ['gameId longer than 12 digits', { gameId: '1234567890123', pageNumber: '1' }],
    ['unknown game', { gameId: UNKNOWN_GAME_ID, pageNumber: '1' }],
    ['unknown game with page 0', { gameId: UNKNOWN_GAME_ID, pageNumber: '0' }],
    ['page number not a number', { gameId: 'GAME', pageNumber: 'abc' }],
    ['page number with a decimal point', { gameId: 'GAME', pageNumber: '1.5' }],
  ])('a malformed or unknown game page is a 404: %s', async (_name, params) => {
    const { result } = await requestGamePage(ROUTE, { ...params, gameId: params.gameId === 'GAME' ? rich.game.gameId : params.gameId });
    expect(result).toEqual({ notFound: true });
  });

  it('failing secondary sources (series, rail images and videos, ranking) leave the page up', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/game/titlegroups`, () => HttpResponse.json({}, { status: 500 })),
      http.get(`${TEST_API_BASE_URL}/api/game/images`, () => HttpResponse.json({}, { status: 503 })),
      http.get(`${TEST_API_BASE_URL}/api/game/videos`, () => new HttpResponse('<html>', { status: 200 })),
      http.get(`${TEST_API_BASE_URL}/api/ranking/now`, () => HttpResponse.error()),
    );
    const { result, res } = await requestGamePage(ROUTE, { gameId: rich.game.gameId, pageNumber: '1' });
    const props = ssrProps<GameArticlesPageProps>(result);
    expect(res.statusCode).toBe(200);
    expect(props.series).toBeNull();
    expect(props.railImages).toEqual([]);
    expect(props.railVideos).toEqual([]);
    expect(props.rankingArticles).toEqual([]);
    expect(props.articles.items).toHaveLength(20);
    const failed = logs.lines().filter((line) => line.event === 'api-error').map((line) => line.endpoint);
    expect(failed).toEqual(expect.arrayContaining(['/api/game/titlegroups', '/api/game/images', '/api/game/videos', '/api/ranking/now']));
  });

  it.each([
    ['the article list', '/api/game/articles'],
    ['the title information', '/api/search/game'],
  ])('a failing main source (%s) throws ApiError, and SSR answers the 502 error page (spec §8)', async (_name, endpoint) => {
    server.use(http.get(`${TEST_API_BASE_URL}${endpoint}`, () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    await expect(
      getGameArticlesPageData({ routePath: ROUTE, params: { gameId: rich.game.gameId, pageNumber: '1' }, query: {}, fetchSource: makeFetchSource(), now: new Date(), device: 'PC', requestPath: '', adPageType: 'GAME', preview: null }),
    ).rejects.toMatchObject({ name: 'ApiError', record: { endpoint, status: 500 } });
    const { res } = await requestGamePage(ROUTE, { gameId: rich.game.gameId, pageNumber: '1' });
    expect(res.statusCode).toBe(502);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
