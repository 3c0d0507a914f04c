/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import type { FetchSource } from '@/api-clients/fetch-source';
import type { SourceName } from '@/api-clients/sources';
import { MAX_KEYWORD_LENGTH } from '@/foundation/search/keyword-limit';
import { SUGGEST_LIMITS } from '@/foundation/search/suggest';
import { searchSuggestResponseSchema, type SearchSuggestResponse } from '@/foundation/search/suggest-schema';
import { createSearchSuggestHandler, NO_SEARCH_SUGGESTIONS } from '@/lib/api-handlers/search-suggest';
import { captureLogs, makeFetchSource, setupContentApi } from '../../support/content-api';
import { fakeApiExchange } from '../../support/api-exchange';
import { TEST_API_BASE_URL } from '../../setup/test-env';

const server = setupContentApi();
const logs = captureLogs();

/** A word the bundled data set has several game titles and articles for. */
const WORD = 'ホライゾン';

jest.mock('@/api-clients/content-api', () => ({ getFetchSource: () => jest.requireActual('../../support/content-api').makeFetchSource() }));

/** The handler over the bundled content API, recording every source call it makes. */
function suggestDeps(options: { timeoutMs?: number; maxInFlight?: number; fetchSource?: FetchSource } = {}) {
  const inner = options.fetchSource ?? makeFetchSource();
  const calls: { name: SourceName; params: Record<string, unknown> }[] = [];
  const fetchSource = ((name, params) => {
    calls.push({ name, params: params as Record<string, unknown> });
    return inner(name, params);
  }) as FetchSource;
  return { handler: createSearchSuggestHandler({ ...options, fetchSource }), calls };
}

function suggestions(answer: { status: number; body: unknown }): SearchSuggestResponse {
  expect(answer.status).toBe(200);
  return searchSuggestResponseSchema.parse(answer.body);
}

