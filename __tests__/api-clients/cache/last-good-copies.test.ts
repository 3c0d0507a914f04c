/** @jest-environment node */
import { SHARED_COPY_REWRITE_MS } from '@/api-clients/cache/last-good-copies';
import { ServerCache, STALE_RETRY_AFTER_MS, type ServerCacheOptions, type UpstreamResponse } from '@/api-clients/cache/server-cache';
import { SharedCacheAvailability } from '@/api-clients/cache/shared-cache-availability';
import { SharedCacheLevel } from '@/api-clients/cache/shared-level';
import { FakeSharedStore } from './fake-store';

/** An article source's key: spec §9 leaves it uncached (ttl null). */
const KEY = JSON.stringify(['http://content-api.test', { articleId: '1001' }, '/api/article']);
const OTHER_KEY = (n: number) => JSON.stringify(['http://content-api.test', { articleId: String(2000 + n) }, '/api/article']);
const NOT_CACHED = null;
const COPY_TTL_MS = 600_000;
const KEEP = { keepLastGood: true };

function createClock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

function createCache(overrides: Partial<ServerCacheOptions> = {}, clock = createClock()) {
  const lastGoodServed: string[] = [];
  const cache = new ServerCache({
    enabled: true,
    maxEntries: 100,
    maxBytes: 1_000_000,
    staleRetentionMs: 600_000,
    now: clock.now,
    lastGoodCopy: { ttlMs: COPY_TTL_MS, maxBytes: 100_000 },
    onLastGoodServed: (key) => lastGoodServed.push(key),
    ...overrides,
  });
  return { cache, clock, lastGoodServed };
}

const ok = <T>(data: T): UpstreamResponse<T> => ({ status: 200, data });
const down = () => Promise.reject(new Error('connect ECONNREFUSED'));

