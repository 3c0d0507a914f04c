import { AmazonRankingList } from '@/components/ranking/amazon-ranking-list';
import { LinkTabs } from '@/components/ranking/link-tabs';
import { RankingLayout } from '@/components/ranking/ranking-layout';
import type { AmazonGenre } from '@/api-clients/schemas/ranking';
import type { AmazonRankingPageProps } from '@/lib/page-data/ranking/amazon';
import { formatJstTimeRange } from '@/foundation/format/date';
import { AMAZON_GENRE_PAGES, rankingPaths } from '@/foundation/paths/ranking';
import styles from './ranking-page.module.scss';
import type { WithIslands } from '@/foundation/site/html-only';

export const NO_PRODUCTS_MESSAGE = '該当する商品はありません';

export function amazonGenreLabel(genre: AmazonGenre): string {
  return AMAZON_GENRE_PAGES.find((page) => page.genre === genre)?.label ?? genre;
}

/** h1 and title of an Amazon ranking page: `Amazonランキング（ゲーム）`. */
export function amazonRankingTitle(genre: AmazonGenre): string {
  return `Amazonランキング（${amazonGenreLabel(genre)}）`;
}

export function RankingAmazonPage({ genre, countingWindow, items, layout, islands }: WithIslands<AmazonRankingPageProps>) {
  const label = amazonGenreLabel(genre);
  return (
    <RankingLayout layout={layout} islands={islands} kind="amazon" currentPath={rankingPaths.amazon(genre)} title={amazonRankingTitle(genre)}>
      <LinkTabs
        label="Amazonランキングのジャンル"
        tabs={AMAZON_GENRE_PAGES.map((page) => ({ label: page.label, href: rankingPaths.amazon(page.genre), current: page.genre === genre }))}
      />
      <section className={styles.section} aria-labelledby="amazon-ranking-heading">
        <h2 id="amazon-ranking-heading" className={styles.heading}>
          {label}の売れ筋ランキング
        </h2>
        {countingWindow && (
          <p className={styles.period}>
            集計期間：<time dateTime={countingWindow.start}>{formatJstTimeRange(countingWindow.start, countingWindow.end)}</time>
            （1時間ごとに更新）
          </p>
        )}
        {items.length > 0 ? <AmazonRankingList items={items} /> : <p className={styles.empty}>{NO_PRODUCTS_MESSAGE}</p>}
        <p className={styles.note}>価格と最安値は集計時点のAmazon.co.jpでの価格です。最新の価格は商品ページでご確認ください。</p>
      </section>
    </RankingLayout>
  );
}
