/** @jest-environment node */
import { z } from 'zod';
import { CACHE_TTL_MS } from '@/api-clients/cache/cache-ttl';
import {
  emptyList,
  EMPTY_RELEASE_CALENDAR,
  MissingPageDataError,
  pickUnderAdPair,
  requirePageData,
} from '@/api-clients/defaults';
import { PAGE_PROPS_PATH } from '@/foundation/paths/page-props';
import { PROXY_SOURCES, SOURCE_NAMES, SOURCES, type SourceName } from '@/api-clients/sources';

const PRODUCT = 'playnote';

/** The named content sources of spec §3, with `weekly{product}Part` spelled out. */
const SPEC_SOURCE_NAMES = [
  'advertisingCampaign',
  'articlePageBanner',
  'ampAdspace',
  'carouselBanner',
  'pcAdSpace',
  'spAdSpace',
  'pickupJack',
  'specialFeatureBanner',
  'logoJack',
  'topPageBanner',
  'authors',
  'amazonRanking',
  'periodArticleRanking',
  'realtimeArticleRanking',
  'realtimeGameSalesRanking',
  'tweetCountArticleRanking',
  'trendWordRanking',
  'archiveArticle',
  'articleDetail',
  'articleImage',
  'authorArticle',
  'categoryArticle',
  'categoryPageCount',
  'commonParts',
  'featuresAndSerials',
  'gameTitleArticle',
  'gameTitleGroup',
  'gameTitleImage',
  'gameTitleInformation',
  'gameTitleReview',
  'gameTitleVideo',
  'historaArticles',
  'matomeArticles',
  'matomeCategoryArticles',
  'matomeDetail',
  'matomeDirectories',
  'matomeRelatedArticles',
  'pathArticleDetail',
  'pickUpArticle',
  'pickUpGameTitle',
  'pickUpVideo',
  'scheduleTitleGroups',
  'schedulePlatformsReleaseDates',
  'searchArticle',
  'searchGame',
  'topic',
  'weeklyPlaynotePart',
  'pageProps',
] as const;

/** Backend path constants of spec §7 with {product} = playnote. */
const SPEC_BACKEND_PATHS = [
  '/api/master/authors',
  '/api/ranking/amazon',
  '/api/article',
  '/api/article/images',
  '/api/author/articles',
  '/api/common_parts',
  '/api/game/articles',
  '/api/game/crossreviews',
  '/api/game/images',
  '/api/game/titlegroups',
  '/api/game/videos',
  '/api/schedule/items/release_dates',
  '/api/schedule',
  '/api/search/articles',
  '/api/search/game',
  '/api/search/games',
  '/api/serial/articles',
  '/api/pickup/articles',
  '/pickup-title',
  '/api/pickup/videos',
  '/api/ranking/period',
  '/api/ranking/now',
  '/api/sales/ranking',
  '/api/ranking/trend_word',
  '/api/ranking/tweet',
  '/api/q/articles',
  '/com_articles/_search',
  `/weekly-${PRODUCT}-part`,
  '/matome/articles',
  '/matome/category-articles',
  '/matome/detail',
  '/matome/directories',
  '/matome/list',
  '/api/archive',
  '/api/logging',
  '/api/matome',
  '/api/pages/page-props-data',
  '/api/ranking',
  '/api/search',
];

/** Ad and feature paths of spec §7. */
const SPEC_AD_AND_FEATURE_PATHS = [
  '/ad-space-amp-site',
  '/ad-space-pc-site',
  '/ad-space-sp-site',
  '/advertising-campaign',
  '/feature-banner',
  '/jack-article-list',
  '/jack-article-page',
  '/jack-top-page-banner',
  '/sp-site-jack-banner',
  '/sp-site-jack-logo',
];

/**
 * Paths of spec §7 that are not content sources: the logging beacon the site forwards browser
 * reports to, and the content API's generic ranking and search, which the named sources cover
 * (decision 043); the mock content API serves all three.
 */
const SITE_LOCAL_PATHS = new Set(['/api/logging', '/api/ranking', '/api/search']);

/** Spec §7: sources with a same-origin `/api` proxy (advertising, banner, ad-space, pickup, logo, matome, special-feature). */
function isProxiedPath(path: string): boolean {
  return (
    SPEC_AD_AND_FEATURE_PATHS.includes(path) ||
    path === '/pickup-title' ||
    path.startsWith('/matome/') ||
    path === `/weekly-${PRODUCT}-part`
  );
}

const BANNER_AND_AD_SOURCES = [
  'advertisingCampaign',
  'articlePageBanner',
  'ampAdspace',
  'carouselBanner',
  'pcAdSpace',
  'spAdSpace',
  'pickupJack',
  'specialFeatureBanner',
  'logoJack',
  'topPageBanner',
] as const;

