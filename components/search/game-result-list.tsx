import { SiteLink } from '@/components/link/site-link';
import type { GameCard } from '@/api-clients/schemas/game';
import { ContentImage } from '@/components/image/content-image';
import { paths } from '@/foundation/paths';
import { formatIsoDate } from '@/foundation/schedule/iso-date';
import styles from './result-list.module.scss';

/** Game package art is portrait (600×800). */
const PACKAGE_IMAGE = { width: 240, height: 320 } as const;

/** Game titles found by the search, each linking to its game page. */
export function GameResultList({ games }: { games: GameCard[] }) {
  return (
    <ol className={styles.list}>
      {games.map((game, index) => (
        <li key={game.gameId}>
          <article className={styles.card}>
            <SiteLink href={paths.game(game.gameId)} className={styles.link} data-kind="game">
              <ContentImage
                src={game.thumbnailUrl}
                alt=""
                width={PACKAGE_IMAGE.width}
                height={PACKAGE_IMAGE.height}
                sizes="(min-width: 768px) 120px, 88px"
                priority={index < 2}
                className={styles.packageImage}
              />
              <div className={styles.text}>
                <h3 className={styles.title}>{game.name}</h3>
                <p className={styles.platformLine}>{game.platforms.map((platform) => platform.nameJa).join(' / ')}</p>
                <p className={styles.meta}>
                  <span>{game.maker}</span>
                  <span>{game.releaseDate ? `${formatIsoDate(game.releaseDate)}発売` : '発売日未定'}</span>
                </p>
              </div>
            </SiteLink>
          </article>
        </li>
      ))}
    </ol>
  );
}
