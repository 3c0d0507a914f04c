import { z } from 'zod';
import { CACHE_TTL_MS, LIVE_ARTICLE_TTL_MS } from './cache/cache-ttl';
import { PAGE_PROPS_PATH } from '@/foundation/paths/page-props';
import { articleDetailSchema, articleImagesSchema, type ArticleDetail } from './schemas/article';
import {
  adSpaceSchema,
  AD_SPACE_PAGE_TYPES,
  ampAdSpaceSchema,
  bannerListSchema,
  campaignListSchema,
  logoJackSchema,
  specialFeatureBannerSchema,
} from './schemas/ads';
import {
  articleCardSchema,
  authorSchema,
  dataResponseSchema,
  listResponseSchema,
  videoSchema,
} from './schemas/common';
import {
  crossReviewSchema,
  gameCardSchema,
  gameImageSchema,
  gameTitleGroupSchema,
  gameTitleInformationSchema,
} from './schemas/game';
import { matomeDetailSchema, matomeDirectorySchema } from './schemas/matome';
import {
  amazonRankingSchema,
  articleRankingSchema,
  gameSalesRankingSchema,
  trendWordRankingSchema,
} from './schemas/ranking';
import { releaseCalendarSchema, scheduleReleaseDatesSchema } from './schemas/schedule';
import {
  archiveSchema,
  categoryPageCountSchema,
  commonPartsSchema,
  featureItemSchema,
  historySearchSchema,
  topicSchema,
  weeklyPartSchema,
} from './schemas/site';

/** Which backend answers a source: the main content API, the history API, or this site itself. */
export type Backend = 'main' | 'history' | 'site';

export interface SourceDefinition<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  backend: Backend;
  /** Backend path (spec §7). */
  path: string;
  /** Query parameters; strict, so an unknown parameter is rejected. */
  params: P;
  /** Response contract. */
  response: R;
  /** Freshness in ms, or null when the source is not cached (spec §9). */
  ttlMs: number | null;
  /** Also served same-origin at `/api` + path (spec §7). */
  proxy: boolean;
  /** A freshness the answer decides (a live article, decision 042); null or absent: `ttlMs`. */
  answerTtlMs?: (data: z.output<R>) => number | null;
}

function defineSource<P extends z.ZodType, R extends z.ZodType>(definition: SourceDefinition<P, R>) {
  return definition;
}

// Query-string friendly parameter pieces: proxies receive strings, SSR passes numbers.
const digits = z.coerce.string().regex(/^\d+$/);
const page = z.coerce.number().int().min(1).max(100_000);
const limit = z.coerce.number().int().min(1).max(100);
const yearMonth = z.string().regex(/^\d{6}$/);
const slug = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);
const keyword = z.string().trim().min(1).max(100);
const adPageType = z.enum(AD_SPACE_PAGE_TYPES);
const device = z.enum(['PC', 'SP']);
const noParams = z.strictObject({});
/**
 * Editors' previews (docs/decisions/007-previews.md): `preview=true` also answers unpublished
 * articles, `version` a saved version. Only article sources take them, and those are never cached.
 */
const previewParams = {
  preview: z.literal('true').optional(),
  version: z.coerce.string().regex(/^[1-9]\d{0,8}$/).optional(),
};

const articleList = listResponseSchema(articleCardSchema);

/** A live article is kept LIVE_ARTICLE_TTL_MS; any other article is not cached (decision 042). */
const liveArticleTtl = (data: ArticleDetail): number | null => (data.live?.state === 'live' ? LIVE_ARTICLE_TTL_MS : null);