/** Cache lifetimes of spec §9. */
const SPEC_TTL_MS: ReadonlyArray<readonly [SourceName, number | null]> = [
  ...BANNER_AND_AD_SOURCES.map((name) => [name, 600_000] as const),
  ['amazonRanking', 1_800_000],
  ['periodArticleRanking', 1_800_000],
  ['realtimeArticleRanking', 60_000],
  ['realtimeGameSalesRanking', 60_000],
  ['tweetCountArticleRanking', 60_000],
  ['trendWordRanking', 600_000],
  ['commonParts', 600_000],
  ['featuresAndSerials', 600_000],
  // article, game, search and archive sources: not cached
  ['archiveArticle', null],
  ['articleDetail', null],
  ['articleImage', null],
  ['authorArticle', null],
  ['categoryArticle', null],
  ['categoryPageCount', null],
  ['pathArticleDetail', null],
  ['gameTitleArticle', null],
  ['gameTitleGroup', null],
  ['gameTitleImage', null],
  ['gameTitleInformation', null],
  ['gameTitleReview', null],
  ['gameTitleVideo', null],
  ['searchArticle', null],
  ['searchGame', null],
  ['historaArticles', null],
];

/** Minimal valid query parameters for every source. */
const VALID_PARAMS: Record<SourceName, Record<string, unknown>> = {
  advertisingCampaign: {},
  articlePageBanner: {},
  ampAdspace: { pageType: 'TOP' },
  carouselBanner: {},
  pcAdSpace: { pageType: 'ARTICLE_DETAIL' },
  spAdSpace: { pageType: 'LIST' },
  pickupJack: {},
  specialFeatureBanner: {},
  logoJack: {},
  topPageBanner: {},
  authors: {},
  amazonRanking: {},
  periodArticleRanking: { period: 'daily' },
  realtimeArticleRanking: {},
  realtimeGameSalesRanking: {},
  tweetCountArticleRanking: {},
  trendWordRanking: {},
  archiveArticle: {},
  articleDetail: { articleId: '123' },
  articleImage: { articleId: '123' },
  authorArticle: { authorId: '5' },
  categoryArticle: { categoryCode: 'news' },
  categoryPageCount: { categoryCode: 'news', countOnly: 'true' },
  commonParts: {},
  featuresAndSerials: {},
  gameTitleArticle: { gameId: '9' },
  gameTitleGroup: { titleGroupId: '9' },
  gameTitleImage: { gameId: '9' },
  gameTitleInformation: { gameId: '9' },
  gameTitleReview: { gameId: '9' },
  gameTitleVideo: { gameId: '9' },
  historaArticles: {},
  matomeArticles: { directoryName: 'summer-sale' },
  matomeCategoryArticles: { directoryName: 'summer-sale', categoryId: '21' },
  matomeDetail: { directoryName: 'summer-sale' },
  matomeDirectories: {},
  matomeRelatedArticles: { directoryName: 'summer-sale', articleId: '123' },
  pathArticleDetail: { path: '/special/summer-sale/123/' },
  pickUpArticle: {},
  pickUpGameTitle: {},
  pickUpVideo: {},
  scheduleTitleGroups: { platform: 'switch', yearMonth: '202607' },
  schedulePlatformsReleaseDates: { platform: 'switch', yearMonth: '202607' },
  searchArticle: { keyword: 'ゼルダ' },
  searchGame: { keyword: 'ゼルダ' },
  topic: {},
  weeklyPlaynotePart: {},
  pageProps: { routePath: '/' },
};

describe('source registry names (spec §3)', () => {
  it('lists 48 named sources from the spec', () => {
    expect(new Set(SPEC_SOURCE_NAMES).size).toBe(48);
  });

  it.each(SPEC_SOURCE_NAMES)('named content source %s is in SOURCES (spec §3)', (name) => {
    expect(SOURCES).toHaveProperty(name);
    expect(SOURCE_NAMES).toContain(name);
  });
});

describe('cache lifetimes (spec §9)', () => {
  it.each(SPEC_TTL_MS)('%s is cached for %p ms (spec §9)', (name, ttl) => {
    expect(SOURCES[name].ttlMs).toBe(ttl);
  });

  it.each([
    ['bannerAndAd', 600_000],
    ['slowRanking', 1_800_000],
    ['realtimeRanking', 60_000],
    ['siteParts', 600_000],
    ['notCached', null],
  ] as const)('TTL table entry %s is %p (spec §9)', (kind, ttl) => {
    expect(CACHE_TTL_MS[kind]).toBe(ttl);
  });

  it.each(SOURCE_NAMES)('%s has a positive TTL or null (spec §9)', (name) => {
    const ttl = SOURCES[name].ttlMs;
    expect(ttl === null || (Number.isInteger(ttl) && ttl > 0)).toBe(true);
  });
});

