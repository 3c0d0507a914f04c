import type { IslandKind } from '@/foundation/site/html-only';
import { getServerEnv } from '@/foundation/env/server-env';
import { getAmpArticlePageData } from '@/lib/amp/amp-article-data';
import { getArchiveHistoryPageData } from '@/lib/page-data/archive-history';
import { getArchivePageData } from '@/lib/page-data/archive';
import { getArticleImagePageData } from '@/lib/page-data/article-image';
import { getArticlePageData } from '@/lib/page-data/article';
import { getAuthorPageData } from '@/lib/page-data/author';
import { getCategoryPageData } from '@/lib/page-data/category';
import { getGameArticlesPageData } from '@/lib/page-data/game/game-articles';
import { getGameImagesPageData } from '@/lib/page-data/game/game-images';
import { getGameReviewsPageData } from '@/lib/page-data/game/game-reviews';
import { getGameVideosPageData } from '@/lib/page-data/game/game-videos';
import { getMyPageData } from '@/lib/page-data/mypage';
import { createPreviewArticlePageData, createPreviewSpecialPageData } from '@/lib/page-data/preview';
import { getAmazonRankingPageData } from '@/lib/page-data/ranking/amazon';
import { getArticleRankingPageData } from '@/lib/page-data/ranking/article';
import { getBeforeLastGameSalesPageData, getLastWeekGameSalesPageData, getThisWeekGameSalesPageData } from '@/lib/page-data/ranking/game-sales';
import { getScheduleIndexPageData, getSchedulePageData } from '@/lib/page-data/schedule';
import { getSearchHistoryPageData } from '@/lib/page-data/search-history';
import { getSearchPageData } from '@/lib/page-data/search';
import { getSpecialArticlePageData, getSpecialPageData } from '@/lib/page-data/special';
import { getTopPageData } from '@/lib/page-data/top';
import { getWeeklyPageData, getWeeklyPartPageData } from '@/lib/page-data/weekly';
import { defineRoute, withTrailingSlash, type RouteRecord } from './route-record';
import { LIVE_ORDER_QUERY_KEY } from '@/foundation/site/live-refresh';

/*
 * Every page route of the site, one record each (spec §2, §4, §9): the page file imports its
 * record, the page-props endpoint and the tests walk ROUTES. A pattern is spelled here and nowhere
 * else in the site.
 */

export const TOP_ROUTE = defineRoute({ pattern: '/', getPageData: getTopPageData, adPageType: 'TOP', cacheTier: 'top', islands: 'top' });

// ── Articles ──
export const ARTICLE_ROUTE = defineRoute({
  pattern: '/article/[publicationDate]/[articleId]/',
  getPageData: getArticlePageData,
  islands: 'article',
  adPageType: 'ARTICLE_DETAIL',
  cacheTier: 'article',
  // `order`: an ended live article's updates oldest first (issue 36).
  queryKeys: ['page', LIVE_ORDER_QUERY_KEY],
});
/** The AMP twin: the article data rendered as an AMP document (lib/amp/amp-request.ts), written by the pipeline itself, so not render-cached; AMP pages are never refreshed. */
export const AMP_ARTICLE_ROUTE = defineRoute({
  pattern: '/article/amp/[publicationDate]/[articleId]/',
  getPageData: getAmpArticlePageData,
  adPageType: 'ARTICLE_DETAIL',
  cacheTier: 'article',
  renderCache: false,
  refreshIntervalMs: 0,
  isAmp: true,
});
export const ARTICLE_IMAGE_ROUTE = defineRoute({
  pattern: '/article/images/[publicationDate]/[articleId]/[imageId]/',
  getPageData: getArticleImagePageData,
  islands: 'ranking-rail',
  adPageType: 'ARTICLE_DETAIL',
  cacheTier: 'article',
});

// ── Lists ──
export const CATEGORY_ROUTE = defineRoute({ pattern: '/category/[categoryCode]/page/[pageNumber]/', getPageData: getCategoryPageData, adPageType: 'CATEGORY', islands: 'ranking-rail' });
export const AUTHOR_ROUTE = defineRoute({ pattern: '/author/[authorId]/page/[pageNumber]/', getPageData: getAuthorPageData, adPageType: 'LIST', islands: 'ranking-rail' });
const ARCHIVE_QUERY_KEYS = ['yearMonth', 'page'] as const;
export const ARCHIVE_ROUTE = defineRoute({ pattern: '/archive/', getPageData: getArchivePageData, adPageType: 'LIST', queryKeys: ARCHIVE_QUERY_KEYS, islands: 'ranking-rail' });
export const ARCHIVE_HISTORY_ROUTE = defineRoute({ pattern: '/archive-history/', getPageData: getArchiveHistoryPageData, adPageType: 'LIST', queryKeys: ARCHIVE_QUERY_KEYS, islands: 'ranking-rail' });

