import { isApiError } from '@/api-clients/api-error';
import type { ArticleDetail } from '@/api-clients/schemas/article';
import type { ArticleCard } from '@/api-clients/schemas/common';
import type { MatomeDetail, MatomeDirectory } from '@/api-clients/schemas/matome';
import { toJstYearMonth } from '@/foundation/format/date';
import { notFound, props, redirect } from '@/lib/page-data/results';
import type { PageDataContext, PageDataFunction, QueryParams } from '@/lib/page-data/types';
import { paths } from '@/foundation/paths';
import { PAGE_SIZE } from '@/foundation/validation/page-number';
import { isUrlId } from '@/foundation/validation/text-patterns';
import { buildBreadcrumb, toArticleView, type ArticlePageProps, type ArticleView, type Breadcrumb } from './article';
import { loadArticleBanners, type ArticleBanners } from './banners';
import { listPosition, resolveListPage } from './list-page';
import { getPageFrame, type PageFrame } from './page-frame';
import { orFallback } from './secondary';
import { headlineBreaks } from './headline-breaks';
import { loadLinkedGames } from './linked-game';
import { specialArticlePath, specialCollectionPath } from '@/foundation/paths/special';

/** Articles a page of a collection (spec §9). */
export const MATOME_PAGE_SIZE = PAGE_SIZE.articles;
/** Other collections listed under a collection. */
export const OTHER_COLLECTIONS_SIZE = 8;
/** Articles of the same collection listed under one of its articles. */
export const COLLECTION_RELATED_SIZE = 10;
/** Longest id (article, category) the site accepts in a URL, as on the article page. */

const DIRECTORY_NAME = /^[a-z0-9-]{1,64}$/;

/** A collection's directory name as the content API spells them: lower-case letters, digits and hyphens. */
export function isMatomeDirectoryName(value: string): boolean {
  return DIRECTORY_NAME.test(value);
}


/** The first value of a query parameter (`?a=1&a=2` → `1`). */
export function firstQueryValue(value: QueryParams[string]): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export { specialArticlePath, specialCollectionPath } from '@/foundation/paths/special';

/**
 * A card of a collection's list links to the article inside the collection (keeping its header
 * and its neighbours); a card that sends readers elsewhere keeps its own target.
 */
export function toCollectionCard(card: ArticleCard, directoryName: string): ArticleCard & { titleBreaks: number[] } {
  // Phrase breaks of the headline, as on every article list (decision 022).
  return { ...card, titleBreaks: headlineBreaks(card.title), redirectUrl: card.redirectUrl ?? specialArticlePath(directoryName, card.id) };
}

// ── /special/{matomeDirectoryName}/ ──

export type MatomeCategory = MatomeDetail['categories'][number];

export interface SpecialPageProps extends PageFrame {
  adUnitsType: 'LIST';
  collection: Pick<MatomeDetail, 'directoryName' | 'title' | 'description' | 'headerImageUrl' | 'isPr' | 'articleCount'>;
  /** The collection's own category filters. */
  categories: MatomeCategory[];
  /** The filter in `?category=`, or null for all the collection's articles. */
  selectedCategory: MatomeCategory | null;
  articles: ArticleCard[];
  totalCount: number;
  currentPage: number;
  pageCount: number;
  otherCollections: MatomeDirectory[];
}

/** Settles a promise now, so a failure is kept as a value until it is needed (never an unhandled rejection). */
function settle<T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> {
  return Promise.allSettled([promise]).then(([result]) => result as PromiseSettledResult<T>);
}

/**
 * `/special/{matomeDirectoryName}/`: a curated collection. The collection (`matomeDetail`) and its
 * article list are essential: unknown directory or category → 404. `?page` follows the list rules
 * (spec §5) by redirecting to the clamped address; a page that is not a number shows page 1.
 */
export const getSpecialPageData: PageDataFunction<SpecialPageProps> = async ({ params, query, fetchSource, device, now, adPageType }) => {
  const directoryName = params.matomeDirectoryName ?? '';
  if (!isMatomeDirectoryName(directoryName)) return notFound();
  const rawCategory = firstQueryValue(query.category);
  if (rawCategory !== undefined && !isUrlId(rawCategory)) return notFound();
  const categoryId = rawCategory ?? null;
  const pathOfPage = (page: number) => specialCollectionPath(directoryName, { categoryId, page });
  const rawPage = firstQueryValue(query.page) ?? '1';
  if (!/^-?\d+$/.test(rawPage)) return redirect(pathOfPage(1));

  // The header and the secondary blocks load beside the list.
  const detailResult = settle(fetchSource('matomeDetail', { directoryName }));
  const framePromise = getPageFrame({ fetchSource, device, now, adPageType });
  const directoriesPromise = orFallback(fetchSource('matomeDirectories', {}), null);

  let listResult;
  try {
    listResult = await resolveListPage(
      {
        rawPageNumber: rawPage,
        pageSize: MATOME_PAGE_SIZE,
        pathOfPage,
        fetchPage: (page) =>
          categoryId === null
            ? fetchSource('matomeArticles', { directoryName, page, limit: MATOME_PAGE_SIZE })
            : fetchSource('matomeCategoryArticles', { directoryName, categoryId, page, limit: MATOME_PAGE_SIZE }),
      },
      (list) => list,
    );
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return notFound();
    throw error;
  }
  if (listResult.kind !== 'props') return listResult;

  const detail = await detailResult;
  if (detail.status === 'rejected') {
    if (isApiError(detail.reason) && detail.reason.isNotFound) return notFound();
    throw detail.reason;
  }
  const { directoryName: name, title, description, headerImageUrl, isPr, articleCount, categories } = detail.value;
  const selectedCategory = categoryId === null ? null : categories.find((category) => category.categoryId === categoryId);
  if (selectedCategory === undefined) return notFound();

  const [frame, directories] = await Promise.all([framePromise, directoriesPromise]);
  const list = listResult.props;
  return props({
    adUnitsType: 'LIST',
    collection: { directoryName: name, title, description, headerImageUrl, isPr, articleCount },
    categories,
    selectedCategory,
    articles: list.items.map((card) => toCollectionCard(card, directoryName)),
    ...listPosition(list),
    otherCollections: (directories?.data ?? [])
      .filter((directory) => directory.directoryName !== directoryName)
      .slice(0, OTHER_COLLECTIONS_SIZE),
    ...frame,
  });
};

