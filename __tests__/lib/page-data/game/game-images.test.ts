/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { getGameImagesPageData, type GameImagesPageProps } from '@/lib/page-data/game/game-images';
import { PAGE_SIZE } from '@/foundation/validation/page-number';
import { articleImages } from '@/mocks/data/article-body';
import { getDataset } from '@/mocks/data';
import { captureLogs, makeFetchSource, setupContentApi } from '../../../support/content-api';
import { TEST_API_BASE_URL } from '../../../setup/test-env';
import { findGame, GAME_ROUTES, gamePageProps, requestGamePage, ssrProps, UNKNOWN_GAME_ID, type GameFacts } from './game-fixtures';

const ROUTE = GAME_ROUTES.images;
const server = setupContentApi();
const logs = captureLogs();

/** Several pages of images with a partial last page. */
const rich = findGame(({ imageCount }) => imageCount > 2 * PAGE_SIZE.images && imageCount % PAGE_SIZE.images !== 0);
const lastPage = Math.ceil(rich.imageCount / PAGE_SIZE.images);
const imagesPage = (pageNumber: string) => gamePageProps<GameImagesPageProps>(ROUTE, { gameId: rich.game.gameId, pageNumber });

/** Every image of a title in the order the content API lists them, as `articleId/imageId`. */
function allImageKeys(facts: GameFacts): string[] {
  const dataset = getDataset();
  return facts.articles.flatMap((record) => articleImages(dataset, record).map((image) => `${record.id}/${image.imageId}`));
}

describe('game title images page data', () => {
  it('30 images a page (spec §9), each with the article it belongs to', async () => {
    const props = await imagesPage('1');
    expect(props.adUnitsType).toBe('LIST');
    expect(props.game.gameId).toBe(rich.game.gameId);
    expect(props.images).toMatchObject({ currentPage: 1, pageCount: lastPage, totalCount: rich.imageCount, pageSize: 30 });
    expect(props.images.items.map((image) => `${image.articleId}/${image.imageId}`)).toEqual(allImageKeys(rich).slice(0, 30));
    for (const image of props.images.items) {
      const record = rich.articles.find((article) => article.id === image.articleId);
      expect(image.publicationDate).toBe(record?.yearMonth);
    }
  });

  it('the last page holds the remainder (page count = ceil(total / 30), spec §5)', async () => {
    const props = await imagesPage(String(lastPage));
    expect(props.images.items).toHaveLength(rich.imageCount - (lastPage - 1) * 30);
    expect(props.images.items.map((image) => `${image.articleId}/${image.imageId}`)).toEqual(allImageKeys(rich).slice((lastPage - 1) * 30));
  });

  it('right rail: the title’s latest 8 images and 4 videos (spec §9)', async () => {
    const props = await imagesPage('2');
    expect(props.railImages.map((image) => `${image.articleId}/${image.imageId}`)).toEqual(allImageKeys(rich).slice(0, 8));
    expect(props.railVideos.map((video) => video.videoId)).toEqual(rich.videos.slice(0, 4).map((video) => video.videoId));
  });

  it('a title without images is an empty page 1 (spec §3, §5)', async () => {
    const empty = findGame(({ imageCount }) => imageCount === 0);
    const props = await gamePageProps<GameImagesPageProps>(ROUTE, { gameId: empty.game.gameId, pageNumber: '1' });
    expect(props.images).toMatchObject({ items: [], totalCount: 0, currentPage: 1, pageCount: 1 });
    expect(props.railImages).toEqual([]);
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
    expect(result).toEqual({ redirect: { destination: `/game/title/${rich.game.gameId}/images/page/${target}/`, permanent: false } });
  });

  it.each([
    ['gameId not digits', 'abc', '1'],
    ['gameId longer than 12 digits', '1234567890123', '1'],
    ['unknown game', UNKNOWN_GAME_ID, '1'],
    ['page number not a number', 'GAME', 'abc'],
    ['empty page number', 'GAME', ''],
  ])('a malformed or unknown images page is a 404: %s', async (_name, gameId, pageNumber) => {
    const { result } = await requestGamePage(ROUTE, { gameId: gameId === 'GAME' ? rich.game.gameId : gameId, pageNumber });
    expect(result).toEqual({ notFound: true });
  });

  it('failing secondary sources (rail videos, ranking, header data) leave the page up', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/game/videos`, () => HttpResponse.json({}, { status: 500 })),
      http.get(`${TEST_API_BASE_URL}/api/ranking/now`, () => HttpResponse.json({}, { status: 503 })),
      http.get(`${TEST_API_BASE_URL}/api/common_parts`, () => HttpResponse.error()),
    );
    const { result, res } = await requestGamePage(ROUTE, { gameId: rich.game.gameId, pageNumber: '1' });
    const props = ssrProps<GameImagesPageProps>(result);
    expect(res.statusCode).toBe(200);
    expect(props.railVideos).toEqual([]);
    expect(props.rankingArticles).toEqual([]);
    expect(props.layout.commonParts).toBeNull();
    expect(props.images.items).toHaveLength(30);
    expect(logs.lines().filter((line) => line.event === 'api-error').length).toBeGreaterThanOrEqual(3);
  });

  it('a failing image list (main source) throws ApiError; SSR answers 502 (spec §8)', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/game/images`, () => HttpResponse.json({}, { status: 500 })));
    await expect(
      getGameImagesPageData({ routePath: ROUTE, params: { gameId: rich.game.gameId, pageNumber: '1' }, query: {}, fetchSource: makeFetchSource(), now: new Date(), device: 'PC', requestPath: '', adPageType: 'GAME', preview: null }),
    ).rejects.toMatchObject({ name: 'ApiError', record: { endpoint: '/api/game/images' } });
    const { res } = await requestGamePage(ROUTE, { gameId: rich.game.gameId, pageNumber: '1' });
    expect(res.statusCode).toBe(502);
  });
});
