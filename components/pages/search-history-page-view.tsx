import { PageHead } from '@/components/head/page-head';
import { NoindexHead } from '@/components/search/noindex-head';
import type { SearchHistoryPageProps } from '@/lib/routes/search-history';
import { searchHistoryPath } from '@/lib/search/search-paths';
import { SearchHistoryPage, searchHistoryHeading } from './search-history-page';

export function SearchHistoryPageView(props: SearchHistoryPageProps) {
  const { searchHistory } = props;
  return (
    <>
      <PageHead
        title={searchHistoryHeading(searchHistory.keyword)}
        canonicalPath={searchHistoryPath({ q: searchHistory.keyword, page: searchHistory.results?.currentPage ?? 1 })}
      />
      <NoindexHead />
      <SearchHistoryPage {...props} />
    </>
  );
}
