import { PageHead } from '@/components/head/page-head';
import type { SearchHistoryPageProps } from '@/lib/page-data/search-history';
import { searchHistoryPath, searchPath } from '@/foundation/search/search-paths';
import { ROBOTS } from '@/components/seo/head-values';
import { SearchHistoryPage, searchHistoryHeading } from './search-history-page';
import type { WithIslands } from '@/foundation/site/html-only';

export function SearchHistoryPageView(props: WithIslands<SearchHistoryPageProps>) {
  const { keyword, results } = props.searchHistory;
  const canonicalPath = searchHistoryPath({ q: keyword, page: results?.currentPage ?? 1 });
  const breadcrumb = [
    { name: '検索', path: searchPath({ q: keyword }) },
    ...(keyword ? [{ name: '過去記事検索', path: searchHistoryPath({ q: '' }) }, { name: searchHistoryHeading(keyword) }] : [{ name: '過去記事検索' }]),
  ];
  return (
    <>
      <PageHead
        title={searchHistoryHeading(keyword)}
        description={keyword ? `旧サイトの過去記事から「${keyword}」を検索した結果です。` : '旧サイトで公開された過去の記事をキーワードで検索できます。'}
        canonicalPath={canonicalPath}
        robots={ROBOTS.noindex}
        jsonLd={(ld) => [ld.breadcrumbListJsonLd(breadcrumb, canonicalPath)]}
      />
      <SearchHistoryPage {...props} />
    </>
  );
}
