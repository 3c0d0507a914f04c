import { GamePageHead } from '@/components/game/game-page-head';
import { paths } from '@/foundation/paths';
import { gamePageTitle } from '@/foundation/format/game';
import type { GameImagesPageProps } from '@/lib/page-data/game/game-images';
import { GameImagesPage } from './game-images-page';

export function GameImagesPageView(props: GameImagesPageProps) {
  const { game, images } = props;
  const canonicalPath = paths.gameImages(game.gameId, images.currentPage);
  return (
    <>
      <GamePageHead
        game={game}
        tab="images"
        title={gamePageTitle(`${game.name}の画像一覧`, images.currentPage)}
        fallbackDescription={`${game.name}の画像の一覧です。`}
        canonicalPath={canonicalPath}
      />
      <GameImagesPage {...props} />
    </>
  );
}