describe('last good copy of the sources spec §9 leaves uncached (spec §7 "a stale entry is used on error", decision 040)', () => {
  it('while upstream answers, every read goes upstream and gets the new answer; the copy is never read', async () => {
    const { cache, lastGoodServed } = createCache();
    const upstream = jest.fn().mockResolvedValueOnce(ok('v1')).mockResolvedValueOnce(ok('v2')).mockResolvedValueOnce(ok('v3'));

    expect(await cache.getOrFetch(KEY, NOT_CACHED, upstream, 'articleDetail', KEEP)).toEqual(ok('v1'));
    expect(await cache.getOrFetch(KEY, NOT_CACHED, upstream, 'articleDetail', KEEP)).toEqual(ok('v2'));
    expect(await cache.getOrFetch(KEY, NOT_CACHED, upstream, 'articleDetail', KEEP)).toEqual(ok('v3'));

    expect(upstream).toHaveBeenCalledTimes(3);
    expect(lastGoodServed).toEqual([]);
    expect(cache.lastGoodCopies.size).toBe(1);
  });

  it.each([
    ['a timeout', Object.assign(new Error('timeout of 2000ms exceeded'), { code: 'ECONNABORTED' })],
    ['a 5xx', new Error('Request failed with status code 503')],
    ['connection refused', new Error('connect ECONNREFUSED 127.0.0.1:8080')],
    ['malformed JSON', new Error('ERR_MALFORMED_JSON')],
    ['an answer outside the contract', new Error('ERR_SCHEMA_MISMATCH')],
  ])('after %s the last good answer stands in, marked last-good', async (_fault, failure) => {
    const { cache, lastGoodServed } = createCache();
    await cache.getOrFetch(KEY, NOT_CACHED, async () => ok({ title: 'old' }), 'articleDetail', KEEP);

    const answer = await cache.getOrFetch(KEY, NOT_CACHED, () => Promise.reject(failure), 'articleDetail', KEEP);

    expect(answer).toEqual({ status: 200, data: { title: 'old' }, fallback: 'last-good' });
    expect(lastGoodServed).toEqual([KEY]);
  });

  it('a key never read before still fails: there is no copy to stand in', async () => {
    const { cache } = createCache();
    await cache.getOrFetch(OTHER_KEY(1), NOT_CACHED, async () => ok('other'), 'articleDetail', KEEP);
    await expect(cache.getOrFetch(KEY, NOT_CACHED, down, 'articleDetail', KEEP)).rejects.toThrow('ECONNREFUSED');
  });

  it('reads without keepLastGood (editors\' previews) keep no copy and fail as before', async () => {
    const { cache } = createCache();
    await cache.getOrFetch(KEY, NOT_CACHED, async () => ok('draft'), 'articleDetail');
    await expect(cache.getOrFetch(KEY, NOT_CACHED, down, 'articleDetail')).rejects.toThrow('ECONNREFUSED');
    await expect(cache.getOrFetch(KEY, NOT_CACHED, down, 'articleDetail', KEEP)).rejects.toThrow('ECONNREFUSED');
    expect(cache.lastGoodCopies.size).toBe(0);
  });

  it('only a 200 is kept', async () => {
    const { cache } = createCache();
    await cache.getOrFetch(KEY, NOT_CACHED, async () => ({ status: 203, data: 'partial' }), 'articleDetail', KEEP);
    await expect(cache.getOrFetch(KEY, NOT_CACHED, down, 'articleDetail', KEEP)).rejects.toThrow();
  });

  it('a copy lasts its lifetime (LAST_GOOD_COPY_TTL) and no longer', async () => {
    const { cache, clock } = createCache({ staleRetryAfterMs: 0 });
    await cache.getOrFetch(KEY, NOT_CACHED, async () => ok('old'), 'articleDetail', KEEP);

    clock.advance(COPY_TTL_MS - 1);
    expect(await cache.getOrFetch(KEY, NOT_CACHED, down, 'articleDetail', KEEP)).toEqual({ status: 200, data: 'old', fallback: 'last-good' });
    clock.advance(1);
    await expect(cache.getOrFetch(KEY, NOT_CACHED, down, 'articleDetail', KEEP)).rejects.toThrow('ECONNREFUSED');
  });

  it('a lifetime of 0, or the memory cache switched off, keeps nothing', async () => {
    for (const overrides of [{ lastGoodCopy: { ttlMs: 0, maxBytes: 100_000 } }, { enabled: false }]) {
      const { cache } = createCache(overrides);
      await cache.getOrFetch(KEY, NOT_CACHED, async () => ok('old'), 'articleDetail', KEEP);
      await expect(cache.getOrFetch(KEY, NOT_CACHED, down, 'articleDetail', KEEP)).rejects.toThrow();
    }
  });

  it('copies are bounded by bytes (LAST_GOOD_COPY_MAX_BYTES): the least recently kept go first, an oversized answer is not kept', async () => {
    const { cache } = createCache({ lastGoodCopy: { ttlMs: COPY_TTL_MS, maxBytes: 1_000 } });
    const body = 'x'.repeat(300); // 302 bytes as JSON
    for (const n of [1, 2, 3, 4]) await cache.getOrFetch(OTHER_KEY(n), NOT_CACHED, async () => ok(body), 'articleDetail', KEEP);

    expect(cache.lastGoodCopies.bytes).toBeLessThanOrEqual(1_000);
    await expect(cache.getOrFetch(OTHER_KEY(1), NOT_CACHED, down, 'articleDetail', KEEP)).rejects.toThrow();
    expect((await cache.getOrFetch(OTHER_KEY(4), NOT_CACHED, down, 'articleDetail', KEEP)).fallback).toBe('last-good');

    await cache.getOrFetch(KEY, NOT_CACHED, async () => ok('y'.repeat(2_000)), 'articleDetail', KEEP);
    await expect(cache.getOrFetch(KEY, NOT_CACHED, down, 'articleDetail', KEEP)).rejects.toThrow();
  });

  it('the answer\'s own byte count, when the caller knows it, is what counts against the bound', async () => {
    const { cache } = createCache({ lastGoodCopy: { ttlMs: COPY_TTL_MS, maxBytes: 1_000 } });
    await cache.getOrFetch(KEY, NOT_CACHED, async () => ({ status: 200, data: 'small', bytes: 5_000 }), 'articleDetail', KEEP);
    expect(cache.lastGoodCopies.size).toBe(0);
  });

  it('after a failure the copy answers at once for STALE_RETRY_AFTER_MS while one retry runs behind it; a success ends it', async () => {
    const { cache, clock } = createCache();
    await cache.getOrFetch(KEY, NOT_CACHED, async () => ok('old'), 'articleDetail', KEEP);
    await cache.getOrFetch(KEY, NOT_CACHED, down, 'articleDetail', KEEP);

    let release!: (value: UpstreamResponse<string>) => void;
    const retry = jest.fn(() => new Promise<UpstreamResponse<string>>((resolve) => (release = resolve)));
    clock.advance(STALE_RETRY_AFTER_MS - 1);
    expect((await cache.getOrFetch(KEY, NOT_CACHED, retry, 'articleDetail', KEEP)).fallback).toBe('last-good');
    expect((await cache.getOrFetch(KEY, NOT_CACHED, retry, 'articleDetail', KEEP)).fallback).toBe('last-good');
    expect(retry).toHaveBeenCalledTimes(1);

    release(ok('new'));
    await new Promise((resolve) => setImmediate(resolve));
    const live = jest.fn().mockResolvedValue(ok('newer'));
    expect(await cache.getOrFetch(KEY, NOT_CACHED, live, 'articleDetail', KEEP)).toEqual(ok('newer'));
    expect(live).toHaveBeenCalledTimes(1);
  });

  it('a cached source falls back to its stale entry, not to a copy', async () => {
    const { cache, clock } = createCache();
    await cache.getOrFetch(KEY, 60_000, async () => ok('cached'), 'commonParts', KEEP);
    clock.advance(60_001);
    expect(await cache.getOrFetch(KEY, 60_000, down, 'commonParts', KEEP)).toEqual({ status: 200, data: 'cached', fallback: 'stale' });
    expect(cache.lastGoodCopies.size).toBe(0);
  });
});

