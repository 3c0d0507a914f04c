import { createHash, randomUUID } from 'node:crypto';
import type { UpstreamResponse } from './upstream-response';
import type { SharedCacheAvailability } from './shared-cache-availability';
import type { SharedEntry, SharedLevel, SharedStore } from './shared-cache-types';

export interface SharedLevelOptions {
  store: SharedStore;
  availability: SharedCacheAvailability;
  /** Prefix of every key, e.g. `playnote:v1:<contract>:`; entries of another contract are never read. */
  keyPrefix: string;
  /** Bound on each store call; a slower answer counts as a failure. */
  commandTimeoutMs: number;
  /** Expiry of the fetch lock: the longest one replica may hold back the others. */
  lockMs: number;
  /** How long a replica waits for another replica's answer before it fetches itself. */
  waitMs: number;
  /** Interval between looks for that answer. */
  pollMs: number;
  /**
   * How long an answer that must not be cached (uncached source, cache switched off) is still shared,
   * so that replicas missing at about the same time make one upstream call (decision 014).
   */
  shareWindowMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** Marks a store call that failed, timed out or was skipped: the caller carries on without the store. */
const UNAVAILABLE = Symbol('unavailable');
type Attempt<T> = T | typeof UNAVAILABLE;

interface StoreKeys {
  entry: string;
  lock: string;
  /** The last good copy (decision 040): apart from the entry, which a share window may replace. */
  copy: string;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Rejects when the call has not answered within `ms`. The rejection waits for one more turn of the
 * event loop (setImmediate runs after I/O): after the loop was blocked (a long render, GC) the timer
 * fires first, though the answer may be waiting in the socket, and that is no slow store.
 */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => setImmediate(() => reject(new Error(`shared cache call took over ${ms} ms`))), ms);
    timer.unref?.();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const isResponse = (value: unknown): value is UpstreamResponse<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number' && 'data' in value;

function parseEntry(text: string): SharedEntry | undefined {
  try {
    const value = JSON.parse(text) as Partial<SharedEntry> | null;
    if (typeof value?.freshUntil !== 'number' || typeof value.keepUntil !== 'number' || !isResponse(value.response)) return undefined;
    return value as SharedEntry;
  } catch {
    return undefined;
  }
}

/** The entry as JSON, or null when it cannot be serialised (then nothing is shared). */
function stringifyEntry({ response, freshUntil, keepUntil }: SharedEntry): string | null {
  try {
    return JSON.stringify({ freshUntil, keepUntil, response: { status: response.status, data: response.data } }) ?? null;
  } catch {
    return null;
  }
}

const CACHEABLE_STATUS = 200;

/**
 * The second cache level shared by all replicas (decision 014), over any SharedStore. Entries
 * live as JSON under `<prefix><sha1 of the cache key>:e` until their stale retention ends; a miss
 * takes a short lock (`:l`) so that one replica fetches while the others wait for the entry it
 * writes. Answers that must not be cached are shared for `shareWindowMs` only, and their last good
 * copy lives under `:g` for its lifetime (decision 040). Every store call is
 * bounded by a timeout, and any failure only means "no shared level for this call": the caller
 * fetches from upstream as it would without one.
 */
export class SharedCacheLevel implements SharedLevel {
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: SharedLevelOptions) {
    this.now = options.now ?? (() => Date.now());
    this.sleep = options.sleep ?? defaultSleep;
  }

  read(key: string): Promise<SharedEntry | undefined> {
    return this.readEntry(this.keysOf(key));
  }

  async fetchOnce<T>(
    key: string,
    fetcher: () => Promise<UpstreamResponse<T>>,
    entryFor: (response: UpstreamResponse<T>) => SharedEntry | null,
  ): Promise<{ response: UpstreamResponse<T>; via: 'upstream' | 'replica' }> {
    const keys = this.keysOf(key);
    const token = randomUUID();
    const holder = await this.attempt((store) => store.setIfAbsentOrGet(keys.lock, token, this.options.lockMs));
    if (holder === null) {
      // Another replica may have written the entry and let the lock go since our read: look again.
      const landed = await this.freshEntry(keys);
      if (landed) {
        await this.attempt((store) => store.deleteIfEquals(keys.lock, token));
        return { response: landed.response as UpstreamResponse<T>, via: 'replica' };
      }
      return { response: await this.fetchAndShare(keys, fetcher, entryFor, token), via: 'upstream' };
    }
    if (holder !== UNAVAILABLE) {
      const received = await this.waitForEntry(keys, holder);
      if (received) return { response: received.response as UpstreamResponse<T>, via: 'replica' };
    }
    return { response: await this.fetchAndShare(keys, fetcher, entryFor, null), via: 'upstream' };
  }

  async readCopy(key: string): Promise<SharedEntry | undefined> {
    const text = await this.attempt((store) => store.get(this.keysOf(key).copy));
    const entry = typeof text === 'string' ? parseEntry(text) : undefined;
    return entry && this.now() < entry.keepUntil ? entry : undefined;
  }

