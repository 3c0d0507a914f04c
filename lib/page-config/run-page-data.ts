import type { AdProviderScriptUrls } from '@/ads/page-plan';
import type { FetchSource } from '@/api-clients/fetch-source';
import { getBrowserEnv } from '@/foundation/env/browser-env';
import { getServerEnv, type ServerEnv } from '@/foundation/env/server-env';
import type { IslandHtml, IslandKind } from '@/foundation/site/html-only';
import type { PageDataResult, QueryParams, RequestContext, RouteParams } from '@/lib/page-data/types';
import { resolveRequestContext } from './request-context';
import { pageAdsOf, type PageAds } from './page-ads';
import { fillRoutePattern, type RouteRecord } from './route-record';
import { findRoute } from './route-table';
import type { PageMeta } from './types';

/** Every page's props: its own data, the spec's `isAmp` flag (from the route record), `pageMeta` and the ads decided from them. */
export type PageProps = Record<string, unknown> & { isAmp: boolean; pageMeta: PageMeta; pageAds: PageAds | null };

/** Single string values only (repeated or missing values are dropped), for the refresh endpoint. */
function plainParams(params: RouteParams): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The providers' script URLs from the server settings; unset ones are left out (no `undefined` in props). */
export function adScriptUrlsOf(env: Pick<ServerEnv, 'FLEXONE_SCRIPT_URL' | 'YAHOO_ADS_SCRIPT_URL'>): AdProviderScriptUrls {
  return {
    ...(env.FLEXONE_SCRIPT_URL ? { FLEXONE: env.FLEXONE_SCRIPT_URL } : {}),
    ...(env.YAHOO_ADS_SCRIPT_URL ? { YAHOO: env.YAHOO_ADS_SCRIPT_URL } : {}),
  };
}

/** What every page's props carry besides its own data: from the route record, the request context and the settings. */
export function pageMetaOf(
  route: RouteRecord,
  request: RequestContext,
  adScriptUrls: AdProviderScriptUrls = adScriptUrlsOf(getServerEnv()),
  /** The page's own interval (a live article, spec §4 override), else the route's. */
  refreshIntervalOverrideMs?: number,
): PageMeta {
  return {
    routePath: route.pattern,
    routeParams: plainParams(request.params),
    queryValues: plainParams(Object.fromEntries(route.queryKeys.map((key) => [key, request.query[key]])) as RouteParams),
    adPageType: route.adPageType,
    // Never for a page that does not refresh at all (previews, AMP): the route's 0 stands.
    refreshIntervalMs: route.refreshIntervalMs > 0 && refreshIntervalOverrideMs !== undefined ? refreshIntervalOverrideMs : route.refreshIntervalMs,
    adDevice: request.device,
    renderedAt: request.now.toISOString(),
    adScriptUrls,
  };
}

/**
 * Runs a route's page-data function for one request: the one code path for SSR, the client
 * refresh endpoint and the AMP twin, so all return the same props for the same request.
 */
export async function runRoute(route: RouteRecord, request: RequestContext, fetchSource: FetchSource): Promise<PageDataResult<PageProps>> {
  const result = await route.getPageData({ ...request, fetchSource });
  if (result.kind !== 'props') return result;
  const pageProps = result.props as Record<string, unknown>;
  const override = typeof pageProps.refreshIntervalOverrideMs === 'number' ? pageProps.refreshIntervalOverrideMs : undefined;
  const props = { ...pageProps, isAmp: route.isAmp, pageMeta: pageMetaOf(route, request, undefined, override) };
  return { kind: 'props', props: { ...props, pageAds: pageAdsOf(props, getBrowserEnv().NEXT_PUBLIC_ENV) } };
}

/**
 * Renders the static islands (decision 032) of a kind of page view from its props: the HTML by
 * island. Injected by the page files and the refresh endpoint, which may import components; this
 * layer may not.
 */
export type IslandRenderer = (kind: IslandKind | null, props: PageProps, path: string) => IslandHtml;

/** The props with their islands: the layout's, and their route's when it has any. */
export function withIslands(route: RouteRecord, props: PageProps, renderIslands: IslandRenderer | undefined): PageProps {
  // The page's address, for the layout's islands to mark its section.
  return renderIslands ? { ...props, islands: renderIslands(route.islands, props, fillRoutePattern(route.pattern, props.pageMeta?.routeParams ?? {})) } : props;
}

export interface RunPageDataInput {
  routePath: string;
  params: RouteParams;
  query: QueryParams;
  fetchSource: FetchSource;
  now?: Date;
  /** The requested path without query; built from the route pattern and params when not given. */
  requestPath?: string;
  /** The reader's user agent: chooses the PC or SP page data. */
  userAgent?: string;
}

/** runRoute for a route named by its pattern (tests, scripts): null for an unknown route. */
export async function runPageData(input: RunPageDataInput): Promise<PageDataResult<PageProps> | null> {
  const route = findRoute(input.routePath);
  if (!route) return null;
  const request = resolveRequestContext(route, {
    params: input.params,
    query: input.query,
    headers: { 'user-agent': input.userAgent },
    resolvedUrl: input.requestPath,
    now: input.now,
  });
  return runRoute(route, request, input.fetchSource);
}
