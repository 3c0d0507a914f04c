import { LRUCache } from 'lru-cache';
import { HTTP_CACHE_TTL_MS } from './cache-ttl';
import { LastGoodCopies, measureBytes, type LastGoodCopyOptions } from './last-good-copies';
import type { SharedEntry, SharedLevel } from './shared-cache-types';
import type { FallbackKind, UpstreamResponse } from './upstream-response';

/** What an upstream call resolves to; only `status` 200 is ever stored (spec §7). */
export type { FallbackKind, UpstreamResponse };

export interface ServerCacheOptions {
  /** MEMORY_CACHE_ENABLED: when false nothing is stored, but concurrent misses are still coalesced. */
  enabled: boolean;
  maxEntries: number;
  /** Bound on the summed JSON byte length of the stored `data`. */
  maxBytes: number;
  /** MEMORY_CACHE_TTL: how long after freshness ends an entry is kept for stale-on-error. */
  staleRetentionMs: number;
  now?: () => number;
  onStaleServed?: (key: string, error: unknown) => void;
  /** Second level shared by all replicas (Redis when REDIS_URL is set; decision 014). */
  shared?: SharedLevel;
  /** Told how each lookup ended, per level, for the metrics. */
  onLookup?: (lookup: CacheLookup) => void;
  /**
   * After a refresh failed and the stale entry was served, the stale entry answers at once for this
   * long (STALE_RETRY_AFTER_MS by default) while one refresh at a time is retried behind it, so a
   * hanging or failing content API costs one reader one timeout per key, not every reader.
   */
  staleRetryAfterMs?: number;
  /**
   * Keep the last good answer of the keys fetched with `keepLastGood` (sources spec §9 leaves
   * uncached) for use when upstream fails (decision 040); off when absent or the cache is disabled.
   */
  lastGoodCopy?: Omit<LastGoodCopyOptions, 'maxEntries'> & { maxEntries?: number };
  /** Told each time a last good copy answers because the call failed. */
  onLastGoodServed?: (key: string, error: unknown) => void;
}

export interface FetchPolicy {
  /** Keep this key's last good answer and fall back to it when upstream fails (uncached sources only). */
  keepLastGood?: boolean;
  /** Which errors the copy may stand in for (default: any); a "not found" answer must not be hidden. */
  fallsBackOn?: (error: unknown) => boolean;
  /**
   * A freshness decided by the answer itself, over `ttlMs` (null: use `ttlMs`): a live article is
   * kept a few seconds though its source is not cached (decision 042).
   */
  ttlForAnswer?: (response: UpstreamResponse<unknown>) => number | null;
}

/** Default pause between upstream retries of a key whose refresh failed while a stale entry was kept. */
export const STALE_RETRY_AFTER_MS = 10_000;

/** memory: this process's LRU; redis: the shared level. */
export type CacheLevel = 'memory' | 'redis';
/**
 * coalesced: answered by a call already in flight (in this process, or in another replica);
 * stale: a stale entry answered at once because its last refresh failed moments ago.
 */
export type CacheLookupResult = 'hit' | 'miss' | 'coalesced' | 'stale';

export interface CacheLookup {
  level: CacheLevel;
  result: CacheLookupResult;
  /** What the caller named the lookup (the source name); 'unnamed' when it gave none. */
  label: string;
}

/** Lifecycle of a cached API entry (spec §4). */
export type CacheEntryState = 'empty' | 'loading' | 'cached' | 'stale';

export const DEFAULT_MAX_ENTRIES = 5_000;
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

const CACHEABLE_STATUS = 200;

interface CacheEntry {
  response: UpstreamResponse<unknown>;
  freshUntil: number;
  keepUntil: number;
  bytes: number;
}

/** Plain objects get sorted keys and lose undefined values; arrays, dates and primitives pass through. */
const canonicalise = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonicalise);
  if (value === null || typeof value !== 'object') return value;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const sorted: Record<string, unknown> = {};
  for (const name of Object.keys(value).sort()) {
    const field = (value as Record<string, unknown>)[name];
    if (field !== undefined) sorted[name] = canonicalise(field);
  }
  return sorted;
};

