import { SiteLink } from '@/components/link/site-link';
import type { GameSeries as GameSeriesData } from '@/lib/page-data/game/game-articles';
import { paths } from '@/foundation/paths';
import { formatReleaseDate } from '@/foundation/format/release-date';
import styles from './game-series.module.scss';

/** Other titles of the series, each linking to its game page. */
export function GameSeries({ series }: { series: GameSeriesData }) {
  return (
    <ul className={styles.list}>
      {series.titles.map((title) => (
        <li key={title.gameId}>
          <SiteLink href={paths.game(title.gameId)}>{title.name}</SiteLink>
          <span className={styles.meta}>
            {title.platforms.map((platform) => platform.nameJa).join(' / ')}
            {title.platforms.length > 0 && '・'}
            {formatReleaseDate(title.releaseDate, '')}
          </span>
        </li>
      ))}
    </ul>
  );
}
