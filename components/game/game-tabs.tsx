import { SiteLink } from '@/components/link/site-link';
import { formatNumber } from '@/foundation/format/number';
import type { GameHeaderData, GameTab } from '@/lib/page-data/game/game-page';
import { paths } from '@/foundation/paths';
import styles from './game-tabs.module.scss';

export const GAME_TAB_LABELS: Readonly<Record<GameTab, string>> = {
  articles: '記事',
  images: '画像',
  reviews: 'レビュー',
  videos: '動画',
};

interface TabLink {
  tab: GameTab;
  href: string;
  /** Count from the title information, with its counter word; null when the source gives none. */
  count: string | null;
}

function tabLinks(game: GameHeaderData): TabLink[] {
  return [
    { tab: 'articles', href: paths.game(game.gameId), count: `${formatNumber(game.counts.articles)}件` },
    { tab: 'images', href: paths.gameImages(game.gameId), count: `${formatNumber(game.counts.images)}枚` },
    { tab: 'reviews', href: paths.gameReviews(game.gameId), count: null },
    { tab: 'videos', href: paths.gameVideos(game.gameId), count: `${formatNumber(game.counts.videos)}本` },
  ];
}

interface GameTabsProps {
  game: GameHeaderData;
  current: GameTab;
  /** Site path of the page being shown: its tab is `aria-current="page"` there, `true` on later pages. */
  currentPath: string;
}

/** Links to the four sub-pages of a game title, the current one marked. */
export function GameTabs({ game, current, currentPath }: GameTabsProps) {
  return (
    <nav aria-label="タイトル情報" className={styles.tabs}>
      <ul>
        {tabLinks(game).map(({ tab, href, count }) => (
          <li key={tab}>
            <SiteLink href={href} aria-current={tab === current ? (href === currentPath ? 'page' : 'true') : undefined}>
              <span className={styles.label}>{GAME_TAB_LABELS[tab]}</span>
              {count !== null && <span className={styles.count}>{count}</span>}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
