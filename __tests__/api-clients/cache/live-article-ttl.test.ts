/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { LIVE_ARTICLE_TTL_MS } from '@/api-clients/cache/cache-ttl';
import { ServerCache, type UpstreamResponse } from '@/api-clients/cache/server-cache';
import { SharedCacheAvailability } from '@/api-clients/cache/shared-cache-availability';
import { SharedCacheLevel } from '@/api-clients/cache/shared-level';
import { createSourceFetcher } from '@/api-clients/fetch-source';
import { createHttpClients } from '@/api-clients/http-clients';
import { parseClientEnv } from '@/foundation/env/client-env';
import { parseServerEnv } from '@/foundation/env/server-env';
import { getDataset } from '@/mocks/data';
import { buildArticleDetail } from '@/mocks/data/article-body';
import { TEST_API_BASE_URL } from '../../setup/test-env';
import { FakeSharedStore } from './fake-store';

/** Issue 36 / decision 042: a live article is kept 10 s though article sources are not cached (spec §9). */
const dataset = getDataset();
const liveRecord = dataset.articles.byId.get(dataset.live.running!.articleId)!;
const endedRecord = dataset.articles.byId.get(dataset.live.ended!.articleId)!;

function createClock(start = 5_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

function fetcherWith(cache: ServerCache) {
  const serverEnv = parseServerEnv(process.env);
  const clientEnv = parseClientEnv({ ...process.env, NEXT_PUBLIC_USE_MOCK_DATA: 'false' });
  return createSourceFetcher({ http: createHttpClients(serverEnv, clientEnv), cache });
}

function countArticleCalls(payloadFor: (articleId: string) => unknown) {
  const calls: string[] = [];
  server.use(
    http.get(`${TEST_API_BASE_URL}/api/article`, ({ request }) => {
      const articleId = new URL(request.url).searchParams.get('articleId') ?? '';
      calls.push(articleId);
      return HttpResponse.json(payloadFor(articleId) as Record<string, never>);
    }),
  );
  return calls;
}

const payloadOf = (articleId: string) => buildArticleDetail(dataset, dataset.articles.byId.get(articleId)!);

describe('a live article is kept LIVE_ARTICLE_TTL_MS (decision 042)', () => {
  it('is 10 s', () => expect(LIVE_ARTICLE_TTL_MS).toBe(10_000));

  it('many readers within 10 s cost one upstream call; the next after 10 s one more', async () => {
    const clock = createClock();
    const cache = new ServerCache({ enabled: true, maxEntries: 100, maxBytes: 10_000_000, staleRetentionMs: 600_000, now: clock.now });
    const calls = countArticleCalls(payloadOf);
    const fetchSource = fetcherWith(cache);
    const params = { articleId: liveRecord.id };

    await Promise.all(Array.from({ length: 50 }, () => fetchSource('articleDetail', params)));
    for (let second = 1; second < 10; second += 1) {
      clock.advance(1_000);
      await Promise.all(Array.from({ length: 20 }, () => fetchSource('articleDetail', params)));
    }
    expect(calls).toHaveLength(1);
    clock.advance(1_000);
    await Promise.all(Array.from({ length: 20 }, () => fetchSource('articleDetail', params)));
    expect(calls).toHaveLength(2);
  });

  it('an ended live article and an ordinary one are not cached: one call per read (spec §9)', async () => {
    const cache = new ServerCache({ enabled: true, maxEntries: 100, maxBytes: 10_000_000, staleRetentionMs: 600_000 });
    const calls = countArticleCalls(payloadOf);
    const fetchSource = fetcherWith(cache);
    const ordinary = dataset.articles.all.find((record) => record.card.liveState === null)!;
    for (const record of [endedRecord, ordinary]) {
      await fetchSource('articleDetail', { articleId: record.id });
      await fetchSource('articleDetail', { articleId: record.id });
    }
    expect(calls).toEqual([endedRecord.id, endedRecord.id, ordinary.id, ordinary.id]);
  });

  it('an editor\'s preview of a live article is never cached', async () => {
    const cache = new ServerCache({ enabled: true, maxEntries: 100, maxBytes: 10_000_000, staleRetentionMs: 600_000 });
    const calls = countArticleCalls(payloadOf);
    const fetchSource = fetcherWith(cache);
    await fetchSource('articleDetail', { articleId: liveRecord.id, preview: 'true' });
    await fetchSource('articleDetail', { articleId: liveRecord.id, preview: 'true' });
    expect(calls).toHaveLength(2);
  });

  it('across replicas with Redis: one upstream call per 10 s in all', async () => {
    const clock = createClock();
    const store = new FakeSharedStore(clock.now);
    const replica = () => {
      const level = new SharedCacheLevel({
        store,
        availability: new SharedCacheAvailability({ retryAfterMs: 1_000, downAfterMs: 0, now: clock.now }),
        keyPrefix: 'test:v1:',
        commandTimeoutMs: 200,
        lockMs: 2_000,
        waitMs: 2_000,
        pollMs: 2,
        shareWindowMs: 100,
        now: clock.now,
      });
      return fetcherWith(new ServerCache({ enabled: true, maxEntries: 100, maxBytes: 10_000_000, staleRetentionMs: 600_000, now: clock.now, shared: level }));
    };
    const calls = countArticleCalls(payloadOf);
    const [a, b] = [replica(), replica()];
    await a('articleDetail', { articleId: liveRecord.id });
    clock.advance(2_000);
    await b('articleDetail', { articleId: liveRecord.id });
    clock.advance(2_000);
    await Promise.all([a, b].map((fetchSource) => fetchSource('articleDetail', { articleId: liveRecord.id })));
    expect(calls).toHaveLength(1);
  });

  it('the answer decides: the same key becomes uncached once the event has ended', async () => {
    const clock = createClock();
    const cache = new ServerCache({ enabled: true, maxEntries: 100, maxBytes: 10_000_000, staleRetentionMs: 0, now: clock.now });
    const ttlForAnswer = (response: UpstreamResponse<unknown>) => ((response.data as { state: string }).state === 'live' ? 10_000 : null);
    const answers = [{ state: 'live' }, { state: 'ended' }, { state: 'ended' }];
    const upstream = jest.fn(async () => ({ status: 200, data: answers.shift() }));
    await cache.getOrFetch('k', null, upstream, 'articleDetail', { ttlForAnswer });
    await cache.getOrFetch('k', null, upstream, 'articleDetail', { ttlForAnswer });
    expect(upstream).toHaveBeenCalledTimes(1);
    clock.advance(10_000);
    expect((await cache.getOrFetch('k', null, upstream, 'articleDetail', { ttlForAnswer })).data).toEqual({ state: 'ended' });
    expect((await cache.getOrFetch('k', null, upstream, 'articleDetail', { ttlForAnswer })).data).toEqual({ state: 'ended' });
    expect(upstream).toHaveBeenCalledTimes(3);
  });
});