describe('backend paths (spec §7)', () => {
  const usedPaths = new Set(SOURCE_NAMES.map((name) => SOURCES[name].path));

  it.each([...SPEC_BACKEND_PATHS, ...SPEC_AD_AND_FEATURE_PATHS])(
    'backend path %s is used by a source or is a site-local endpoint (spec §7)',
    (path) => {
      expect(usedPaths.has(path) || SITE_LOCAL_PATHS.has(path)).toBe(true);
    },
  );

  it('spec §7: /api/ranking and /api/search are no source’s path; the named ranking and search sources cover them (decision 043)', () => {
    expect(usedPaths.has('/api/ranking')).toBe(false);
    expect(usedPaths.has('/api/search')).toBe(false);
    for (const path of ['/api/ranking/period', '/api/ranking/now', '/api/ranking/tweet', '/api/search/articles', '/api/search/games']) expect(usedPaths).toContain(path);
  });

  it.each(SOURCE_NAMES)('source %s uses a path listed in spec §7', (name) => {
    expect([...SPEC_BACKEND_PATHS, ...SPEC_AD_AND_FEATURE_PATHS]).toContain(SOURCES[name].path);
  });

  it('pageProps is served by the site at /api/pages/page-props-data (spec §7)', () => {
    expect(PAGE_PROPS_PATH).toBe('/api/pages/page-props-data');
    expect(SOURCES.pageProps.path).toBe('/api/pages/page-props-data');
    expect(SOURCES.pageProps.backend).toBe('site');
  });

  it('historaArticles is served by the history API (spec §7)', () => {
    expect(SOURCES.historaArticles.backend).toBe('history');
    expect(SOURCES.historaArticles.path).toBe('/com_articles/_search');
  });

  it.each(SOURCE_NAMES.filter((name) => name !== 'pageProps' && name !== 'historaArticles'))(
    '%s is served by the main API (spec §7)',
    (name) => {
      expect(SOURCES[name].backend).toBe('main');
    },
  );
});

describe('same-origin proxies (spec §7)', () => {
  const proxiedNames = SOURCE_NAMES.filter((name) => isProxiedPath(SOURCES[name].path));

  it('the ad and feature paths, /pickup-title, /matome/* and /weekly-playnote-part are proxied', () => {
    expect(proxiedNames).toHaveLength(SPEC_AD_AND_FEATURE_PATHS.length + 1 + 5 + 1);
  });

  it.each(proxiedNames)('%s has a proxy at /api + its path (spec §7)', (name) => {
    expect(SOURCES[name].proxy).toBe(true);
    expect(PROXY_SOURCES.get(`/api${SOURCES[name].path}`)).toBe(name);
  });

  it.each(SOURCE_NAMES.filter((name) => !isProxiedPath(SOURCES[name].path)))(
    '%s (not an advertising, banner, ad-space, pickup, logo, matome or special-feature path) has no proxy (spec §7)',
    (name) => {
      expect(SOURCES[name].proxy).toBe(false);
    },
  );

  it('PROXY_SOURCES holds exactly the proxied sources (spec §7)', () => {
    expect([...PROXY_SOURCES.values()].sort()).toEqual([...proxiedNames].sort());
    for (const key of PROXY_SOURCES.keys()) expect(key.startsWith('/api/')).toBe(true);
  });

  it.each(SOURCE_NAMES.filter((name) => SOURCES[name].proxy))(
    'proxied source %s never reaches the history API (basic credentials stay server-side) (spec §6, §7)',
    (name) => {
      expect(SOURCES[name].backend).not.toBe('history');
    },
  );
});

describe('source parameters (spec §7)', () => {
  it.each(SOURCE_NAMES)('%s accepts its minimal valid parameters', (name) => {
    const result = SOURCES[name].params.safeParse(VALID_PARAMS[name]);
    expect(result.error?.issues).toBeUndefined();
    expect(result.success).toBe(true);
  });

  it.each(SOURCE_NAMES.filter((name) => name !== 'pageProps'))(
    '%s rejects an unknown parameter (strict params schema, spec §7)',
    (name) => {
      const result = SOURCES[name].params.safeParse({ ...VALID_PARAMS[name], unexpectedParam: '1' });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.code)).toContain('unrecognized_keys');
    },
  );

  it('pageProps accepts route parameters besides routePath (spec §7 client refresh)', () => {
    const result = SOURCES.pageProps.params.safeParse({
      routePath: '/article/[publicationDate]/[articleId]/',
      publicationDate: '202607',
      articleId: '123',
    });
    expect(result.success).toBe(true);
  });

  it.each([
    ['articleDetail', { articleId: '12a' }],
    ['articleDetail', {}],
    ['pcAdSpace', { pageType: 'CATEGORY' }],
    ['categoryArticle', { categoryCode: '../admin' }],
    ['scheduleTitleGroups', { platform: 'switch', yearMonth: '2026-07' }],
    ['searchArticle', { keyword: '   ' }],
    ['pathArticleDetail', { path: '/article/202607/1/' }],
    ['pageProps', { routePath: 'article' }],
  ] as const)('%s rejects invalid parameters %j (spec §7)', (name, params) => {
    expect(SOURCES[name].params.safeParse(params).success).toBe(false);
  });
});

