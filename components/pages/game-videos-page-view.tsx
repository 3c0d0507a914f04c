import { GamePageHead } from '@/components/game/game-page-head';
import { paths } from '@/foundation/paths';
import { gamePageTitle } from '@/foundation/format/game';
import type { GameVideosPageProps } from '@/lib/page-data/game/game-videos';
import { GameVideosPage } from './game-videos-page';

export function GameVideosPageView(props: GameVideosPageProps) {
  const { game, videos } = props;
  const canonicalPath = paths.gameVideos(game.gameId, videos.currentPage);
  return (
    <>
      <GamePageHead
        game={game}
        tab="videos"
        title={gamePageTitle(`${game.name}の動画一覧`, videos.currentPage)}
        fallbackDescription={`${game.name}の動画の一覧です。`}
        canonicalPath={canonicalPath}
      />
      <GameVideosPage {...props} />
    </>
  );
}
