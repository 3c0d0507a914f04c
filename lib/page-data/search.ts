import { isApiError } from '@/api-clients/api-error';
import { emptyList } from '@/api-clients/defaults';
import type { FetchSource } from '@/api-clients/fetch-source';
import type { ArticleCard, ListResponse } from '@/api-clients/schemas/common';
import type { GameCard } from '@/api-clients/schemas/game';
import { toJstYearMonth } from '@/foundation/format/date';
import { props, redirect } from '@/lib/page-data/results';
import type { PageDataFunction, PageDataResult } from '@/lib/page-data/types';
import { paths } from '@/foundation/paths';
import { analyzeSearchQuery, parseSearchType, type SearchType } from '@/foundation/search/keyword';
import { pageParamOf } from '@/foundation/search/page-param';
import { searchPath } from '@/foundation/search/search-paths';
import { NO_SUGGESTIONS, type SearchSuggestions } from '@/foundation/search/suggestions';
import { PAGE_SIZE } from '@/foundation/validation/page-number';
import { resolveListPage, type PagedList } from './list-page';
import { getPageFrame, type PageFrame } from './page-frame';
import { loadSearchSuggestions } from './search-suggestions';
import { orFallback } from './secondary';
import { headlineBreaks } from './headline-breaks';

/** Results per page: articles 20 (spec §9); game titles as many. */
export const SEARCH_PAGE_SIZE: Readonly<Record<SearchType, number>> = { article: PAGE_SIZE.articles, game: PAGE_SIZE.articles };

/** Direct link offered when the keyword is an existing article's id. */
export interface ArticleIdMatch {
  articleId: string;
  title: string;
  href: string;
}

/** A found article as the result list shows it: the card with its title's phrase breaks (decision 022). */
export type SearchResultArticle = ArticleCard & { titleBreaks: number[] };

export type SearchResults =
  | ({ type: 'article' } & PagedList<SearchResultArticle>)
  | ({ type: 'game' } & PagedList<GameCard>);

export interface SearchView {
  /** The normalised keyword ('' when none: the page shows a prompt and asks nothing upstream). */
  keyword: string;
  /** What was searched for (the quoted names when the keyword has any). */
  terms: string;
  type: SearchType;
  articleIdMatch: ArticleIdMatch | null;
  categories: { code: string; nameJa: string }[];
  results: SearchResults | null;
  /** Trend words and games to try next: filled before a search and when it found nothing, else empty. */
  suggestions: SearchSuggestions;
}

export interface SearchPageProps extends PageFrame {
  adUnitsType: 'LIST';
  search: SearchView;
}

/** A search never 404s: an upstream "not found" is simply no results. Other failures propagate. */
export async function orEmptyOnNotFound<T>(promise: Promise<ListResponse<T>>): Promise<ListResponse<T>> {
  try {
    return await promise;
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return emptyList<T>();
    throw error;
  }
}

async function findArticleById(fetchSource: FetchSource, articleId: string | null): Promise<ArticleIdMatch | null> {
  if (!articleId) return null;
  const article = await orFallback(fetchSource('articleDetail', { articleId }), null);
  if (!article) return null;
  return {
    articleId: String(article.articleId),
    title: article.title,
    href: article.redirectUrl ?? paths.article(toJstYearMonth(article.publishedAt), article.articleId),
  };
}

/**
 * `/search/?q=&type=article|game&page=N`: site search (ad page type LIST).
 * Page numbers are clamped by redirect, as on the paged lists: `?page=0`, `-1`, `abc`, `01`
 * go to page 1 and a page past the last goes to the last, so the address always shows the page read.
 */
export const getSearchPageData: PageDataFunction<SearchPageProps> = async ({ query, fetchSource, device, now, adPageType }) => {
  const analysed = analyzeSearchQuery(query.q);
  const type = parseSearchType(query.type);
  const base = {
    keyword: analysed.keyword,
    terms: analysed.terms,
    type,
    categories: analysed.categories.map(({ code, nameJa }) => ({ code, nameJa })),
  };
  if (!analysed.keyword) {
    const [frame, suggestions] = await Promise.all([getPageFrame({ fetchSource, device, now, adPageType }, { hasList: false }), loadSearchSuggestions(fetchSource)]);
    return props({ adUnitsType: 'LIST', search: { ...base, articleIdMatch: null, results: null, suggestions }, ...frame });
  }

  const pathOfPage = (page: number) => searchPath({ q: analysed.keyword, type, page });
  const rawPage = pageParamOf(query.page);
  if (rawPage === null) return redirect(pathOfPage(1));

  // Secondary parts start at once; neither can reject (each degrades to its fallback). Game
  // results are no article list: no sponsored cards to carry.
  const framePromise = getPageFrame({ fetchSource, device, now, adPageType }, { hasList: type === 'article' });
  const articlePromise = findArticleById(fetchSource, analysed.articleId);
  const pageSize = SEARCH_PAGE_SIZE[type];
  const finish = async (results: SearchResults): Promise<SearchPageProps> => {
    // Suggestions only where the search found nothing: a page of results needs none.
    const [frame, articleIdMatch, suggestions] = await Promise.all([
      framePromise,
      articlePromise,
      results.totalCount === 0 ? loadSearchSuggestions(fetchSource) : NO_SUGGESTIONS,
    ]);
    return { adUnitsType: 'LIST', search: { ...base, articleIdMatch, results, suggestions }, ...frame };
  };

  let result: PageDataResult<SearchPageProps>;
  if (type === 'game') {
    result = await resolveListPage(
      {
        rawPageNumber: rawPage,
        pageSize,
        pathOfPage,
        fetchPage: (page) => orEmptyOnNotFound(fetchSource('searchGame', { keyword: analysed.terms, page, limit: pageSize })),
      },
      (list) => finish({ type: 'game', ...list }),
    );
  } else {
    result = await resolveListPage(
      {
        rawPageNumber: rawPage,
        pageSize,
        pathOfPage,
        fetchPage: (page) => orEmptyOnNotFound(fetchSource('searchArticle', { keyword: analysed.terms, page, limit: pageSize })),
      },
      (list) => finish({ type: 'article', ...list, items: list.items.map((card) => ({ ...card, titleBreaks: headlineBreaks(card.title) })) }),
    );
  }
  return result;
};
