/** @jest-environment node */
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ApiError, NO_RESPONSE_STATUS, TIMEOUT_STATUS, TIMEOUT_STATUS_TEXT } from '@/api-clients/api-error';
import { createSourceFetcher, MIN_CALL_TIMEOUT_MS } from '@/api-clients/fetch-source';
import { createHttpClients, type HttpClients } from '@/api-clients/http-clients';
import { ServerCache } from '@/api-clients/cache/server-cache';
import { parseClientEnv } from '@/foundation/env/client-env';
import { parseServerEnv } from '@/foundation/env/server-env';
import { buildArticleDetail } from '@/mocks/data/article-body';
import { getDataset, type ArticleRecord } from '@/mocks/data';
import { TEST_API_BASE_URL } from '../setup/test-env';

const HISTORY_BASE_URL = 'http://history-api.test';
const TIMEOUT_MS = 100;

const trendWords = { data: [{ rank: 1, word: 'ゼルダ' }] };

const server = setupServer();
let logged: string[] = [];

function makeFetcher(overrides: { timeout?: string; cacheEnabled?: boolean; lastGoodCopy?: boolean } = {}) {
  const serverEnv = parseServerEnv({ ...process.env, HISTORY_API_BASE_URL: HISTORY_BASE_URL, HISTORY_API_PASSWORD: 's3cret-pass' });
  const clientEnv = parseClientEnv({
    ...process.env,
    NEXT_PUBLIC_USE_MOCK_DATA: 'false',
    NEXT_PUBLIC_API_REQUEST_TIMEOUT: overrides.timeout ?? String(TIMEOUT_MS),
  });
  const cache = new ServerCache({
    enabled: overrides.cacheEnabled ?? true,
    maxEntries: 100,
    maxBytes: 1_000_000,
    staleRetentionMs: 600_000,
    lastGoodCopy: overrides.lastGoodCopy ? { ttlMs: 600_000, maxBytes: 1_000_000 } : undefined,
  });
  return createSourceFetcher({ http: createHttpClients(serverEnv, clientEnv), cache });
}

async function captureError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  logged = [];
  jest.spyOn(console, 'error').mockImplementation((line: string) => void logged.push(line));
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

