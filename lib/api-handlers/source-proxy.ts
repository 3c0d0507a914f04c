import { isApiError } from '@/api-clients/api-error';
import type { FetchSource } from '@/api-clients/fetch-source';
import { PROXY_SOURCES, SOURCES, type SourceName } from '@/api-clients/sources';
import { FALLBACK_CACHE_CONTROL } from '@/lib/page-config/cache-control';
import { errorStatusFor } from '@/lib/page-config/error-status';
import { fallbackHeaderValue, pageUpstream, UPSTREAM_FALLBACK_HEADER } from '@/lib/page-config/page-upstream';
import { jsonError, singleValuedQuery, type JsonResponse } from './json-response';

/** Same-origin proxy responses may be reused by browsers and CDNs this long (seconds). */
const PROXY_MAX_AGE_SECONDS = 60;

/**
 * Same-origin proxies at `/api` + endpoint path for the proxyable sources (spec §7). The path
 * must be one of the registry's proxy paths and the params must pass that source's schema;
 * nothing else can reach the upstream.
 */
export async function handleSourceProxyRequest(
  proxyPath: string,
  rawQuery: Record<string, string | string[] | undefined>,
  fetchSource: FetchSource,
): Promise<JsonResponse> {
  const name: SourceName | undefined = PROXY_SOURCES.get(proxyPath.replace(/\/+$/, ''));
  if (!name) return jsonError(404, 'not_found', 'Unknown API path');
  const query = singleValuedQuery(rawQuery);
  if (!query) return jsonError(400, 'bad_request', 'Each parameter must be given once');
  const params = SOURCES[name].params.safeParse(query);
  if (!params.success) return jsonError(400, 'bad_request', 'Invalid or unknown parameters');
  try {
    const upstream = pageUpstream(fetchSource);
    const data = await upstream.fetchSource(name, params.data as never);
    // A kept copy standing in for a failed call (decision 040): said so, and kept by a CDN briefly.
    const fallback = fallbackHeaderValue(upstream.fallbacks);
    const headers: Record<string, string> = fallback
      ? { 'Cache-Control': FALLBACK_CACHE_CONTROL, [UPSTREAM_FALLBACK_HEADER]: fallback }
      : { 'Cache-Control': `public, max-age=${PROXY_MAX_AGE_SECONDS}` };
    return { status: 200, body: data, headers };
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return jsonError(404, 'not_found', 'Not found');
    return jsonError(errorStatusFor(error), 'upstream_error', 'The content service did not answer');
  }
}
