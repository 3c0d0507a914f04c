import { SiteLink } from '@/components/link/site-link';
import { RANKING_KINDS, type RankingKind } from '@/foundation/paths/ranking';
import styles from './ranking-kind-nav.module.scss';

interface RankingKindNavProps {
  current: RankingKind;
  /** Site path of the page shown, so its own link is marked as the current page. */
  currentPath: string;
}

/** Links between the three ranking kinds (articles, game sales, Amazon). */
export function RankingKindNav({ current, currentPath }: RankingKindNavProps) {
  return (
    <nav aria-label="ランキングの種類" className={styles.nav}>
      <ul>
        {RANKING_KINDS.map(({ kind, label, path }) => (
          <li key={kind}>
            <SiteLink href={path} aria-current={kind === current ? (path === currentPath ? 'page' : 'true') : undefined}>
              {label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
