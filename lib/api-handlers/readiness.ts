import type { AxiosInstance } from 'axios';
import { SOURCES } from '@/api-clients/sources';
import type { JsonResponse } from './json-response';

export type CheckResult = 'ok' | 'down';

export interface ReadinessChecks {
  contentApi: () => Promise<CheckResult>;
  /** PING of the shared Redis cache; null when REDIS_URL is unset. */
  redis: (() => Promise<CheckResult>) | null;
}

/**
 * `/api/ready` (decision 014): ready (200) while the content API answers. Redis is reported but
 * does not make a replica unready, since pages are served without it ('degraded'); taking every
 * replica out of the balancer because the shared cache is away would turn a slower site into none.
 */
export async function handleReadinessRequest(checks: ReadinessChecks): Promise<JsonResponse> {
  const [contentApi, redis] = await Promise.all([checks.contentApi(), checks.redis ? checks.redis() : ('disabled' as const)]);
  const ready = contentApi === 'ok';
  const status = !ready ? 'unavailable' : redis === 'down' ? 'degraded' : 'ready';
  return { status: ready ? 200 : 503, body: { status, checks: { contentApi, redis } }, headers: { 'Cache-Control': 'no-store' } };
}

/** The readiness probe's own bound: far below the page timeout, so a hung API fails the probe quickly. */
export const CONTENT_API_CHECK_TIMEOUT_MS = 2_000;
/** Probes within this long share one result, so busy or hostile probing never hammers the API. */
export const CONTENT_API_CHECK_REUSE_MS = 2_000;

/**
 * Checks the main content API with the site's own client (base URL, headers): a GET of commonParts,
 * the one source every page needs, which takes no parameters and exists on the real and the
 * bundled API alike. It bypasses the caches: a cached answer says nothing about the API now.
 */
export function createContentApiCheck(
  client: AxiosInstance,
  { timeoutMs = CONTENT_API_CHECK_TIMEOUT_MS, reuseMs = CONTENT_API_CHECK_REUSE_MS, now = Date.now } = {},
): () => Promise<CheckResult> {
  let last: { at: number; result: Promise<CheckResult> } | undefined;
  return () => {
    if (last && now() - last.at < reuseMs) return last.result;
    const result = client
      .get<string>(SOURCES.commonParts.path, { timeout: timeoutMs })
      .then((response): CheckResult => {
        JSON.parse(response.data);
        return 'ok';
      })
      .catch((): CheckResult => 'down');
    last = { at: now(), result };
    return result;
  };
}