describe('last good copies in the shared level (Redis, decision 040)', () => {
  function replica(store: FakeSharedStore, clock: ReturnType<typeof createClock>) {
    const level = new SharedCacheLevel({
      store,
      availability: new SharedCacheAvailability({ retryAfterMs: 1_000, downAfterMs: 0, now: clock.now }),
      keyPrefix: 'test:v1:',
      commandTimeoutMs: 50,
      lockMs: 2_000,
      waitMs: 2_000,
      pollMs: 2,
      shareWindowMs: 100,
      now: clock.now,
    });
    return createCache({ shared: level }, clock);
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
  const copyKeys = (store: FakeSharedStore) => store.keys().filter((key) => key.endsWith(':g'));

  it('a page read on one replica stands in on another (or after a restart) when upstream fails', async () => {
    const clock = createClock();
    const store = new FakeSharedStore(clock.now);
    const a = replica(store, clock);
    await a.cache.getOrFetch(KEY, NOT_CACHED, async () => ok({ title: 'read on A' }), 'articleDetail', KEEP);
    await settle();
    expect(copyKeys(store)).toHaveLength(1);

    clock.advance(1_000); // past the share window: B must not find A's answer as a fresh one
    const b = replica(store, clock);
    expect(await b.cache.getOrFetch(KEY, NOT_CACHED, down, 'articleDetail', KEEP)).toEqual({ status: 200, data: { title: 'read on A' }, fallback: 'last-good' });
    expect(b.lastGoodServed).toEqual([KEY]);
  });

  it('the shared copy expires with its lifetime', async () => {
    const clock = createClock();
    const store = new FakeSharedStore(clock.now);
    await replica(store, clock).cache.getOrFetch(KEY, NOT_CACHED, async () => ok('old'), 'articleDetail', KEEP);
    await settle();
    clock.advance(COPY_TTL_MS);
    expect(copyKeys(store)).toEqual([]);
    await expect(replica(store, clock).cache.getOrFetch(KEY, NOT_CACHED, down, 'articleDetail', KEEP)).rejects.toThrow();
  });

  it('an unchanged answer is written to the store again only after SHARED_COPY_REWRITE_MS; a changed one at once', async () => {
    const clock = createClock();
    const store = new FakeSharedStore(clock.now);
    const copyWrites: string[] = [];
    const set = store.set.bind(store);
    store.set = (key, value, ttlMs) => {
      if (key.endsWith(':g')) copyWrites.push(value);
      return set(key, value, ttlMs);
    };
    const a = replica(store, clock);
    const read = async (data: unknown) => {
      clock.advance(1_000); // past the share window of the read before
      await a.cache.getOrFetch(KEY, NOT_CACHED, async () => ok(data), 'articleDetail', KEEP);
      await settle();
    };
    // The same object is the same answer: parsed-bodies.ts hands out one object per response text.
    const same = { title: 'same' };
    await read(same);
    await read(same);
    expect(copyWrites).toHaveLength(1);

    const changed = { title: 'changed' };
    await read(changed);
    expect(copyWrites).toHaveLength(2);
    clock.advance(SHARED_COPY_REWRITE_MS - 2_000);
    await read(changed);
    expect(copyWrites).toHaveLength(2);
    await read(changed);
    expect(copyWrites).toHaveLength(3);
  });

  it('an answer that the key is gone (not a failure) ends its copy here and in the store', async () => {
    const clock = createClock();
    const store = new FakeSharedStore(clock.now);
    const a = replica(store, clock);
    const isOutage = (error: unknown) => !(error instanceof Error && error.message === '404');
    const policy = { ...KEEP, fallsBackOn: isOutage };
    await a.cache.getOrFetch(KEY, NOT_CACHED, async () => ok('published'), 'articleDetail', policy);
    await settle();
    clock.advance(1_000);
    await expect(a.cache.getOrFetch(KEY, NOT_CACHED, () => Promise.reject(new Error('404')), 'articleDetail', policy)).rejects.toThrow('404');
    await settle();
    clock.advance(1_000);

    expect(copyKeys(store)).toEqual([]);
    await expect(a.cache.getOrFetch(KEY, NOT_CACHED, down, 'articleDetail', policy)).rejects.toThrow('ECONNREFUSED');
    await expect(replica(store, clock).cache.getOrFetch(KEY, NOT_CACHED, down, 'articleDetail', policy)).rejects.toThrow('ECONNREFUSED');
  });

  it('a store that is down only means no shared copy: the memory copy still stands in', async () => {
    const clock = createClock();
    const store = new FakeSharedStore(clock.now);
    const a = replica(store, clock);
    await a.cache.getOrFetch(KEY, NOT_CACHED, async () => ok('old'), 'articleDetail', KEEP);
    store.mode = 'fail';
    expect((await a.cache.getOrFetch(KEY, NOT_CACHED, down, 'articleDetail', KEEP)).data).toBe('old');
  });
});