describe('defaults (spec §3)', () => {
  it('empty list response is count 0, page 1, data [] (spec §3)', () => {
    expect(emptyList()).toEqual({ count: 0, page: 1, data: [] });
  });

  it('each empty list is a fresh object (spec §3)', () => {
    const first = emptyList<number>();
    first.data.push(1);
    expect(emptyList<number>().data).toEqual([]);
  });

  it('empty release calendar is yearsList [], monthsList [], isGameTitlesRelease false (spec §3)', () => {
    expect(EMPTY_RELEASE_CALENDAR).toMatchObject({ yearsList: [], monthsList: [], isGameTitlesRelease: false });
  });

  it.each(SOURCE_NAMES)('spec §3: the empty default with totalTitles 0 has no source: %s does not answer totalTitles (decision 043)', (name) => {
    const { response } = SOURCES[name];
    expect(response).toBeInstanceOf(z.ZodType);
    const keys = response instanceof z.ZodObject ? Object.keys(response.shape) : [];
    expect(keys).not.toContain('totalTitles');
  });

  interface Slot {
    id: number;
    position: string;
  }
  const isUnderArticle = (slot: Slot) => slot.position === 'under-article';
  const isUnderBanner = (slot: Slot) => slot.position === 'under-banner';

  it.each<[string, Slot[], number | null, number | null]>([
    ['no items', [], null, null],
    ['only other positions', [{ id: 1, position: 'top' }], null, null],
    [
      'one of each',
      [
        { id: 1, position: 'under-banner' },
        { id: 2, position: 'under-article' },
      ],
      2,
      1,
    ],
    [
      'several matches: the first of each wins',
      [
        { id: 1, position: 'top' },
        { id: 2, position: 'under-article' },
        { id: 3, position: 'under-banner' },
        { id: 4, position: 'under-article' },
        { id: 5, position: 'under-banner' },
      ],
      2,
      3,
    ],
    ['only under-article', [{ id: 7, position: 'under-article' }], 7, null],
    ['only under-banner', [{ id: 8, position: 'under-banner' }], null, 8],
  ])(
    'under-article and under-banner ad pair each hold the first matching item or null: %s (spec §3)',
    (_name, items, underArticleId, underBannerId) => {
      const pair = pickUnderAdPair(items, isUnderArticle, isUnderBanner);
      expect(pair.underArticle?.id ?? null).toBe(underArticleId);
      expect(pair.underBanner?.id ?? null).toBe(underBannerId);
    },
  );
});

describe('requirePageData (spec §8)', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
  ])('a %s result without a fallback raises MissingPageDataError (spec §8)', (_name, value) => {
    expect(() => requirePageData(value, 'articleDetail')).toThrow(MissingPageDataError);
    expect(() => requirePageData(value, 'articleDetail')).toThrow(/articleDetail/);
  });

  it('the raised error is named MissingPageDataError (spec §8)', () => {
    let caught: unknown;
    try {
      requirePageData(null, 'commonParts');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Error);
    expect((caught as Error).name).toBe('MissingPageDataError');
  });

  it.each([
    ['null result, list fallback', null, emptyList(), emptyList()],
    ['undefined result, list fallback', undefined, emptyList(), emptyList()],
    ['null result, null fallback', null, null, null],
    ['undefined result, null fallback', undefined, null, null],
    ['null result, undefined fallback given explicitly', null, undefined, undefined],
  ])('a null result with a fallback returns the fallback: %s (spec §8)', (_name, value, fallback, expected) => {
    expect(requirePageData(value, 'source', fallback)).toEqual(expected);
  });

  it.each([
    ['0', 0],
    ['false', false],
    ['empty string', ''],
    ['empty list', emptyList()],
  ])('a non-null falsy result %s is returned, not replaced (spec §8)', (_name, value) => {
    expect(requirePageData(value, 'source')).toBe(value);
    expect(requirePageData(value, 'source', 'fallback')).toBe(value);
  });
});
