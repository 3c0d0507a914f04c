import { SiteLink } from '@/components/link/site-link';
import type { GameCard } from '@/api-clients/schemas/game';
import { ContentImage } from '@/components/image/content-image';
import { paths } from '@/foundation/paths';
import { formatIsoDate } from '@/foundation/schedule/iso-date';
import { GAME_RESULT_IMAGE, GAME_RESULT_PRIORITY_COUNT } from './game-result-image';
import styles from './result-list.module.scss';

/** Game titles found by the search, each linking to its game page (a static island: its first images' preloads are the page view's). */
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
                width={GAME_RESULT_IMAGE.width}
                height={GAME_RESULT_IMAGE.height}
                sizes={GAME_RESULT_IMAGE.sizes}
                priority={index < GAME_RESULT_PRIORITY_COUNT}
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
