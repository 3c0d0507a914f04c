import { SiteLink } from '@/components/link/site-link';
import { GameImageGrid } from '@/components/game/game-image-grid';
import { GamePageLayout } from '@/components/game/game-page-layout';
import { EmptyMessage, GameSection } from '@/components/game/game-section';
import { ListPagination } from '@/components/list/list-pagination';
import { formatNumber } from '@/foundation/format/number';
import { paths } from '@/foundation/paths';
import type { GameImagesPageProps } from '@/lib/page-data/game/game-images';
import styles from './game-images-page.module.scss';

export function GameImagesPage(props: GameImagesPageProps) {
  const { game, images } = props;
  return (
    <GamePageLayout frame={props} tab="images" currentPath={paths.gameImages(game.gameId, images.currentPage)}>
      <GameSection
        id="game-images"
        title="画像一覧"
        note={images.totalCount > 0 ? `全${formatNumber(images.totalCount)}枚（${images.currentPage}／${images.pageCount}ページ）` : undefined}
      >
        {images.items.length > 0 ? (
          <GameImageGrid images={images.items} gameName={game.name} firstNumber={(images.currentPage - 1) * images.pageSize + 1} />
        ) : (
          <div className={styles.empty}>
            <EmptyMessage>該当する画像はありません</EmptyMessage>
            <SiteLink href={paths.game(game.gameId)} className={styles.articlesLink}>
              {game.name}の記事を見る
            </SiteLink>
          </div>
        )}
        <ListPagination
          label="画像一覧のページ"
          currentPage={images.currentPage}
          pageCount={images.pageCount}
          pathOfPage={(page) => paths.gameImages(game.gameId, page)}
        />
      </GameSection>
    </GamePageLayout>
  );
}