export const SOURCES = {
  // ── Ads, banners and jacks (600000 ms, same-origin proxies) ──
  advertisingCampaign: defineSource({
    backend: 'main', path: '/advertising-campaign', proxy: true, ttlMs: CACHE_TTL_MS.bannerAndAd,
    params: z.strictObject({ device: device.optional() }),
    response: campaignListSchema,
  }),
  articlePageBanner: defineSource({
    backend: 'main', path: '/jack-article-page', proxy: true, ttlMs: CACHE_TTL_MS.bannerAndAd,
    params: noParams, response: bannerListSchema,
  }),
  ampAdspace: defineSource({
    backend: 'main', path: '/ad-space-amp-site', proxy: true, ttlMs: CACHE_TTL_MS.bannerAndAd,
    params: z.strictObject({ pageType: adPageType }), response: ampAdSpaceSchema,
  }),
  carouselBanner: defineSource({
    backend: 'main', path: '/sp-site-jack-banner', proxy: true, ttlMs: CACHE_TTL_MS.bannerAndAd,
    params: noParams, response: bannerListSchema,
  }),
  pcAdSpace: defineSource({
    backend: 'main', path: '/ad-space-pc-site', proxy: true, ttlMs: CACHE_TTL_MS.bannerAndAd,
    params: z.strictObject({ pageType: adPageType }), response: adSpaceSchema,
  }),
  spAdSpace: defineSource({
    backend: 'main', path: '/ad-space-sp-site', proxy: true, ttlMs: CACHE_TTL_MS.bannerAndAd,
    params: z.strictObject({ pageType: adPageType }), response: adSpaceSchema,
  }),
  pickupJack: defineSource({
    backend: 'main', path: '/jack-article-list', proxy: true, ttlMs: CACHE_TTL_MS.bannerAndAd,
    params: noParams, response: bannerListSchema,
  }),
  specialFeatureBanner: defineSource({
    backend: 'main', path: '/feature-banner', proxy: true, ttlMs: CACHE_TTL_MS.bannerAndAd,
    params: noParams, response: specialFeatureBannerSchema,
  }),
  logoJack: defineSource({
    backend: 'main', path: '/sp-site-jack-logo', proxy: true, ttlMs: CACHE_TTL_MS.bannerAndAd,
    params: noParams, response: logoJackSchema,
  }),
  topPageBanner: defineSource({
    backend: 'main', path: '/jack-top-page-banner', proxy: true, ttlMs: CACHE_TTL_MS.bannerAndAd,
    params: noParams, response: bannerListSchema,
  }),

  // ── Master data and rankings ──
  authors: defineSource({
    backend: 'main', path: '/api/master/authors', proxy: false, ttlMs: CACHE_TTL_MS.siteParts,
    params: noParams, response: dataResponseSchema(authorSchema),
  }),
  amazonRanking: defineSource({
    backend: 'main', path: '/api/ranking/amazon', proxy: false, ttlMs: CACHE_TTL_MS.slowRanking,
    params: z.strictObject({ limit: limit.optional() }), response: amazonRankingSchema,
  }),
  periodArticleRanking: defineSource({
    backend: 'main', path: '/api/ranking/period', proxy: false, ttlMs: CACHE_TTL_MS.slowRanking,
    params: z.strictObject({ period: z.enum(['daily', 'weekly', 'monthly']), limit: limit.optional() }),
    response: articleRankingSchema,
  }),
  realtimeArticleRanking: defineSource({
    backend: 'main', path: '/api/ranking/now', proxy: false, ttlMs: CACHE_TTL_MS.realtimeRanking,
    params: z.strictObject({ limit: limit.optional() }), response: articleRankingSchema,
  }),
  realtimeGameSalesRanking: defineSource({
    backend: 'main', path: '/api/sales/ranking', proxy: false, ttlMs: CACHE_TTL_MS.realtimeRanking,
    /** 0 this week, 1 last week, 2 the week before. */
    params: z.strictObject({ weeksAgo: z.coerce.number().int().min(0).max(2).optional() }),
    response: gameSalesRankingSchema,
  }),
  tweetCountArticleRanking: defineSource({
    backend: 'main', path: '/api/ranking/tweet', proxy: false, ttlMs: CACHE_TTL_MS.realtimeRanking,
    params: z.strictObject({ limit: limit.optional() }), response: articleRankingSchema,
  }),
  trendWordRanking: defineSource({
    backend: 'main', path: '/api/ranking/trend_word', proxy: false, ttlMs: CACHE_TTL_MS.siteParts,
    params: noParams, response: trendWordRankingSchema,
  }),

  // ── Articles (not cached) ──
  archiveArticle: defineSource({
    backend: 'main', path: '/api/archive', proxy: false, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ yearMonth: yearMonth.optional(), page: page.optional(), limit: limit.optional() }),
    response: archiveSchema,
  }),
  articleDetail: defineSource({
    backend: 'main', path: '/api/article', proxy: false, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ articleId: digits, publicationDate: yearMonth.optional(), ...previewParams }),
    response: articleDetailSchema,
    answerTtlMs: liveArticleTtl,
  }),
  articleImage: defineSource({
    backend: 'main', path: '/api/article/images', proxy: false, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ articleId: digits }), response: articleImagesSchema,
  }),
  authorArticle: defineSource({
    backend: 'main', path: '/api/author/articles', proxy: false, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ authorId: digits, page: page.optional(), limit: limit.optional() }),
    response: articleList,
  }),
  categoryArticle: defineSource({
    backend: 'main', path: '/api/q/articles', proxy: false, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ categoryCode: slug, page: page.optional(), limit: limit.optional() }),
    response: articleList,
  }),
  categoryPageCount: defineSource({
    backend: 'main', path: '/api/q/articles', proxy: false, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ categoryCode: slug, countOnly: z.literal('true') }),
    response: categoryPageCountSchema,
  }),
  commonParts: defineSource({
    backend: 'main', path: '/api/common_parts', proxy: false, ttlMs: CACHE_TTL_MS.siteParts,
    params: noParams, response: commonPartsSchema,
  }),
  featuresAndSerials: defineSource({
    backend: 'main', path: '/api/serial/articles', proxy: false, ttlMs: CACHE_TTL_MS.siteParts,
    params: z.strictObject({ limit: limit.optional() }), response: dataResponseSchema(featureItemSchema),
  }),

  // ── Game titles (not cached) ──
  gameTitleArticle: defineSource({
    backend: 'main', path: '/api/game/articles', proxy: false, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ gameId: digits, page: page.optional(), limit: limit.optional() }),
    response: articleList,
  }),
  gameTitleGroup: defineSource({
    backend: 'main', path: '/api/game/titlegroups', proxy: false, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ titleGroupId: digits }), response: gameTitleGroupSchema,
  }),
  gameTitleImage: defineSource({
    backend: 'main', path: '/api/game/images', proxy: false, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ gameId: digits, page: page.optional(), limit: limit.optional() }),
    response: listResponseSchema(gameImageSchema),
  }),
  gameTitleInformation: defineSource({
    backend: 'main', path: '/api/search/game', proxy: false, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ gameId: digits }), response: gameTitleInformationSchema,
  }),
  gameTitleReview: defineSource({
    backend: 'main', path: '/api/game/crossreviews', proxy: false, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ gameId: digits }), response: dataResponseSchema(crossReviewSchema),
  }),
  gameTitleVideo: defineSource({
    backend: 'main', path: '/api/game/videos', proxy: false, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ gameId: digits, page: page.optional(), limit: limit.optional() }),
    response: listResponseSchema(videoSchema),
  }),

  // ── History API (basic auth) ──
  historaArticles: defineSource({
    backend: 'history', path: '/com_articles/_search', proxy: false, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({
      keyword: keyword.optional(),
      yearMonth: yearMonth.optional(),
      page: page.optional(),
      limit: limit.optional(),
    }),
    response: historySearchSchema,
  }),

  // ── Matome (curated collections) and special features ──
  matomeArticles: defineSource({
    backend: 'main', path: '/matome/articles', proxy: true, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ directoryName: slug, page: page.optional(), limit: limit.optional() }),
    response: articleList,
  }),
  matomeCategoryArticles: defineSource({
    backend: 'main', path: '/matome/category-articles', proxy: true, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ directoryName: slug, categoryId: digits, page: page.optional(), limit: limit.optional() }),
    response: articleList,
  }),
  matomeDetail: defineSource({
    backend: 'main', path: '/matome/detail', proxy: true, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ directoryName: slug }), response: matomeDetailSchema,
  }),
  matomeDirectories: defineSource({
    backend: 'main', path: '/matome/directories', proxy: true, ttlMs: CACHE_TTL_MS.notCached,
    params: noParams, response: dataResponseSchema(matomeDirectorySchema),
  }),
  matomeRelatedArticles: defineSource({
    backend: 'main', path: '/matome/list', proxy: true, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ directoryName: slug, articleId: digits }),
    response: dataResponseSchema(articleCardSchema),
  }),
  pathArticleDetail: defineSource({
    backend: 'main', path: '/api/article', proxy: false, ttlMs: CACHE_TTL_MS.notCached,
    /** Article addressed by its site path, e.g. `/special/{dir}/{articleId}/`. */
    params: z.strictObject({ path: z.string().regex(/^\/special\/[a-z0-9-]+\/(\d+\/)?$/), ...previewParams }),
    response: articleDetailSchema,
    answerTtlMs: liveArticleTtl,
  }),

  // ── Top page blocks ──
  pickUpArticle: defineSource({
    backend: 'main', path: '/api/pickup/articles', proxy: false, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ limit: limit.optional() }), response: dataResponseSchema(articleCardSchema),
  }),
  pickUpGameTitle: defineSource({
    backend: 'main', path: '/pickup-title', proxy: true, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ limit: limit.optional() }), response: dataResponseSchema(gameCardSchema),
  }),
  pickUpVideo: defineSource({
    backend: 'main', path: '/api/pickup/videos', proxy: false, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ limit: limit.optional() }), response: dataResponseSchema(videoSchema),
  }),
  topic: defineSource({
    backend: 'main', path: '/api/matome', proxy: false, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ limit: limit.optional() }), response: dataResponseSchema(topicSchema),
  }),
  weeklyPlaynotePart: defineSource({
    backend: 'main', path: '/weekly-playnote-part', proxy: true, ttlMs: CACHE_TTL_MS.notCached,
    params: noParams, response: weeklyPartSchema,
  }),

  // ── Schedule and search (not cached) ──
  scheduleTitleGroups: defineSource({
    backend: 'main', path: '/api/schedule', proxy: false, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ platform: slug, yearMonth }), response: releaseCalendarSchema,
  }),
  schedulePlatformsReleaseDates: defineSource({
    backend: 'main', path: '/api/schedule/items/release_dates', proxy: false, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ platform: slug, yearMonth }), response: scheduleReleaseDatesSchema,
  }),
  searchArticle: defineSource({
    backend: 'main', path: '/api/search/articles', proxy: false, ttlMs: CACHE_TTL_MS.notCached,
    params: z.strictObject({ keyword, page: page.optional(), limit: limit.optional() }),
    response: articleList,
  }),
  searchGame: defineSource({
    backend: 'main', path: '/api/search/games', proxy: false, ttlMs: CACHE_TTL_MS.notCached,
    /** Without a keyword: every game title, paged (the games sitemap walks it). */
    params: z.strictObject({ keyword: keyword.optional(), page: page.optional(), limit: limit.optional() }),
    response: listResponseSchema(gameCardSchema),
  }),

  // ── This site's own page-props endpoint, polled by the client refresh ──
  pageProps: defineSource({
    backend: 'site', path: PAGE_PROPS_PATH, proxy: false, ttlMs: CACHE_TTL_MS.notCached,
    params: z.looseObject({ routePath: z.string().startsWith('/') }),
    response: z.record(z.string(), z.unknown()),
  }),
} as const satisfies Record<string, SourceDefinition>;

export type SourceName = keyof typeof SOURCES;
export type SourceParams<N extends SourceName> = z.input<(typeof SOURCES)[N]['params']>;
export type SourceData<N extends SourceName> = z.output<(typeof SOURCES)[N]['response']>;

export const SOURCE_NAMES = Object.keys(SOURCES) as SourceName[];

/** Sources reachable through the same-origin `/api` proxies, keyed by their proxy path. */
export const PROXY_SOURCES: ReadonlyMap<string, SourceName> = new Map(
  SOURCE_NAMES.filter((name) => SOURCES[name].proxy).map((name) => [`/api${SOURCES[name].path}`, name]),
);
