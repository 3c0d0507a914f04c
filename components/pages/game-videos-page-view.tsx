import { gameBreadcrumb } from '@/components/game/game-page-layout';
import { PageHead } from '@/components/head/page-head';
import { paths } from '@/lib/paths';
import { gamePageTitle } from '@/lib/routes/game/game-format';
import type { GameVideosPageProps } from '@/lib/routes/game/game-videos';
import { breadcrumbListJsonLd, videoGameJsonLd } from '@/lib/seo/json-ld';
import { GameVideosPage } from './game-videos-page';

export function GameVideosPageView(props: GameVideosPageProps) {
  const { game, videos } = props;
  const canonicalPath = paths.gameVideos(game.gameId, videos.currentPage);
  return (
    <>
      <PageHead
        title={gamePageTitle(`${game.name}の動画一覧`, videos.currentPage)}
        description={game.description || `${game.name}の動画の一覧です。`}
        canonicalPath={canonicalPath}
        imageUrl={game.thumbnailUrl}
        jsonLd={[videoGameJsonLd(game), breadcrumbListJsonLd(gameBreadcrumb(game, 'videos'), canonicalPath)]}
      />
      <GameVideosPage {...props} />
    </>
  );
}
