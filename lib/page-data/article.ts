import { withTaggedAmazonLinks } from '@/ads/amazon-affiliate';
import { articleAdBreaks } from '@/ads/article-ad-placement';
import type { AdPageType } from '@/ads/types';
import { isApiError } from '@/api-clients/api-error';
import type { FetchSource } from '@/api-clients/fetch-source';
import { requirePageData } from '@/api-clients/defaults';
import type { ArticleDetail, ContentBlock } from '@/api-clients/schemas/article';
import type { CategoryRef } from '@/api-clients/schemas/common';
import { toJstYearMonth } from '@/foundation/format/date';
import { notFound, props, redirect } from '@/lib/page-data/results';
import type { PageDataFunction, RouteParams } from '@/lib/page-data/types';
import { paths } from '@/foundation/paths';
import { clampPageNumber } from '@/foundation/validation/page-number';
import { isUrlId, isYearMonth } from '@/foundation/validation/text-patterns';
import { buildTableOfContents, type TocEntry } from '@/foundation/format/article-body';
import { isVideoArticle } from '@/foundation/format/article-badges';
import { readingLoad, readingMinutes } from '@/foundation/format/reading-time';
import { loadArticleNeighbours, type ArticleNeighbours } from './article-neighbours';
import { headlineBreaks } from './headline-breaks';
import { loadLinkedGames, type LinkedGame } from './linked-game';
import { loadArticleBanners, type ArticleBanners } from './banners';
import { getListlessPageFrame, RIGHT_RAIL_SIZE, type ListlessPageFrame } from './page-frame';
import { toLiveView, type LiveView } from './live-coverage';
import { liveReadingBlocks } from '@/foundation/format/live-reading';
import { LIVE_ORDER_QUERY_KEY, LIVE_REFRESH_INTERVAL_MS } from '@/foundation/site/live-refresh';

/** Right rail of the article page (spec §9). */
export const RIGHT_RAIL_ARTICLES = RIGHT_RAIL_SIZE.articles;

export interface Breadcrumb {
  title: string;
  level1Item: { path: string; code: string; nameJa: string } | null;
  level2Items: { path: string; code: string; nameJa: string }[];
}

/** An editors' related article as the page shows it: a thumbnailed card with a phrased headline. */
export interface RelatedArticleView {
  title: string;
  /** Phrase breaks of the title (lib/page-data/headline-breaks.ts). */
  titleBreaks: number[];
  url: string;
  blank: boolean;
  thumbnailUrl: string | null;
}

/** What the article page renders; trimmed from the API's article detail. */
export interface ArticleView {
  articleId: string;
  publicationDate: string;
  title: string;
  /** Where the headline may break between phrases (BudouX on the server; rendered as `<wbr>`). */
  titleBreaks: number[];
  /** Whole minutes to read every body page (foundation/format/reading-time.ts). */
  readingMinutes: number;
  /** A video article (the 動画 category): the header shows the 動画 badge. */
  isVideo: boolean;
  description: string;
  isR18: boolean;
  isDisplayAd: boolean;
  publishedAt: string;
  updatedAt: string;
  thumbnailUrl: string | null;
  ogpImageUrl: string | null;
  mainCategories: CategoryRef[];
  subCategories: CategoryRef[];
  authors: ArticleDetail['authors'];
  relatedArticles: RelatedArticleView[];
  relatedLinks: ArticleDetail['relatedLinks'];
  copyright: string | null;
  toc: TocEntry[];
  currentPage: number;
  pageCount: number;
  /**
   * The body page's blocks. They go out once, as HTML (decision 017): the HTML document's
   * `__NEXT_DATA__` has null here, so in the browser only ArticleBody reads them, as HtmlOnly.
   */
  blocks: ContentBlock[];
  /**
   * Indices of `blocks` before which the article-ad slots 1..n go (ads/article-ad-placement.ts);
   * empty when the article turns ads off. Small, so it stays in `__NEXT_DATA__`: the ad plan
   * defines exactly as many in-body slots as the body renders.
   */
  adBreaks: number[];
  /** A live article's coverage (issue 36), or null. */
  live: LiveView | null;
}

/** The article page shows no article list, so its frame has no sponsored-card candidates. */
export interface ArticlePageProps extends ListlessPageFrame {
  adUnitsType: 'ARTICLE_DETAIL';
  articleDetailData: ArticleView;
  breadcrumbPropsData: Breadcrumb;
  linkedGames: LinkedGame[];
  /** Previous/next article in the main category; only the article's own address has them. */
  neighbours?: ArticleNeighbours;
  /** Background jacks (A/B/C), super jack, icon banner and the under-article pair (lib/routes/banners.ts). */
  articleBanners: ArticleBanners;
  /** The page's refresh interval when it is not the route's (a live article: 30 s); the pipeline reads it. */
  refreshIntervalOverrideMs?: number;
}

export function buildBreadcrumb(article: Pick<ArticleDetail, 'title' | 'mainCategories' | 'subCategories'>): Breadcrumb {
  const toItem = (category: CategoryRef) => ({ path: paths.category(category.code), code: category.code, nameJa: category.nameJa });
  const [main] = article.mainCategories;
  return {
    title: article.title,
    level1Item: main ? toItem(main) : null,
    level2Items: article.subCategories.slice(0, 3).map(toItem),
  };
}

