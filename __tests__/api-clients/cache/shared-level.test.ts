/** @jest-environment node */
import { ServerCache, type CacheLookup, type UpstreamResponse } from '@/api-clients/cache/server-cache';
import { SharedCacheAvailability } from '@/api-clients/cache/shared-cache-availability';
import { SharedCacheLevel } from '@/api-clients/cache/shared-level';
import { FakeSharedStore } from './fake-store';

const KEY = JSON.stringify(['http://content-api.test', {}, '/api/common_parts']);
const TTL_MS = 60_000;
const STALE_RETENTION_MS = 600_000;
const SHARE_WINDOW_MS = 100;

interface ReplicaOptions {
  now?: () => number;
  enabled?: boolean;
  keyPrefix?: string;
  waitMs?: number;
  commandTimeoutMs?: number;
  retryAfterMs?: number;
  downAfterMs?: number;
}

/** One site replica: its own memory cache over the shared level on the common store. */
function makeReplica(store: FakeSharedStore, options: ReplicaOptions = {}) {
  const now = options.now ?? Date.now;
  const changes: string[] = [];
  const lookups: CacheLookup[] = [];
  const staleServed: string[] = [];
  const availability = new SharedCacheAvailability({
    retryAfterMs: options.retryAfterMs ?? 1_000,
    downAfterMs: options.downAfterMs ?? 0,
    now,
    onChange: (state) => changes.push(state),
  });
  const level = new SharedCacheLevel({
    store,
    availability,
    keyPrefix: options.keyPrefix ?? 'test:v1:',
    commandTimeoutMs: options.commandTimeoutMs ?? 50,
    lockMs: 2_000,
    waitMs: options.waitMs ?? 2_000,
    pollMs: 2,
    shareWindowMs: SHARE_WINDOW_MS,
    now,
  });
  const cache = new ServerCache({
    enabled: options.enabled ?? true,
    maxEntries: 100,
    maxBytes: 1_000_000,
    staleRetentionMs: STALE_RETENTION_MS,
    now,
    shared: level,
    onLookup: (lookup) => lookups.push(lookup),
    onStaleServed: (key) => staleServed.push(key),
  });
  const redisLookups = () => lookups.filter((lookup) => lookup.level === 'redis').map((lookup) => lookup.result);
  return { cache, level, availability, changes, lookups, redisLookups, staleServed };
}

/** A fake upstream that counts calls; `hold()` keeps the next calls in flight until `release()`. */
function makeUpstream() {
  let calls = 0;
  let gate: Promise<void> | undefined;
  let open: (() => void) | undefined;
  const upstream = {
    get calls() {
      return calls;
    },
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      open?.();
      gate = undefined;
    },
    fetcher: (answer: Partial<UpstreamResponse<unknown>> = {}) => async (): Promise<UpstreamResponse<unknown>> => {
      calls += 1;
      const call = calls;
      if (gate) await gate;
      return { status: answer.status ?? 200, data: answer.data ?? { call } };
    },
    failing: () => async (): Promise<UpstreamResponse<unknown>> => {
      calls += 1;
      if (gate) await gate;
      throw new Error('upstream 503');
    },
  };
  return upstream;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
const entryKeys = (store: FakeSharedStore) => store.keys().filter((key) => key.endsWith(':e'));

