import Link from 'next/link';
import type { GameCard } from '@/api-clients/schemas/game';
import { ContentImage, THUMBNAIL } from '@/components/image/content-image';
import { paths } from '@/lib/paths';
import { formatIsoDate } from '@/lib/schedule/year-month';
import styles from './result-list.module.scss';

/** Game titles found by the search, each linking to its game page. */
export function GameResultList({ games }: { games: GameCard[] }) {
  return (
    <ol className={styles.list}>
      {games.map((game, index) => (
        <li key={game.gameId}>
          <article className={styles.card}>
            <Link href={paths.game(game.gameId)} className={styles.link}>
              <ContentImage
                src={game.thumbnailUrl}
                alt=""
                width={THUMBNAIL.small.width}
                height={THUMBNAIL.small.height}
                sizes="(min-width: 768px) 160px, 120px"
                priority={index < 2}
                className={styles.packageImage}
              />
              <div className={styles.text}>
                <h3 className={styles.title}>{game.name}</h3>
                <p className={styles.meta}>
                  <span>{game.platforms.map((platform) => platform.nameJa).join(' / ')}</span>
                  <span>{game.maker}</span>
                  <span>{game.releaseDate ? `${formatIsoDate(game.releaseDate)}発売` : '発売日未定'}</span>
                </p>
              </div>
            </Link>
          </article>
        </li>
      ))}
    </ol>
  );
}
