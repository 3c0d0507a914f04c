import { SiteLink } from '@/components/link/site-link';
import { RankingWidget } from '@/components/ranking/ranking-widget';
import type { GamePageFrame } from '@/lib/page-data/game/game-page';
import { paths } from '@/foundation/paths';
import { GameImageGrid } from './game-image-grid';
import { GameVideoList } from './game-video-list';
import styles from './game-rail.module.scss';

type GameRailProps = Pick<GamePageFrame, 'game' | 'rankingArticles' | 'railImages' | 'railVideos'>;

/** Right rail of the game pages: the access ranking, then the title's latest images and videos (each drops out when empty). */
export function GameRail({ game, rankingArticles, railImages, railVideos }: GameRailProps) {
  return (
    <>
      <RankingWidget title="アクセスランキング" articles={rankingArticles} />
      {railImages.length > 0 && (
        <section className={styles.box} aria-labelledby="game-rail-images">
          <h2 id="game-rail-images">最新画像</h2>
          <GameImageGrid images={railImages} gameName={game.name} variant="rail" />
          <SiteLink href={paths.gameImages(game.gameId)} className={styles.more}>
            画像をもっと見る
          </SiteLink>
        </section>
      )}
      {railVideos.length > 0 && (
        <section className={styles.box} aria-labelledby="game-rail-videos">
          <h2 id="game-rail-videos">最新動画</h2>
          <GameVideoList videos={railVideos} variant="rail" />
          <SiteLink href={paths.gameVideos(game.gameId)} className={styles.more}>
            動画をもっと見る
          </SiteLink>
        </section>
      )}
    </>
  );
}
