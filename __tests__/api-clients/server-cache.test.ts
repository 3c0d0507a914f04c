/** @jest-environment node */
import { CACHE_TTL_MS, HTTP_CACHE_TTL_MS } from '@/api-clients/cache/cache-ttl';
import type { ServerCacheOptions, UpstreamResponse } from '@/api-clients/cache/server-cache';
import { buildCacheKey, createHttpCache, ServerCache, STALE_RETRY_AFTER_MS } from '@/api-clients/cache/server-cache';

const KEY = buildCacheKey('https://api.example.test', { page: 1 }, '/api/ranking/now');
const TTL = 60_000;
const RETENTION = 300_000;

/** A settable clock so freshness is tested without waiting. */
const createClock = (start = 1_000_000) => {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
};

const createCache = (overrides: Partial<ServerCacheOptions> = {}) => {
  const clock = createClock();
  const cache = new ServerCache({
    enabled: true,
    maxEntries: 100,
    maxBytes: 1024 * 1024,
    staleRetentionMs: RETENTION,
    now: clock.now,
    ...overrides,
  });
  return { cache, clock };
};

const ok = <T>(data: T): UpstreamResponse<T> => ({ status: 200, data });
/** What a kept stale entry answers with: the data, marked as a fallback (decision 040). */
const stale = <T>(data: T): UpstreamResponse<T> => ({ status: 200, data, fallback: 'stale' });

/** A promise the test settles by hand, to hold a request in flight. */
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('buildCacheKey', () => {
  it('key = base URL + params + URL with sorted params (spec §7)', () => {
    const base = 'https://api.example.test';
    const key = buildCacheKey(base, { a: 1, b: 2, nested: { y: 2, x: 1 } }, '/api/article');

    expect(buildCacheKey(base, { nested: { x: 1, y: 2 }, b: 2, a: 1 }, '/api/article')).toBe(key);
    expect(buildCacheKey(base, { a: 1, b: 2, c: undefined, nested: { x: 1, y: 2 } }, '/api/article')).toBe(key);
    expect(buildCacheKey('https://history.example.test', { a: 1, b: 2, nested: { x: 1, y: 2 } }, '/api/article')).not.toBe(key);
    expect(buildCacheKey(base, { a: 1, b: 3, nested: { x: 1, y: 2 } }, '/api/article')).not.toBe(key);
    expect(buildCacheKey(base, { a: 1, b: 2, nested: { x: 1, y: 2 } }, '/api/search')).not.toBe(key);
    expect(buildCacheKey(base, { ids: [2, 1] }, '/api/article')).not.toBe(buildCacheKey(base, { ids: [1, 2] }, '/api/article'));
  });

  it('keeps parts apart so a separator inside one part cannot collide', () => {
    expect(buildCacheKey('https://a.test', {}, '/x|y')).not.toBe(buildCacheKey('https://a.test/x', {}, '|y'));
  });
});