// ── An article shown inside a collection (also the weekly magazine's parts) ──

/** What a page that shows an article inside a collection carries, as the article page does. */
export interface CollectionArticleData {
  articleDetailData: ArticleView;
  breadcrumbPropsData: Breadcrumb;
  linkedGames: ArticlePageProps['linkedGames'];
  /** The article page's ad units around it: background jacks, super jack, icon banner, under-article pair, Amazon widget. */
  articleBanners: ArticleBanners;
}

/** The collection link of the breadcrumb (its first level, where the article page has its category). */
export interface CollectionLink {
  path: string;
  code: string;
  nameJa: string;
}

/** What loading an article shown inside a collection needs from the request. */
export type CollectionArticleContext = Pick<PageDataContext, 'fetchSource' | 'device' | 'now' | 'adPageType'>;

/**
 * The article trimmed like the article page (`toArticleView`), its breadcrumb under the collection,
 * its linked game titles and the article page's banners (secondary: each degrades to nothing).
 */
export async function loadCollectionArticle(
  { fetchSource, device, now, adPageType }: CollectionArticleContext,
  article: ArticleDetail,
  collection: CollectionLink,
  requestedPage: QueryParams[string],
): Promise<CollectionArticleData> {
  const [linkedGames, articleBanners] = await Promise.all([
    loadLinkedGames(fetchSource, article.items, adPageType),
    loadArticleBanners({ fetchSource, device, now, adPageType }),
  ]);
  return {
    articleDetailData: toArticleView(article, toJstYearMonth(article.publishedAt), requestedPage, adPageType),
    breadcrumbPropsData: { ...buildBreadcrumb(article), level1Item: collection },
    linkedGames,
    articleBanners,
  };
}

export interface SpecialArticlePageProps extends PageFrame, CollectionArticleData {
  adUnitsType: 'ARTICLE_DETAIL';
  collection: { directoryName: string; title: string; isPr: boolean };
  /** Other articles of the same collection. */
  collectionArticles: ArticleCard[];
}

/** Shown when the collection's own data is unavailable: the link still leads back to it. */
export const COLLECTION_FALLBACK_TITLE = '特集';

/**
 * `/special/{matomeDirectoryName}/{articleId}/`: an article of a collection, addressed by its
 * special path (`pathArticleDetail`, which answers 404 for an article outside the collection).
 */
export const getSpecialArticlePageData: PageDataFunction<SpecialArticlePageProps> = async ({ params, query, fetchSource, device, now, adPageType }) => {
  const { matomeDirectoryName: directoryName = '', articleId = '' } = params;
  if (!isMatomeDirectoryName(directoryName) || !isUrlId(articleId)) return notFound();

  // Secondary blocks load beside the article; each degrades on failure and never rejects.
  const detailPromise = orFallback(fetchSource('matomeDetail', { directoryName }), null);
  const relatedPromise = orFallback(fetchSource('matomeRelatedArticles', { directoryName, articleId }), null);
  const framePromise = getPageFrame({ fetchSource, device, now, adPageType });

  let article: ArticleDetail;
  try {
    article = await fetchSource('pathArticleDetail', { path: specialArticlePath(directoryName, articleId) });
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return notFound();
    throw error;
  }
  if (article.redirectUrl) return redirect(article.redirectUrl);

  const detail = await detailPromise;
  const collection = { directoryName, title: detail?.title ?? COLLECTION_FALLBACK_TITLE, isPr: detail?.isPr ?? false };
  const [frame, related, articleData] = await Promise.all([
    framePromise,
    relatedPromise,
    loadCollectionArticle({ fetchSource, device, now, adPageType }, article, { path: paths.special(directoryName), code: directoryName, nameJa: collection.title }, query.page),
  ]);

  return props({
    adUnitsType: 'ARTICLE_DETAIL',
    collection,
    ...articleData,
    collectionArticles: (related?.data ?? [])
      .filter((card) => card.id !== articleId)
      .slice(0, COLLECTION_RELATED_SIZE)
      .map((card) => toCollectionCard(card, directoryName)),
    ...frame,
  });
};
