import type { GameImage } from '@/api-clients/schemas/game';
import { notFound, props } from '@/lib/page-data/results';
import type { PageDataFunction } from '@/lib/page-data/types';
import { paths } from '@/foundation/paths';
import { PAGE_SIZE } from '@/foundation/validation/page-number';
import { resolveListPage, type PagedList } from '../list-page';
import { getGamePageFrame, loadGameEssentials, parseGameId, type GamePageFrame } from './game-page';

export interface GameImagesPageProps extends GamePageFrame {
  images: PagedList<GameImage>;
}

/** `/game/title/{gameId}/images/page/{pageNumber}/`: the title's images, 30 a page (spec §9). */
export const getGameImagesPageData: PageDataFunction<GameImagesPageProps> = async ({ params, fetchSource, device, now, adPageType }) => {
  const gameId = parseGameId(params.gameId);
  if (gameId === null) return notFound();

  const essentials = await loadGameEssentials(fetchSource, gameId, () =>
    resolveListPage(
      {
        rawPageNumber: params.pageNumber,
        pageSize: PAGE_SIZE.images,
        fetchPage: (page) => fetchSource('gameTitleImage', { gameId, page, limit: PAGE_SIZE.images }),
        pathOfPage: (page) => paths.gameImages(gameId, page),
      },
      (list) => list,
    ),
  );
  if (essentials === null) return notFound();
  const { information, main: list } = essentials;
  if (list.kind !== 'props') return list;

  return props({ ...(await getGamePageFrame({ fetchSource, device, now, adPageType }, information)), images: list.props });
};