export function toArticleView(
  article: ArticleDetail,
  publicationDate: string,
  requestedPage: string | string[] | undefined,
  adPageType: AdPageType,
  requestedOrder?: string | string[],
): ArticleView {
  const pageCount = article.content.length;
  const currentPage = clampPageNumber(requestedPage, pageCount);
  const bodyPage = requirePageData(
    article.content.find((page) => page.page_no === currentPage) ?? article.content[currentPage - 1],
    `body page ${currentPage} of article ${article.articleId}`,
  );
  const live = article.live ? toLiveView(article.live, requestedOrder, adPageType) : null;
  return {
    articleId: String(article.articleId),
    publicationDate,
    title: article.title,
    titleBreaks: headlineBreaks(article.title),
    readingMinutes: readingMinutes(readingLoad(article.content.flatMap((page) => page.contents))),
    isVideo: isVideoArticle({ categories: [...article.mainCategories, ...article.subCategories] }),
    description: article.description,
    isR18: article.isR18,
    isDisplayAd: article.isDisplayAd,
    publishedAt: article.publishedAt,
    updatedAt: article.updatedAt,
    thumbnailUrl: article.thumbnailUrl,
    ogpImageUrl: article.ogpImageUrl,
    mainCategories: article.mainCategories,
    subCategories: article.subCategories,
    authors: article.authors,
    relatedArticles: article.relatedArticles.map(({ title, url, blank, thumbnailUrl }) => ({ title, titleBreaks: headlineBreaks(title), url, blank, thumbnailUrl })),
    relatedLinks: article.relatedLinks,
    copyright: article.copyright,
    toc: article.isToc ? buildTableOfContents(article.content) : [],
    currentPage,
    pageCount,
    // Amazon links (shop buttons, inline links) carry the page type's tracking id (spec §9).
    blocks: withTaggedAmazonLinks(bodyPage.contents, adPageType),
    adBreaks: article.isDisplayAd ? articleAdBreaks(live ? [...bodyPage.contents, ...liveReadingBlocks(live.updates)] : bodyPage.contents) : [],
    live,
  };
}

/** While the article is live the page refreshes every 30 s (spec §4 override; undefined: the route's). */
export const refreshOverrideOf = (article: Pick<ArticleView, 'live'>): number | undefined =>
  article.live?.state === 'live' ? LIVE_REFRESH_INTERVAL_MS : undefined;

/** `/article/{publicationDate}/{articleId}/`: the article detail page. */
export const getArticlePageData: PageDataFunction<ArticlePageProps> = async ({ params, query, fetchSource, device, now, adPageType }) => {
  const lookup = await lookUpArticle(params, fetchSource, paths.article);
  if (lookup.kind === 'notFound') return notFound();
  if (lookup.kind === 'redirect') return redirect(lookup.destination, lookup.permanent);
  const { article, publicationDate } = lookup;

  const [frame, linkedGames, articleBanners, neighbours] = await Promise.all([
    getListlessPageFrame({ fetchSource, device, now, adPageType }),
    loadLinkedGames(fetchSource, article.items, adPageType),
    // The A/B/C background pattern is chosen per request, by the hash of the request's time.
    loadArticleBanners({ fetchSource, device, now, adPageType }),
    loadArticleNeighbours(fetchSource, { articleId: String(article.articleId), mainCategoryCode: article.mainCategories[0]?.code }),
  ]);

  const articleDetailData = toArticleView(article, publicationDate, query.page, adPageType, query[LIVE_ORDER_QUERY_KEY]);
  const refreshIntervalOverrideMs = refreshOverrideOf(articleDetailData);
  return props({
    adUnitsType: 'ARTICLE_DETAIL',
    articleDetailData,
    // Only when set: Next refuses `undefined` in props.
    ...(refreshIntervalOverrideMs ? { refreshIntervalOverrideMs } : {}),
    breadcrumbPropsData: buildBreadcrumb(article),
    linkedGames,
    neighbours,
    articleBanners,
    ...frame,
  });
};

/** An article found for an article URL, or the answer that URL gets instead. */
export type ArticleLookup =
  | { kind: 'article'; article: ArticleDetail; publicationDate: string; articleId: string }
  | { kind: 'notFound' }
  | { kind: 'redirect'; destination: string; permanent: boolean };

/**
 * The URL rules of an article address, shared by the AMP twin (`/article/amp/{YYYYMM}/{id}/`):
 * a malformed `publicationDate`/`articleId` or an unknown article is a 404, `redirectUrl` is
 * honoured, and a wrong month redirects permanently to `pathOfMonth(actualMonth, articleId)`.
 * A failure of the article source itself is thrown (→ the 502/504 error page).
 */
export async function lookUpArticle(
  params: RouteParams,
  fetchSource: FetchSource,
  pathOfMonth: (publicationDate: string, articleId: string) => string,
): Promise<ArticleLookup> {
  const { publicationDate = '', articleId = '' } = params;
  if (!isYearMonth(publicationDate) || !isUrlId(articleId)) return { kind: 'notFound' };
  let article: ArticleDetail;
  try {
    article = await fetchSource('articleDetail', { articleId });
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return { kind: 'notFound' };
    throw error;
  }
  if (article.redirectUrl) return { kind: 'redirect', destination: article.redirectUrl, permanent: false };
  const actualPublicationDate = toJstYearMonth(article.publishedAt);
  if (actualPublicationDate !== publicationDate) {
    return { kind: 'redirect', destination: pathOfMonth(actualPublicationDate, articleId), permanent: true };
  }
  return { kind: 'article', article, publicationDate, articleId };
}
