// The shapes the API clients report (api-clients/fetch-source.ts, server-cache.ts), declared here
// so the bottom layer does not import the layer above it.
export interface CacheLookup {
  level: string;
  result: string;
  label: string;
}

export interface UpstreamCall {
  source: string;
  status: number;
  ok: boolean;
  ms: number;
}

import { getSiteMetrics } from './registry';

/** ServerCache's onLookup: counts hits, misses and coalesced lookups per level and source. */
export function recordCacheLookup({ level, result, label }: CacheLookup): void {
  getSiteMetrics().cacheLookups.inc({ level, source: label, result });
}

/** The source fetcher's onUpstreamCall: calls, errors by status and durations per source. */
export function recordUpstreamCall({ source, status, ok, ms }: UpstreamCall): void {
  const metrics = getSiteMetrics();
  metrics.upstreamRequests.inc({ source, outcome: ok ? 'ok' : 'error' });
  if (!ok) metrics.upstreamErrors.inc({ source, status: String(status) });
  metrics.upstreamDuration.observe({ source }, ms / 1000);
}

export function recordSharedCacheState(state: 'up' | 'down'): void {
  getSiteMetrics().sharedCacheUp.set({ store: 'redis' }, state === 'up' ? 1 : 0);
}

export interface FinishingResponse {
  statusCode: number;
  once(event: 'finish', listener: () => void): unknown;
}

/**
 * Counts the response and its duration under the route pattern (not the URL, so the series stay
 * few) once it has been sent. Call it when the route's handler starts.
 */
export function observeResponse(route: string, method: string | undefined, res: FinishingResponse): void {
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    const metrics = getSiteMetrics();
    const labels = { route, method: method ?? 'GET' };
    metrics.httpRequests.inc({ ...labels, status: String(res.statusCode) });
    metrics.httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
  });
}