/**
 * Cache key from base URL, parameters and URL (spec §7). Serialised as a JSON array so that no
 * character inside a part can make two different requests collide.
 */
export const buildCacheKey = (baseUrl: string, params: Record<string, unknown>, url: string): string =>
  JSON.stringify([baseUrl, canonicalise(params), url]);

/** The later of two candidate stale entries (either may be missing). */
const newestOf = <E extends { freshUntil: number }>(a: E | undefined, b: E | undefined): E | undefined =>
  !a || (b && b.freshUntil > a.freshUntil) ? b : a;

/** A kept answer handed out because upstream failed, marked as such (never the stored object). */
const asFallback = <T>(response: UpstreamResponse<unknown>, fallback: FallbackKind): UpstreamResponse<T> =>
  ({ status: response.status, data: response.data as T, fallback });

/**
 * In-memory cache for upstream responses (spec §7): per-source freshness, stale-on-error,
 * coalescing of concurrent misses, bounded by entries and bytes.
 */
export class ServerCache {
  private readonly entries: LRUCache<string, CacheEntry>;
  private readonly inFlight = new Map<string, Promise<UpstreamResponse<unknown>>>();
  /** Keys whose last refresh failed, with the time upstream may be tried again. */
  private readonly retryAfter: LRUCache<string, number>;
  private readonly options: ServerCacheOptions;
  private readonly now: () => number;
  private readonly lastGood: LastGoodCopies | null;

  constructor(options: ServerCacheOptions) {
    this.options = options;
    this.now = options.now ?? (() => Date.now());
    const copy = options.lastGoodCopy;
    this.lastGood = options.enabled && copy && copy.ttlMs > 0
      ? new LastGoodCopies({ maxEntries: options.maxEntries, ...copy }, options.shared, this.now)
      : null;
    // Freshness is tracked per entry here rather than with lru-cache's ttl, so the injected clock
    // rules and a stale entry can never be returned by a normal read.
    this.entries = new LRUCache<string, CacheEntry>({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      sizeCalculation: (entry) => entry.bytes,
    });
    this.retryAfter = new LRUCache<string, number>({ max: options.maxEntries });
  }

  get size(): number {
    return this.entries.size;
  }

  get calculatedBytes(): number {
    return this.entries.calculatedSize;
  }

  /** Last good copies kept in this process, and their bytes (decision 040). */
  get lastGoodCopies(): { size: number; bytes: number } {
    return { size: this.lastGood?.size ?? 0, bytes: this.lastGood?.calculatedBytes ?? 0 };
  }

  getOrFetch<T>(
    key: string,
    ttlMs: number | null,
    fetcher: () => Promise<UpstreamResponse<T>>,
    label = 'unnamed',
    policy: FetchPolicy = {},
  ): Promise<UpstreamResponse<T>> {
    const entry = this.readEntry(key);
    if (entry && this.now() < entry.freshUntil) {
      // get (not peek) so a hit counts as recent use for LRU eviction.
      this.entries.get(key);
      this.options.onLookup?.({ level: 'memory', result: 'hit', label });
      return Promise.resolve(entry.response as UpstreamResponse<T>);
    }

    if (entry && this.now() < (this.retryAfter.get(key) ?? 0)) {
      // The last refresh failed a moment ago: the stale entry answers without waiting on upstream,
      // and one refresh at a time runs behind it (a success ends the pause, a failure extends it).
      this.options.onLookup?.({ level: 'memory', result: 'stale', label });
      if (!this.inFlight.has(key)) void this.startFetch(key, ttlMs, fetcher, label, policy).catch(() => undefined);
      return Promise.resolve(asFallback<T>(entry.response, 'stale'));
    }
    const copy = this.usesLastGood(ttlMs, policy) && this.now() < (this.retryAfter.get(key) ?? 0) ? this.lastGood?.readLocal(key) : undefined;
    if (copy) {
      // The same pause for a source that is not cached: its last good copy answers meanwhile.
      this.options.onLookup?.({ level: 'memory', result: 'stale', label });
      if (!this.inFlight.has(key)) void this.startFetch(key, ttlMs, fetcher, label, policy).catch(() => undefined);
      return Promise.resolve(asFallback<T>(copy, 'last-good'));
    }

    const pending = this.inFlight.get(key);
    if (pending) {
      this.options.onLookup?.({ level: 'memory', result: 'coalesced', label });
      return pending as Promise<UpstreamResponse<T>>;
    }
    this.options.onLookup?.({ level: 'memory', result: 'miss', label });
    return this.startFetch(key, ttlMs, fetcher, label, policy);
  }

