/** @jest-environment node */
import { delay, http, HttpResponse } from 'msw';
import type { Video } from '@/api-clients/schemas/common';
import { getGameVideosPageData, type GameVideosPageProps } from '@/lib/page-data/game/game-videos';
import { PAGE_SIZE } from '@/foundation/validation/page-number';
import { captureLogs, makeFetchSource, setupContentApi } from '../../../support/content-api';
import { TEST_API_BASE_URL } from '../../../setup/test-env';
import { findGame, GAME_ROUTES, gamePageProps, requestGamePage, ssrProps, UNKNOWN_GAME_ID } from './game-fixtures';

const ROUTE = GAME_ROUTES.videos;
const server = setupContentApi();
captureLogs();

const withVideos = findGame(({ videos }) => videos.length > 4);
const videosPage = (pageNumber: string, gameId = withVideos.game.gameId) => gamePageProps<GameVideosPageProps>(ROUTE, { gameId, pageNumber });

/** A content API answer with `total` videos, serving the requested page and limit. */
function manyVideos(total: number) {
  return http.get(`${TEST_API_BASE_URL}/api/game/videos`, ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? '1');
    const limit = Number(url.searchParams.get('limit') ?? '30');
    const data: Video[] = [];
    for (let index = (page - 1) * limit; index < Math.min(total, page * limit); index += 1) {
      data.push({
        videoId: String(90_000 + index),
        youtubeId: `abcdefghi${String(index % 100).padStart(2, '0')}`,
        title: `動画${index + 1}`,
        thumbnailUrl: `${TEST_API_BASE_URL}/images/uploaded/video/${index}.jpg`,
        publishedAt: '2026-07-01T10:00:00+09:00',
        durationSeconds: 65,
        gameId: withVideos.game.gameId,
      });
    }
    return HttpResponse.json({ count: total, page, data });
  });
}

describe('game title videos page data', () => {
  it('the title’s videos from gameTitleVideo, newest first, on one page when there are 30 or fewer', async () => {
    const props = await videosPage('1');
    expect(props.adUnitsType).toBe('LIST');
    expect(props.videos).toMatchObject({ currentPage: 1, pageCount: 1, totalCount: withVideos.videos.length, pageSize: 30 });
    expect(props.videos.items.map((video) => video.videoId)).toEqual(withVideos.videos.map((video) => video.videoId));
  });

  it('30 videos a page (spec §9): the list asks for 30 and counts pages of 30', async () => {
    const asked: URL[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url)));
    server.use(manyVideos(65));
    try {
      const props = await videosPage('3');
      expect(props.videos).toMatchObject({ currentPage: 3, pageCount: 3, totalCount: 65 });
      expect(props.videos.items).toHaveLength(5);
      const listRequest = asked.find((url) => url.pathname === '/api/game/videos' && url.searchParams.get('page') === '3');
      expect(listRequest?.searchParams.get('limit')).toBe(String(PAGE_SIZE.videos));
    } finally {
      server.events.removeAllListeners();
    }
  });

  it('right rail: the title’s latest 4 videos and 8 images (spec §9)', async () => {
    server.use(manyVideos(65));
    const props = await videosPage('1');
    expect(props.railVideos.map((video) => video.videoId)).toEqual(['90000', '90001', '90002', '90003']);
    expect(props.railImages.length).toBeLessThanOrEqual(8);
  });

  it('a title without videos is an empty page 1 (spec §3, §5)', async () => {
    const none = findGame(({ videos }) => videos.length === 0);
    const props = await videosPage('1', none.game.gameId);
    expect(props.videos).toMatchObject({ items: [], totalCount: 0, currentPage: 1, pageCount: 1 });
    expect(props.railVideos).toEqual([]);
  });

  it.each([
    ['0', 1],
    ['-1', 1],
    ['last+1', 'last'],
    ['999999999999', 'last'],
    ['01', 1],
  ])('page number %s redirects to the clamped page (spec §5)', async (pageNumber, expected) => {
    server.use(manyVideos(65));
    const raw = pageNumber === 'last+1' ? '4' : pageNumber;
    const target = expected === 'last' ? 3 : expected;
    const { result } = await requestGamePage(ROUTE, { gameId: withVideos.game.gameId, pageNumber: raw });
    expect(result).toEqual({ redirect: { destination: `/game/title/${withVideos.game.gameId}/videos/page/${target}/`, permanent: false } });
  });

  it('page 2 of a title with one page of real videos redirects to page 1 (spec §5)', async () => {
    const { result } = await requestGamePage(ROUTE, { gameId: withVideos.game.gameId, pageNumber: '2' });
    expect(result).toEqual({ redirect: { destination: `/game/title/${withVideos.game.gameId}/videos/page/1/`, permanent: false } });
  });

  it.each([
    ['gameId not digits', 'abc', '1'],
    ['negative gameId', '-10001', '1'],
    ['unknown game', UNKNOWN_GAME_ID, '1'],
    ['page number not a number', 'GAME', 'abc'],
    ['page number with a plus sign', 'GAME', '+1'],
  ])('a malformed or unknown videos page is a 404: %s', async (_name, gameId, pageNumber) => {
    const { result } = await requestGamePage(ROUTE, { gameId: gameId === 'GAME' ? withVideos.game.gameId : gameId, pageNumber });
    expect(result).toEqual({ notFound: true });
  });

  it('failing secondary sources (rail images, ranking) leave the page up', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/game/images`, () => HttpResponse.json({}, { status: 500 })),
      http.get(`${TEST_API_BASE_URL}/api/ranking/now`, () => HttpResponse.json({}, { status: 500 })),
    );
    const { result, res } = await requestGamePage(ROUTE, { gameId: withVideos.game.gameId, pageNumber: '1' });
    const props = ssrProps<GameVideosPageProps>(result);
    expect(res.statusCode).toBe(200);
    expect(props.railImages).toEqual([]);
    expect(props.rankingArticles).toEqual([]);
    expect(props.videos.items.length).toBe(withVideos.videos.length);
  });

  it('a failing video list (main source) throws ApiError; SSR answers 502 (spec §8)', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/game/videos`, () => HttpResponse.json({}, { status: 500 })));
    await expect(
      getGameVideosPageData({ routePath: ROUTE, params: { gameId: withVideos.game.gameId, pageNumber: '1' }, query: {}, fetchSource: makeFetchSource(), now: new Date(), device: 'PC', requestPath: '', adPageType: 'GAME', preview: null }),
    ).rejects.toMatchObject({ name: 'ApiError', record: { endpoint: '/api/game/videos' } });
    const { res } = await requestGamePage(ROUTE, { gameId: withVideos.game.gameId, pageNumber: '1' });
    expect(res.statusCode).toBe(502);
  });

  it('a timed-out title information request answers the 504 error page (spec §8)', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/search/game`, async () => {
        await delay(1_300);
        return HttpResponse.json({});
      }),
    );
    const { res } = await requestGamePage(ROUTE, { gameId: withVideos.game.gameId, pageNumber: '1' });
    expect(res.statusCode).toBe(504);
  });
});
