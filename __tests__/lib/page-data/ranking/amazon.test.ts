/** @jest-environment node */
import { AMAZON_AFFILIATE_TAGS, withAffiliateTag } from '@/ads/amazon-affiliate';
import { delay, http, HttpResponse } from 'msw';
import { ApiError } from '@/api-clients/api-error';
import { AMAZON_GENRES, type AmazonRanking } from '@/api-clients/schemas/ranking';
import type { ErrorPageProps } from '@/lib/page-config/server-side-props';
import { runPageData } from '@/lib/page-config/run-page-data';
import { RIGHT_RAIL_SIZE } from '@/lib/page-data/page-frame';
import { AMAZON_RANKING_SIZE, amazonGenreOf, type AmazonRankingPageProps } from '@/lib/page-data/ranking/amazon';
import { getDataset } from '@/mocks/data';
import { captureLogs, makeFetchSource, setupContentApi } from '../../../support/content-api';
import { TEST_API_BASE_URL } from '../../../setup/test-env';
import { propsOf, requestPage, TEST_TIMEOUT_MS } from './request-page';

const INDEX = '/ranking/amazon/';
const GENRE = '/ranking/amazon/[genre]/';
const server = setupContentApi();
const logs = captureLogs();
const dataset = getDataset();

function emptyRanking(): AmazonRanking {
  return Object.fromEntries(AMAZON_GENRES.map((genre) => [genre, []])) as unknown as AmazonRanking;
}

describe('Amazon ranking page data', () => {
  it('/ranking/amazon/ is the ゲーム ranking with its rows, counting window and the page frame (LIST ads)', async () => {
    const { result, res } = await requestPage(INDEX);
    const props = propsOf<AmazonRankingPageProps>(result);
    const expected = dataset.rankings.amazon.game.slice(0, AMAZON_RANKING_SIZE);
    expect(props.adUnitsType).toBe('LIST');
    expect(props.pageMeta.adPageType).toBe('LIST');
    expect(props.genre).toBe('game');
    expect(props.items.map((item) => item.title)).toEqual(expected.map((row) => row.title));
    expect(props.items[0]).toEqual({
      ranking: 1,
      title: expected[0]?.title,
      categoryName: expected[0]?.categoryName,
      thumbnailUrlMedium: expected[0]?.thumbnailUrlMedium,
      releaseDate: expected[0]?.releaseDate,
      price: expected[0]?.price,
      lowestPrice: expected[0]?.lowestPrice,
      amazonUrl: withAffiliateTag(expected[0]?.amazonUrl ?? '', 'LIST'),
    });
    expect(new URL(props.items[0]?.amazonUrl ?? '').searchParams.get('tag')).toBe(AMAZON_AFFILIATE_TAGS.LIST);
    expect(props.countingWindow).toEqual({ start: expected[0]?.countingStartDate, end: expected[0]?.countingEndDate });
    expect(props.layout.commonParts).not.toBeNull();
    expect(props.rankingArticles.length).toBeGreaterThan(0);
    expect(props.rankingArticles.length).toBeLessThanOrEqual(RIGHT_RAIL_SIZE.articles);
    expect(res.headers['cache-control']).toMatch(/s-maxage=60/);
  });

  it(`at most ${AMAZON_RANKING_SIZE} rows a genre, in rank order`, async () => {
    const props = propsOf<AmazonRankingPageProps>((await requestPage(GENRE, { genre: 'comic' })).result);
    expect(props.items.length).toBe(AMAZON_RANKING_SIZE);
    expect(props.items.map((item) => item.ranking)).toEqual(Array.from({ length: AMAZON_RANKING_SIZE }, (_, index) => index + 1));
  });

  it.each([
    ['anime-game-music', 'animeGameMusic'],
    ['anime', 'anime'],
    ['comic', 'comic'],
    ['game-book', 'gameBook'],
  ] as const)('the sub-page /ranking/amazon/%s/ shows the %s genre (spec §2)', async (slug, genre) => {
    const props = propsOf<AmazonRankingPageProps>((await requestPage(GENRE, { genre: slug })).result);
    expect(props.genre).toBe(genre);
    expect(props.items.map((item) => item.title)).toEqual(dataset.rankings.amazon[genre].slice(0, AMAZON_RANKING_SIZE).map((row) => row.title));
  });

  it.each([
    ['an unknown genre', 'music'],
    ['the game genre, which lives at /ranking/amazon/ itself', 'game'],
    ['the source key instead of the slug', 'gameBook'],
    ['a differently cased slug', 'Anime'],
    ['an empty segment', ''],
    ['path traversal', '..%2Fcomic'],
  ])('%s is a 404', async (_name, genre) => {
    const { result } = await requestPage(GENRE, { genre });
    expect(result).toEqual({ notFound: true });
  });

  it('a genre with no rows renders an empty page (no counting window), not an error', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/ranking/amazon`, () => HttpResponse.json(emptyRanking())));
    const { result, res } = await requestPage(INDEX);
    const props = propsOf<AmazonRankingPageProps>(result);
    expect(props.items).toEqual([]);
    expect(props.countingWindow).toBeNull();
    expect(res.statusCode).toBe(200);
  });

  it('a failing secondary source drops out without taking the ranking down', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/common_parts`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
      http.get(`${TEST_API_BASE_URL}/api/ranking/now`, () => new HttpResponse('not json', { status: 200 })),
    );
    const { result, res } = await requestPage(GENRE, { genre: 'anime' });
    const props = propsOf<AmazonRankingPageProps>(result);
    expect(props.items.length).toBeGreaterThan(0);
    expect(props.layout.commonParts).toBeNull();
    expect(props.rankingArticles).toEqual([]);
    expect(res.statusCode).toBe(200);
    expect(logs.lines().filter((line) => line.event === 'api-error').map((line) => line.endpoint).sort()).toEqual(['/api/common_parts', '/api/ranking/now']);
  });
});

