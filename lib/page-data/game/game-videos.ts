import type { Video } from '@/api-clients/schemas/common';
import { notFound, props } from '@/lib/page-data/results';
import type { PageDataFunction } from '@/lib/page-data/types';
import { paths } from '@/foundation/paths';
import { PAGE_SIZE } from '@/foundation/validation/page-number';
import { resolveListPage, type PagedList } from '../list-page';
import { getGamePageFrame, loadGameEssentials, parseGameId, type GamePageFrame } from './game-page';

export interface GameVideosPageProps extends GamePageFrame {
  videos: PagedList<Video>;
}

/** `/game/title/{gameId}/videos/page/{pageNumber}/`: the title's videos, 30 a page (spec §9). */
export const getGameVideosPageData: PageDataFunction<GameVideosPageProps> = async ({ params, fetchSource, device, now, adPageType }) => {
  const gameId = parseGameId(params.gameId);
  if (gameId === null) return notFound();

  const essentials = await loadGameEssentials(fetchSource, gameId, () =>
    resolveListPage(
      {
        rawPageNumber: params.pageNumber,
        pageSize: PAGE_SIZE.videos,
        fetchPage: (page) => fetchSource('gameTitleVideo', { gameId, page, limit: PAGE_SIZE.videos }),
        pathOfPage: (page) => paths.gameVideos(gameId, page),
      },
      (list) => list,
    ),
  );
  if (essentials === null) return notFound();
  const { information, main: list } = essentials;
  if (list.kind !== 'props') return list;

  return props({ ...(await getGamePageFrame({ fetchSource, device, now, adPageType }, information)), videos: list.props });
};
