import { PageHead } from '@/components/head/page-head';
import { paths } from '@/lib/paths';
import { gamePageTitle } from '@/lib/routes/game/game-format';
import type { GameVideosPageProps } from '@/lib/routes/game/game-videos';
import { GameVideosPage } from './game-videos-page';

export function GameVideosPageView(props: GameVideosPageProps) {
  const { game, videos } = props;
  return (
    <>
      <PageHead
        title={gamePageTitle(`${game.name}の動画一覧`, videos.currentPage)}
        description={game.description || undefined}
        canonicalPath={paths.gameVideos(game.gameId, videos.currentPage)}
        imageUrl={game.thumbnailUrl}
      />
      <GameVideosPage {...props} />
    </>
  );
}