  async writeCopy(key: string, entry: SharedEntry): Promise<void> {
    const json = stringifyEntry(entry);
    const lifetime = entry.keepUntil - this.now();
    if (json && lifetime > 0) await this.attempt((store) => store.set(this.keysOf(key).copy, json, lifetime));
  }

  async dropCopy(key: string): Promise<void> {
    // SET … PX 1 over the copy: the store offers no plain delete, and 'null' is no entry.
    await this.attempt((store) => store.set(this.keysOf(key).copy, 'null', 1));
  }

  /** 'ok' when the store answers a PING in time (readiness check); tried even while marked down. */
  async ping(): Promise<'ok' | 'down'> {
    const result = await this.attempt((store) => store.ping(), { probe: true });
    return result === UNAVAILABLE ? 'down' : 'ok';
  }

  /** The stored entry while it is kept (fresh or stale); undefined on a miss or when the store is unusable. */
  private async readEntry(keys: StoreKeys): Promise<SharedEntry | undefined> {
    const text = await this.attempt((store) => store.get(keys.entry));
    const entry = typeof text === 'string' ? parseEntry(text) : undefined;
    return entry && this.now() < entry.keepUntil ? entry : undefined;
  }

  private async freshEntry(keys: StoreKeys): Promise<SharedEntry | undefined> {
    const entry = await this.readEntry(keys);
    return entry && this.now() < entry.freshUntil ? entry : undefined;
  }

  /** Fetches upstream, writes the entry for the other replicas (before the lock goes) and releases the lock. */
  private async fetchAndShare<T>(
    keys: StoreKeys,
    fetcher: () => Promise<UpstreamResponse<T>>,
    entryFor: (response: UpstreamResponse<T>) => SharedEntry | null,
    lockToken: string | null,
  ): Promise<UpstreamResponse<T>> {
    try {
      const response = await fetcher();
      const entry = this.sharedEntryFor(response, entryFor(response));
      const json = entry && stringifyEntry(entry);
      if (entry && json) await this.attempt((store) => store.set(keys.entry, json, entry.keepUntil - this.now()));
      return response;
    } finally {
      // After a failure there is nothing to share: waiting replicas see the lock go and fetch themselves.
      if (lockToken) await this.attempt((store) => store.deleteIfEquals(keys.lock, lockToken));
    }
  }

  /** The cache's entry, or a short share-window entry for a 200 that must not be cached. */
  private sharedEntryFor(response: UpstreamResponse<unknown>, cacheEntry: SharedEntry | null): SharedEntry | null {
    if (cacheEntry) return cacheEntry.keepUntil > this.now() ? cacheEntry : null;
    if (response.status !== CACHEABLE_STATUS) return null;
    const until = this.now() + this.options.shareWindowMs;
    return { response, freshUntil: until, keepUntil: until };
  }

  /** Polls for the lock holder's fresh entry; undefined when it gives up without one or the wait is over. */
  private async waitForEntry(keys: StoreKeys, holderToken: string): Promise<SharedEntry | undefined> {
    const deadline = this.now() + this.options.waitMs;
    while (this.now() < deadline) {
      await this.sleep(this.options.pollMs);
      const values = await this.attempt((store) => store.getMany([keys.entry, keys.lock]));
      if (values === UNAVAILABLE) {
        // One late answer is no reason to stop waiting (and call upstream a second time); a store that is down is.
        if (this.options.availability.state === 'down' || !this.options.store.ready) return undefined;
        continue;
      }
      const [text, lock] = values;
      const entry = typeof text === 'string' ? parseEntry(text) : undefined;
      if (entry && this.now() < entry.freshUntil) return entry;
      if (lock !== holderToken) return undefined;
    }
    return undefined;
  }

  /** Runs one store call within the timeout; a failure is recorded and yields UNAVAILABLE. */
  private async attempt<T>(call: (store: SharedStore) => Promise<T>, { probe = false } = {}): Promise<Attempt<T>> {
    const { store, availability, commandTimeoutMs } = this.options;
    // Right after start-up the connection is still being made: worth a short wait, once.
    if (!store.ready && availability.state === 'unknown') await store.waitUntilReady?.(commandTimeoutMs);
    if (!store.ready || (!probe && !availability.canTry())) return UNAVAILABLE;
    try {
      const result = await withTimeout(call(store), commandTimeoutMs);
      availability.markUp();
      return result;
    } catch (error) {
      availability.recordFailure(error instanceof Error ? error.message : String(error));
      return UNAVAILABLE;
    }
  }

  /** Store keys of one cache key: short and free of the URL's characters (sha1, base64url). */
  private keysOf(key: string): StoreKeys {
    const base = `${this.options.keyPrefix}${createHash('sha1').update(key).digest('base64url')}`;
    return { entry: `${base}:e`, lock: `${base}:l`, copy: `${base}:g` };
  }
}
