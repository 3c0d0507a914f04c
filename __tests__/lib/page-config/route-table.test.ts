/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { AD_PAGE_TYPES } from '@/ads/types';
import { DEFAULT_REFRESH_INTERVAL_MS, routeParamNames, withTrailingSlash } from '@/lib/page-config/route-record';
import { findRoute, ROUTES } from '@/lib/page-config/route-table';

/** Ad page types of spec §2. */
const SPEC_AD_PAGE_TYPES = ['TOP', 'LIST', 'ARTICLE_DETAIL', 'PREVIEW', 'SCHEDULE', 'CATEGORY', 'GAME', 'NONE'];

/** Pages that set their own client refresh interval (spec §4: a page configuration may override it): only the AMP twin, which runs no script. */
// マイページ's server HTML is a frame with nothing that changes (issue 37): nothing to poll for.
const REFRESH_INTERVAL_OVERRIDES: Record<string, number> = { '/article/amp/[publicationDate]/[articleId]/': 0, '/mypage/': 0 };

const ROOT = path.resolve(__dirname, '../../..');
const routeCases = ROUTES.map((route) => [route.pattern, route] as const);

/** The site's source files (tests, mocks and scripts aside). */
function siteSources(folder = ROOT): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (['node_modules', '__tests__', 'mocks', 'scripts', 'docs', 'public', 'e2e'].includes(name) || name.startsWith('.')) return [];
    if (statSync(file).isDirectory()) return siteSources(file);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [file] : [];
  });
}

/** The Next page files and the pattern each one serves, from its place under pages/. */
function pageFiles(): [string, string][] {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const file = path.join(folder, name);
      return statSync(file).isDirectory() ? (name === 'api' ? [] : walk(file)) : [file];
    });
  return walk(path.join(ROOT, 'pages'))
    .filter((file) => /\.tsx$/.test(file) && !/\/_|\/(404|500|error)\.tsx$/.test(file))
    .map((file) => {
      const route = path.relative(path.join(ROOT, 'pages'), file).replace(/\.tsx$/, '').replace(/(^|\/)index$/, '');
      return [file, withTrailingSlash(`/${route}`)];
    });
}

describe('withTrailingSlash', () => {
  it.each([
    ['/', '/'],
    ['/article/202607/123', '/article/202607/123/'],
    ['/article/202607/123/', '/article/202607/123/'],
    ['/article/[publicationDate]/[articleId]', '/article/[publicationDate]/[articleId]/'],
    ['', '/'],
  ])('a trailing slash is added to %j → %j (spec §2)', (pathValue, expected) => {
    expect(withTrailingSlash(pathValue)).toBe(expected);
  });
});

describe('findRoute', () => {
  it.each([
    ['/article/[publicationDate]/[articleId]', '/article/[publicationDate]/[articleId]/'],
    ['/article/[publicationDate]/[articleId]/', '/article/[publicationDate]/[articleId]/'],
    ['/', '/'],
  ])('a trailing slash is added to a path before its route is looked up: %s (spec §2)', (routePath, pattern) => {
    expect(findRoute(routePath)?.pattern).toBe(pattern);
  });

  it('the article pattern without and with its slash finds the same record (spec §2)', () => {
    expect(findRoute('/article/[publicationDate]/[articleId]')).toBe(findRoute('/article/[publicationDate]/[articleId]/'));
    expect(findRoute('/article/[publicationDate]/[articleId]')?.adPageType).toBe('ARTICLE_DETAIL');
    expect(findRoute('/')?.adPageType).toBe('TOP');
  });

  it.each([
    ['unknown route', '/no-such-page'],
    ['concrete article path instead of the pattern', '/article/202607/123'],
    ['pattern with a different parameter name', '/article/[date]/[id]'],
    ['double slash', '/article/[publicationDate]/[articleId]//'],
    ['empty-looking path', '//'],
    ['prototype key __proto__', '__proto__'],
    ['prototype key constructor', 'constructor'],
    ['prototype key toString', 'toString'],
    ['prototype key hasOwnProperty/', 'hasOwnProperty/'],
  ])('%s (%s) has no route (spec §2)', (_name, routePath) => {
    expect(findRoute(routePath)).toBeUndefined();
  });
});

describe('routeParamNames', () => {
  it.each([
    ['/', []],
    ['/article/[publicationDate]/[articleId]/', ['publicationDate', 'articleId']],
    ['/article/images/[publicationDate]/[articleId]/[imageId]/', ['publicationDate', 'articleId', 'imageId']],
    ['/game/title/[gameId]/images/page/[pageNumber]/', ['gameId', 'pageNumber']],
    ['/special/[...slug]/', ['slug']],
    ['/ranking/article/', []],
  ])('dynamic segments of %s are %j (spec §2 routes)', (routePath, expected) => {
    expect(routeParamNames(routePath)).toEqual(expected);
  });
});

