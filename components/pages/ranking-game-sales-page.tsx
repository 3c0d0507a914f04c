import { GameSalesTable } from '@/components/ranking/game-sales-table';
import { LinkTabs } from '@/components/ranking/link-tabs';
import { RankingLayout } from '@/components/ranking/ranking-layout';
import type { GameSalesRankingPageProps } from '@/lib/page-data/ranking/game-sales';
import { GAME_SALES_WEEKS, rankingPaths, type GameSalesWeeksAgo } from '@/foundation/paths/ranking';
import styles from './ranking-page.module.scss';
import type { WithIslands } from '@/foundation/site/html-only';

export const NO_SALES_MESSAGE = '該当するデータはありません';

/** h1 of a game-sales page: the plain name for this week, the week's label for the others. */
export function gameSalesRankingTitle(weeksAgo: GameSalesWeeksAgo): string {
  const week = GAME_SALES_WEEKS.find((candidate) => candidate.weeksAgo === weeksAgo);
  return weeksAgo === 0 || !week ? 'ゲームソフト販売本数ランキング' : `ゲームソフト販売本数ランキング（${week.label}）`;
}

export function RankingGameSalesPage({ weeksAgo, period, items, layout, islands }: WithIslands<GameSalesRankingPageProps>) {
  return (
    <RankingLayout
      layout={layout}
      islands={islands}
      kind="game-sales"
      currentPath={rankingPaths.gameSales(weeksAgo)}
      title={gameSalesRankingTitle(weeksAgo)}
    >
      <LinkTabs
        label="集計週"
        tabs={GAME_SALES_WEEKS.map((week) => ({ label: week.label, href: rankingPaths.gameSales(week.weeksAgo), current: week.weeksAgo === weeksAgo }))}
      />
      <section className={styles.section} aria-labelledby="game-sales-heading">
        <h2 id="game-sales-heading" className={styles.heading}>
          集計期間：{period}
        </h2>
        <p className={styles.period}>月曜日から日曜日までの1週間に販売されたパッケージ版ソフトの推定本数です。</p>
        {items.length > 0 ? <GameSalesTable items={items} period={period} /> : <p className={styles.empty}>{NO_SALES_MESSAGE}</p>}
        <p className={styles.note}>消化率は出荷数に対する販売数の目安です。価格は発売時のメーカー希望小売価格です。</p>
      </section>
    </RankingLayout>
  );
}