describe('Amazon ranking when its source fails (spec §8)', () => {
  it('the page-data function throws the ApiError of the main source', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/ranking/amazon`, () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    await expect(runPageData({ routePath: INDEX, params: {}, query: {}, fetchSource: makeFetchSource(TEST_TIMEOUT_MS) })).rejects.toBeInstanceOf(ApiError);
  });

  it.each([
    [500, 502],
    [503, 502],
  ])('upstream %i → Japanese error page with status %i and no-store', async (upstream, expected) => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/ranking/amazon`, () => HttpResponse.json({ error: 'x' }, { status: upstream })));
    const { result, res } = await requestPage(GENRE, { genre: 'comic' });
    expect(res.statusCode).toBe(expected);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((result as { props: ErrorPageProps }).props.errorPage.statusCode).toBe(expected);
  });

  it('an answer that breaks the contract → 502', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/ranking/amazon`, () => HttpResponse.json({ game: 'nope' })));
    const { res } = await requestPage(INDEX);
    expect(res.statusCode).toBe(502);
  });

  it('an upstream timeout → 504', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/ranking/amazon`, async () => {
        await delay(TEST_TIMEOUT_MS + 300);
        return HttpResponse.json(emptyRanking());
      }),
    );
    const { res } = await requestPage(INDEX);
    expect(res.statusCode).toBe(504);
  });

  it('an upstream 404 → 404 page', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/ranking/amazon`, () => HttpResponse.json({ error: 'not found' }, { status: 404 })));
    const { result } = await requestPage(INDEX);
    expect(result).toEqual({ notFound: true });
  });
});

describe('amazonGenreOf', () => {
  it.each([
    [undefined, 'game'],
    ['anime-game-music', 'animeGameMusic'],
    ['anime', 'anime'],
    ['comic', 'comic'],
    ['game-book', 'gameBook'],
    ['game', null],
    ['toString', null],
    ['__proto__', null],
  ])('route segment %j → genre %j', (slug, genre) => {
    expect(amazonGenreOf(slug)).toBe(genre);
  });
});
