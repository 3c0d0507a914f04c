import { LRUCache } from 'lru-cache';
import type { SharedLevel } from './shared-cache-types';
import type { UpstreamResponse } from './upstream-response';

/**
 * LAST_GOOD_COPY_TTL and LAST_GOOD_COPY_MAX_BYTES: how long the last good answer of a source that is
 * not cached stays usable, and the bytes those copies may take in this process (decision 040).
 */
export interface LastGoodCopyOptions {
  ttlMs: number;
  maxBytes: number;
  maxEntries: number;
}

interface Copy {
  response: UpstreamResponse<unknown>;
  keepUntil: number;
  bytes: number;
  /** When the shared level last received this copy (0: never). */
  sharedAt: number;
}

/** An unchanged copy is written to the shared level again at most this often (or at half its lifetime). */
export const SHARED_COPY_REWRITE_MS = 60_000;

/** JSON byte length of the data, or null when it cannot be serialised (then it is not kept). */
export const measureBytes = (data: unknown): number | null => {
  try {
    const json = JSON.stringify(data) ?? '';
    // lru-cache needs a positive integer size.
    return Math.max(1, Buffer.byteLength(json));
  } catch {
    return null;
  }
};

/**
 * The last 200 answer of each key of a source that spec §9 leaves uncached (decision 040). It is
 * never read while upstream answers: only when a call has just failed (timeout, 5xx, refused,
 * malformed, outside the contract) does the cache look here, in memory first and then in the
 * shared level, so a page read before still renders while the content API is down. Bounded by
 * bytes in memory; in Redis each copy expires with its lifetime.
 */
export class LastGoodCopies {
  private readonly copies: LRUCache<string, Copy>;

  constructor(
    private readonly options: LastGoodCopyOptions,
    private readonly shared: SharedLevel | undefined,
    private readonly now: () => number,
  ) {
    this.copies = new LRUCache<string, Copy>({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      sizeCalculation: (copy) => copy.bytes,
    });
  }

  get size(): number {
    return this.copies.size;
  }

  get calculatedBytes(): number {
    return this.copies.calculatedSize;
  }

  /**
   * Keeps a 200 answer as the key's last good copy, here and (not waited for) in the shared level,
   * unless it came from there (`fromShared`: another replica's answer, which wrote its own copy).
   */
  keep(key: string, response: UpstreamResponse<unknown>, fromShared = false): void {
    if (response.status !== 200 || this.options.ttlMs <= 0) return;
    const now = this.now();
    const keepUntil = now + this.options.ttlMs;
    const previous = this.copies.peek(key);
    // The uncached sources' parsed answers are shared by their text (parsed-bodies.ts): the same
    // object means the same answer, so only its lifetime moves.
    const unchanged = previous !== undefined && previous.response.data === response.data;
    const bytes = unchanged ? previous.bytes : (response.bytes ?? measureBytes(response.data));
    if (bytes === null || bytes > this.options.maxBytes) {
      this.copies.delete(key);
      return;
    }
    const rewriteAfter = Math.min(SHARED_COPY_REWRITE_MS, this.options.ttlMs / 2);
    const share = this.shared !== undefined && !fromShared && (!unchanged || now - previous.sharedAt >= rewriteAfter);
    const stored = { status: response.status, data: response.data };
    this.copies.set(key, { response: stored, keepUntil, bytes, sharedAt: share || fromShared ? now : (previous?.sharedAt ?? 0) });
    if (share) void this.shared?.writeCopy(key, { response: stored, freshUntil: now, keepUntil });
  }

  /** Forgets the key's copy here and in the shared level: upstream answered that it is gone. */
  forget(key: string): void {
    this.copies.delete(key);
    // Another replica may hold one though this process does not.
    void this.shared?.dropCopy(key);
  }

  /** The key's copy in this process while its lifetime lasts. */
  readLocal(key: string): UpstreamResponse<unknown> | undefined {
    const copy = this.copies.peek(key);
    if (!copy) return undefined;
    if (this.now() >= copy.keepUntil) {
      this.copies.delete(key);
      return undefined;
    }
    return copy.response;
  }

  /** The key's copy here or, when this process has none, in the shared level (kept here from then on). */
  async read(key: string): Promise<UpstreamResponse<unknown> | undefined> {
    const local = this.readLocal(key);
    if (local || !this.shared) return local;
    const found = await this.shared.readCopy(key);
    if (!found || this.now() >= found.keepUntil) return undefined;
    const bytes = measureBytes(found.response.data);
    if (bytes !== null && bytes <= this.options.maxBytes) {
      this.copies.set(key, { response: found.response, keepUntil: found.keepUntil, bytes, sharedAt: this.now() });
    }
    return found.response;
  }
}
