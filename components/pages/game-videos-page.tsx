import { GamePageLayout } from '@/components/game/game-page-layout';
import { EmptyMessage, GameSection } from '@/components/game/game-section';
import { GameVideoList, YoutubePlayer } from '@/components/game/game-video-list';
import { ListPagination } from '@/components/list/list-pagination';
import { formatNumber } from '@/foundation/format/number';
import { paths } from '@/foundation/paths';
import type { GameVideosPageProps } from '@/lib/page-data/game/game-videos';

export function GameVideosPage(props: GameVideosPageProps) {
  const { game, videos } = props;
  const [first] = videos.items;
  return (
    <GamePageLayout frame={props} tab="videos" currentPath={paths.gameVideos(game.gameId, videos.currentPage)}>
      <GameSection
        id="game-videos"
        title="動画一覧"
        note={videos.totalCount > 0 ? `全${formatNumber(videos.totalCount)}本（${videos.currentPage}／${videos.pageCount}ページ）` : undefined}
      >
        {first ? (
          <>
            <YoutubePlayer video={first} />
            <GameVideoList videos={videos.items} />
          </>
        ) : (
          <EmptyMessage>該当する動画はありません</EmptyMessage>
        )}
        <ListPagination
          label="動画一覧のページ"
          currentPage={videos.currentPage}
          pageCount={videos.pageCount}
          pathOfPage={(page) => paths.gameVideos(game.gameId, page)}
        />
      </GameSection>
    </GamePageLayout>
  );
}
