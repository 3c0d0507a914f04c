import { PageHead } from '@/components/head/page-head';
import type { SearchPageProps } from '@/lib/page-data/search';
import { searchPath } from '@/foundation/search/search-paths';
import { ROBOTS } from '@/components/seo/head-values';
import { SearchPage, searchHeading } from './search-page';
import type { WithIslands } from '@/foundation/site/html-only';

export function SearchPageView(props: WithIslands<SearchPageProps>) {
  const { search } = props;
  const { keyword } = search;
  const canonicalPath = searchPath({ q: keyword, type: search.type, page: search.results?.currentPage ?? 1 });
  const breadcrumb = keyword ? [{ name: '検索', path: searchPath({ q: '' }) }, { name: searchHeading(keyword) }] : [{ name: '検索' }];
  return (
    <>
      <PageHead
        title={searchHeading(keyword)}
        description={keyword ? `プレイノートで「${keyword}」を検索した結果です。` : 'プレイノートの記事とゲームをキーワードで検索できます。'}
        canonicalPath={canonicalPath}
        robots={ROBOTS.noindex}
        jsonLd={(ld) => [ld.breadcrumbListJsonLd(breadcrumb, canonicalPath)]}
      />
      <SearchPage {...props} />
    </>
  );
}