describe('ServerCache', () => {
  it.each([
    { enabled: true, calls: 1 },
    { enabled: false, calls: 2 },
  ])('responses cached in memory when enabled (spec §7): enabled=$enabled → $calls upstream call(s)', async ({ enabled, calls }) => {
    const { cache } = createCache({ enabled });
    const fetcher = jest.fn().mockResolvedValueOnce(ok('first')).mockResolvedValueOnce(ok('second'));

    const first = await cache.getOrFetch(KEY, TTL, fetcher);
    const second = await cache.getOrFetch(KEY, TTL, fetcher);

    expect(first.data).toBe('first');
    expect(second.data).toBe(enabled ? 'first' : 'second');
    expect(fetcher).toHaveBeenCalledTimes(calls);
    expect(cache.size).toBe(enabled ? 1 : 0);
  });

  it.each([201, 204, 301, 304, 404, 500, 503])('only status 200 is cached (spec §7): %i is returned but not stored', async (status) => {
    const { cache } = createCache();
    const fetcher = jest.fn().mockResolvedValue({ status, data: 'not cacheable' });

    expect(await cache.getOrFetch(KEY, TTL, fetcher)).toEqual({ status, data: 'not cacheable' });
    expect(await cache.getOrFetch(KEY, TTL, fetcher)).toEqual({ status, data: 'not cacheable' });

    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(cache.getState(KEY)).toBe('empty');
    expect(cache.size).toBe(0);
  });

  it('only status 200 is cached (spec §7): a non-200 answer leaves the stored 200 in place', async () => {
    const { cache, clock } = createCache();
    await cache.getOrFetch(KEY, TTL, async () => ok('good'));
    clock.advance(TTL);

    const refresh = await cache.getOrFetch(KEY, TTL, async () => ({ status: 500, data: 'bad' }));

    expect(refresh).toEqual({ status: 500, data: 'bad' });
    expect(cache.getState(KEY)).toBe('stale');
  });

  const cachedSources: [string, number][] = Object.entries(CACHE_TTL_MS).flatMap(([source, ttlMs]) =>
    ttlMs === null ? [] : [[source, ttlMs] as [string, number]],
  );

  it.each(cachedSources)('per-source TTL: fresh until ttl then refetched (spec §9): %s = %i ms', async (_source, ttlMs) => {
    const { cache, clock } = createCache();
    const fetcher = jest.fn().mockResolvedValueOnce(ok('v1')).mockResolvedValueOnce(ok('v2'));

    await cache.getOrFetch(KEY, ttlMs, fetcher);
    clock.advance(ttlMs - 1);
    expect((await cache.getOrFetch(KEY, ttlMs, fetcher)).data).toBe('v1');
    expect(fetcher).toHaveBeenCalledTimes(1);

    clock.advance(1);
    expect((await cache.getOrFetch(KEY, ttlMs, fetcher)).data).toBe('v2');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('per-source TTL (spec §9): sources with different TTLs expire independently', async () => {
    const { cache, clock } = createCache();
    const slowKey = buildCacheKey('https://api.example.test', {}, '/api/ranking/amazon');
    const fastKey = buildCacheKey('https://api.example.test', {}, '/api/ranking/now');
    await cache.getOrFetch(slowKey, CACHE_TTL_MS.slowRanking, async () => ok('slow'));
    await cache.getOrFetch(fastKey, CACHE_TTL_MS.realtimeRanking, async () => ok('fast'));

    clock.advance(CACHE_TTL_MS.realtimeRanking);

    expect(cache.getState(slowKey)).toBe('cached');
    expect(cache.getState(fastKey)).toBe('stale');
  });

  describe('stale on error', () => {
    it('stale entry served when refresh fails (spec §7)', async () => {
      const onStaleServed = jest.fn();
      const { cache, clock } = createCache({ onStaleServed });
      const failure = new Error('upstream down');
      await cache.getOrFetch(KEY, TTL, async () => ok('old'));
      clock.advance(TTL + 1);
      const failing = jest.fn().mockRejectedValue(failure);

      const result = await cache.getOrFetch(KEY, TTL, failing);

      expect(result).toEqual(stale('old'));
      expect(failing).toHaveBeenCalledTimes(1);
      expect(onStaleServed).toHaveBeenCalledWith(KEY, failure);
      expect(cache.getState(KEY)).toBe('stale');
    });

    it('a stale entry is not served as fresh: it triggers a refetch whose answer replaces it (spec §7)', async () => {
      const { cache, clock } = createCache();
      await cache.getOrFetch(KEY, TTL, async () => ok('old'));
      clock.advance(TTL);
      const refetch = jest.fn().mockResolvedValue(ok('new'));

      expect((await cache.getOrFetch(KEY, TTL, refetch)).data).toBe('new');
      expect(refetch).toHaveBeenCalledTimes(1);
      expect(cache.getState(KEY)).toBe('cached');
    });

    it('after a failed refresh the stale entry answers at once for STALE_RETRY_AFTER_MS while one refresh at a time retries behind it', async () => {
      const onStaleServed = jest.fn();
      const { cache, clock } = createCache({ onStaleServed });
      await cache.getOrFetch(KEY, TTL, async () => ok('old'));
      clock.advance(TTL + 1);
      expect(await cache.getOrFetch(KEY, TTL, async () => Promise.reject(new Error('upstream down')))).toEqual(stale('old'));

      // A hanging upstream would cost every reader the full timeout; within the pause nobody waits on it.
      const hanging = deferred<UpstreamResponse<string>>();
      const retry = jest.fn(() => hanging.promise);
      clock.advance(STALE_RETRY_AFTER_MS - 1);
      expect(await cache.getOrFetch(KEY, TTL, retry)).toEqual(stale('old'));
      expect(await cache.getOrFetch(KEY, TTL, retry)).toEqual(stale('old'));
      expect(retry).toHaveBeenCalledTimes(1);

      // The retry behind it succeeds: the new answer is cached and the pause is over.
      hanging.resolve(ok('new'));
      await hanging.promise;
      await new Promise((resolve) => setImmediate(resolve));
      expect(cache.getState(KEY)).toBe('cached');
      expect(await cache.getOrFetch(KEY, TTL, async () => ok('unused'))).toEqual(ok('new'));
      expect(onStaleServed).toHaveBeenCalledTimes(1);
    });

    it('once the pause is over without a retry, a reader waits on upstream again', async () => {
      const { cache, clock } = createCache();
      await cache.getOrFetch(KEY, TTL, async () => ok('old'));
      clock.advance(TTL + 1);
      await cache.getOrFetch(KEY, TTL, async () => Promise.reject(new Error('down')));
      clock.advance(STALE_RETRY_AFTER_MS);
      const recovered = jest.fn().mockResolvedValue(ok('new'));
      expect(await cache.getOrFetch(KEY, TTL, recovered)).toEqual(ok('new'));
      expect(recovered).toHaveBeenCalledTimes(1);
    });

    it('a successful refresh ends the pause: the next stale moment tries upstream at once', async () => {
      const { cache, clock } = createCache({ staleRetryAfterMs: 5_000 });
      await cache.getOrFetch(KEY, TTL, async () => ok('old'));
      clock.advance(TTL + 1);
      await cache.getOrFetch(KEY, TTL, async () => Promise.reject(new Error('down')));
      clock.advance(5_000);
      await cache.getOrFetch(KEY, TTL, async () => ok('new'));
      clock.advance(TTL + 1);
      const refetch = jest.fn().mockResolvedValue(ok('newer'));
      expect(await cache.getOrFetch(KEY, TTL, refetch)).toEqual(ok('newer'));
      expect(refetch).toHaveBeenCalledTimes(1);
    });

    it('rethrows once the stale entry is older than the retention', async () => {
      const onStaleServed = jest.fn();
      const { cache, clock } = createCache({ onStaleServed });
      await cache.getOrFetch(KEY, TTL, async () => ok('old'));
      clock.advance(TTL + RETENTION);

      await expect(cache.getOrFetch(KEY, TTL, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
      expect(onStaleServed).not.toHaveBeenCalled();
      expect(cache.getState(KEY)).toBe('empty');
      expect(cache.size).toBe(0);
    });

    it('rethrows with no entry, and a failed fetch does not poison the cache', async () => {
      const { cache } = createCache();
      const fetcher = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(ok('back'));

      await expect(cache.getOrFetch(KEY, TTL, fetcher)).rejects.toThrow('down');
      expect(cache.getState(KEY)).toBe('empty');
      expect((await cache.getOrFetch(KEY, TTL, fetcher)).data).toBe('back');
      expect(fetcher).toHaveBeenCalledTimes(2);
    });
  });

  describe('coalescing', () => {
    it('200 concurrent misses make one upstream call', async () => {
      const { cache } = createCache();
      const upstream = deferred<UpstreamResponse<string>>();
      const fetcher = jest.fn(() => upstream.promise);

      const requests = Array.from({ length: 200 }, () => cache.getOrFetch(KEY, TTL, fetcher));
      upstream.resolve(ok('shared'));
      const results = await Promise.all(requests);

      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(results.every((result) => result.data === 'shared')).toBe(true);
      expect(cache.size).toBe(1);
    });

    it('200 concurrent misses share one failure, and the next call fetches again', async () => {
      const { cache } = createCache();
      const upstream = deferred<UpstreamResponse<string>>();
      const fetcher = jest.fn(() => upstream.promise);

      const requests = Array.from({ length: 200 }, () => cache.getOrFetch(KEY, TTL, fetcher));
      upstream.reject(new Error('down'));
      const outcomes = await Promise.allSettled(requests);

      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);

      const retry = jest.fn().mockResolvedValue(ok('retried'));
      expect((await cache.getOrFetch(KEY, TTL, retry)).data).toBe('retried');
      expect(retry).toHaveBeenCalledTimes(1);
    });

    it('different keys are not coalesced', async () => {
      const { cache } = createCache();
      const fetcher = jest.fn().mockResolvedValue(ok('x'));
      const otherKey = buildCacheKey('https://api.example.test', { page: 2 }, '/api/ranking/now');

      await Promise.all([cache.getOrFetch(KEY, TTL, fetcher), cache.getOrFetch(otherKey, TTL, fetcher)]);

      expect(fetcher).toHaveBeenCalledTimes(2);
    });

    it.each([
      { name: 'ttlMs null', ttlMs: null, enabled: true },
      { name: 'memory cache disabled', ttlMs: TTL, enabled: false },
    ])('$name: coalesced but never stored', async ({ ttlMs, enabled }) => {
      const { cache } = createCache({ enabled });
      const upstream = deferred<UpstreamResponse<string>>();
      const fetcher = jest.fn(() => upstream.promise);

      const requests = Array.from({ length: 10 }, () => cache.getOrFetch(KEY, ttlMs, fetcher));
      expect(cache.getState(KEY)).toBe('loading');
      upstream.resolve(ok('article'));
      const results = await Promise.all(requests);

      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(results.map((result) => result.data)).toEqual(Array(10).fill('article'));
      expect(cache.size).toBe(0);
      expect(cache.getState(KEY)).toBe('empty');

      const next = jest.fn().mockResolvedValue(ok('again'));
      expect((await cache.getOrFetch(KEY, ttlMs, next)).data).toBe('again');
      expect(next).toHaveBeenCalledTimes(1);
    });
  });

  describe('bounds', () => {
    const keyFor = (n: number) => buildCacheKey('https://api.example.test', { n }, '/api/ranking/now');

    it('bounded by entries: the least recently used entry is evicted', async () => {
      const { cache } = createCache({ maxEntries: 3 });
      for (const n of [1, 2, 3]) await cache.getOrFetch(keyFor(n), TTL, async () => ok(n));
      // Reading 1 makes 2 the least recently used.
      await cache.getOrFetch(keyFor(1), TTL, async () => ok(-1));

      await cache.getOrFetch(keyFor(4), TTL, async () => ok(4));

      expect(cache.size).toBe(3);
      expect(cache.getState(keyFor(2))).toBe('empty');
      expect([1, 3, 4].map((n) => cache.getState(keyFor(n)))).toEqual(['cached', 'cached', 'cached']);
    });

    it('bounded by bytes: size is the JSON byte length of data and old entries make room', async () => {
      const data = { title: 'ゲーム' };
      const bytes = Buffer.byteLength(JSON.stringify(data));
      const { cache } = createCache({ maxBytes: bytes * 2 });

      await cache.getOrFetch(keyFor(1), TTL, async () => ok(data));
      await cache.getOrFetch(keyFor(2), TTL, async () => ok(data));
      expect(cache.calculatedBytes).toBe(bytes * 2);

      await cache.getOrFetch(keyFor(3), TTL, async () => ok(data));

      expect(cache.calculatedBytes).toBe(bytes * 2);
      expect(cache.size).toBe(2);
      expect(cache.getState(keyFor(1))).toBe('empty');
    });

    it('bounded by bytes: an entry larger than maxBytes is returned but not stored', async () => {
      const { cache } = createCache({ maxBytes: 50 });
      await cache.getOrFetch(keyFor(1), TTL, async () => ok('small'));
      const fetcher = jest.fn().mockResolvedValue(ok('x'.repeat(100)));

      const result = await cache.getOrFetch(keyFor(2), TTL, fetcher);
      await cache.getOrFetch(keyFor(2), TTL, fetcher);

      expect(result.data).toHaveLength(100);
      expect(fetcher).toHaveBeenCalledTimes(2);
      expect(cache.getState(keyFor(2))).toBe('empty');
      expect(cache.getState(keyFor(1))).toBe('cached');
    });
  });

  it('state transitions empty → loading → cached → stale → empty (spec §4)', async () => {
    const { cache, clock } = createCache();
    const upstream = deferred<UpstreamResponse<string>>();

    expect(cache.getState(KEY)).toBe('empty');
    const request = cache.getOrFetch(KEY, TTL, () => upstream.promise);
    expect(cache.getState(KEY)).toBe('loading');
    upstream.resolve(ok('v'));
    await request;
    expect(cache.getState(KEY)).toBe('cached');
    clock.advance(TTL);
    expect(cache.getState(KEY)).toBe('stale');
    clock.advance(RETENTION);
    expect(cache.getState(KEY)).toBe('empty');
  });

  it('clear empties every entry', async () => {
    const { cache } = createCache();
    await cache.getOrFetch(KEY, TTL, async () => ok('v'));

    cache.clear();

    expect(cache.size).toBe(0);
    expect(cache.calculatedBytes).toBe(0);
    expect(cache.getState(KEY)).toBe('empty');
  });
});

describe('HTTP cache', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2024-04-01T00:00:00Z') });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('HTTP cache instance keeps 200 responses for 5000 ms only (spec §7)', async () => {
    expect(HTTP_CACHE_TTL_MS).toBe(5_000);
    const http = createHttpCache();
    const fetcher = jest.fn().mockResolvedValueOnce(ok('v1')).mockResolvedValueOnce(ok('v2'));

    await http.getOrFetch(KEY, fetcher);
    jest.advanceTimersByTime(4_999);
    expect((await http.getOrFetch(KEY, fetcher)).data).toBe('v1');
    expect(fetcher).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(1);
    expect((await http.getOrFetch(KEY, fetcher)).data).toBe('v2');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('HTTP cache instance caches only status 200 (spec §7)', async () => {
    const http = createHttpCache();
    const fetcher = jest.fn().mockResolvedValue({ status: 404, data: null });

    await http.getOrFetch(KEY, fetcher);
    await http.getOrFetch(KEY, fetcher);

    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(http.size).toBe(0);
  });

  it('HTTP cache instance coalesces concurrent misses and is separate from the API cache', async () => {
    const http = createHttpCache();
    const { cache } = createCache({ now: Date.now });
    const fetcher = jest.fn().mockResolvedValue(ok('v'));

    await Promise.all(Array.from({ length: 20 }, () => http.getOrFetch(KEY, fetcher)));

    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(http.getState(KEY)).toBe('cached');
    expect(cache.getState(KEY)).toBe('empty');
  });

  it('HTTP cache instance keeps no stale data by default, so a failure after 5000 ms is rethrown', async () => {
    const http = createHttpCache();
    await http.getOrFetch(KEY, async () => ok('v'));
    jest.advanceTimersByTime(HTTP_CACHE_TTL_MS);

    await expect(http.getOrFetch(KEY, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });
});
