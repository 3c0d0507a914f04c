import { PageHead } from '@/components/head/page-head';
import { NoindexHead } from '@/components/search/noindex-head';
import type { SearchPageProps } from '@/lib/routes/search';
import { searchPath } from '@/lib/search/search-paths';
import { SearchPage, searchHeading } from './search-page';

export function SearchPageView(props: SearchPageProps) {
  const { search } = props;
  return (
    <>
      <PageHead
        title={searchHeading(search.keyword)}
        canonicalPath={searchPath({ q: search.keyword, type: search.type, page: search.results?.currentPage ?? 1 })}
      />
      <NoindexHead />
      <SearchPage {...props} />
    </>
  );
}
