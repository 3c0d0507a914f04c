import { SiteLink } from '@/components/link/site-link';
import { Breadcrumb } from '@/components/article/breadcrumb';
import { PageShell } from '@/components/layout/page-shell';
import { ListPagination } from '@/components/list/list-pagination';
import { RankingRail } from '@/components/ranking/ranking-rail';
import type { WithIslands } from '@/foundation/site/html-only';
import { HistoryResultList } from '@/components/search/history-result-list';
import { SearchForm } from '@/components/search/search-form';
import type { SearchHistoryPageProps } from '@/lib/page-data/search-history';
import { resultCountText } from '@/foundation/search/result-count';
import { searchHistoryPath, searchPath } from '@/foundation/search/search-paths';
import styles from './search-page.module.scss';

/** `「ゼノナイツ」の過去記事検索結果`, or the plain page name before a keyword is given. */
export function searchHistoryHeading(keyword: string): string {
  return keyword ? `「${keyword}」の過去記事検索結果` : '過去記事検索';
}

export function SearchHistoryPage({ searchHistory, layout, islands, sponsoredCandidates }: WithIslands<SearchHistoryPageProps>) {
  const { keyword, terms, results } = searchHistory;
  return (
    <PageShell layout={layout} rail={<RankingRail islands={islands} />}>
      <Breadcrumb
        items={[
          { name: '検索', path: searchPath({ q: keyword }) },
          ...(keyword ? [{ name: '過去記事検索', path: searchHistoryPath({ q: '' }) }, { name: searchHistoryHeading(keyword) }] : [{ name: '過去記事検索' }]),
        ]}
      />
      <h1 className={styles.heading}>{searchHistoryHeading(keyword)}</h1>
      <SearchForm action="/search-history/" keyword={keyword} label="過去記事検索" />

      {results === null ? (
        <p className={styles.prompt}>キーワードを入力して、旧サイトで公開された過去の記事を検索してください。記事は旧サイトで開きます。</p>
      ) : (
        <section aria-labelledby="history-results" className={styles.results}>
          <h2 id="history-results">過去記事の検索結果</h2>
          {terms !== keyword && <p className={styles.note}>{`「${terms}」で検索しています。`}</p>}
          {results.totalCount > 0 && results.items.length > 0 ? (
            <>
              <p className={styles.count}>{resultCountText({ ...results, shownCount: results.items.length }, '過去記事')}</p>
              <HistoryResultList articles={results.items} sponsored={sponsoredCandidates} cardSlot />
              <ListPagination
                label="検索結果のページ"
                currentPage={results.currentPage}
                pageCount={results.pageCount}
                pathOfPage={(page) => searchHistoryPath({ q: keyword, page })}
              />
            </>
          ) : (
            <p className={styles.empty}>{`「${keyword}」に一致する過去記事は見つかりませんでした`}</p>
          )}
        </section>
      )}

      {keyword && (
        <p className={styles.more}>
          <SiteLink href={searchPath({ q: keyword })}>{`現在のサイトの記事から「${keyword}」を検索`}</SiteLink>
        </p>
      )}
    </PageShell>
  );
}
