/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { AWARD_LABELS, awardLabel, getGameReviewsPageData, REVIEW_MAX_SCORE, type GameReviewsPageProps } from '@/lib/page-data/game/game-reviews';
import { captureLogs, makeFetchSource, setupContentApi } from '../../../support/content-api';
import { TEST_API_BASE_URL } from '../../../setup/test-env';
import { findGame, GAME_ROUTES, gamePageProps, requestGamePage, ssrProps, UNKNOWN_GAME_ID } from './game-fixtures';

const ROUTE = GAME_ROUTES.reviews;
const server = setupContentApi();
captureLogs();

const twoPlatforms = findGame(({ reviews }) => reviews.length === 2);
const reviewsPage = (gameId: string) => gamePageProps<GameReviewsPageProps>(ROUTE, { gameId });

describe('cross review award labels', () => {
  it.each([
    ['PLATINUM', 'プラチナ殿堂'],
    ['GOLD', 'ゴールド殿堂'],
    ['SILVER', 'シルバー殿堂'],
    [null, null],
  ] as const)('%s → %s', (award, label) => {
    expect(awardLabel(award)).toBe(label);
  });

  it('there are exactly three award tiers', () => {
    expect(Object.keys(AWARD_LABELS).sort()).toEqual(['GOLD', 'PLATINUM', 'SILVER']);
  });
});

describe('game title reviews page data', () => {
  it('one review set per platform with each reviewer’s score and comment', async () => {
    const props = await reviewsPage(twoPlatforms.game.gameId);
    expect(props.adUnitsType).toBe('LIST');
    expect(props.game.name).toBe(twoPlatforms.game.name);
    expect(props.crossReviews.map((set) => set.platform.code)).toEqual(twoPlatforms.reviews.map((set) => set.platform.code));
    expect(props.crossReviews[0]?.reviews).toEqual(twoPlatforms.reviews[0]?.reviews);
    expect(props.crossReviews[0]?.award).toBe(twoPlatforms.reviews[0]?.award);
  });

  it('the total is the sum of the reviewers’ scores, out of reviewers × 10', async () => {
    const props = await reviewsPage(twoPlatforms.game.gameId);
    for (const set of props.crossReviews) {
      expect(set.totalScore).toBe(set.reviews.reduce((sum, review) => sum + review.score, 0));
      expect(set.maxScore).toBe(set.reviews.length * REVIEW_MAX_SCORE);
    }
  });

  it('the total is computed from the scores, not copied from the API’s totalScore', async () => {
    const { game } = twoPlatforms;
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/game/crossreviews`, () =>
        HttpResponse.json({
          data: [
            {
              gameId: game.gameId,
              platform: { code: 'ps5', nameJa: 'PS5' },
              publishedAt: '2026-07-01T11:00:00+09:00',
              reviews: [
                { reviewerName: 'A', score: 9, comment: 'x' },
                { reviewerName: 'B', score: 8, comment: 'y' },
                { reviewerName: 'C', score: 9, comment: 'z' },
                { reviewerName: 'D', score: 9, comment: 'w' },
              ],
              totalScore: 1,
              award: 'GOLD',
            },
          ],
        }),
      ),
    );
    const props = await reviewsPage(game.gameId);
    expect(props.crossReviews[0]).toMatchObject({ totalScore: 35, maxScore: 40, award: 'GOLD' });
  });

  it('a title without a cross review still answers 200 with no review sets', async () => {
    const none = findGame(({ reviews }) => reviews.length === 0);
    const { result, res } = await requestGamePage(ROUTE, { gameId: none.game.gameId });
    expect(res.statusCode).toBe(200);
    const props = ssrProps<GameReviewsPageProps>(result);
    expect(props.crossReviews).toEqual([]);
    expect(props.game.hasReview).toBe(false);
  });

  it.each([
    ['gameId not digits', 'abc'],
    ['gameId with a dot', '10001.5'],
    ['gameId longer than 12 digits', '1234567890123'],
    ['unknown game', UNKNOWN_GAME_ID],
  ])('a malformed or unknown game is a 404: %s', async (_name, gameId) => {
    const { result } = await requestGamePage(ROUTE, { gameId });
    expect(result).toEqual({ notFound: true });
  });

  it('failing secondary sources (rail images and videos, ranking) leave the page up', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/game/images`, () => HttpResponse.json({}, { status: 500 })),
      http.get(`${TEST_API_BASE_URL}/api/game/videos`, () => HttpResponse.json({}, { status: 500 })),
      http.get(`${TEST_API_BASE_URL}/api/ranking/now`, () => HttpResponse.json({}, { status: 500 })),
    );
    const { result, res } = await requestGamePage(ROUTE, { gameId: twoPlatforms.game.gameId });
    const props = ssrProps<GameReviewsPageProps>(result);
    expect(res.statusCode).toBe(200);
    expect(props.crossReviews).toHaveLength(2);
    expect(props.railImages).toEqual([]);
    expect(props.railVideos).toEqual([]);
    expect(props.rankingArticles).toEqual([]);
  });

  it.each([
    ['the cross reviews', '/api/game/crossreviews', 500, 502],
    ['the title information', '/api/search/game', 503, 502],
  ])('a failing main source (%s) throws ApiError; SSR answers the error page (spec §8)', async (_name, endpoint, upstream, expected) => {
    server.use(http.get(`${TEST_API_BASE_URL}${endpoint}`, () => HttpResponse.json({}, { status: upstream })));
    await expect(
      getGameReviewsPageData({ routePath: ROUTE, params: { gameId: twoPlatforms.game.gameId }, query: {}, fetchSource: makeFetchSource(), now: new Date(), device: 'PC', requestPath: '', adPageType: 'GAME', preview: null }),
    ).rejects.toMatchObject({ name: 'ApiError', record: { endpoint } });
    const { res } = await requestGamePage(ROUTE, { gameId: twoPlatforms.game.gameId });
    expect(res.statusCode).toBe(expected);
  });
});
