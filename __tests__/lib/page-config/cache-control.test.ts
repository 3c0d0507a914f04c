/** @jest-environment node */
import {
  cacheControlFor,
  cachePageTypeOf,
  ERROR_CACHE_CONTROL,
  pageCacheControl,
  PRIVATE_CACHE_CONTROL,
  REALTIME_RANKING_SECONDS,
  varyFor,
  type CachePageType,
} from '@/lib/page-config/cache-control';
import { deviceClassOf } from '@/lib/page-config/request-context';
import { findRoute, ROUTES } from '@/lib/page-config/route-table';

/** The cache tier of a route as its record names it. */
function tierOf(pattern: string): CachePageType {
  const route = findRoute(pattern);
  if (!route) throw new Error(`no route ${pattern}`);
  return route.cacheTier;
}

/** 2026-11-22 12:00 JST: the current month is 202611. */
const NOW = new Date('2026-11-22T03:00:00Z');
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

function directives(value: string): Record<string, string | true> {
  return Object.fromEntries(value.split(/\s*,\s*/).map((part) => {
    const [name, number] = part.split('=');
    return [name ?? '', number ?? true];
  }));
}

describe('page type of a request (docs/deploy.md, CDN)', () => {
  it.each<[string, Record<string, string>, CachePageType]>([
    ['/', {}, 'top'],
    ['/ranking/article/', {}, 'realtime-ranking'],
    ['/ranking/game-sales/', {}, 'realtime-ranking'],
    ['/ranking/game-sales/last-week/', {}, 'list'],
    ['/ranking/amazon/', {}, 'list'],
    ['/category/[categoryCode]/page/[pageNumber]/', { categoryCode: 'news', pageNumber: '1' }, 'list'],
    ['/game/title/[gameId]/page/[pageNumber]/', { gameId: '1', pageNumber: '1' }, 'list'],
    ['/schedule/', {}, 'list'],
    ['/article/[publicationDate]/[articleId]/', { publicationDate: '202611', articleId: '1' }, 'article'],
    ['/article/[publicationDate]/[articleId]/', { publicationDate: '202610', articleId: '1' }, 'old-article'],
    ['/article/[publicationDate]/[articleId]/', { publicationDate: '201912', articleId: '1' }, 'old-article'],
    ['/article/[publicationDate]/[articleId]', { publicationDate: '202001', articleId: '1' }, 'old-article'],
    ['/article/[publicationDate]/[articleId]/', { publicationDate: '202699', articleId: '1' }, 'article'],
    ['/article/images/[publicationDate]/[articleId]/[imageId]/', { publicationDate: '202501', articleId: '1', imageId: '2' }, 'old-article'],
    ['/article/amp/[publicationDate]/[articleId]/', { publicationDate: '202611', articleId: '1' }, 'article'],
    ['/special/content/weeklyplaynote/[articleId]/', { articleId: '1' }, 'article'],
    ['/search/', {}, 'search'],
    ['/search-history/', {}, 'search'],
    ['/preview/article/[articleId]/', { articleId: '1' }, 'preview'],
  ])('%s %j → %s', (routePath, params, expected) => {
    expect(cachePageTypeOf({ tier: tierOf(routePath), params, now: NOW })).toBe(expected);
  });

  it('a month boundary in Japan time makes last month\'s articles old (2026-11-30 15:00 UTC is December in JST)', () => {
    const params = { publicationDate: '202611', articleId: '1' };
    const route = '/article/[publicationDate]/[articleId]/';
    expect(cachePageTypeOf({ tier: tierOf(route), params, now: new Date('2026-11-30T14:59:00Z') })).toBe('article');
    expect(cachePageTypeOf({ tier: tierOf(route), params, now: new Date('2026-11-30T15:00:00Z') })).toBe('old-article');
  });

  it.each(ROUTES.map((route) => [route.pattern, route] as const))('%s: shared caches may keep it exactly when its record is public', (_pattern, route) => {
    const value = cacheControlFor(cachePageTypeOf({ tier: route.cacheTier, now: NOW }), 60);
    expect(value.startsWith('public, ')).toBe(route.privacy === 'public');
  });
});

