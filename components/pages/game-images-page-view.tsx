import { gameBreadcrumb } from '@/components/game/game-page-layout';
import { PageHead } from '@/components/head/page-head';
import { paths } from '@/lib/paths';
import { gamePageTitle } from '@/lib/routes/game/game-format';
import type { GameImagesPageProps } from '@/lib/routes/game/game-images';
import { breadcrumbListJsonLd, videoGameJsonLd } from '@/lib/seo/json-ld';
import { GameImagesPage } from './game-images-page';

export function GameImagesPageView(props: GameImagesPageProps) {
  const { game, images } = props;
  const canonicalPath = paths.gameImages(game.gameId, images.currentPage);
  return (
    <>
      <PageHead
        title={gamePageTitle(`${game.name}の画像一覧`, images.currentPage)}
        description={game.description || `${game.name}の画像の一覧です。`}
        canonicalPath={canonicalPath}
        imageUrl={game.thumbnailUrl}
        jsonLd={[videoGameJsonLd(game), breadcrumbListJsonLd(gameBreadcrumb(game, 'images'), canonicalPath)]}
      />
      <GameImagesPage {...props} />
    </>
  );
}