describe('fetchSource: requests (spec §7)', () => {
  it('GETs the source path with the params as query string and parses the contract', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/search/articles`, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ count: 0, page: 1, data: [] });
      }),
    );
    const result = await makeFetcher()('searchArticle', { keyword: 'マリオ', page: 2 });
    expect(result).toEqual({ count: 0, page: 1, data: [] });
    expect(seen?.searchParams.get('keyword')).toBe('マリオ');
    expect(seen?.searchParams.get('page')).toBe('2');
  });

  it('history client sends basic auth from the settings; the main client does not', async () => {
    let historyAuth: string | null = null;
    let mainAuth: string | null = 'unset';
    server.use(
      http.get(`${HISTORY_BASE_URL}/com_articles/_search`, ({ request }) => {
        historyAuth = request.headers.get('authorization');
        return HttpResponse.json({ total: 0, page: 1, summary: [], data: [] });
      }),
      http.get(`${TEST_API_BASE_URL}/api/ranking/trend_word`, ({ request }) => {
        mainAuth = request.headers.get('authorization');
        return HttpResponse.json(trendWords);
      }),
    );
    const fetchSource = makeFetcher();
    await fetchSource('historaArticles', { keyword: 'ドラクエ' });
    await fetchSource('trendWordRanking', {});
    expect(historyAuth).toBe(`Basic ${Buffer.from('test-user:s3cret-pass').toString('base64')}`);
    expect(mainAuth).toBeNull();
  });

  it('params failing the source schema are rejected with 400 and never sent upstream', async () => {
    const error = await captureError(makeFetcher()('articleDetail', { articleId: '../../admin' }));
    expect(error.status).toBe(400);
    expect(error.record.code).toBe('ERR_INVALID_PARAMS');
  });

  it('unknown params are rejected (strict params schema)', async () => {
    const error = await captureError(makeFetcher()('trendWordRanking', { url: 'http://evil.test' } as never));
    expect(error.status).toBe(400);
  });
});

describe('fetchSource: failures become the API error record (spec §8)', () => {
  it('a timeout (ECONNABORTED) is status 504 "Request Timeout"', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/ranking/trend_word`, async () => {
        await delay(TIMEOUT_MS * 5);
        return HttpResponse.json(trendWords);
      }),
    );
    const error = await captureError(makeFetcher()('trendWordRanking', {}));
    expect(error.record).toMatchObject({ name: 'ApiError', code: 'ECONNABORTED', status: TIMEOUT_STATUS, statusText: TIMEOUT_STATUS_TEXT });
    expect(TIMEOUT_STATUS).toBe(504);
    expect(TIMEOUT_STATUS_TEXT).toBe('Request Timeout');
  });

  it('a failure without a response is status -1', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/ranking/trend_word`, () => HttpResponse.error()));
    const error = await captureError(makeFetcher()('trendWordRanking', {}));
    expect(error.status).toBe(NO_RESPONSE_STATUS);
    expect(NO_RESPONSE_STATUS).toBe(-1);
  });

  it.each([500, 502, 503, 404])('an upstream %i keeps its status, body and headers', async (status) => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/article`, () =>
        HttpResponse.json({ message: 'upstream says no' }, { status, headers: { 'x-upstream': 'yes' } }),
      ),
    );
    const error = await captureError(makeFetcher()('articleDetail', { articleId: '12345' }));
    expect(error.record).toMatchObject({
      status,
      method: 'GET',
      endpoint: '/api/article',
      url: `${TEST_API_BASE_URL}/api/article`,
      params: { articleId: '12345' },
      data: JSON.stringify({ message: 'upstream says no' }),
    });
    expect(error.record.responseHeader['x-upstream']).toBe('yes');
  });

  it('malformed JSON is an ApiError, not a crash', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/ranking/trend_word`, () => new HttpResponse('{"data": [', { status: 200 })));
    const error = await captureError(makeFetcher()('trendWordRanking', {}));
    expect(error.record.code).toBe('ERR_MALFORMED_JSON');
    expect(error.status).toBe(502);
  });

  it('a body that fails the contract schema is an ApiError', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/ranking/trend_word`, () => HttpResponse.json({ data: [{ rank: 'first' }] })));
    const error = await captureError(makeFetcher()('trendWordRanking', {}));
    expect(error.record.code).toBe('ERR_SCHEMA_MISMATCH');
    expect(String(error.record.data)).toContain('rank');
  });

  it('each failure is logged once as one JSON line with the record, without credentials', async () => {
    server.use(http.get(`${HISTORY_BASE_URL}/com_articles/_search`, () => HttpResponse.json({}, { status: 503 })));
    const fetchSource = makeFetcher();
    await Promise.allSettled([fetchSource('historaArticles', {}), fetchSource('historaArticles', {})]);
    const apiErrors = logged.map((line) => JSON.parse(line)).filter((entry) => entry.event === 'api-error');
    expect(apiErrors).toHaveLength(1);
    const [entry] = apiErrors;
    for (const field of ['name', 'code', 'url', 'status', 'statusText', 'data', 'requestHeader', 'responseHeader', 'method', 'endpoint', 'params', 'log']) {
      expect(entry).toHaveProperty(field);
    }
    expect(entry.status).toBe(503);
    expect(logged.join('\n')).not.toContain('s3cret-pass');
    expect(logged.join('\n')).not.toContain(Buffer.from('test-user:s3cret-pass').toString('base64'));
  });
});

