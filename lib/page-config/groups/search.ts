import { getSearchHistoryPageData } from '@/lib/page-data/search-history';
import { getSearchPageData } from '@/lib/page-data/search';
import { definePage, type PageConfigGroup } from '../define-page';

export const SEARCH_PAGES: PageConfigGroup = {
  '/search/': definePage('LIST', getSearchPageData, { queryKeys: ['q', 'type', 'page'] }),
  '/search-history/': definePage('LIST', getSearchHistoryPageData, { queryKeys: ['q', 'page'] }),
};