// ── Game titles (ad page type GAME) ──
export const GAME_ARTICLES_ROUTE = defineRoute({ pattern: '/game/title/[gameId]/page/[pageNumber]/', getPageData: getGameArticlesPageData, adPageType: 'GAME', islands: 'game' });
export const GAME_IMAGES_ROUTE = defineRoute({ pattern: '/game/title/[gameId]/images/page/[pageNumber]/', getPageData: getGameImagesPageData, adPageType: 'GAME', islands: 'game' });
export const GAME_REVIEWS_ROUTE = defineRoute({ pattern: '/game/title/[gameId]/reviews/', getPageData: getGameReviewsPageData, adPageType: 'GAME', islands: 'game' });
export const GAME_VIDEOS_ROUTE = defineRoute({ pattern: '/game/title/[gameId]/videos/page/[pageNumber]/', getPageData: getGameVideosPageData, adPageType: 'GAME', islands: 'game' });

// ── Rankings (the realtime ones follow their 60 s source) ──
export const AMAZON_RANKING_ROUTE = defineRoute({ pattern: '/ranking/amazon/', getPageData: getAmazonRankingPageData, adPageType: 'LIST', islands: 'ranking-rail' });
export const AMAZON_GENRE_RANKING_ROUTE = defineRoute({ pattern: '/ranking/amazon/[genre]/', getPageData: getAmazonRankingPageData, adPageType: 'LIST', islands: 'ranking-rail' });
export const ARTICLE_RANKING_ROUTE = defineRoute({
  pattern: '/ranking/article/',
  getPageData: getArticleRankingPageData,
  adPageType: 'LIST',
  cacheTier: 'realtime-ranking',
  queryKeys: ['tab'],
  islands: 'ranking-rail',
});
export const GAME_SALES_ROUTE = defineRoute({ pattern: '/ranking/game-sales/', getPageData: getThisWeekGameSalesPageData, adPageType: 'LIST', cacheTier: 'realtime-ranking', islands: 'ranking-rail' });
export const GAME_SALES_LAST_WEEK_ROUTE = defineRoute({ pattern: '/ranking/game-sales/last-week/', getPageData: getLastWeekGameSalesPageData, adPageType: 'LIST', islands: 'ranking-rail' });
export const GAME_SALES_BEFORE_LAST_ROUTE = defineRoute({ pattern: '/ranking/game-sales/before-last/', getPageData: getBeforeLastGameSalesPageData, adPageType: 'LIST', islands: 'ranking-rail' });

// ── Release schedule ──
export const SCHEDULE_INDEX_ROUTE = defineRoute({ pattern: '/schedule/', getPageData: getScheduleIndexPageData, adPageType: 'SCHEDULE', islands: 'ranking-rail' });
export const SCHEDULE_ROUTE = defineRoute({ pattern: '/schedule/[gamePlatforms]/[gameReleaseDate]/', getPageData: getSchedulePageData, adPageType: 'SCHEDULE', islands: 'ranking-rail' });

// ── Search (one answer per query: private to the reader, never reused) ──
export const SEARCH_ROUTE = defineRoute({ pattern: '/search/', getPageData: getSearchPageData, adPageType: 'LIST', privacy: 'per-query', queryKeys: ['q', 'type', 'page'], islands: 'search' });
export const SEARCH_HISTORY_ROUTE = defineRoute({ pattern: '/search-history/', getPageData: getSearchHistoryPageData, adPageType: 'LIST', privacy: 'per-query', queryKeys: ['q', 'page'], islands: 'ranking-rail' });

