import { SiteLink } from '@/components/link/site-link';
import { paths } from '@/foundation/paths';
import { searchHistoryPath } from '@/foundation/search/search-paths';
import { safeHref } from '@/foundation/site/safe-url';
import type { SearchPageProps } from '@/lib/page-data/search';
import { SearchTypeTabs } from './search-type-tabs';
import styles from './search-lead.module.scss';

/**
 * What the search page shows between its form and its results: the article/game tabs, then the
 * prompt before a keyword is given, or the article an ID names and the categories the keyword names.
 */
export function SearchLead({ search }: Pick<SearchPageProps, 'search'>) {
  const { keyword, type, results } = search;
  const articleHref = search.articleIdMatch ? safeHref(search.articleIdMatch.href) : null;
  return (
    <>
      <SearchTypeTabs keyword={keyword} current={type} />
      {results === null ? (
        <p className={styles.prompt}>
          キーワードを入力して検索してください。ゲーム名は「」で囲むとその名前で検索できます。記事IDを数字で入力すると、その記事を直接開けます。
          旧サイトの記事は<SiteLink href={searchHistoryPath({ q: '' })}>過去記事検索</SiteLink>から探せます。
        </p>
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
        </>
      )}
    </>
  );
}
