import { isApiError } from '@/api-clients/api-error';
import { requirePageData } from '@/api-clients/defaults';
import type { ArticleDetail, ContentBlock } from '@/api-clients/schemas/article';
import type { CategoryRef } from '@/api-clients/schemas/common';
import type { GameTitleInformation } from '@/api-clients/schemas/game';
import { toJstYearMonth } from '@/lib/format/date';
import { notFound, props, redirect } from '@/lib/page-config/results';
import type { PageDataFunction } from '@/lib/page-config/types';
import { paths } from '@/lib/paths';
import { clampPageNumber } from '@/lib/validation/page-number';
import { isDigitsOnly, isYearMonth } from '@/lib/validation/text-patterns';
import { buildTableOfContents, type TocEntry } from './article-body';
import { getPageFrame, RIGHT_RAIL_SIZE, type PageFrame } from './page-frame';
import { orFallback } from './secondary';

/** Right rail of the article page (spec §9). */
export const RIGHT_RAIL_ARTICLES = RIGHT_RAIL_SIZE.articles;
/** Linked game titles shown under an article. */
export const MAX_LINKED_GAMES = 3;

export interface Breadcrumb {
  title: string;
  level1Item: { path: string; code: string; nameJa: string } | null;
  level2Items: { path: string; code: string; nameJa: string }[];
}

/** What the article page renders; trimmed from the API's article detail. */
export interface ArticleView {
  articleId: string;
  publicationDate: string;
  title: string;
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
  relatedArticles: ArticleDetail['relatedArticles'];
  relatedLinks: ArticleDetail['relatedLinks'];
  copyright: string | null;
  toc: TocEntry[];
  currentPage: number;
  pageCount: number;
  blocks: ContentBlock[];
}

export interface ArticlePageProps extends PageFrame {
  adUnitsType: 'ARTICLE_DETAIL';
  articleDetailData: ArticleView;
  breadcrumbPropsData: Breadcrumb;
  linkedGames: Pick<GameTitleInformation, 'gameId' | 'name' | 'thumbnailUrl' | 'maker' | 'versions'>[];
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

export function toArticleView(article: ArticleDetail, publicationDate: string, requestedPage: string | string[] | undefined): ArticleView {
  const pageCount = article.content.length;
  const currentPage = clampPageNumber(requestedPage, pageCount);
  const bodyPage = requirePageData(
    article.content.find((page) => page.page_no === currentPage) ?? article.content[currentPage - 1],
    `body page ${currentPage} of article ${article.articleId}`,
  );
  return {
    articleId: String(article.articleId),
    publicationDate,
    title: article.title,
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
    relatedArticles: article.relatedArticles,
    relatedLinks: article.relatedLinks,
    copyright: article.copyright,
    toc: article.isToc ? buildTableOfContents(article.content) : [],
    currentPage,
    pageCount,
    blocks: bodyPage.contents,
  };
}

/** `/article/{publicationDate}/{articleId}/`: the article detail page. */
export const getArticlePageData: PageDataFunction<ArticlePageProps> = async ({ params, query, fetchSource, now }) => {
  const { publicationDate = '', articleId = '' } = params;
  if (!isYearMonth(publicationDate) || !isDigitsOnly(articleId) || articleId.length > 12) return notFound();

  let article: ArticleDetail;
  try {
    article = await fetchSource('articleDetail', { articleId });
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return notFound();
    throw error;
  }
  if (article.redirectUrl) return redirect(article.redirectUrl);
  // A wrong month in the URL is a reader's typo or an old link: send them to the real address.
  const actualPublicationDate = toJstYearMonth(article.publishedAt);
  if (actualPublicationDate !== publicationDate) return redirect(paths.article(actualPublicationDate, articleId), true);

  const [frame, games] = await Promise.all([
    getPageFrame(fetchSource, now, 'ARTICLE_DETAIL'),
    Promise.all(
      article.items
        .slice(0, MAX_LINKED_GAMES)
        .map((item) => orFallback(fetchSource('gameTitleInformation', { gameId: item.item_id }), null)),
    ),
  ]);

  return props({
    adUnitsType: 'ARTICLE_DETAIL',
    articleDetailData: toArticleView(article, publicationDate, query.page),
    breadcrumbPropsData: buildBreadcrumb(article),
    linkedGames: games
      .filter((game) => game !== null)
      .map(({ gameId, name, thumbnailUrl, maker, versions }) => ({ gameId, name, thumbnailUrl, maker, versions })),
    ...frame,
  });
};
