import { SiteLink } from '@/components/link/site-link';
import { Breadcrumb } from '@/components/article/breadcrumb';
import { ImagePreload } from '@/components/image/content-image';
import { PageShell } from '@/components/layout/page-shell';
import { ListPagination } from '@/components/list/list-pagination';
import { RankingRail } from '@/components/ranking/ranking-rail';
import type { WithIslands } from '@/foundation/site/html-only';
import { ArticleResultList } from '@/components/search/article-result-list';
import { GAME_RESULT_IMAGE, GAME_RESULT_PRIORITY_COUNT } from '@/components/search/game-result-image';
import { SearchForm } from '@/components/search/search-form';
import { Island } from '@/components/islands/island';
import type { SearchPageProps } from '@/lib/page-data/search';
import type { SearchType } from '@/foundation/search/keyword';
import { resultCountText } from '@/foundation/search/result-count';
import { searchHistoryPath, searchPath } from '@/foundation/search/search-paths';
import styles from './search-page.module.scss';
import '@/components/search/search-islands.styles';

const TYPE_NOUN: Record<SearchType, string> = { article: '記事', game: 'ゲーム' };

/** `「ゼノナイツ」の検索結果`, or the plain page name before a keyword is given. */
export function searchHeading(keyword: string): string {
  return keyword ? `「${keyword}」の検索結果` : 'サイト内検索';
}

/**
 * The search page. The form, the count, the article results (their sponsored card slots are ads)
 * and the page links are React; the tabs and what leads the results (search-lead), the games found
 * or the no-results message (search-found) and the suggestions are static islands.
 */
export function SearchPage({ search, layout, islands, sponsoredCandidates }: WithIslands<SearchPageProps>) {
  const { keyword, type, results } = search;
  const noun = TYPE_NOUN[type];
  return (
    <PageShell layout={layout} rail={<RankingRail islands={islands} />}>
      <Breadcrumb items={keyword ? [{ name: '検索', path: searchPath({ q: '' }) }, { name: searchHeading(keyword) }] : [{ name: '検索' }]} />
      <h1 className={styles.heading}>{searchHeading(keyword)}</h1>
      <SearchForm action="/search/" keyword={keyword} type={type} />
      <Island id="search-lead" html={islands['search-lead']} />

      {results === null ? (
        <Island id="search-suggestions" html={islands['search-suggestions']} />
      ) : (
        <>
          <section aria-labelledby="search-results" className={styles.results}>
            <h2 id="search-results" className="visually-hidden">{`${noun}の検索結果`}</h2>
            {search.terms !== keyword && <p className={styles.note}>{`「${search.terms}」で検索しています。`}</p>}
            {results.totalCount > 0 && results.items.length > 0 ? (
              <>
                <p className={styles.count}>{resultCountText({ ...results, shownCount: results.items.length }, noun)}</p>
                {results.type === 'article' ? (
                  <ArticleResultList articles={results.items} priorityCount={2} sponsored={sponsoredCandidates} cardSlot />
                ) : (
                  <>
                    {results.items.slice(0, GAME_RESULT_PRIORITY_COUNT).map((game) =>
                      game.thumbnailUrl ? <ImagePreload key={game.gameId} src={game.thumbnailUrl} width={GAME_RESULT_IMAGE.width} sizes={GAME_RESULT_IMAGE.sizes} /> : null,
                    )}
                    <Island id="search-found" html={islands['search-found']} />
                  </>
                )}
                <ListPagination
                  label="検索結果のページ"
                  currentPage={results.currentPage}
                  pageCount={results.pageCount}
                  pathOfPage={(page) => searchPath({ q: keyword, type, page })}
                />
              </>
            ) : (
              <Island id="search-found" html={islands['search-found']} />
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
