import { SiteLink } from '@/components/link/site-link';
import { Breadcrumb } from '@/components/article/breadcrumb';
import { PageShell } from '@/components/layout/page-shell';
import { ListPagination } from '@/components/list/list-pagination';
import { RankingRail } from '@/components/ranking/ranking-rail';
import type { WithIslands } from '@/foundation/site/html-only';
import { ArticleResultList } from '@/components/search/article-result-list';
import { GameResultList } from '@/components/search/game-result-list';
import { NoResults } from '@/components/search/no-results';
import { SearchForm } from '@/components/search/search-form';
import { Island } from '@/components/islands/island';
import { SearchTypeTabs } from '@/components/search/search-type-tabs';
import { paths } from '@/foundation/paths';
import type { SearchPageProps } from '@/lib/page-data/search';
import { safeHref } from '@/foundation/site/safe-url';
import type { SearchType } from '@/foundation/search/keyword';
import { resultCountText } from '@/foundation/search/result-count';
import { searchHistoryPath, searchPath } from '@/foundation/search/search-paths';
import styles from './search-page.module.scss';
import '@/components/search/search-suggestions.module.scss';

const TYPE_NOUN: Record<SearchType, string> = { article: '記事', game: 'ゲーム' };

/** `「ゼノナイツ」の検索結果`, or the plain page name before a keyword is given. */
export function searchHeading(keyword: string): string {
  return keyword ? `「${keyword}」の検索結果` : 'サイト内検索';
}

export function SearchPage({ search, layout, islands, sponsoredCandidates }: WithIslands<SearchPageProps>) {
  const { keyword, type, results } = search;
  const noun = TYPE_NOUN[type];
  const articleHref = search.articleIdMatch ? safeHref(search.articleIdMatch.href) : null;
  return (
    <PageShell layout={layout} rail={<RankingRail islands={islands} />}>
      <Breadcrumb items={keyword ? [{ name: '検索', path: searchPath({ q: '' }) }, { name: searchHeading(keyword) }] : [{ name: '検索' }]} />
      <h1 className={styles.heading}>{searchHeading(keyword)}</h1>
      <SearchForm action="/search/" keyword={keyword} type={type} />
      <SearchTypeTabs keyword={keyword} current={type} />

      {results === null ? (
        <>
          <p className={styles.prompt}>
            キーワードを入力して検索してください。ゲーム名は「」で囲むとその名前で検索できます。記事IDを数字で入力すると、その記事を直接開けます。
            旧サイトの記事は<SiteLink href={searchHistoryPath({ q: '' })}>過去記事検索</SiteLink>から探せます。
          </p>
          <Island id="search-suggestions" html={islands['search-suggestions']} />
        </>
      ) : (
        <>
          {search.articleIdMatch && articleHref && (
            <p className={styles.direct}>
              <SiteLink href={articleHref}>{`記事ID ${search.articleIdMatch.articleId} の記事`}</SiteLink>
              <span>{search.articleIdMatch.title}</span>
            </p>
          )}

          {search.categories.length > 0 && (
            <section aria-labelledby="search-categories" className={styles.categories}>
              <h2 id="search-categories">関連カテゴリ</h2>
              <ul>
                {search.categories.map((category) => (
                  <li key={category.code}>
                    <SiteLink href={paths.category(category.code)}>{`${category.nameJa}の記事一覧`}</SiteLink>
                  </li>
                ))}
              </ul>
            </section>
          )}

          <section aria-labelledby="search-results" className={styles.results}>
            <h2 id="search-results" className="visually-hidden">{`${noun}の検索結果`}</h2>
            {search.terms !== keyword && <p className={styles.note}>{`「${search.terms}」で検索しています。`}</p>}
            {results.totalCount > 0 && results.items.length > 0 ? (
              <>
                <p className={styles.count}>{resultCountText({ ...results, shownCount: results.items.length }, noun)}</p>
                {results.type === 'article' ? (
                  <ArticleResultList articles={results.items} priorityCount={2} sponsored={sponsoredCandidates} cardSlot />
                ) : (
                  <GameResultList games={results.items} />
                )}
                <ListPagination
                  label="検索結果のページ"
                  currentPage={results.currentPage}
                  pageCount={results.pageCount}
                  pathOfPage={(page) => searchPath({ q: keyword, type, page })}
                />
              </>
            ) : (
              <NoResults keyword={keyword} type={type} />
            )}
          </section>
          {results.totalCount === 0 && <Island id="search-suggestions" html={islands['search-suggestions']} />}

          <p className={styles.more}>
            <SiteLink href={searchHistoryPath({ q: keyword })}>{`旧サイトの過去記事から「${keyword}」を検索`}</SiteLink>
          </p>
        </>
      )}
    </PageShell>
  );
}
