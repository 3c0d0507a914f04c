import { THUMBNAIL } from '@/components/image/content-image';
import Link from 'next/link';
import { SiteImage } from '@/components/leaves/site-image';
import { paths } from '@/foundation/paths';
import type { ArticlePageProps } from '@/lib/page-data/article';
import styles from './article-parts.module.scss';

/** The game titles an article introduces, as compact cards. */
export function LinkedGames({ games }: { games: ArticlePageProps['linkedGames'] }) {
  if (games.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="linked-games">
      <h2 id="linked-games">この記事で紹介しているゲーム</h2>
      <ul className={styles.games}>
        {games.map((game) => (
          <li key={game.gameId}>
            <Link href={paths.game(game.gameId)} className={styles.gameCard}>
              <SiteImage src={game.thumbnailUrl} alt="" width={THUMBNAIL.small.width} height={THUMBNAIL.small.height} sizes="96px" className={styles.gameImage} />
              <span className={styles.gameText}>
                <span className={styles.cardTitle}>{game.name}</span>
                <span className={styles.cardMeta}>
                  {game.versions.map((version) => version.platform).join(' / ')}・{game.maker}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
