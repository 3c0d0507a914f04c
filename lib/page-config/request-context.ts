import { detectAdDevice } from '@/ads/device';
import type { AdDevice } from '@/ads/types';
import { firstQueryValue } from '@/lib/page-data/special';
import type { QueryParams, RequestContext, RouteParams } from '@/lib/page-data/types';
import { headerValue } from './cache-control';
import { fillRoutePattern, type RouteRecord } from './route-record';

type RequestHeaders = Readonly<Record<string, string | string[] | undefined>> | undefined;

/** The reader's device class: the spec's user-agent test (§5), the one rule for SSR, refresh, Vary and the render cache. */
export function deviceClassOf(headers: RequestHeaders): AdDevice {
  return detectAdDevice(headerValue(headers, 'user-agent'));
}

export interface IncomingPageRequest {
  params: RouteParams;
  query: QueryParams;
  headers: RequestHeaders;
  /** Next's resolvedUrl (path and query); the path is what preview tokens sign. Built from the pattern when absent. */
  resolvedUrl?: string;
  now?: Date;
}

/**
 * What one request is, resolved once: the page file's route, its params and query, the reader's
 * device class, the clock and, on editors-only routes, the preview token. getServerSideProps, the
 * page-props refresh endpoint and the AMP twin all derive it here, so a refresh never swaps the
 * device's ads.
 */
export function resolveRequestContext(route: RouteRecord, request: IncomingPageRequest): RequestContext {
  return {
    routePath: route.pattern,
    params: request.params,
    query: request.query,
    device: deviceClassOf(request.headers),
    now: request.now ?? new Date(),
    requestPath: request.resolvedUrl?.split('?')[0] ?? fillRoutePattern(route.pattern, request.params),
    adPageType: route.adPageType,
    preview: route.privacy === 'editors-only' ? { token: firstQueryValue(request.query.token) } : null,
  };
}