// ── Special series and the weekly magazine ──
export const SPECIAL_ROUTE = defineRoute({ pattern: '/special/[matomeDirectoryName]/', getPageData: getSpecialPageData, adPageType: 'LIST', queryKeys: ['category', 'page'], islands: 'ranking-rail' });
export const SPECIAL_ARTICLE_ROUTE = defineRoute({
  pattern: '/special/[matomeDirectoryName]/[articleId]/',
  getPageData: getSpecialArticlePageData,
  islands: 'special-article',
  adPageType: 'ARTICLE_DETAIL',
  cacheTier: 'article',
  queryKeys: ['page'],
});
export const WEEKLY_ROUTE = defineRoute({ pattern: '/special/content/weeklyplaynote/', getPageData: getWeeklyPageData, adPageType: 'LIST', islands: 'ranking-rail' });
export const WEEKLY_PART_ROUTE = defineRoute({
  pattern: '/special/content/weeklyplaynote/[articleId]/',
  getPageData: getWeeklyPartPageData,
  islands: 'weekly-part',
  adPageType: 'ARTICLE_DETAIL',
  cacheTier: 'article',
  queryKeys: ['page'],
});

// ── A reader's own page (issue 37): the same HTML for every reader (their data stays in their browser), nothing to refresh ──
export const MYPAGE_ROUTE = defineRoute({ pattern: '/mypage/', getPageData: getMyPageData, adPageType: 'LIST', refreshIntervalMs: 0, islands: 'ranking-rail' });

// ── Editors' previews (signed links only) ──
const readPreviewSecret = () => getServerEnv().PREVIEW_SECRET;
const previewArticle = createPreviewArticlePageData(readPreviewSecret);
const previewSpecial = createPreviewSpecialPageData(readPreviewSecret);
const preview = <P>(pattern: string, getPageData: RouteRecord<P>['getPageData'], islands: IslandKind) =>
  defineRoute({ pattern, getPageData, adPageType: 'PREVIEW', privacy: 'editors-only', queryKeys: ['token', 'page'], islands });
export const PREVIEW_ARTICLE_ROUTE = preview('/preview/article/[articleId]/', previewArticle, 'article');
export const PREVIEW_ARTICLE_VERSION_ROUTE = preview('/preview/article/[articleId]/[version]/', previewArticle, 'article');
export const PREVIEW_SPECIAL_ROUTE = preview('/preview/special/[matomeDirectoryName]/', previewSpecial, 'special-article');
export const PREVIEW_SPECIAL_ARTICLE_ROUTE = preview('/preview/special/[matomeDirectoryName]/[articleId]/', previewSpecial, 'special-article');
export const PREVIEW_SPECIAL_ARTICLE_VERSION_ROUTE = preview('/preview/special/[matomeDirectoryName]/[articleId]/[version]/', previewSpecial, 'special-article');

/** Every page route, the one table the pipeline, the page-props endpoint and the tests walk. */
export const ROUTES: readonly RouteRecord[] = [
  TOP_ROUTE,
  ARTICLE_ROUTE,
  AMP_ARTICLE_ROUTE,
  ARTICLE_IMAGE_ROUTE,
  CATEGORY_ROUTE,
  AUTHOR_ROUTE,
  ARCHIVE_ROUTE,
  ARCHIVE_HISTORY_ROUTE,
  GAME_ARTICLES_ROUTE,
  GAME_IMAGES_ROUTE,
  GAME_REVIEWS_ROUTE,
  GAME_VIDEOS_ROUTE,
  AMAZON_RANKING_ROUTE,
  AMAZON_GENRE_RANKING_ROUTE,
  ARTICLE_RANKING_ROUTE,
  GAME_SALES_ROUTE,
  GAME_SALES_LAST_WEEK_ROUTE,
  GAME_SALES_BEFORE_LAST_ROUTE,
  SCHEDULE_INDEX_ROUTE,
  SCHEDULE_ROUTE,
  SEARCH_ROUTE,
  SEARCH_HISTORY_ROUTE,
  SPECIAL_ROUTE,
  SPECIAL_ARTICLE_ROUTE,
  WEEKLY_ROUTE,
  WEEKLY_PART_ROUTE,
  MYPAGE_ROUTE,
  PREVIEW_ARTICLE_ROUTE,
  PREVIEW_ARTICLE_VERSION_ROUTE,
  PREVIEW_SPECIAL_ROUTE,
  PREVIEW_SPECIAL_ARTICLE_ROUTE,
  PREVIEW_SPECIAL_ARTICLE_VERSION_ROUTE,
] as RouteRecord[];

const ROUTE_BY_PATTERN = new Map(ROUTES.map((route) => [route.pattern, route]));

/** The record of a route pattern (a trailing slash is added first), for callers that receive the pattern as text: the page-props endpoint. */
export function findRoute(pattern: string): RouteRecord | undefined {
  return ROUTE_BY_PATTERN.get(withTrailingSlash(pattern));
}
