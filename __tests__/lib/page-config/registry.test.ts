/** @jest-environment node */
import { findPageConfig, PAGE_CONFIGS, routeParamNames, withTrailingSlash } from '@/lib/page-config/registry';
import { AD_PAGE_TYPES } from '@/ads/types';
import { DEFAULT_REFRESH_INTERVAL_MS } from '@/lib/page-config/types';

/** Ad page types of spec §2. */
const SPEC_AD_PAGE_TYPES = ['TOP', 'LIST', 'ARTICLE_DETAIL', 'PREVIEW', 'SCHEDULE', 'CATEGORY', 'GAME', 'NONE'];

/** Pages that set their own client refresh interval (spec §4: a page configuration may override it). None yet. */
const REFRESH_INTERVAL_OVERRIDES: Record<string, number> = {};

const patterns = Object.keys(PAGE_CONFIGS);

describe('withTrailingSlash', () => {
  it.each([
    ['/', '/'],
    ['/article/202607/123', '/article/202607/123/'],
    ['/article/202607/123/', '/article/202607/123/'],
    ['/article/[publicationDate]/[articleId]', '/article/[publicationDate]/[articleId]/'],
    ['', '/'],
  ])('a trailing slash is added to %j → %j (spec §2)', (path, expected) => {
    expect(withTrailingSlash(path)).toBe(expected);
  });
});

describe('findPageConfig', () => {
  it.each([
    ['/article/[publicationDate]/[articleId]', '/article/[publicationDate]/[articleId]/'],
    ['/article/[publicationDate]/[articleId]/', '/article/[publicationDate]/[articleId]/'],
    ['/', '/'],
  ])(
    'a trailing slash is added to a path before its page configuration is looked up: %s (spec §2)',
    (routePath, pattern) => {
      const config = findPageConfig(routePath);
      expect(config).toBeDefined();
      expect(config).toBe(PAGE_CONFIGS[pattern]);
    },
  );

  it('the article pattern without and with its slash finds the same configuration (spec §2)', () => {
    expect(findPageConfig('/article/[publicationDate]/[articleId]')).toBe(
      findPageConfig('/article/[publicationDate]/[articleId]/'),
    );
    expect(findPageConfig('/article/[publicationDate]/[articleId]')?.adPageType).toBe('ARTICLE_DETAIL');
    expect(findPageConfig('/')?.adPageType).toBe('TOP');
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
  ])('%s (%s) has no page configuration (spec §2)', (_name, routePath) => {
    expect(findPageConfig(routePath)).toBeUndefined();
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

describe('PAGE_CONFIGS', () => {
  it('the default client refresh interval is 300000 ms (spec §4, §9)', () => {
    expect(DEFAULT_REFRESH_INTERVAL_MS).toBe(300_000);
  });

  it('the ad page types are the eight of spec §2', () => {
    expect([...AD_PAGE_TYPES].sort()).toEqual([...SPEC_AD_PAGE_TYPES].sort());
  });

  it.each(patterns)('%s refreshes every 300000 ms unless it overrides the interval or is private (spec §4, §9)', (pattern) => {
    const config = PAGE_CONFIGS[pattern];
    // Private pages (editors' previews) are never polled.
    expect(config?.refreshIntervalMs).toBe(config?.isPrivate ? 0 : (REFRESH_INTERVAL_OVERRIDES[pattern] ?? 300_000));
  });

  it.each(patterns)('%s has an ad page type among the eight of spec §2', (pattern) => {
    expect(SPEC_AD_PAGE_TYPES).toContain(PAGE_CONFIGS[pattern]?.adPageType);
  });

  it.each(patterns)('%s is keyed by its pattern with a trailing slash (spec §2)', (pattern) => {
    expect(pattern.endsWith('/')).toBe(true);
    expect(findPageConfig(pattern)).toBe(PAGE_CONFIGS[pattern]);
  });

  it.each(patterns)('%s has a page-data function and query keys that are not route params', (pattern) => {
    const config = PAGE_CONFIGS[pattern];
    expect(typeof config?.getPageData).toBe('function');
    const params = routeParamNames(pattern);
    for (const key of config?.queryKeys ?? []) expect(params).not.toContain(key);
  });
});