describe('shared cache level (decision 014; spec §7 cache key, §9 TTLs; issue 8)', () => {
  it('an answer fetched by one replica serves another: one upstream call', async () => {
    const store = new FakeSharedStore();
    const [a, b] = [makeReplica(store), makeReplica(store)];
    const upstream = makeUpstream();

    await expect(a.cache.getOrFetch(KEY, TTL_MS, upstream.fetcher(), 'commonParts')).resolves.toEqual({ status: 200, data: { call: 1 } });
    await expect(b.cache.getOrFetch(KEY, TTL_MS, upstream.fetcher(), 'commonParts')).resolves.toEqual({ status: 200, data: { call: 1 } });

    expect(upstream.calls).toBe(1);
    expect(b.lookups).toEqual([
      { level: 'memory', result: 'miss', label: 'commonParts' },
      { level: 'redis', result: 'hit', label: 'commonParts' },
    ]);
    // Now in B's memory: no further trip to the store.
    const commands = store.commands.length;
    await b.cache.getOrFetch(KEY, TTL_MS, upstream.fetcher(), 'commonParts');
    expect(store.commands.length).toBe(commands);
  });

  it('a replica keeps a shared entry in memory only for its remaining freshness (spec §9)', async () => {
    let now = 1_000_000;
    const clock = () => now;
    const store = new FakeSharedStore(clock);
    const [a, b] = [makeReplica(store, { now: clock }), makeReplica(store, { now: clock })];
    const upstream = makeUpstream();

    await a.cache.getOrFetch(KEY, TTL_MS, upstream.fetcher());
    now += 50_000;
    await b.cache.getOrFetch(KEY, TTL_MS, upstream.fetcher());
    expect(upstream.calls).toBe(1);

    now += 10_001; // 60.001 s after A's fetch: stale everywhere, though B read it only 10 s ago
    await expect(b.cache.getOrFetch(KEY, TTL_MS, upstream.fetcher())).resolves.toEqual({ status: 200, data: { call: 2 } });
    expect(upstream.calls).toBe(2);
  });

  it.each([
    ['realtimeArticleRanking', 60_000],
    ['commonParts', 600_000],
    ['amazonRanking', 1_800_000],
  ])('%s: fresh for its TTL (%i ms) at both levels, then kept for stale-on-error only', async (_source, ttlMs) => {
    let now = 0;
    const clock = () => now;
    const store = new FakeSharedStore(clock);
    const upstream = makeUpstream();
    await makeReplica(store, { now: clock }).cache.getOrFetch(KEY, ttlMs, upstream.fetcher());

    now = ttlMs - 1;
    await makeReplica(store, { now: clock }).cache.getOrFetch(KEY, ttlMs, upstream.fetcher());
    expect(upstream.calls).toBe(1);

    now = ttlMs;
    await makeReplica(store, { now: clock }).cache.getOrFetch(KEY, ttlMs, upstream.fetcher());
    expect(upstream.calls).toBe(2);

    // Redis lets the entry expire (PX) when its stale retention ends.
    now = 2 * ttlMs + STALE_RETENTION_MS;
    expect(entryKeys(store)).toHaveLength(0);
  });

  it('only status 200 is stored in the shared level (spec §7)', async () => {
    const store = new FakeSharedStore();
    const upstream = makeUpstream();
    await makeReplica(store).cache.getOrFetch(KEY, TTL_MS, upstream.fetcher({ status: 203 }));
    await makeReplica(store).cache.getOrFetch(KEY, TTL_MS, upstream.fetcher({ status: 203 }));

    expect(entryKeys(store)).toHaveLength(0);
    expect(upstream.calls).toBe(2);
  });

  it('concurrent misses of a cached source on three replicas make one upstream call', async () => {
    const store = new FakeSharedStore();
    const replicas = [makeReplica(store), makeReplica(store), makeReplica(store)];
    const upstream = makeUpstream();
    upstream.hold();

    const answers = replicas.flatMap((replica) =>
      Array.from({ length: 20 }, () => replica.cache.getOrFetch(KEY, TTL_MS, upstream.fetcher(), 'commonParts')),
    );
    await settle();
    upstream.release();

    expect(new Set((await Promise.all(answers)).map((answer) => JSON.stringify(answer)))).toEqual(new Set(['{"status":200,"data":{"call":1}}']));
    expect(upstream.calls).toBe(1);
    // Two replicas received the third one's answer.
    expect(replicas.flatMap((replica) => replica.redisLookups()).filter((result) => result === 'coalesced')).toHaveLength(2);
  });

  it('uncached sources (article, game, search, archive; spec §9): concurrent misses on two replicas share one call, then the answer is gone after the share window', async () => {
    const store = new FakeSharedStore();
    const [a, b] = [makeReplica(store), makeReplica(store)];
    const upstream = makeUpstream();
    upstream.hold();

    const both = Promise.all([a.cache.getOrFetch(KEY, null, upstream.fetcher()), b.cache.getOrFetch(KEY, null, upstream.fetcher())]);
    await settle();
    upstream.release();
    const [fromA, fromB] = await both;
    expect(fromA).toEqual(fromB);
    expect(upstream.calls).toBe(1);

    // A replica arriving just after the call finished still shares it; never kept in memory.
    await makeReplica(store).cache.getOrFetch(KEY, null, upstream.fetcher());
    expect(upstream.calls).toBe(1);
    expect(a.cache.size + b.cache.size).toBe(0);

    // Not a cache: after the share window a request asks upstream again.
    await new Promise((resolve) => setTimeout(resolve, SHARE_WINDOW_MS + 10));
    expect(entryKeys(store)).toHaveLength(0);
    await b.cache.getOrFetch(KEY, null, upstream.fetcher());
    expect(upstream.calls).toBe(2);
  });

  it('when the fetching replica fails, a waiting replica fetches for itself', async () => {
    const store = new FakeSharedStore();
    const [a, b] = [makeReplica(store), makeReplica(store)];
    const upstream = makeUpstream();
    upstream.hold();

    const fromA = a.cache.getOrFetch(KEY, TTL_MS, upstream.failing());
    await settle();
    const fromB = b.cache.getOrFetch(KEY, TTL_MS, upstream.fetcher());
    await settle();
    upstream.release();

    await expect(fromA).rejects.toThrow('upstream 503');
    await expect(fromB).resolves.toEqual({ status: 200, data: { call: 2 } });
  });

  it('a replica whose read missed just before another wrote the entry and let the lock go takes that entry, not the API', async () => {
    const store = new FakeSharedStore();
    const [a, b] = [makeReplica(store), makeReplica(store)];
    const upstream = makeUpstream();
    await a.cache.getOrFetch(KEY, TTL_MS, upstream.fetcher());

    // B's read happened before A's write; B now gets the lock A has just released.
    const answer = await b.level.fetchOnce(KEY, upstream.fetcher(), () => null);
    expect(answer).toEqual({ response: { status: 200, data: { call: 1 } }, via: 'replica' });
    expect(upstream.calls).toBe(1);
    expect(store.keys().filter((key) => key.endsWith(':l'))).toEqual([]);
  });

  it('a waiting replica keeps waiting through one late store answer instead of calling upstream a second time', async () => {
    const store = new FakeSharedStore();
    const [a, b] = [makeReplica(store), makeReplica(store, { downAfterMs: 1_000 })];
    const upstream = makeUpstream();
    upstream.hold();
    const fromA = a.cache.getOrFetch(KEY, TTL_MS, upstream.fetcher());
    await settle();
    store.failNext.set('MGET', 2);
    const fromB = b.cache.getOrFetch(KEY, TTL_MS, upstream.fetcher());
    await settle();
    upstream.release();

    expect(await fromB).toEqual(await fromA);
    expect(upstream.calls).toBe(1);
    expect(b.changes).toEqual(['up']);
  });

  it('when the fetching replica never answers, the others wait only their bounded time, then fetch', async () => {
    const store = new FakeSharedStore();
    const [a, b] = [makeReplica(store), makeReplica(store, { waitMs: 80 })];
    void a.cache.getOrFetch(KEY, TTL_MS, () => new Promise<UpstreamResponse<unknown>>(() => undefined));
    await settle();

    const started = Date.now();
    await expect(b.cache.getOrFetch(KEY, TTL_MS, makeUpstream().fetcher())).resolves.toEqual({ status: 200, data: { call: 1 } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(70);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('stale on error works across replicas within MEMORY_CACHE_TTL, and not after it (spec §7)', async () => {
    let now = 0;
    const clock = () => now;
    const store = new FakeSharedStore(clock);
    const upstream = makeUpstream();
    await makeReplica(store, { now: clock }).cache.getOrFetch(KEY, TTL_MS, upstream.fetcher());

    now = TTL_MS + 1_000;
    const b = makeReplica(store, { now: clock });
    await expect(b.cache.getOrFetch(KEY, TTL_MS, upstream.failing())).resolves.toEqual({ status: 200, data: { call: 1 }, fallback: 'stale' });
    expect(b.staleServed).toEqual([KEY]);

    now = TTL_MS + STALE_RETENTION_MS;
    await expect(makeReplica(store, { now: clock }).cache.getOrFetch(KEY, TTL_MS, upstream.failing())).rejects.toThrow('upstream 503');
  });

  it('with MEMORY_CACHE_ENABLED=false nothing is cached at either level, but concurrent misses still share one call', async () => {
    const store = new FakeSharedStore();
    const [a, b] = [makeReplica(store, { enabled: false }), makeReplica(store, { enabled: false })];
    const upstream = makeUpstream();
    upstream.hold();
    const both = Promise.all([a.cache.getOrFetch(KEY, TTL_MS, upstream.fetcher()), b.cache.getOrFetch(KEY, TTL_MS, upstream.fetcher())]);
    await settle();
    upstream.release();
    await both;

    expect(upstream.calls).toBe(1);
    expect(a.cache.size + b.cache.size).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, SHARE_WINDOW_MS + 10));
    expect(entryKeys(store)).toHaveLength(0);
  });

  it('keys are the prefix and a sha1 of the cache key, never the URL; another prefix (contract) reads nothing', async () => {
    const store = new FakeSharedStore();
    const upstream = makeUpstream();
    await makeReplica(store).cache.getOrFetch(KEY, TTL_MS, upstream.fetcher());

    expect(entryKeys(store)).toEqual([expect.stringMatching(/^test:v1:[A-Za-z0-9_-]{27}:e$/)]);
    expect(store.keys().join(' ')).not.toContain('content-api');

    await makeReplica(store, { keyPrefix: 'test:v2:' }).cache.getOrFetch(KEY, TTL_MS, upstream.fetcher());
    expect(upstream.calls).toBe(2);
  });

  it('an unreadable shared entry counts as a miss', async () => {
    const store = new FakeSharedStore();
    const upstream = makeUpstream();
    await makeReplica(store).cache.getOrFetch(KEY, TTL_MS, upstream.fetcher());
    await store.set(entryKeys(store)[0] ?? 'missing', '{"not":"an entry"', 60_000);

    await expect(makeReplica(store).cache.getOrFetch(KEY, TTL_MS, upstream.fetcher())).resolves.toEqual({ status: 200, data: { call: 2 } });
  });
});

describe('a shared store that is down or slow never fails a request (issue 8)', () => {
  it('store refusing: answers come from upstream, one "down" for many requests, one "up" on recovery, then it is used again', async () => {
    const store = new FakeSharedStore();
    store.mode = 'fail';
    const replica = makeReplica(store, { retryAfterMs: 20 });
    const upstream = makeUpstream();

    for (let index = 0; index < 20; index += 1) {
      await expect(replica.cache.getOrFetch(`${KEY}${index}`, TTL_MS, upstream.fetcher())).resolves.toMatchObject({ status: 200 });
    }
    expect(replica.changes).toEqual(['down']);

    store.mode = 'ok';
    await new Promise((resolve) => setTimeout(resolve, 30));
    await replica.cache.getOrFetch(`${KEY}new`, TTL_MS, upstream.fetcher());
    expect(replica.changes).toEqual(['down', 'up']);
    expect(entryKeys(store)).toHaveLength(1);
  });

  it('store hanging: each call is cut at the command timeout, and while down the store is skipped', async () => {
    const store = new FakeSharedStore();
    store.mode = 'hang';
    const replica = makeReplica(store, { commandTimeoutMs: 30, retryAfterMs: 60_000 });
    const upstream = makeUpstream();

    const started = Date.now();
    await expect(replica.cache.getOrFetch(KEY, TTL_MS, upstream.fetcher())).resolves.toMatchObject({ status: 200 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(replica.changes).toEqual(['down']);

    const commands = store.commands.length;
    await replica.cache.getOrFetch(`${KEY}2`, TTL_MS, upstream.fetcher());
    await replica.cache.getOrFetch(`${KEY}3`, null, upstream.fetcher());
    expect(store.commands.length).toBe(commands);
  });

  it('a single slow command (a busy event loop) is no outage: nothing logged while failures last under downAfterMs', async () => {
    const store = new FakeSharedStore();
    const replica = makeReplica(store, { commandTimeoutMs: 20, downAfterMs: 1_000 });
    const upstream = makeUpstream();
    await replica.cache.getOrFetch(KEY, TTL_MS, upstream.fetcher());
    store.mode = 'hang';
    await expect(replica.cache.getOrFetch(`${KEY}2`, TTL_MS, upstream.fetcher())).resolves.toMatchObject({ status: 200 });
    store.mode = 'ok';
    await replica.cache.getOrFetch(`${KEY}3`, TTL_MS, upstream.fetcher());
    expect(replica.changes).toEqual(['up']);
  });

  it('store disconnected (not ready): skipped without a single command', async () => {
    const store = new FakeSharedStore();
    store.ready = false;
    const replica = makeReplica(store);
    await expect(replica.cache.getOrFetch(KEY, TTL_MS, makeUpstream().fetcher())).resolves.toMatchObject({ status: 200 });
    expect(store.commands).toEqual([]);
    await expect(replica.level.ping()).resolves.toBe('down');
  });

  it('ping: ok while the store answers, down when it fails, and it probes even while marked down', async () => {
    const store = new FakeSharedStore();
    const replica = makeReplica(store, { retryAfterMs: 60_000 });
    await expect(replica.level.ping()).resolves.toBe('ok');
    store.mode = 'fail';
    await expect(replica.level.ping()).resolves.toBe('down');
    store.mode = 'ok';
    await expect(replica.level.ping()).resolves.toBe('ok');
    expect(replica.changes).toEqual(['up', 'down', 'up']);
  });
});

describe('SharedCacheAvailability', () => {
  it('reports each change once and lets one request probe per retry interval while down', () => {
    let now = 0;
    const changes: string[] = [];
    const availability = new SharedCacheAvailability({ retryAfterMs: 1_000, downAfterMs: 500, now: () => now, onChange: (state) => changes.push(state) });
    expect(availability.canTry()).toBe(true);
    availability.recordFailure('timeout');
    now = 499;
    availability.recordFailure('timeout');
    expect(changes).toEqual([]);
    now = 500;
    availability.recordFailure('timeout');
    expect(changes).toEqual(['down']);
    availability.markUp();
    now = 0;
    availability.markDown('refused');
    availability.markDown('refused again');
    expect(availability.canTry()).toBe(false);
    now = 1_000;
    expect([availability.canTry(), availability.canTry()]).toEqual([true, false]);
    availability.markUp();
    availability.markUp();
    expect(availability.canTry()).toBe(true);
    expect(changes).toEqual(['down', 'up', 'down', 'up']);
  });
});
