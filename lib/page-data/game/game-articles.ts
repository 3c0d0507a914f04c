import type { GameCard } from '@/api-clients/schemas/game';
import { notFound, props } from '@/lib/page-data/results';
import type { PageDataFunction } from '@/lib/page-data/types';
import { paths } from '@/foundation/paths';
import { PAGE_SIZE } from '@/foundation/validation/page-number';
import { resolveListPage, type PagedList } from '../list-page';
import { loadSponsoredCandidates, toListCards, type ListCard, type PageFrame } from '../page-frame';
import { orFallback } from '../secondary';
import { getGamePageFrame, loadGameEssentials, parseGameId, type GamePageFrame } from './game-page';

/** The series a title belongs to, without the title itself. */
export interface GameSeries {
  titleGroupId: string;
  name: string;
  titles: GameCard[];
}

export interface GameArticlesPageProps extends GamePageFrame, Pick<PageFrame, 'sponsoredCandidates'> {
  /** Narrowed to what the list renders, with phrase breaks (page-frame.ts toListCards). */
  articles: PagedList<ListCard>;
  /** Other titles of the series (`gameTitleGroup`); null without a series or when the source fails. */
  series: GameSeries | null;
}

/** `/game/title/{gameId}/page/{pageNumber}/`: the title's articles, 20 a page (spec §9), and its series. */
export const getGameArticlesPageData: PageDataFunction<GameArticlesPageProps> = async ({ params, fetchSource, device, now, adPageType }) => {
  const gameId = parseGameId(params.gameId);
  if (gameId === null) return notFound();

  const essentials = await loadGameEssentials(fetchSource, gameId, () =>
    resolveListPage(
      {
        rawPageNumber: params.pageNumber,
        pageSize: PAGE_SIZE.articles,
        fetchPage: (page) => fetchSource('gameTitleArticle', { gameId, page, limit: PAGE_SIZE.articles }),
        pathOfPage: (page) => paths.game(gameId, page),
      },
      (list) => ({ ...list, items: toListCards(list.items) }),
    ),
  );
  if (essentials === null) return notFound();
  const { information, main: list } = essentials;
  if (list.kind !== 'props') return list;

  const { titleGroupId } = information;
  const context = { fetchSource, device, now, adPageType };
  const [frame, sponsoredCandidates, group] = await Promise.all([
    getGamePageFrame(context, information),
    loadSponsoredCandidates(context),
    titleGroupId === null ? null : orFallback(fetchSource('gameTitleGroup', { titleGroupId }), null),
  ]);
  const otherTitles = group?.titles.filter((title) => title.gameId !== gameId) ?? [];

  return props({
    ...frame,
    sponsoredCandidates,
    articles: list.props,
    series: group && otherTitles.length > 0 ? { titleGroupId: group.titleGroupId, name: group.name, titles: otherTitles } : null,
  });
};
