/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import type { FetchSource } from '@/api-clients/fetch-source';
import type { SourceName } from '@/api-clients/sources';
import { FOLLOWED_GAME_ARTICLES, MAX_FOLLOWED_GAMES, type FollowedGamesError } from '@/foundation/reader/followed-games';
import {
  FOLLOWED_GAMES_MESSAGES,
  handleFollowedGamesRequest,
  nextReleaseOf,
  type FollowedGamesBody,
  type FollowedGamesDeps,
} from '@/lib/api-handlers/followed-games';
import { cacheControlFor, FALLBACK_CACHE_CONTROL } from '@/lib/page-config/cache-control';
import { getDataset } from '@/mocks/data';
import { captureLogs, dataNow, makeFetchSource, setupContentApi } from '../../support/content-api';
import { fakeApiExchange } from '../../support/api-exchange';
import { TEST_API_BASE_URL } from '../../setup/test-env';

const server = setupContentApi();
captureLogs();
const dataset = getDataset();
const REVALIDATE_SECONDS = 60;

jest.mock('@/api-clients/content-api', () => ({ getFetchSource: () => jest.requireActual('../../support/content-api').makeFetchSource() }));

/** The handler over the bundled content API at the data's "now", recording every source call. */
function followedDeps(options: Partial<FollowedGamesDeps> & { timeoutMs?: number } = {}) {
  const inner = options.fetchSource ?? makeFetchSource(options.timeoutMs);
  const calls: { name: SourceName; params: Record<string, unknown> }[] = [];
  const fetchSource = ((name, params, fetchOptions) => {
    calls.push({ name, params: params as Record<string, unknown> });
    return inner(name, params, fetchOptions);
  }) as FetchSource;
  const deps: FollowedGamesDeps = { revalidateSeconds: REVALIDATE_SECONDS, now: dataNow, ...options, fetchSource };
  return { deps, calls };
}

const ask = (query: Record<string, string | string[] | undefined>, deps = followedDeps().deps) => handleFollowedGamesRequest(query, deps);

function answerOf(response: { status: number; body: unknown }): FollowedGamesBody {
  expect(response.status).toBe(200);
  return response.body as FollowedGamesBody;
}

/** Games of the data set that have at least FOLLOWED_GAME_ARTICLES articles. */
const gamesWithArticles = dataset.games.filter((game) => (dataset.articles.byGame.get(game.gameId)?.length ?? 0) >= FOLLOWED_GAME_ARTICLES);
const someIds = (count: number) => gamesWithArticles.slice(0, count).map((game) => game.gameId);
/** An id of the right shape that no game of the data set has. */
const UNKNOWN_ID = '999999999';

describe(`GET /api/mypage/games/?ids=… bounds (issue 37: at most MAX_FOLLOWED_GAMES = ${MAX_FOLLOWED_GAMES} ids)`, () => {
  it(`${MAX_FOLLOWED_GAMES} ids are answered, each game once, in the order asked`, async () => {
    const ids = someIds(MAX_FOLLOWED_GAMES);
    expect(ids).toHaveLength(MAX_FOLLOWED_GAMES);
    const body = answerOf(await ask({ ids: ids.join(',') }));
    expect(body.games.map((game) => game.gameId)).toEqual(ids);
    expect(body.unknownIds).toEqual([]);
    expect(body.unavailableIds).toEqual([]);
  });

  it(`${MAX_FOLLOWED_GAMES + 1} ids are a 400 with a Japanese message, without asking the content API`, async () => {
    const { deps, calls } = followedDeps();
    const response = await ask({ ids: someIds(MAX_FOLLOWED_GAMES + 1).join(',') }, deps);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: FOLLOWED_GAMES_MESSAGES.tooMany } satisfies FollowedGamesError);
    expect(FOLLOWED_GAMES_MESSAGES.tooMany).toContain(`${MAX_FOLLOWED_GAMES}件`);
    expect(response.headers).toEqual({ 'Cache-Control': 'no-store' });
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['letters after digits', '12a', FOLLOWED_GAMES_MESSAGES.malformed],
    ['a minus sign', '-1', FOLLOWED_GAMES_MESSAGES.malformed],
    ['an empty entry', '1,,2', FOLLOWED_GAMES_MESSAGES.malformed],
    ['a trailing comma', '1,2,', FOLLOWED_GAMES_MESSAGES.malformed],
    ['spaces', '1, 2', FOLLOWED_GAMES_MESSAGES.malformed],
    ['a 13-digit id', '1234567890123', FOLLOWED_GAMES_MESSAGES.malformed],
    ['full-width digits', '１２', FOLLOWED_GAMES_MESSAGES.malformed],
    ['an empty ids', '', FOLLOWED_GAMES_MESSAGES.missing],
    ['no ids', undefined, FOLLOWED_GAMES_MESSAGES.missing],
  ])('%s is a 400 with a Japanese { error }, without asking the content API', async (_name, ids, message) => {
    const { deps, calls } = followedDeps();
    const response = await ask(ids === undefined ? {} : { ids }, deps);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
    expect(message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['a repeated ids key', { ids: ['1', '2'] }],
    ['another parameter beside ids', { ids: '1', cb: '2' }],
    ['the prototype key', JSON.parse('{"ids":"1","__proto__":"x"}') as Record<string, string>],
  ])('%s is a 400', async (_name, query) => {
    const response = await ask(query);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: FOLLOWED_GAMES_MESSAGES.badParameters });
  });

  it('duplicate ids are answered once each, in the order first asked', async () => {
    const [first, second] = someIds(2) as [string, string];
    const { deps, calls } = followedDeps();
    const body = answerOf(await ask({ ids: [second, first, second, first].join(',') }, deps));
    expect(body.games.map((game) => game.gameId)).toEqual([second, first]);
    expect(calls.filter((call) => call.name === 'gameTitleInformation').map((call) => call.params.gameId)).toEqual([second, first]);
  });
});