  /** One upstream fetch of the key, shared by every request that arrives while it runs. */
  private startFetch<T>(key: string, ttlMs: number | null, fetcher: () => Promise<UpstreamResponse<T>>, label: string, policy: FetchPolicy): Promise<UpstreamResponse<T>> {
    const request: Promise<UpstreamResponse<T>> = this.fetchAndStore(key, ttlMs, fetcher, label, policy).finally(() => {
      if (this.inFlight.get(key) === request) this.inFlight.delete(key);
    });
    this.inFlight.set(key, request);
    return request;
  }

  getState(key: string): CacheEntryState {
    if (this.inFlight.has(key)) return 'loading';
    const entry = this.readEntry(key);
    if (!entry) return 'empty';
    return this.now() < entry.freshUntil ? 'cached' : 'stale';
  }

  /** Drops stored entries; a request already in flight still settles and may store its answer. */
  clear(): void {
    this.entries.clear();
  }

  /** A miss in memory: the shared level (when there is one), then upstream; stale on error from either level. */
  private async fetchAndStore<T>(
    key: string,
    ttlMs: number | null,
    fetcher: () => Promise<UpstreamResponse<T>>,
    label: string,
    policy: FetchPolicy,
  ): Promise<UpstreamResponse<T>> {
    const { shared, onLookup } = this.options;
    const cacheable = this.isCacheable(ttlMs);
    let sharedStale: SharedEntry | undefined;
    if (shared) {
      // For a source that is not cached this finds only another replica's answer of the last moment.
      const found = await shared.read(key);
      if (found && this.now() < found.freshUntil && found.response.status === CACHEABLE_STATUS) {
        const keepsFound = cacheable || this.isCacheable(this.answerTtl(ttlMs, found.response, policy));
        onLookup?.({ level: 'redis', result: keepsFound ? 'hit' : 'coalesced', label });
        if (keepsFound) this.keep(key, found);
        else if (this.usesLastGood(ttlMs, policy)) this.lastGood?.keep(key, found.response, true);
        return found.response as UpstreamResponse<T>;
      }
      if (cacheable) {
        onLookup?.({ level: 'redis', result: 'miss', label });
        sharedStale = found;
      }
    }

    let response: UpstreamResponse<T>;
    let viaReplica = false;
    try {
      if (shared) {
        const answer = await shared.fetchOnce(key, fetcher, (fetched) => this.entryFor(this.answerTtl(ttlMs, fetched, policy), fetched));
        viaReplica = answer.via === 'replica';
        if (viaReplica) onLookup?.({ level: 'redis', result: 'coalesced', label });
        response = answer.response;
      } else {
        response = await fetcher();
      }
    } catch (error) {
      const local = this.readEntry(key);
      const stale = newestOf(local, sharedStale);
      if (stale) {
        this.options.onStaleServed?.(key, error);
        // The retry pause answers from memory: a stale answer found only in Redis is kept here too.
        if (sharedStale && !local) this.keep(key, sharedStale);
        this.pauseRetries(key);
        return asFallback<T>(stale.response, 'stale');
      }
      const usesCopy = this.usesLastGood(ttlMs, policy);
      const standsIn = usesCopy && (policy.fallsBackOn?.(error) ?? true);
      // An answer such as 404 says the article is gone: its copy must never bring it back.
      if (usesCopy && !standsIn) this.lastGood?.forget(key);
      const copy = standsIn ? await this.lastGood?.read(key) : undefined;
      if (!copy) throw error;
      this.options.onLastGoodServed?.(key, error);
      this.pauseRetries(key);
      return asFallback<T>(copy, 'last-good');
    }
    this.retryAfter.delete(key);
    const entry = this.entryFor(this.answerTtl(ttlMs, response, policy), response);
    if (entry) this.keep(key, entry);
    else if (this.usesLastGood(ttlMs, policy)) this.lastGood?.keep(key, response, viaReplica);
    return response;
  }

