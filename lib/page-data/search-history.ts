import type { HistoryArticle } from '@/api-clients/schemas/site';
import { props, redirect } from '@/lib/page-data/results';
import type { PageDataFunction } from '@/lib/page-data/types';
import { analyzeSearchQuery } from '@/foundation/search/keyword';
import { pageParamOf } from '@/foundation/search/page-param';
import { searchHistoryPath } from '@/foundation/search/search-paths';
import { PAGE_SIZE } from '@/foundation/validation/page-number';
import { resolveListPage, type PagedList } from './list-page';
import { getPageFrame, type PageFrame } from './page-frame';
import { orEmptyOnNotFound } from './search';

/** Old-site articles per page (the article page size, spec §9). */
export const HISTORY_PAGE_SIZE = PAGE_SIZE.articles;

export interface SearchHistoryView {
  /** The normalised keyword ('' when none: a prompt, nothing asked upstream). */
  keyword: string;
  terms: string;
  results: PagedList<HistoryArticle> | null;
}

export interface SearchHistoryPageProps extends PageFrame {
  adUnitsType: 'LIST';
  searchHistory: SearchHistoryView;
}

/**
 * `/search-history/?q=&page=N`: the old site's articles through the history API (ad page type LIST).
 * Same keyword rules and page clamp (by redirect) as `/search/`.
 */
export const getSearchHistoryPageData: PageDataFunction<SearchHistoryPageProps> = async ({ query, fetchSource, device, now, adPageType }) => {
  const { keyword, terms } = analyzeSearchQuery(query.q);
  if (!keyword) {
    return props({ adUnitsType: 'LIST', searchHistory: { keyword, terms, results: null }, ...(await getPageFrame({ fetchSource, device, now, adPageType }, { hasList: false })) });
  }
  const pathOfPage = (page: number) => searchHistoryPath({ q: keyword, page });
  const rawPage = pageParamOf(query.page);
  if (rawPage === null) return redirect(pathOfPage(1));

  const framePromise = getPageFrame({ fetchSource, device, now, adPageType });
  return resolveListPage(
    {
      rawPageNumber: rawPage,
      pageSize: HISTORY_PAGE_SIZE,
      pathOfPage,
      // The history API answers `{total, page, summary, data}`; the list needs `{count, page, data}`.
      fetchPage: (page) =>
        orEmptyOnNotFound(
          fetchSource('historaArticles', { keyword: terms, page, limit: HISTORY_PAGE_SIZE }).then(({ total, page: current, data }) => ({
            count: total,
            page: current,
            data,
          })),
        ),
    },
    async (list) => ({ adUnitsType: 'LIST' as const, searchHistory: { keyword, terms, results: list }, ...(await framePromise) }),
  );
};
