import { SiteLink } from '@/components/link/site-link';
import type { SearchType } from '@/foundation/search/keyword';
import { searchPath } from '@/foundation/search/search-paths';
import styles from './search-type-tabs.module.scss';

const TABS: readonly { type: SearchType; label: string }[] = [
  { type: 'article', label: '記事' },
  { type: 'game', label: 'ゲーム' },
];

/** Switches between article and game results for the same keyword. */
export function SearchTypeTabs({ keyword, current }: { keyword: string; current: SearchType }) {
  return (
    <nav aria-label="検索対象の切り替え" className={styles.tabs}>
      <ul>
        {TABS.map((tab) => (
          <li key={tab.type}>
            {tab.type === current ? (
              <span aria-current="page" className={styles.tab}>
                {tab.label}
              </span>
            ) : (
              <SiteLink href={searchPath({ q: keyword, type: tab.type })} className={styles.tab}>
                {tab.label}
              </SiteLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
