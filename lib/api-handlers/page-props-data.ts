import type { FetchSource } from '@/api-clients/fetch-source';
import type { HttpCache } from '@/api-clients/cache/server-cache';
import { errorStatusFor } from '@/lib/page-config/error-status';
import { fallbackHeaderValue, pageUpstream, UPSTREAM_FALLBACK_HEADER } from '@/lib/page-config/page-upstream';
import { resolveRequestContext } from '@/lib/page-config/request-context';
import { routeParamNames } from '@/lib/page-config/route-record';
import { findRoute } from '@/lib/page-config/route-table';
import { runRoute, withIslands, type IslandRenderer } from '@/lib/page-config/run-page-data';
import { jsonError, singleValuedQuery, type JsonResponse } from './json-response';

export interface PagePropsDeps {
  fetchSource: FetchSource;
  httpCache: HttpCache;
  /** The request's headers: the request context reads the device class from them by the same rule as SSR. */
  headers?: Readonly<Record<string, string | string[] | undefined>>;
  /** The routes' static islands (decision 032): a refresh brings their HTML as SSR does. */
  renderIslands?: IslandRenderer;
  /** NEXT_PUBLIC_API_REQUEST_TIMEOUT: the refresh's upstream calls together wait at most this long. */
  upstreamTimeoutMs?: number;
}

/**
 * Internal status of props built from kept copies (decision 040): the HTTP cache keeps only 200s,
 * so these are never reused; the reader gets them as a 200 with the fallback header.
 */
const FROM_KEPT_COPIES = 203;

interface KeptCopyProps {
  props: unknown;
  /** The header's value (page-upstream.ts fallbackHeaderValue). */
  fallback: string;
}

const MAX_PARAM_LENGTH = 1_000;

/**
 * `GET /api/pages/page-props-data?routePath=…&<route params>`: the props SSR would render now,
 * for the client refresh (spec §7). Only the route's own params and query keys are accepted.
 */
export async function handlePagePropsRequest(rawQuery: Record<string, string | string[] | undefined>, deps: PagePropsDeps): Promise<JsonResponse> {
  const query = singleValuedQuery(rawQuery);
  if (!query) return jsonError(400, 'bad_request', 'Each parameter must be given once');
  const { routePath: rawRoutePath, ...rest } = query;
  if (!rawRoutePath) return jsonError(400, 'bad_request', 'routePath is required');
  const route = findRoute(rawRoutePath);
  if (!route) return jsonError(400, 'unknown_route', 'Unknown routePath');
  // Only pages that refresh are served: never editors' previews (they need their signed link and
  // must stay uncached) nor the AMP twin.
  if (route.refreshIntervalMs === 0) return jsonError(404, 'not_found', 'Not found');

  const paramNames = routeParamNames(route.pattern);
  const allowed = new Set([...paramNames, ...route.queryKeys]);
  const unknownKey = Object.keys(rest).find((key) => !allowed.has(key));
  if (unknownKey !== undefined) return jsonError(400, 'unknown_parameter', `Unknown parameter: ${unknownKey.slice(0, 40)}`);
  if (paramNames.some((name) => !rest[name])) return jsonError(400, 'bad_request', 'Missing route parameter');
  if (Object.values(rest).some((value) => value.length > MAX_PARAM_LENGTH)) return jsonError(400, 'bad_request', 'Parameter too long');

  const params = Object.fromEntries(paramNames.map((name) => [name, rest[name]]));
  const pageQuery = Object.fromEntries(route.queryKeys.filter((key) => key in rest).map((key) => [key, rest[key]]));
  const request = resolveRequestContext(route, { params, query: { ...params, ...pageQuery }, headers: deps.headers });
  const cacheKey = JSON.stringify([route.pattern, request.device, Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))]);

  try {
    const response = await deps.httpCache.getOrFetch<unknown>(cacheKey, async () => {
      const upstream = pageUpstream(deps.fetchSource, deps.upstreamTimeoutMs);
      const result = await runRoute(route, request, upstream.fetchSource);
      if (result.kind === 'notFound') return { status: 404, data: { error: 'not_found', message: 'Not found' } };
      if (result.kind === 'redirect') return { status: 409, data: { error: 'moved', message: 'Page moved', destination: result.destination } };
      if (result.kind === 'denied') return { status: result.statusCode, data: { error: 'denied', message: 'Access denied' } };
      const props = withIslands(route, result.props, deps.renderIslands);
      const fallback = fallbackHeaderValue(upstream.fallbacks);
      return fallback ? { status: FROM_KEPT_COPIES, data: { props, fallback } satisfies KeptCopyProps } : { status: 200, data: props };
    });
    if (response.status === FROM_KEPT_COPIES) {
      const { props, fallback } = response.data as KeptCopyProps;
      return { status: 200, body: props, headers: { 'Cache-Control': 'private, max-age=0', [UPSTREAM_FALLBACK_HEADER]: fallback } };
    }
    return { status: response.status, body: response.data, headers: { 'Cache-Control': response.status === 200 ? 'private, max-age=0' : 'no-store' } };
  } catch (error) {
    const status = errorStatusFor(error);
    return jsonError(status, 'upstream_error', 'The content service did not answer');
  }
}
