import type { AdDevice } from '@/ads/types';
import { CACHE_TTL_MS, LIVE_ARTICLE_TTL_MS } from '@/api-clients/cache/cache-ttl';
import { toJstYearMonth } from '@/foundation/format/date';
import { isYearMonth } from '@/foundation/validation/text-patterns';
import type { RouteParams } from '@/lib/page-data/types';

/**
 * Cache-Control of page responses for a CDN or proxy cache in front (docs/deploy.md, "CDN"):
 * shared caches keep a page for `s-maxage`, may answer from a stale copy while refetching it
 * (`stale-while-revalidate`) and when the origin fails (`stale-if-error`); browsers always
 * revalidate (`max-age=0`, cheap with the ETag Next sends). REVALIDATE_SECONDS (R) is the s-maxage
 * of list pages; the other page types scale from it.
 */
export type CachePageType = 'top' | 'realtime-ranking' | 'list' | 'article' | 'old-article' | 'live-article' | 'search' | 'preview';

export interface SharedCacheTier {
  /** s-maxage = round(R × factor), at most `sMaxAgeMaxSeconds` when given, at least 1 while R > 0. */
  sMaxAgeFactor: number;
  sMaxAgeMaxSeconds?: number;
  /** stale-while-revalidate = s-maxage × this. */
  staleWhileRevalidateFactor: number;
  /** stale-if-error, fixed: how long a copy may stand in while the origin answers errors. */
  staleIfErrorSeconds: number;
}

const DAY_SECONDS = 86_400;
const WEEK_SECONDS = 7 * DAY_SECONDS;
/** The realtime rankings' source TTL (spec §9: 60 s): a shared copy of those pages is never kept longer. */
export const REALTIME_RANKING_SECONDS = CACHE_TTL_MS.realtimeRanking / 1000;

/** Search results (one per query) and editors' previews are never kept by a shared cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * A page asked for with query keys its route does not read (`?cb=1`, `?utm_source=…`): the same
 * page as its clean address, answered from the render cache under that address, but no shared
 * cache may keep it under this one (issue 35, decision 039). The browser may (Back stays fast).
 */
export const UNLISTED_QUERY_CACHE_CONTROL = 'private, max-age=0';
/** Error pages (5xx, 401/403): never cached; a CDN answers with its stale copy (stale-if-error) instead. */
export const ERROR_CACHE_CONTROL = 'no-store';

export const CACHE_TIERS: Readonly<Record<CachePageType, SharedCacheTier | 'private'>> = {
  top: { sMaxAgeFactor: 0.5, sMaxAgeMaxSeconds: REALTIME_RANKING_SECONDS, staleWhileRevalidateFactor: 1, staleIfErrorSeconds: DAY_SECONDS },
  'realtime-ranking': { sMaxAgeFactor: 0.5, sMaxAgeMaxSeconds: REALTIME_RANKING_SECONDS, staleWhileRevalidateFactor: 1, staleIfErrorSeconds: DAY_SECONDS },
  list: { sMaxAgeFactor: 1, staleWhileRevalidateFactor: 5, staleIfErrorSeconds: DAY_SECONDS },
  article: { sMaxAgeFactor: 1, staleWhileRevalidateFactor: 5, staleIfErrorSeconds: DAY_SECONDS },
  'old-article': { sMaxAgeFactor: 60, sMaxAgeMaxSeconds: DAY_SECONDS, staleWhileRevalidateFactor: 24, staleIfErrorSeconds: WEEK_SECONDS },
  // A live article (issue 36): a shared copy is as fresh as the article source's own 10 s (decision 042).
  'live-article': { sMaxAgeFactor: 1, sMaxAgeMaxSeconds: LIVE_ARTICLE_TTL_MS / 1000, staleWhileRevalidateFactor: 1, staleIfErrorSeconds: DAY_SECONDS },
  search: 'private',
  preview: 'private',
};

export interface PageCacheInput {
  /** The route record's tier. */
  tier: CachePageType;
  params?: RouteParams;
  now: Date;
}

/**
 * The page type of a request. An article whose URL month (`publicationDate`, YYYYMM) is before the
 * current month in Japan time is an `old-article`: it rarely changes, so a CDN keeps it longer.
 */
export function cachePageTypeOf({ tier, params, now }: PageCacheInput): CachePageType {
  const month = params?.publicationDate;
  if (tier === 'article' && month && isYearMonth(month) && month < toJstYearMonth(now)) return 'old-article';
  return tier;
}

/** The Cache-Control value of a page type for REVALIDATE_SECONDS = `revalidateSeconds`. */
export function cacheControlFor(pageType: CachePageType, revalidateSeconds: number): string {
  const tier = CACHE_TIERS[pageType];
  if (tier === 'private') return PRIVATE_CACHE_CONTROL;
  const scaled = Math.round(revalidateSeconds * tier.sMaxAgeFactor);
  const sMaxAge = revalidateSeconds > 0 ? Math.max(1, Math.min(scaled, tier.sMaxAgeMaxSeconds ?? Infinity)) : 0;
  const staleWhileRevalidate = sMaxAge * tier.staleWhileRevalidateFactor;
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}, stale-if-error=${tier.staleIfErrorSeconds}`;
}

/**
 * How long a shared cache may keep a page built from kept copies because the content API failed
 * (decision 040): long enough to carry a burst, short enough that the real page is back within
 * seconds of the API's return.
 */
export const FALLBACK_S_MAXAGE_SECONDS = 10;

/** Cache-Control of an answer built from kept copies: a short s-maxage, no stale-while-revalidate (the /api proxies). */
export const FALLBACK_CACHE_CONTROL = `public, max-age=0, s-maxage=${FALLBACK_S_MAXAGE_SECONDS}`;

/** Cache-Control of a page built from kept copies: FALLBACK_CACHE_CONTROL with the tier's stale-if-error. */
export function fallbackCacheControlFor(pageType: CachePageType): string {
  const tier = CACHE_TIERS[pageType];
  if (tier === 'private') return PRIVATE_CACHE_CONTROL;
  return `${FALLBACK_CACHE_CONTROL}, stale-if-error=${tier.staleIfErrorSeconds}`;
}

/** Cache-Control of a successful page response (`fallback`: built from kept copies, decision 040). */
export function pageCacheControl(input: PageCacheInput & { revalidateSeconds: number; fallback?: boolean }): string {
  const pageType = cachePageTypeOf(input);
  return input.fallback ? fallbackCacheControlFor(pageType) : cacheControlFor(pageType, input.revalidateSeconds);
}

/** The device-class header nginx (deploy/nginx.conf) or a CDN derives from the User-Agent. */
export const DEVICE_CLASS_HEADER = 'X-Device-Class';

type RequestHeaders = Readonly<Record<string, string | string[] | undefined>> | undefined;

/** One value of a request header (the first when repeated). */
export function headerValue(headers: RequestHeaders, name: string): string | undefined {
  const value = headers?.[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * `Vary` of a page response. The page differs by device class only (PC or SP ad set, from the
 * spec's user-agent test). Behind our proxy the request carries X-Device-Class (`pc`|`sp`) derived
 * by that same test, and a cache can then keep two copies instead of one per user agent. The header
 * is trusted only when it agrees with the user agent, so the answer's Vary is always true; a
 * request without it (no proxy in front) varies on User-Agent. `device` is the request context's
 * device class (request-context.ts).
 */
export function varyFor(headers: RequestHeaders, device: AdDevice): string {
  return headerValue(headers, DEVICE_CLASS_HEADER) === device.toLowerCase() ? DEVICE_CLASS_HEADER : 'User-Agent';
}