describe('GET /api/search/suggest/ (decision 020)', () => {
  it('answers game titles and articles for the keyword, checked by the shared schema, never stored', async () => {
    const { handler, calls } = suggestDeps();
    const answer = await handler({ q: WORD });
    const { games, articles } = suggestions(answer);
    expect(answer.headers).toEqual({ 'Cache-Control': 'no-store' });
    expect(games.length).toBeGreaterThan(0);
    expect(games.length).toBeLessThanOrEqual(SUGGEST_LIMITS.games);
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.length).toBeLessThanOrEqual(SUGGEST_LIMITS.articles);
    expect(games.every((game) => game.href === `/game/title/${game.id}/page/1/`)).toBe(true);
    expect(games.some((game) => game.name.includes(WORD))).toBe(true);
    expect(articles.every((article) => /^\d{4}年\d{1,2}月\d{1,2}日（[日月火水木金土]）$/.test(article.dateText))).toBe(true);
    expect(calls.map((call) => call.name).sort()).toEqual(['searchArticle', 'searchGame']);
    expect(calls.every((call) => call.params.keyword === WORD)).toBe(true);
  });

  it('searches the normalised keyword, and the quoted name alone when there is one', async () => {
    const { handler, calls } = suggestDeps();
    await handler({ q: `　ＡＢＣ　 ${WORD}  ` });
    await handler({ q: `新作「${WORD}」の発表` });
    expect(calls.map((call) => call.params.keyword)).toEqual([`ABC ${WORD}`, `ABC ${WORD}`, WORD, WORD]);
  });

  it.each([
    ['no q', {}],
    ['an empty q', { q: '' }],
    ['only spaces', { q: ' 　 ' }],
    ['a keyword one character too long', { q: 'あ'.repeat(MAX_KEYWORD_LENGTH + 1) }],
    ['a very long keyword', { q: WORD.repeat(2_000) }],
    ['a NUL character', { q: `${WORD}\u0000` }],
    ['a newline', { q: `${WORD}\nSet-Cookie: a=b` }],
    ['an escape sequence', { q: `\u001b[31m${WORD}` }],
    ['DEL', { q: `${WORD}\u007f` }],
    ['a C1 control character', { q: `${WORD}\u0085` }],
  ])('%s: a clean empty answer, nothing asked upstream', async (_name, query) => {
    const { handler, calls } = suggestDeps();
    const answer = await handler(query);
    expect(suggestions(answer)).toEqual(NO_SEARCH_SUGGESTIONS);
    expect(answer.headers).toEqual({ 'Cache-Control': 'no-store' });
    expect(calls).toEqual([]);
  });

  it.each([
    ['an unknown parameter (as on the source proxy)', { q: WORD, url: 'http://evil.test/' }],
    ['q given twice', { q: [WORD, 'x'] }],
    ['a __proto__ parameter', { q: WORD, ['__proto__']: '1' }],
  ])('%s is a 400 with a JSON error', async (_name, query) => {
    const { handler, calls } = suggestDeps();
    const answer = await handler(query as Record<string, string | string[]>);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(expect.objectContaining({ error: 'bad_request' }));
    expect(answer.headers).toEqual({ 'Cache-Control': 'no-store' });
    expect(calls).toEqual([]);
  });

  it('coalesces: keywords that search the same words while one lookup runs share its upstream calls', async () => {
    const { handler, calls } = suggestDeps();
    const answers = await Promise.all([handler({ q: WORD }), handler({ q: ` ${WORD} ` }), handler({ q: `「${WORD}」` })]);
    expect(calls.filter((call) => call.name === 'searchGame')).toHaveLength(1);
    expect(calls.filter((call) => call.name === 'searchArticle')).toHaveLength(1);
    expect(answers[1]?.body).toEqual(answers[0]?.body);
    expect(answers[2]?.body).toEqual(answers[0]?.body);
    // Nothing is kept once it settled: the next request asks again (search sources are not cached).
    await handler({ q: WORD });
    expect(calls).toHaveLength(4);
  });

  it('bounded: beyond maxInFlight keywords at once, another keyword is answered empty without an upstream call', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inner = makeFetchSource();
    const slow = (async (name, params) => {
      await gate;
      return inner(name, params);
    }) as FetchSource;
    const { handler, calls } = suggestDeps({ fetchSource: slow, maxInFlight: 2 });
    const first = handler({ q: WORD });
    const second = handler({ q: 'ギャラクシー' });
    const third = await handler({ q: 'ブレイブ' });
    expect(suggestions(third)).toEqual(NO_SEARCH_SUGGESTIONS);
    expect(calls.map((call) => call.params.keyword)).not.toContain('ブレイブ');
    expect(logs.lines()).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'search-suggest-shed' })]));
    // The same keyword as a running lookup still joins it.
    const joined = handler({ q: WORD });
    release();
    expect(suggestions(await first).games.length).toBeGreaterThan(0);
    expect(suggestions(await joined)).toEqual(suggestions(await first));
    expect(suggestions(await second).games.length).toBeGreaterThan(0);
    // Room again once they settled.
    expect(suggestions(await handler({ q: 'ブレイブ' })).games.length).toBeGreaterThan(0);
  });

  it('a source that does not answer in time is left out; the other one still suggests', async () => {
    const inner = makeFetchSource();
    const hanging = ((name, params) => (name === 'searchGame' ? new Promise(() => undefined) : inner(name, params))) as FetchSource;
    const { handler } = suggestDeps({ fetchSource: hanging, timeoutMs: 50 });
    const started = Date.now();
    const { games, articles } = suggestions(await handler({ q: WORD }));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(games).toEqual([]);
    expect(articles.length).toBeGreaterThan(0);
    expect(logs.lines()).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'search-suggest-degraded', source: 'searchGame', reason: 'no answer within 50 ms' })]));
  });

  it.each([
    ['a 500', () => HttpResponse.json({ stack: 'at internal' }, { status: 500 })],
    ['a 503', () => new HttpResponse('busy', { status: 503 })],
    ['malformed JSON', () => new HttpResponse('{"data": [', { status: 200, headers: { 'Content-Type': 'application/json' } })],
    ['an answer outside the contract', () => HttpResponse.json({ data: [{ id: 'x' }] })],
  ])('upstream %s gives empty lists, never an error', async (_name, resolver) => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/search/games`, resolver), http.get(`${TEST_API_BASE_URL}/api/search/articles`, resolver));
    const { handler } = suggestDeps();
    const answer = await handler({ q: WORD });
    expect(suggestions(answer)).toEqual(NO_SEARCH_SUGGESTIONS);
    expect(JSON.stringify(answer.body)).not.toContain('internal');
  });

  it('an item whose link is not safe is dropped, the others are kept', async () => {
    const inner = makeFetchSource();
    const tampered = (async (name, params) => {
      const answer = await inner(name, params);
      if (name !== 'searchArticle') return answer;
      const [first, ...rest] = (answer as { data: Record<string, unknown>[] }).data;
      return { ...answer, data: [{ ...first, redirectUrl: 'javascript:alert(1)' }, ...rest] };
    }) as FetchSource;
    const { handler } = suggestDeps({ fetchSource: tampered });
    const plain = suggestions(await suggestDeps().handler({ q: WORD }));
    const { articles } = suggestions(await handler({ q: WORD }));
    expect(articles.map((article) => article.id)).toEqual(plain.articles.slice(1).map((article) => article.id));
  });
});

describe('the route /api/search/suggest', () => {
  it.each(['POST', 'PUT', 'DELETE'])('%s is a 405 that names GET', async (method) => {
    const { default: route } = await import('@/pages/api/search/suggest');
    const { req, res, apiRes } = fakeApiExchange(method, { q: WORD });
    await route(req, apiRes);
    expect(res.statusCode).toBe(405);
    expect(res.headers.Allow).toBe('GET, HEAD');
  });

  it('GET answers through the process fetcher', async () => {
    const { default: route } = await import('@/pages/api/search/suggest');
    const { req, res, apiRes } = fakeApiExchange('GET', { q: WORD });
    await route(req, apiRes);
    expect(res.statusCode).toBe(200);
    expect(res.headers['Cache-Control']).toBe('no-store');
    expect(searchSuggestResponseSchema.parse(res.body).games.length).toBeGreaterThan(0);
  });
});