describe('Cache-Control per page type with REVALIDATE_SECONDS', () => {
  it.each<[CachePageType, number, string]>([
    ['top', 60, 'public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=86400'],
    ['realtime-ranking', 60, 'public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=86400'],
    ['list', 60, 'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400'],
    ['article', 60, 'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400'],
    ['old-article', 60, 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400, stale-if-error=604800'],
    ['search', 60, PRIVATE_CACHE_CONTROL],
    ['preview', 60, PRIVATE_CACHE_CONTROL],
    // REVALIDATE_SECONDS scales every shared tier…
    ['list', 120, 'public, max-age=0, s-maxage=120, stale-while-revalidate=600, stale-if-error=86400'],
    ['old-article', 10, 'public, max-age=0, s-maxage=600, stale-while-revalidate=14400, stale-if-error=604800'],
    // …but the realtime rankings' 60 s source TTL (spec §9) caps the short tier, and a day caps the long one.
    ['top', 600, 'public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400'],
    ['old-article', 3600, 'public, max-age=0, s-maxage=86400, stale-while-revalidate=2073600, stale-if-error=604800'],
    // A tiny R still gives at least 1 s; R = 0 turns shared caching off (stale-if-error still helps in an outage).
    ['top', 1, 'public, max-age=0, s-maxage=1, stale-while-revalidate=1, stale-if-error=86400'],
    ['list', 0, 'public, max-age=0, s-maxage=0, stale-while-revalidate=0, stale-if-error=86400'],
  ])('%s with R=%i → %s', (pageType, revalidateSeconds, expected) => {
    expect(cacheControlFor(pageType, revalidateSeconds)).toBe(expected);
  });

  it(`the top page and realtime rankings are never kept longer than the ranking TTL (${REALTIME_RANKING_SECONDS} s, spec §9)`, () => {
    for (const seconds of [1, 30, 60, 119, 120, 600, 86_400]) {
      for (const type of ['top', 'realtime-ranking'] as const) {
        expect(Number(directives(cacheControlFor(type, seconds))['s-maxage'])).toBeLessThanOrEqual(REALTIME_RANKING_SECONDS);
      }
    }
  });

  it('shared tiers always let browsers revalidate (max-age=0) and keep a copy for errors', () => {
    for (const type of ['top', 'realtime-ranking', 'list', 'article', 'old-article'] as const) {
      const parsed = directives(cacheControlFor(type, 60));
      expect(parsed).toMatchObject({ public: true, 'max-age': '0' });
      expect(Number(parsed['stale-if-error'])).toBeGreaterThanOrEqual(86_400);
    }
  });

  it('errors are never stored', () => {
    expect(ERROR_CACHE_CONTROL).toBe('no-store');
  });

  it('pageCacheControl combines the page type and the tiers', () => {
    expect(pageCacheControl({ tier: tierOf('/article/[publicationDate]/[articleId]/'), params: { publicationDate: '202401' }, now: NOW, revalidateSeconds: 60 })).toBe(
      cacheControlFor('old-article', 60),
    );
  });
});

describe('Vary: device class behind the proxy, else User-Agent', () => {
  it.each<[string, string, Record<string, string | undefined>]>([
    ['no proxy header', 'User-Agent', { 'user-agent': IPHONE }],
    ['proxy header agreeing with an iPhone', 'X-Device-Class', { 'user-agent': IPHONE, 'x-device-class': 'sp' }],
    ['proxy header agreeing with a desktop', 'X-Device-Class', { 'user-agent': DESKTOP, 'x-device-class': 'pc' }],
    ['no user agent, pc', 'X-Device-Class', { 'x-device-class': 'pc' }],
    ['a header that contradicts the user agent is not trusted', 'User-Agent', { 'user-agent': IPHONE, 'x-device-class': 'pc' }],
    ['an unknown value is not trusted', 'User-Agent', { 'user-agent': DESKTOP, 'x-device-class': 'tablet' }],
  ])('%s → %s', (_label, expected, headers) => {
    expect(varyFor(headers, deviceClassOf(headers))).toBe(expected);
  });

  it('no headers at all → User-Agent', () => {
    expect(varyFor(undefined, deviceClassOf(undefined))).toBe('User-Agent');
  });
});
