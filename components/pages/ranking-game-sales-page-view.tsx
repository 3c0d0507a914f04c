import { PageHead } from '@/components/head/page-head';
import type { GameSalesRankingPageProps } from '@/lib/page-data/ranking/game-sales';
import { rankingPaths } from '@/foundation/paths/ranking';
import { gameSalesRankingTitle, RankingGameSalesPage } from './ranking-game-sales-page';
import type { WithIslands } from '@/foundation/site/html-only';

export function RankingGameSalesPageView(props: WithIslands<GameSalesRankingPageProps>) {
  const title = gameSalesRankingTitle(props.weeksAgo);
  const canonicalPath = rankingPaths.gameSales(props.weeksAgo);
  return (
    <>
      <PageHead
        title={`${title} ${props.period}`}
        description={`${props.period}のゲームソフト販売本数ランキング。推定販売本数と累計販売本数、消化率を掲載しています。`}
        canonicalPath={canonicalPath}
        jsonLd={(ld) => [
          ld.itemListJsonLd(
            `${title} ${props.period}`,
            canonicalPath,
            props.items.map((item) => ({ position: item.rank, name: `${item.title}（${item.platform}）` })),
          ),
          ld.breadcrumbListJsonLd([{ name: 'ランキング', path: rankingPaths.article() }, { name: title }], canonicalPath),
        ]}
      />
      <RankingGameSalesPage {...props} />
    </>
  );
}
