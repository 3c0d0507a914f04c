/** @jest-environment node */
import { EventEmitter } from 'node:events';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createSourceFetcher } from '@/api-clients/fetch-source';
import { createHttpClients } from '@/api-clients/http-clients';
import { ServerCache } from '@/api-clients/cache/server-cache';
import { handleMetricsRequest } from '@/lib/api-handlers/metrics';
import { parseClientEnv } from '@/foundation/env/client-env';
import { parseServerEnv } from '@/foundation/env/server-env';
import { recordCacheLookup, recordSharedCacheState, recordUpstreamCall } from '@/foundation/metrics/record';
import type * as Registry from '@/foundation/metrics/registry';
import { getSiteMetrics } from '@/foundation/metrics/registry';
import { withPageMetrics, withRouteMetrics } from '@/lib/metrics/with-route-metrics';
import { TEST_API_BASE_URL } from '../../setup/test-env';

const server = setupServer();

function makeFetcher() {
  const serverEnv = parseServerEnv(process.env);
  const clientEnv = parseClientEnv({ ...process.env, NEXT_PUBLIC_USE_MOCK_DATA: 'false', NEXT_PUBLIC_API_REQUEST_TIMEOUT: '100' });
  const cache = new ServerCache({ enabled: true, maxEntries: 100, maxBytes: 1_000_000, staleRetentionMs: 0, onLookup: recordCacheLookup });
  return createSourceFetcher({ http: createHttpClients(serverEnv, clientEnv), cache, onUpstreamCall: recordUpstreamCall });
}

/** Current value of one series (0 when it has not been counted yet). */
async function valueOf(metric: { get(): Promise<{ values: { labels: object; value: number; metricName?: string }[] }> }, labels: Record<string, string>, metricName?: string) {
  const { values } = await metric.get();
  const found = values.find(
    (sample) => (!metricName || sample.metricName === metricName) && Object.entries(labels).every(([name, value]) => (sample.labels as Record<string, unknown>)[name] === value),
  );
  return found?.value ?? 0;
}

const trendWords = { data: [{ rank: 1, word: 'ゼルダ' }] };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

describe('metrics of the source fetcher (issue 8, decision 014)', () => {
  const { cacheLookups, upstreamRequests, upstreamErrors, upstreamDuration } = getSiteMetrics();

  it('a miss counts a memory miss and an upstream call; the next read a memory hit and no call', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/ranking/trend_word`, () => HttpResponse.json(trendWords)));
    const fetchSource = makeFetcher();
    const source = 'trendWordRanking';
    const before = {
      miss: await valueOf(cacheLookups, { level: 'memory', source, result: 'miss' }),
      hit: await valueOf(cacheLookups, { level: 'memory', source, result: 'hit' }),
      calls: await valueOf(upstreamRequests, { source, outcome: 'ok' }),
      timed: await valueOf(upstreamDuration, { source }, 'playnote_upstream_request_duration_seconds_count'),
    };

    await fetchSource('trendWordRanking', {});
    await fetchSource('trendWordRanking', {});

    expect(await valueOf(cacheLookups, { level: 'memory', source, result: 'miss' })).toBe(before.miss + 1);
    expect(await valueOf(cacheLookups, { level: 'memory', source, result: 'hit' })).toBe(before.hit + 1);
    expect(await valueOf(upstreamRequests, { source, outcome: 'ok' })).toBe(before.calls + 1);
    expect(await valueOf(upstreamDuration, { source }, 'playnote_upstream_request_duration_seconds_count')).toBe(before.timed + 1);
  });

  it('concurrent misses count one miss and the rest as coalesced', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/ranking/trend_word`, () => HttpResponse.json(trendWords)));
    const fetchSource = makeFetcher();
    const before = await valueOf(cacheLookups, { level: 'memory', source: 'trendWordRanking', result: 'coalesced' });
    await Promise.all([fetchSource('trendWordRanking', {}), fetchSource('trendWordRanking', {}), fetchSource('trendWordRanking', {})]);
    expect(await valueOf(cacheLookups, { level: 'memory', source: 'trendWordRanking', result: 'coalesced' })).toBe(before + 2);
  });

  it('errors count by source and ApiError status: upstream 500, and 504 for a timeout (spec §8)', async () => {
    const fetchSource = makeFetcher();
    const source = 'realtimeArticleRanking';
    const before = {
      failed: await valueOf(upstreamRequests, { source, outcome: 'error' }),
      status500: await valueOf(upstreamErrors, { source, status: '500' }),
      status504: await valueOf(upstreamErrors, { source, status: '504' }),
    };

    server.use(http.get(`${TEST_API_BASE_URL}/api/ranking/now`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    await expect(fetchSource('realtimeArticleRanking', { limit: 8 })).rejects.toThrow();
    server.use(http.get(`${TEST_API_BASE_URL}/api/ranking/now`, () => new Promise<Response>(() => undefined)));
    await expect(fetchSource('realtimeArticleRanking', { limit: 9 })).rejects.toThrow();

    expect(await valueOf(upstreamRequests, { source, outcome: 'error' })).toBe(before.failed + 2);
    expect(await valueOf(upstreamErrors, { source, status: '500' })).toBe(before.status500 + 1);
    expect(await valueOf(upstreamErrors, { source, status: '504' })).toBe(before.status504 + 1);
  });
});