describe('GET /api/mypage/games/ answers from the game pages’ sources', () => {
  it(`a game: name, thumbnail, page path, next release and its ${FOLLOWED_GAME_ARTICLES} newest articles (site paths)`, async () => {
    const [record] = gamesWithArticles;
    const { deps, calls } = followedDeps();
    const body = answerOf(await ask({ ids: record!.gameId }, deps));
    const [game] = body.games;
    expect(game).toMatchObject({ gameId: record!.gameId, name: record!.name, thumbnailUrl: record!.thumbnailUrl, href: `/game/title/${record!.gameId}/page/1/` });
    const newest = dataset.articles.byGame.get(record!.gameId)!.slice(0, FOLLOWED_GAME_ARTICLES);
    expect(game!.articles.map((article) => article.articleId)).toEqual(newest.map((article) => article.card.id));
    expect(game!.articles.map((article) => article.href)).toEqual(newest.map((article) => article.card.redirectUrl ?? article.path));
    expect(calls.map((call) => call.name).sort()).toEqual(['gameTitleArticle', 'gameTitleInformation']);
    expect(calls.find((call) => call.name === 'gameTitleArticle')!.params).toEqual({ gameId: record!.gameId, page: 1, limit: FOLLOWED_GAME_ARTICLES });
  });

  it('the next release is the earliest on or after the request’s day in Japan; released games have none', async () => {
    const today = new Date(dataNow().getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    const upcoming = dataset.games.find((game) => game.versions.some((version) => version.releaseDate !== null && version.releaseDate >= today))!;
    const released = dataset.games.find((game) => game.versions.every((version) => version.releaseDate !== null && version.releaseDate < today))!;
    const body = answerOf(await ask({ ids: `${upcoming.gameId},${released.gameId}` }));
    const expected = upcoming.versions
      .filter((version) => version.releaseDate !== null && version.releaseDate >= today)
      .sort((a, b) => a.releaseDate!.localeCompare(b.releaseDate!))[0]!;
    expect(body.games[0]!.nextRelease).toEqual({ platform: expected.platform.nameJa, releaseDate: expected.releaseDate, releaseDateText: expected.releaseDateText });
    expect(body.games[1]!.nextRelease).toBeNull();
  });

  it.each([
    ['a dated release today beats an undated one', [['2026-12-07', '2026年12月7日'], [null, '2027年春']], { releaseDate: '2026-12-07', releaseDateText: '2026年12月7日' }],
    ['the earliest of two to come', [['2027-03-01', 'a'], ['2026-12-20', 'b']], { releaseDate: '2026-12-20', releaseDateText: 'b' }],
    ['an undated text when every dated one is past', [['2026-12-06', 'a'], [null, '2027年春']], { releaseDate: null, releaseDateText: '2027年春' }],
    ['none when every release is past', [['2026-12-06', 'a']], null],
  ] as const)('nextReleaseOf: %s (request day 2026-12-07 JST)', (_name, versions, expected) => {
    const asVersions = versions.map(([releaseDate, releaseDateText]) => ({
      platform: { code: 'switch2', nameJa: 'Nintendo Switch 2' },
      releaseDate,
      releaseDateText,
      price: '',
      janCode: null,
    }));
    const release = nextReleaseOf(asVersions, '2026-12-07');
    expect(release).toEqual(expected === null ? null : { platform: 'Nintendo Switch 2', ...expected });
  });

  it('a game the content API does not know is in unknownIds; the others are answered', async () => {
    const [known] = someIds(1);
    const body = answerOf(await ask({ ids: `${UNKNOWN_ID},${known}` }));
    expect(body.games.map((game) => game.gameId)).toEqual([known]);
    expect(body.unknownIds).toEqual([UNKNOWN_ID]);
  });

  it('only unknown games: 200 with every id in unknownIds', async () => {
    const body = answerOf(await ask({ ids: `${UNKNOWN_ID},${UNKNOWN_ID}1` }));
    expect(body).toEqual({ games: [], unknownIds: [UNKNOWN_ID, `${UNKNOWN_ID}1`], unavailableIds: [] });
  });

  it('is public for a shared cache like a game page (the answer depends on the address alone)', async () => {
    const response = await ask({ ids: someIds(2).join(',') });
    expect(response.headers).toEqual({ 'Cache-Control': cacheControlFor('list', REVALIDATE_SECONDS) });
    expect(response.headers!['Cache-Control']).toMatch(/^public, max-age=0, s-maxage=60,/);
  });

  it('runs at most `concurrency` games at once', async () => {
    let inFlight = 0;
    let most = 0;
    const inner = makeFetchSource();
    const counting = (async (name, params, options) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        return await inner(name, params, options);
      } finally {
        inFlight -= 1;
      }
    }) as FetchSource;
    const body = answerOf(await ask({ ids: someIds(12).join(',') }, followedDeps({ fetchSource: counting, concurrency: 3 }).deps));
    expect(body.games).toHaveLength(12);
    // Two calls a game (title and articles, in parallel as on the game page).
    expect(most).toBe(6);
  });
});

