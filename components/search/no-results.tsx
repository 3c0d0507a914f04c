import { SiteLink } from '@/components/link/site-link';
import type { SearchType } from '@/foundation/search/keyword';
import { searchPath } from '@/foundation/search/search-paths';
import styles from './no-results.module.scss';

const NOUN: Record<SearchType, string> = { article: '記事', game: 'ゲーム' };
const OTHER_TYPE: Record<SearchType, SearchType> = { article: 'game', game: 'article' };

/** What a search that found nothing says, with ways to search again. */
export function NoResults({ keyword, type }: { keyword: string; type: SearchType }) {
  const other = OTHER_TYPE[type];
  return (
    <div className={styles.noResults}>
      <p className={styles.title}>検索結果がありません</p>
      <p className={styles.message}>{`「${keyword}」に一致する${NOUN[type]}は見つかりませんでした`}</p>
      <ul className={styles.tips}>
        <li>キーワードの表記（ひらがな・カタカナ・英数字）を変えてみてください。</li>
        <li>キーワードを減らすか、より一般的な言葉で検索してみてください。</li>
        <li>
          <SiteLink href={searchPath({ q: keyword, type: other })}>{`「${keyword}」を${NOUN[other]}から検索する`}</SiteLink>
        </li>
      </ul>
    </div>
  );
}
