import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

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