describe('fetchSource: cache (spec §7, §9)', () => {
  it('a cached source is fetched once within its TTL; an uncached one every time', async () => {
    let trendCalls = 0;
    let searchCalls = 0;
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/ranking/trend_word`, () => {
        trendCalls += 1;
        return HttpResponse.json(trendWords);
      }),
      http.get(`${TEST_API_BASE_URL}/api/search/articles`, () => {
        searchCalls += 1;
        return HttpResponse.json({ count: 0, page: 1, data: [] });
      }),
    );
    const fetchSource = makeFetcher();
    await fetchSource('trendWordRanking', {});
    await fetchSource('trendWordRanking', {});
    await fetchSource('searchArticle', { keyword: 'a' });
    await fetchSource('searchArticle', { keyword: 'a' });
    expect(trendCalls).toBe(1);
    expect(searchCalls).toBe(2);
  });

  it('a body failing the schema is never cached', async () => {
    let calls = 0;
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/ranking/trend_word`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ nope: true }) : HttpResponse.json(trendWords);
      }),
    );
    const fetchSource = makeFetcher();
    await expect(fetchSource('trendWordRanking', {})).rejects.toBeInstanceOf(ApiError);
    await expect(fetchSource('trendWordRanking', {})).resolves.toEqual(trendWords);
  });

  it('concurrent requests for one article make one upstream call', async () => {
    let calls = 0;
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/search/articles`, async () => {
        calls += 1;
        await delay(20);
        return HttpResponse.json({ count: 0, page: 1, data: [] });
      }),
    );
    const fetchSource = makeFetcher();
    await Promise.all(Array.from({ length: 50 }, () => fetchSource('searchArticle', { keyword: 'x' })));
    expect(calls).toBe(1);
  });
});

describe('fetchSource: an uncached answer equal to an earlier one is not parsed again (parsed-bodies)', () => {
  const emptyList = { count: 0, page: 1, data: [] };

  it('the call still goes upstream every time; the same text gives the data it gave before, a changed text its own', async () => {
    let calls = 0;
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/search/articles`, () => {
        calls += 1;
        return HttpResponse.json(calls <= 2 ? emptyList : { ...emptyList, count: 1 });
      }),
    );
    const fetchSource = makeFetcher();
    const first = await fetchSource('searchArticle', { keyword: 'a' });
    const second = await fetchSource('searchArticle', { keyword: 'a' });
    const third = await fetchSource('searchArticle', { keyword: 'a' });
    expect(calls).toBe(3);
    expect(second).toBe(first);
    expect(third).toEqual({ ...emptyList, count: 1 });
  });

  it('a body that failed its contract is checked again (and logged) every time', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/search/articles`, () => HttpResponse.json({ nope: true })));
    const fetchSource = makeFetcher();
    await expect(fetchSource('searchArticle', { keyword: 'a' })).rejects.toBeInstanceOf(ApiError);
    await expect(fetchSource('searchArticle', { keyword: 'a' })).rejects.toBeInstanceOf(ApiError);
    expect(logged.filter((line) => line.includes('ERR_SCHEMA_MISMATCH'))).toHaveLength(2);
  });

  it('the same text is checked against each source’s own contract', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/search/articles`, () => HttpResponse.json(emptyList)),
      http.get(`${TEST_API_BASE_URL}/api/article`, () => HttpResponse.json(emptyList)),
    );
    const fetchSource = makeFetcher();
    await expect(fetchSource('searchArticle', { keyword: 'a' })).resolves.toEqual(emptyList);
    const error = await captureError(fetchSource('articleDetail', { articleId: '1' }));
    expect(error.record.code).toBe('ERR_SCHEMA_MISMATCH');
  });

  it('a cached source is parsed as before: its answers are kept by the cache, not by their text', async () => {
    let calls = 0;
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/ranking/trend_word`, () => {
        calls += 1;
        return HttpResponse.json(trendWords);
      }),
    );
    const fetchSource = makeFetcher({ cacheEnabled: false });
    const first = await fetchSource('trendWordRanking', {});
    const second = await fetchSource('trendWordRanking', {});
    expect(calls).toBe(2);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });
});

describe('fetchSource: the last good copy of an uncached source stands in when upstream fails (spec §7, decision 040)', () => {
  const dataset = getDataset();
  const [record] = dataset.articles.all as [ArticleRecord, ...ArticleRecord[]];
  const article = { articleId: String(record.numericId) };
  /** Upstream answers the article once (as the bundled content API does), then as `then` says. */
  function articleOnceThen(then: () => Response) {
    let calls = 0;
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/article`, () => {
        calls += 1;
        return calls > 1 ? then() : HttpResponse.json(buildArticleDetail(dataset, record));
      }),
    );
  }

  it.each([
    ['a 503', () => HttpResponse.json({ message: 'down' }, { status: 503 })],
    ['refused', () => HttpResponse.error()],
    ['malformed JSON', () => new HttpResponse('{"articleId":', { headers: { 'Content-Type': 'application/json' } })],
    ['outside the contract', () => HttpResponse.json({ unexpected: true })],
  ])('after %s the page gets the article it read before, told it is a fallback; the failure is still logged', async (_fault, then) => {
    articleOnceThen(then);
    const fetchSource = makeFetcher({ lastGoodCopy: true });
    const read = await fetchSource('articleDetail', article);
    const onFallback = jest.fn();

    await expect(fetchSource('articleDetail', article, { onFallback })).resolves.toEqual(read);
    expect(onFallback).toHaveBeenCalledWith('articleDetail', 'last-good');
    expect(logged.filter((line) => line.includes('"event":"api-error"'))).toHaveLength(1);
  });

  it('a 404 is an answer: it reaches the page, and ends the copy', async () => {
    articleOnceThen(() => HttpResponse.json({ message: 'not found' }, { status: 404 }));
    const fetchSource = makeFetcher({ lastGoodCopy: true });
    await fetchSource('articleDetail', article);
    const onFallback = jest.fn();
    // A 404 is an answer (the article is gone), not a failure the copy may hide,
    await expect(fetchSource('articleDetail', article, { onFallback })).rejects.toMatchObject({ status: 404 });
    expect(onFallback).not.toHaveBeenCalled();
    // and the copy is gone with it: a later outage cannot bring the article back.
    server.use(http.get(`${TEST_API_BASE_URL}/api/article`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    await expect(fetchSource('articleDetail', article, { onFallback })).rejects.toMatchObject({ status: 503 });
    expect(onFallback).not.toHaveBeenCalled();
  });

  it('an editor\'s preview read keeps no copy', async () => {
    articleOnceThen(() => HttpResponse.json({ message: 'down' }, { status: 503 }));
    const fetchSource = makeFetcher({ lastGoodCopy: true });
    await fetchSource('articleDetail', { ...article, preview: 'true' });
    await expect(fetchSource('articleDetail', { ...article, preview: 'true' })).rejects.toMatchObject({ status: 503 });
  });
});