describe('ROUTES, the one route table', () => {
  it('the default client refresh interval is 300000 ms (spec §4, §9)', () => {
    expect(DEFAULT_REFRESH_INTERVAL_MS).toBe(300_000);
  });

  it('the ad page types are the eight of spec §2', () => {
    expect([...AD_PAGE_TYPES].sort()).toEqual([...SPEC_AD_PAGE_TYPES].sort());
  });

  it('every pattern appears once', () => {
    expect(new Set(ROUTES.map((route) => route.pattern)).size).toBe(ROUTES.length);
  });

  it.each(routeCases)('%s refreshes every 300000 ms unless it overrides the interval or is editors-only (spec §4, §9)', (pattern, route) => {
    expect(route.refreshIntervalMs).toBe(route.privacy === 'editors-only' ? 0 : (REFRESH_INTERVAL_OVERRIDES[pattern] ?? 300_000));
  });

  it.each(routeCases)('%s has an ad page type among the eight of spec §2', (_pattern, route) => {
    expect(SPEC_AD_PAGE_TYPES).toContain(route.adPageType);
  });

  it.each(routeCases)('%s ends in a slash and is found by its pattern (spec §2)', (pattern, route) => {
    expect(pattern.endsWith('/')).toBe(true);
    expect(findRoute(pattern)).toBe(route);
  });

  it.each(routeCases)('%s has a page-data function and query keys that are not route params', (pattern, route) => {
    expect(typeof route.getPageData).toBe('function');
    const params = routeParamNames(pattern);
    for (const key of route.queryKeys) expect(params).not.toContain(key);
  });

  it.each(routeCases)('%s: only public answers are render-cached, and previews are private, uncached tiers', (_pattern, route) => {
    if (route.privacy !== 'public') expect(route.renderCache).toBe(false);
    if (route.privacy === 'editors-only') expect(route.cacheTier).toBe('preview');
    if (route.privacy === 'per-query') expect(route.cacheTier).toBe('search');
  });

  it.each([
    ['/', 'top', 'TOP'],
    ['/article/[publicationDate]/[articleId]/', 'article', 'ARTICLE_DETAIL'],
    ['/article/amp/[publicationDate]/[articleId]/', 'article', 'ARTICLE_DETAIL'],
    ['/special/content/weeklyplaynote/[articleId]/', 'article', 'ARTICLE_DETAIL'],
    ['/ranking/article/', 'realtime-ranking', 'LIST'],
    ['/ranking/game-sales/', 'realtime-ranking', 'LIST'],
    ['/ranking/game-sales/last-week/', 'list', 'LIST'],
    ['/category/[categoryCode]/page/[pageNumber]/', 'list', 'CATEGORY'],
    ['/game/title/[gameId]/reviews/', 'list', 'GAME'],
    ['/schedule/', 'list', 'SCHEDULE'],
    ['/search/', 'search', 'LIST'],
    // The same HTML for every reader (issue 37): cached like any public list page.
    ['/mypage/', 'list', 'LIST'],
    ['/preview/article/[articleId]/', 'preview', 'PREVIEW'],
  ])('%s: cache tier %s, ad page type %s', (pattern, tier, adPageType) => {
    expect(findRoute(pattern)).toMatchObject({ cacheTier: tier, adPageType });
  });

  it.each(routeCases)("%s: the spec's isAmp page prop is true only for the AMP twin", (pattern, route) => {
    expect(route.isAmp).toBe(pattern.startsWith('/article/amp/'));
  });

  it('every page file serves a route of the table and imports its record; every record has its page file', () => {
    const files = pageFiles();
    expect(files.map(([, pattern]) => pattern).sort()).toEqual(ROUTES.map((route) => route.pattern).sort());
    for (const [file] of files) expect(readFileSync(file, 'utf8')).toMatch(/_ROUTE\b/);
  });

  // A static pattern such as `/archive/` is also the page's address, which the path builders
  // (foundation/paths) rightly spell; a pattern with dynamic segments is spelled only in the table.
  it("a dynamic route's pattern is spelled in one source file of the site", () => {
    const sources = siteSources().map((file) => [path.relative(ROOT, file), readFileSync(file, 'utf8')] as const);
    for (const { pattern } of ROUTES.filter((route) => route.pattern.includes('['))) {
      const spelledIn = sources.filter(([, text]) => text.includes(`'${pattern}'`) || text.includes(`'${pattern.slice(0, -1)}'`)).map(([file]) => file);
      expect({ pattern, spelledIn }).toEqual({ pattern, spelledIn: ['lib/page-config/route-table.ts'] });
    }
  });
});
