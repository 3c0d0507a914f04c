import { LRUCache } from 'lru-cache';

/** One rendered answer kept for reuse: the body as Next wrote it (before compression) and its headers. */
export interface RenderedPage {
  body: Buffer;
  headers: Record<string, string>;
}

export interface RenderCacheOptions {
  ttlMs: number;
  maxBytes: number;
  now?: () => number;
}

interface Entry {
  page: RenderedPage;
  freshUntil: number;
}

/** What a request should do: serve a kept page, wait for the render in flight, or render itself. */
export type RenderCacheLookup =
  | { kind: 'hit'; page: RenderedPage }
  | { kind: 'wait'; pending: Promise<RenderedPage | null> }
  | { kind: 'render'; settle: (page: RenderedPage | null) => void };

/**
 * A short-lived cache of whole rendered pages (decision 015); knows nothing of Next (its adapter,
 * render-cache-adapter.ts, decides the keys and what is kept).
 * Rendering dominates a warm page's cost (PERFORMANCE-NOTES.md), so identical requests within
 * `ttlMs` reuse one render, and identical requests that arrive while it is rendering wait for it:
 * a burst of cold requests for one page makes one render and one upstream call per source.
 */
export class RenderCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly inFlight = new Map<string, Promise<RenderedPage | null>>();
  private readonly now: () => number;

  constructor(private readonly options: RenderCacheOptions) {
    this.now = options.now ?? (() => Date.now());
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.page.body.byteLength),
    });
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  lookup(key: string): RenderCacheLookup {
    const entry = this.entries.get(key);
    if (entry && this.now() < entry.freshUntil) return { kind: 'hit', page: entry.page };
    if (entry) this.entries.delete(key);

    const pending = this.inFlight.get(key);
    if (pending) return { kind: 'wait', pending };

    let resolve!: (page: RenderedPage | null) => void;
    const promise = new Promise<RenderedPage | null>((done) => {
      resolve = done;
    });
    this.inFlight.set(key, promise);
    let settled = false;
    return {
      kind: 'render',
      settle: (page) => {
        if (settled) return;
        settled = true;
        this.inFlight.delete(key);
        if (page && page.body.byteLength <= this.options.maxBytes) {
          this.entries.set(key, { page, freshUntil: this.now() + this.options.ttlMs });
        }
        resolve(page);
      },
    };
  }

  clear(): void {
    this.entries.clear();
  }
}
