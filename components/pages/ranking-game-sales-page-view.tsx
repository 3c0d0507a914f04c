import { PageHead } from '@/components/head/page-head';
import type { GameSalesRankingPageProps } from '@/lib/routes/ranking/game-sales';
import { rankingPaths } from '@/lib/routes/ranking/ranking-paths';
import { gameSalesRankingTitle, RankingGameSalesPage } from './ranking-game-sales-page';

export function RankingGameSalesPageView(props: GameSalesRankingPageProps) {
  return (
    <>
      <PageHead
        title={`${gameSalesRankingTitle(props.weeksAgo)} ${props.period}`}
        description={`${props.period}のゲームソフト販売本数ランキング。推定販売本数と累計販売本数、消化率を掲載しています。`}
        canonicalPath={rankingPaths.gameSales(props.weeksAgo)}
      />
      <RankingGameSalesPage {...props} />
    </>
  );
}
