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

import type { WebVitalName } from '@/foundation/site/web-vitals';
import { getSiteMetrics } from './registry';

/** A validated web-vitals report as the histograms take it (labels are already the schema's enums). */
export interface WebVitalsObservation {
  pageType: string;
  device: string;
  metrics: readonly { name: WebVitalName; value: number }[];
}

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

/** A report's value in its histogram's unit: seconds from the browser's milliseconds; CLS as it is. */
export function webVitalHistogramValue(name: WebVitalName, value: number): number {
  return name === 'CLS' ? value : value / 1000;
}

/** One page view's field data (a validated /api/logging report): one observation per metric, labelled by page type and device. */
export function recordWebVitals({ pageType, device, metrics }: WebVitalsObservation): void {
  const histograms = getSiteMetrics().webVitals;
  for (const { name, value } of metrics) histograms[name].observe({ page_type: pageType, device }, webVitalHistogramValue(name, value));
}
