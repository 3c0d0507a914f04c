import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { WEB_VITAL_NAMES, type WebVitalName } from '@/foundation/site/web-vitals';

/**
 * Buckets of the field-data histograms, in the histograms' units (seconds; CLS unitless). Each
 * holds Google's good and poor bounds (WEB_VITAL_THRESHOLDS: LCP 2.5/4 s, INP 0.2/0.5 s, CLS
 * 0.1/0.25, FCP 1.8/3 s, TTFB 0.8/1.8 s), so the share of good page views is read off one bucket.
 */
export const WEB_VITAL_BUCKETS: Readonly<Record<WebVitalName, readonly number[]>> = {
  LCP: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 15, 20, 30],
  INP: [0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 2, 5],
  CLS: [0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.25, 0.5, 1, 2],
  FCP: [0.25, 0.5, 1, 1.5, 1.8, 2.5, 3, 4, 6, 10, 20],
  TTFB: [0.05, 0.1, 0.2, 0.4, 0.6, 0.8, 1.2, 1.8, 3, 6, 10],
};

/** `playnote_web_vitals_lcp_seconds`, …; CLS has no unit: `playnote_web_vitals_cls`. */
export function webVitalMetricName(name: WebVitalName): string {
  return name === 'CLS' ? 'playnote_web_vitals_cls' : `playnote_web_vitals_${name.toLowerCase()}_seconds`;
}

const WEB_VITAL_HELP: Readonly<Record<WebVitalName, string>> = {
  LCP: 'Largest Contentful Paint of sampled page views (browser field data), by page type and device class.',
  INP: 'Interaction to Next Paint of sampled page views that had an interaction, by page type and device class.',
  CLS: 'Cumulative Layout Shift (unitless) of sampled page views, by page type and device class.',
  FCP: 'First Contentful Paint of sampled page views, by page type and device class.',
  TTFB: 'Time to First Byte of sampled page views as the browser saw it, by page type and device class.',
};

/** Every series the site exports at /api/metrics (Prometheus text format). */
export interface SiteMetrics {
  registry: Registry;
  httpRequests: Counter<'route' | 'method' | 'status'>;
  httpDuration: Histogram<'route' | 'method'>;
  cacheLookups: Counter<'level' | 'source' | 'result'>;
  upstreamRequests: Counter<'source' | 'outcome'>;
  upstreamErrors: Counter<'source' | 'status'>;
  upstreamDuration: Histogram<'source'>;
  sharedCacheUp: Gauge<'store'>;
  unhandledRejections: Counter;
  /** Field data from /api/logging (decision 028); labels are the report schema's enums, so the series stay few. */
  webVitals: Readonly<Record<WebVitalName, Histogram<'page_type' | 'device'>>>;
}

function createSiteMetrics(): SiteMetrics {
  const registry = new Registry();
  // Process memory, CPU, event-loop lag, GC and heap of this Node process.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'playnote_http_requests_total',
      help: 'Responses sent, by route pattern, method and status.',
      labelNames: ['route', 'method', 'status'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'playnote_http_request_duration_seconds',
      help: 'Time from the route handler starting to the response being sent, by route pattern.',
      labelNames: ['route', 'method'],
      registers,
    }),
    cacheLookups: new Counter({
      name: 'playnote_cache_lookups_total',
      help: 'API cache lookups by level (memory, redis), source and result (hit, miss, coalesced, stale).',
      labelNames: ['level', 'source', 'result'],
      registers,
    }),
    upstreamRequests: new Counter({
      name: 'playnote_upstream_requests_total',
      help: 'Calls to the content APIs by source and outcome (ok, error).',
      labelNames: ['source', 'outcome'],
      registers,
    }),
    upstreamErrors: new Counter({
      name: 'playnote_upstream_errors_total',
      help: 'Failed content API calls by source and ApiError status (504 timeout, -1 no answer, 502 bad body, upstream status).',
      labelNames: ['source', 'status'],
      registers,
    }),
    upstreamDuration: new Histogram({
      name: 'playnote_upstream_request_duration_seconds',
      help: 'Duration of content API calls by source.',
      labelNames: ['source'],
      registers,
    }),
    sharedCacheUp: new Gauge({
      name: 'playnote_shared_cache_up',
      help: '1 while the shared cache answers, 0 while it is down; absent when REDIS_URL is unset.',
      labelNames: ['store'],
      registers,
    }),
    unhandledRejections: new Counter({
      name: 'playnote_unhandled_rejections_total',
      help: 'Promise rejections nobody handled in this process (Next logs them and keeps serving).',
      registers,
    }),
    webVitals: Object.fromEntries(
      WEB_VITAL_NAMES.map((name) => [
        name,
        new Histogram({ name: webVitalMetricName(name), help: WEB_VITAL_HELP[name], labelNames: ['page_type', 'device'], buckets: [...WEB_VITAL_BUCKETS[name]], registers }),
      ]),
    ) as Record<WebVitalName, Histogram<'page_type' | 'device'>>,
  };
}

const GLOBAL_KEY = Symbol.for('playnote.metrics');

/**
 * The process's metrics, created once. Kept on globalThis: dev hot reloads and separately bundled
 * routes would otherwise register the same names twice or count into copies nobody exports.
 */
export function getSiteMetrics(): SiteMetrics {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: SiteMetrics };
  holder[GLOBAL_KEY] ??= createSiteMetrics();
  return holder[GLOBAL_KEY];
}
