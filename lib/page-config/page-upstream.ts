import type { FallbackKind } from '@/api-clients/cache/server-cache';
import type { FetchOptions, FetchSource } from '@/api-clients/fetch-source';
import type { SourceName } from '@/api-clients/sources';

/** Response header of a page built (in part) from kept copies because the content API failed (decision 040). */
export const UPSTREAM_FALLBACK_HEADER = 'X-Upstream-Fallback';

/** One source read of the page that a kept copy answered. */
export interface FallbackUse {
  source: SourceName;
  kind: FallbackKind;
}

/** A page request's view of the content API: its reads, sharing one deadline, and which of them fell back. */
export interface PageUpstream {
  fetchSource: FetchSource;
  /** The reads a kept copy answered, in the order they finished. */
  readonly fallbacks: readonly FallbackUse[];
}

/**
 * Wraps the process's fetcher for one page request: every read is told the page's deadline, now +
 * `timeoutMs` (the
 * page waits at most one timeout for the content API in all, however many calls it makes in a
 * row) and reports a fallback here, so the answer can say what it was built from.
 */
export function pageUpstream(fetchSource: FetchSource, timeoutMs?: number): PageUpstream {
  const fallbacks: FallbackUse[] = [];
  const deadline = timeoutMs === undefined ? undefined : Date.now() + timeoutMs;
  const tracked: FetchSource = (name, params, options: FetchOptions = {}) =>
    fetchSource(name, params, {
      ...options,
      deadline: options.deadline ?? deadline,
      onFallback: (source, kind) => {
        fallbacks.push({ source, kind });
        options.onFallback?.(source, kind);
      },
    });
  return { fetchSource: tracked, fallbacks };
}

/** The header's value: the kinds of copy used, e.g. `last-good` or `last-good, stale`; undefined when none. */
export function fallbackHeaderValue(fallbacks: readonly FallbackUse[]): string | undefined {
  if (fallbacks.length === 0) return undefined;
  return [...new Set(fallbacks.map((use) => use.kind))].sort().join(', ');
}