describe('GET /api/mypage/games/ when the content API fails', () => {
  const [failing, healthy] = someIds(2) as [string, string];

  it.each([
    ['a 500', () => HttpResponse.json({ stack: 'at internal (secret.ts:1)' }, { status: 500 })],
    ['malformed JSON', () => new HttpResponse('{"gameId": ', { headers: { 'Content-Type': 'application/json' } })],
    ['an answer outside the contract', () => HttpResponse.json({ gameId: 'x', internal: true })],
  ])('%s for one game: that game is left out and named in unavailableIds; kept briefly', async (_name, reply) => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/search/game`, ({ request }) => (new URL(request.url).searchParams.get('gameId') === failing ? reply() : undefined)));
    const response = await ask({ ids: `${failing},${healthy}` });
    const body = answerOf(response);
    expect(body.games.map((game) => game.gameId)).toEqual([healthy]);
    expect(body.unavailableIds).toEqual([failing]);
    expect(response.headers!['Cache-Control']).toBe(FALLBACK_CACHE_CONTROL);
    expect(JSON.stringify(body)).not.toMatch(/internal|secret/);
  });

  it('every game failing is a 502 with a Japanese { error } and nothing of the upstream', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/game/articles`, () => HttpResponse.json({ stack: 'at internal (secret.ts:1)' }, { status: 503 })));
    const response = await ask({ ids: `${failing},${healthy}` });
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ error: FOLLOWED_GAMES_MESSAGES.upstreamFailed });
    expect(response.headers).toEqual({ 'Cache-Control': 'no-store' });
  });

  it('a content API slower than the request’s deadline is a 504 within that deadline', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/search/game`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 4_000));
        return HttpResponse.json({});
      }),
    );
    const started = Date.now();
    const response = await ask({ ids: `${failing},${healthy}` }, followedDeps({ timeoutMs: 300, upstreamTimeoutMs: 300 }).deps);
    expect(response.status).toBe(504);
    expect(response.body).toEqual({ error: FOLLOWED_GAMES_MESSAGES.upstreamFailed });
    // Well before the slow upstream's 4 s (a loaded CI machine is slow, never 10x slow).
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('the games after the deadline are unavailable, those before it answered', async () => {
    const slowId = failing;
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/search/game`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('gameId') !== slowId) return undefined;
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        return HttpResponse.json({});
      }),
    );
    const response = await ask({ ids: `${healthy},${slowId}` }, followedDeps({ timeoutMs: 400, upstreamTimeoutMs: 400, concurrency: 1 }).deps);
    const body = answerOf(response);
    expect(body.games.map((game) => game.gameId)).toEqual([healthy]);
    expect(body.unavailableIds).toEqual([slowId]);
  });
});

describe('the route /api/mypage/games', () => {
  it.each(['POST', 'PUT', 'DELETE'])('%s is a 405 that names GET and HEAD', async (method) => {
    const { default: route } = await import('@/pages/api/mypage/games');
    const { req, res, apiRes } = fakeApiExchange(method, { ids: someIds(1).join(',') });
    await route(req, apiRes);
    expect(res.statusCode).toBe(405);
    expect(res.headers.Allow).toBe('GET, HEAD');
  });

  it('GET answers through the process fetcher, public', async () => {
    const { default: route } = await import('@/pages/api/mypage/games');
    const { req, res, apiRes } = fakeApiExchange('GET', { ids: someIds(2).join(',') });
    await route(req, apiRes);
    expect(res.statusCode).toBe(200);
    expect(res.headers['Cache-Control']).toMatch(/^public, /);
    expect((res.body as FollowedGamesBody).games).toHaveLength(2);
  });
});
