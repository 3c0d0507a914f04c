import { THUMBNAIL } from '@/components/image/content-image';
import { usePartClasses } from '@/components/leaves/leaves-context';
import { SiteImage } from '@/components/leaves/site-image';
import { SiteLink } from '@/components/leaves/site-link';
import { paths } from '@/foundation/paths';
import type { ArticlePageProps } from '@/lib/page-data/article';
import styles from './article-parts.module.scss';

/** The game titles an article introduces, as compact cards. */
export function LinkedGames({ games }: { games: ArticlePageProps['linkedGames'] }) {
  const cls = usePartClasses(styles);
  if (games.length === 0) return null;
  return (
    <section className={cls.section} aria-labelledby="linked-games">
      <h2 id="linked-games">この記事で紹介しているゲーム</h2>
      <ul className={cls.games}>
        {games.map((game) => (
          <li key={game.gameId}>
            <SiteLink href={paths.game(game.gameId)} className={cls.gameCard}>
              <SiteImage src={game.thumbnailUrl} alt="" width={THUMBNAIL.small.width} height={THUMBNAIL.small.height} sizes="96px" className={cls.gameImage} />
              <span className={cls.gameText}>
                <span className={cls.cardTitle}>{game.name}</span>
                <span className={cls.cardMeta}>
                  {game.versions.map((version) => version.platform.nameJa).join(' / ')}・{game.maker}
                </span>
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