describe('response metrics by route pattern', () => {
  const fakeResponse = (statusCode: number) => Object.assign(new EventEmitter(), { statusCode });

  it('a page response counts under its route pattern once it has been sent, with its status and duration', async () => {
    const { httpRequests, httpDuration } = getSiteMetrics();
    const route = '/article/[publicationDate]/[articleId]/';
    const labels = { route, method: 'GET', status: '404' };
    const before = await valueOf(httpRequests, labels);
    const res = fakeResponse(404);
    const getServerSideProps = withPageMetrics(route, async () => ({ notFound: true }));

    await expect(getServerSideProps({ req: { method: 'GET' }, res })).resolves.toEqual({ notFound: true });
    expect(await valueOf(httpRequests, labels)).toBe(before);
    res.emit('finish');
    expect(await valueOf(httpRequests, labels)).toBe(before + 1);
    expect(await valueOf(httpDuration, { route, method: 'GET' }, 'playnote_http_request_duration_seconds_count')).toBeGreaterThanOrEqual(1);
  });

  it('an API route wrapped with withRouteMetrics counts under the given pattern', async () => {
    const { httpRequests } = getSiteMetrics();
    const labels = { route: '/api/[...path]', method: 'GET', status: '200' };
    const before = await valueOf(httpRequests, labels);
    const res = fakeResponse(200);
    const handler = jest.fn();
    await withRouteMetrics('/api/[...path]', handler)({ method: 'GET' } as never, res as never);
    res.emit('finish');
    expect(handler).toHaveBeenCalled();
    expect(await valueOf(httpRequests, labels)).toBe(before + 1);
  });
});

describe('/api/metrics', () => {
  it('answers the Prometheus text format, never cached, with the site series and process memory', async () => {
    recordSharedCacheState('down');
    recordSharedCacheState('up');
    const answer = await handleMetricsRequest();
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({ 'Content-Type': expect.stringMatching(/^text\/plain; version=0\.0\.4/), 'Cache-Control': 'no-store' });
    for (const name of ['playnote_http_requests_total', 'playnote_cache_lookups_total', 'playnote_upstream_requests_total', 'process_resident_memory_bytes']) {
      expect(answer.body).toContain(`# TYPE ${name} `);
    }
    expect(answer.body).toContain('playnote_shared_cache_up{store="redis"} 1');
  });

  it('one registry per process: a reloaded module finds the same metrics instead of registering twice', () => {
    let reloaded: typeof getSiteMetrics | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      reloaded = (require('@/foundation/metrics/registry') as typeof Registry).getSiteMetrics;
    });
    expect(reloaded?.()).toBe(getSiteMetrics());
  });
});
