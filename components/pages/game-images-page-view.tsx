import { PageHead } from '@/components/head/page-head';
import { paths } from '@/lib/paths';
import { gamePageTitle } from '@/lib/routes/game/game-format';
import type { GameImagesPageProps } from '@/lib/routes/game/game-images';
import { GameImagesPage } from './game-images-page';

export function GameImagesPageView(props: GameImagesPageProps) {
  const { game, images } = props;
  return (
    <>
      <PageHead
        title={gamePageTitle(`${game.name}の画像一覧`, images.currentPage)}
        description={game.description || undefined}
        canonicalPath={paths.gameImages(game.gameId, images.currentPage)}
        imageUrl={game.thumbnailUrl}
      />
      <GameImagesPage {...props} />
    </>
  );
}