  /** The key's freshness for this answer: the policy's answer-based one when it names one. */
  private answerTtl(ttlMs: number | null, response: UpstreamResponse<unknown>, policy: FetchPolicy): number | null {
    return response.status === CACHEABLE_STATUS ? (policy.ttlForAnswer?.(response) ?? ttlMs) : ttlMs;
  }

  /** Upstream is tried again for this key only after the pause (one refresh at a time meanwhile). */
  private pauseRetries(key: string): void {
    this.retryAfter.set(key, this.now() + (this.options.staleRetryAfterMs ?? STALE_RETRY_AFTER_MS));
  }

  /** A last good copy stands in only for keys that are not cached themselves (decision 040). */
  private usesLastGood(ttlMs: number | null, policy: FetchPolicy): boolean {
    return this.lastGood !== null && policy.keepLastGood === true && !this.isCacheable(ttlMs);
  }

  private isCacheable(ttlMs: number | null): ttlMs is number {
    return this.options.enabled && ttlMs !== null && ttlMs > 0;
  }

  /** The entry a fresh answer makes, or null when it must not be stored (only status 200, spec §7). */
  private entryFor(ttlMs: number | null, response: UpstreamResponse<unknown>): SharedEntry | null {
    if (!this.isCacheable(ttlMs) || response.status !== CACHEABLE_STATUS) return null;
    const freshUntil = this.now() + ttlMs;
    return { response, freshUntil, keepUntil: freshUntil + Math.max(0, this.options.staleRetentionMs) };
  }

  private keep(key: string, { response, freshUntil, keepUntil }: SharedEntry): void {
    const bytes = response.bytes ?? measureBytes(response.data);
    if (bytes === null || bytes > this.options.maxBytes) {
      // A newer answer superseded the old entry even though it cannot be kept itself.
      this.entries.delete(key);
      return;
    }
    this.entries.set(key, { response, freshUntil, keepUntil, bytes });
  }

  /** The entry while it is fresh or within stale retention; older entries are dropped here. */
  private readEntry(key: string): CacheEntry | undefined {
    const entry = this.entries.peek(key);
    if (!entry) return undefined;
    if (this.now() >= entry.keepUntil) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

/** The separate HTTP cache (spec §7): every entry lives HTTP_CACHE_TTL_MS, only status 200 kept. */
export class HttpCache {
  private readonly cache: ServerCache;

  constructor(options: ServerCacheOptions) {
    this.cache = new ServerCache(options);
  }

  get size(): number {
    return this.cache.size;
  }

  get calculatedBytes(): number {
    return this.cache.calculatedBytes;
  }

  getOrFetch<T>(key: string, fetcher: () => Promise<UpstreamResponse<T>>): Promise<UpstreamResponse<T>> {
    return this.cache.getOrFetch(key, HTTP_CACHE_TTL_MS, fetcher);
  }

  getState(key: string): CacheEntryState {
    return this.cache.getState(key);
  }

  clear(): void {
    this.cache.clear();
  }
}

/** Defaults: enabled, no stale retention (the spec names none for this instance), default bounds. */
export const createHttpCache = (options: Partial<ServerCacheOptions> = {}): HttpCache =>
  new HttpCache({
    ...options,
    enabled: options.enabled ?? true,
    maxEntries: options.maxEntries ?? DEFAULT_MAX_ENTRIES,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    staleRetentionMs: options.staleRetentionMs ?? 0,
  });