describe('fetchSource: a page deadline bounds each upstream call by the time left (issue 35, soak slow phase)', () => {
  it('a call started with 700 ms left waits at most 700 ms; one with less than MIN_CALL_TIMEOUT_MS left is not sent (ERR_PAGE_DEADLINE, 504)', async () => {
    const get = jest.fn().mockResolvedValue({ status: 200, data: JSON.stringify(trendWords), headers: {}, config: {} });
    const clients = { main: { get }, history: { get } } as unknown as HttpClients['clients'];
    const fetchSource = createSourceFetcher({
      http: { baseUrls: { main: TEST_API_BASE_URL, history: HISTORY_BASE_URL }, clients },
      cache: new ServerCache({ enabled: false, maxEntries: 10, maxBytes: 10_000, staleRetentionMs: 0 }),
    });
    const now = 5_000_000;
    jest.spyOn(Date, 'now').mockReturnValue(now);

    await fetchSource('trendWordRanking', {}, { deadline: now + 700 });
    await expect(fetchSource('trendWordRanking', {}, { deadline: now + MIN_CALL_TIMEOUT_MS - 1 })).rejects.toMatchObject({ record: { code: 'ERR_PAGE_DEADLINE', status: 504 } });
    await expect(fetchSource('trendWordRanking', {}, { deadline: now - 50 })).rejects.toMatchObject({ record: { code: 'ERR_PAGE_DEADLINE' } });
    await fetchSource('trendWordRanking', {});

    expect(get.mock.calls.map(([, config]) => (config as { timeout?: number }).timeout)).toEqual([700, undefined]);
    expect(MIN_CALL_TIMEOUT_MS).toBe(50);
  });
});
