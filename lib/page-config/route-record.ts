import type { AdPageType } from '@/ads/types';
import type { IslandKind } from '@/foundation/site/html-only';
import type { PageDataFunction } from '@/lib/page-data/types';
import type { CachePageType } from './cache-control';

/** Client refresh interval when a page does not set its own (spec §4, §9). */
export const DEFAULT_REFRESH_INTERVAL_MS = 300_000;

/**
 * Who may see a page's answer:
 * - `public`: every reader; shared caches may keep it.
 * - `per-query`: one answer per reader's query (search); never kept by a shared cache or the render cache.
 * - `editors-only`: editors' previews; `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`
 *   on every response, no client refresh, and never served by the page-props endpoint.
 */
export type RoutePrivacy = 'public' | 'per-query' | 'editors-only';

/** Everything the request pipeline knows about one page route (spec §2, §4, §9). */
export interface RouteRecord<P = unknown> {
  /** The Next route pattern with a trailing slash: the one place the site spells it. */
  pattern: string;
  getPageData: PageDataFunction<P>;
  adPageType: AdPageType;
  /** The Cache-Control tier of its answers (cache-control.ts); `article` becomes `old-article` for past months. */
  cacheTier: CachePageType;
  /** Whether a rendered answer may be reused for identical requests (decision 015). */
  renderCache: boolean;
  privacy: RoutePrivacy;
  /** Client refresh interval; 0 turns the refresh off. */
  refreshIntervalMs: number;
  /** Query keys the page reads besides its route params (e.g. `page`); others are ignored by SSR and rejected by the refresh endpoint. */
  queryKeys: readonly string[];
  /** The spec's `isAmp` page prop: true for the AMP twin, whose leaves (image, video, ad, analytics) are AMP's. */
  isAmp: boolean;
  /** The static islands its page view shows (decision 032), rendered into its props as `islands`. */
  islands: IslandKind | null;
}

export interface RouteOptions<P> {
  pattern: string;
  getPageData: PageDataFunction<P>;
  adPageType: AdPageType;
  privacy?: RoutePrivacy;
  cacheTier?: CachePageType;
  /** Off for answers the pipeline does not render through Next (the AMP document); public pages default to on. */
  renderCache?: boolean;
  refreshIntervalMs?: number;
  queryKeys?: readonly string[];
  isAmp?: boolean;
  islands?: IslandKind;
}

const TIER_BY_PRIVACY: Readonly<Record<RoutePrivacy, CachePageType>> = { public: 'list', 'per-query': 'search', 'editors-only': 'preview' };

/**
 * One route record. Defaults follow from its privacy: a public page is a `list` page for caches,
 * is render-cached and refreshes every 5 minutes; search pages are private to the reader and never
 * reused; previews are private, never reused and never refreshed.
 */
export function defineRoute<P>(options: RouteOptions<P>): RouteRecord<P> {
  const privacy = options.privacy ?? 'public';
  return {
    pattern: options.pattern,
    getPageData: options.getPageData,
    adPageType: options.adPageType,
    cacheTier: options.cacheTier ?? TIER_BY_PRIVACY[privacy],
    renderCache: privacy === 'public' && (options.renderCache ?? true),
    privacy,
    refreshIntervalMs: privacy === 'editors-only' ? 0 : (options.refreshIntervalMs ?? DEFAULT_REFRESH_INTERVAL_MS),
    queryKeys: options.queryKeys ?? [],
    isAmp: options.isAmp ?? false,
    islands: options.islands ?? null,
  };
}

/** Names of a pattern's dynamic segments: `/article/[publicationDate]/[articleId]/` → both names. */
export function routeParamNames(pattern: string): string[] {
  return Array.from(pattern.matchAll(/\[(?:\.\.\.)?(\w+)\]/g), (match) => match[1] ?? '');
}

/** Spec §2: a trailing slash is added to a path before its route is looked up. */
export function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/** `/article/[publicationDate]/[articleId]/` + params → `/article/202607/123/`. */
export function fillRoutePattern(pattern: string, params: Readonly<Record<string, string | undefined>>): string {
  return pattern.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}
