import type { UpstreamResponse } from './upstream-response';

/** A stored answer with its freshness: fresh until `freshUntil`, kept for stale-on-error until `keepUntil`. */
export interface SharedEntry {
  response: UpstreamResponse<unknown>;
  freshUntil: number;
  keepUntil: number;
}

/** What a second-level cache shared by all replicas offers the in-memory ServerCache (decision 014). */
export interface SharedLevel {
  /** The stored entry (fresh or within stale retention), or undefined on a miss or when the store is unusable. */
  read(key: string): Promise<SharedEntry | undefined>;
  /**
   * One upstream call across all replicas for concurrent misses of `key`: the first caller fetches
   * and stores the entry `entryFor` makes (or, for a 200 that must not be cached, a short-lived
   * share-window entry); the others receive it (`via: 'replica'`).
   */
  fetchOnce<T>(
    key: string,
    fetcher: () => Promise<UpstreamResponse<T>>,
    entryFor: (response: UpstreamResponse<T>) => SharedEntry | null,
  ): Promise<{ response: UpstreamResponse<T>; via: 'upstream' | 'replica' }>;
  /** The last good copy of a key of a source that is not cached (decision 040), while it lasts. */
  readCopy(key: string): Promise<SharedEntry | undefined>;
  /** Stores that copy until its `keepUntil`; a store that fails or is down only means no shared copy. */
  writeCopy(key: string, entry: SharedEntry): Promise<void>;
  /** Ends that copy (upstream said the key is gone). */
  dropCopy(key: string): Promise<void>;
}

/**
 * The few commands the shared level needs, so it can run on Redis or on a fake in tests. Every
 * method may reject or hang; the caller bounds each call with a timeout.
 */
export interface SharedStore {
  /** False while disconnected: the caller skips the store instead of waiting for it. */
  readonly ready: boolean;
  /** Resolves when the first connection is ready or after `timeoutMs`, whichever comes first. */
  waitUntilReady?(timeoutMs: number): Promise<void>;
  get(key: string): Promise<string | null>;
  getMany(keys: string[]): Promise<(string | null)[]>;
  /** SET key value PX ttlMs. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** SET key value NX PX ttlMs GET: null when this caller now holds the key, else the holder's value. */
  setIfAbsentOrGet(key: string, value: string, ttlMs: number): Promise<string | null>;
  /** Deletes the key only while it still holds `value`, so a lock is released by its holder only. */
  deleteIfEquals(key: string, value: string): Promise<void>;
  ping(): Promise<void>;
}
