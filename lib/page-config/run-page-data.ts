import { detectAdDevice } from '@/ads/device';
import type { AdDevice } from '@/ads/types';
import type { FetchSource } from '@/api-clients/fetch-source';
import { findPageConfig, withTrailingSlash } from './registry';
import type { PageMeta } from './types';
import type { PageDataResult, QueryParams, RouteParams } from '@/lib/page-data/types';

export interface RunPageDataInput {
  routePath: string;
  params: RouteParams;
  query: QueryParams;
  fetchSource: FetchSource;
  now?: Date;
  /** The requested path without query; built from the route pattern and params when not given. */
  requestPath?: string;
  /** The reader's user agent: chooses the PC or SP ad set. */
  userAgent?: string;
}

/** `/article/[publicationDate]/[articleId]/` + params → `/article/202607/123/`. */
export function fillRoutePattern(routePath: string, params: RouteParams): string {
  return routePath.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}

export type PageProps = Record<string, unknown> & { pageMeta: PageMeta };

/** Single string values only (repeated or missing values are dropped), for the refresh endpoint. */
function plainParams(params: RouteParams): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * Runs a route's page-data function: the one code path for SSR and for the client refresh
 * endpoint, so both return the same props. Returns null for an unknown route.
 */
export async function runPageData(input: RunPageDataInput): Promise<PageDataResult<PageProps> | null> {
  const routePath = withTrailingSlash(input.routePath);
  const config = findPageConfig(routePath);
  if (!config) return null;
  const now = input.now ?? new Date();
  const adDevice = detectAdDevice(input.userAgent);
  const result = await config.getPageData({
    routePath,
    params: input.params,
    query: input.query,
    fetchSource: input.fetchSource,
    now,
    device: adDevice,
    requestPath: input.requestPath ?? fillRoutePattern(routePath, input.params),
  });
  if (result.kind !== 'props') return result;
  const pageMeta: PageMeta = {
    routePath,
    routeParams: plainParams(input.params),
    queryValues: plainParams(Object.fromEntries(config.queryKeys.map((key) => [key, input.query[key]])) as RouteParams),
    adPageType: config.adPageType,
    refreshIntervalMs: config.refreshIntervalMs,
    adDevice,
    renderedAt: now.toISOString(),
  };
  return { kind: 'props', props: { ...withoutOtherDeviceAdSpace(result.props as Record<string, unknown>, adDevice), pageMeta } };
}

const AD_SPACE_PROP: Readonly<Record<AdDevice, 'gptPcAdData' | 'gptSpAdData'>> = { PC: 'gptPcAdData', SP: 'gptSpAdData' };

/**
 * The ad set is chosen from the user agent on the server, so the other device's ad space is never
 * read by the page: it is sent as null rather than as ~2-3 KB of dead `__NEXT_DATA__`.
 */
export function withoutOtherDeviceAdSpace(props: Record<string, unknown>, adDevice: AdDevice): Record<string, unknown> {
  const other = AD_SPACE_PROP[adDevice === 'PC' ? 'SP' : 'PC'];
  return other in props ? { ...props, [other]: null } : props;
}
