import { isApiError } from '@/api-clients/api-error';
import type { GameSalesRanking, GameSalesRow } from '@/api-clients/schemas/ranking';
import { notFound, props } from '@/lib/page-data/results';
import type { PageDataFunction } from '@/lib/page-data/types';
import { getListlessPageFrame, type ListlessPageFrame } from '../page-frame';
import type { GameSalesWeeksAgo } from '@/foundation/paths/ranking';

/** Rows of the weekly ranking (page-data-shapes.md: rankingData[30]). */
export const GAME_SALES_RANKING_SIZE = 30;

export type GameSalesItem = Pick<
  GameSalesRow,
  'janCode' | 'rank' | 'title' | 'maker' | 'platform' | 'price' | 'salesCount' | 'totalSalesCount' | 'releaseDate' | 'sellRate'
>;

export interface GameSalesRankingPageProps extends ListlessPageFrame {
  adUnitsType: 'LIST';
  weeksAgo: GameSalesWeeksAgo;
  /** 集計期間, Monday to Sunday: `2026年11月09日～2026年11月15日`. */
  period: string;
  items: GameSalesItem[];
}

/**
 * `/ranking/game-sales/`, `…/last-week/`, `…/before-last/`: the weekly game-sales ranking of
 * `weeksAgo` weeks back. The ranking is the page's main source: its failure is an error page.
 */
export function gameSalesRankingPageData(weeksAgo: GameSalesWeeksAgo): PageDataFunction<GameSalesRankingPageProps> {
  return async ({ fetchSource, device, now, adPageType }) => {
    const [ranking, frame] = await Promise.all([
      fetchSource('realtimeGameSalesRanking', { weeksAgo }).catch((error: unknown): GameSalesRanking | null => {
        if (isApiError(error) && error.isNotFound) return null;
        throw error;
      }),
      getListlessPageFrame({ fetchSource, device, now, adPageType }),
    ]);
    if (!ranking) return notFound();
    return props({
      adUnitsType: 'LIST',
      weeksAgo,
      period: ranking.title,
      items: [...ranking.rankingData]
        .sort((a, b) => a.rank - b.rank)
        .slice(0, GAME_SALES_RANKING_SIZE)
        .map(({ janCode, rank, title, maker, platform, price, salesCount, totalSalesCount, releaseDate, sellRate }) => ({
          janCode,
          rank,
          title,
          maker,
          platform,
          price,
          salesCount,
          totalSalesCount,
          releaseDate,
          sellRate,
        })),
      ...frame,
    });
  };
}

export const getThisWeekGameSalesPageData = gameSalesRankingPageData(0);
export const getLastWeekGameSalesPageData = gameSalesRankingPageData(1);
export const getBeforeLastGameSalesPageData = gameSalesRankingPageData(2);
