import { formatNumber } from '@/foundation/format/number';
import type { GameSalesItem } from '@/lib/page-data/ranking/game-sales';
import { formatPriceText } from '@/foundation/format/price';
import { SellThroughBar } from './sell-through-bar';
import styles from './game-sales-table.module.scss';

const CAPTION_ID = 'game-sales-table-caption';

/** `2026年11月11日` that may wrap after the year only (narrow table column). */
function DateWithBreak({ date }: { date: string }) {
  const year = /^\d{4}年/.exec(date)?.[0];
  if (!year) return date;
  return (
    <>
      {year}
      <wbr />
      {date.slice(year.length)}
    </>
  );
}

/**
 * The weekly game-sales table. On a wide screen every column shows (titles wrap, numbers right
 * aligned); below that each row is a card: rank badge, title, platform and maker, the weekly
 * sales large, the rest in small print, labelled by each cell's `data-label`. The explicit roles
 * keep it a table for assistive technology when CSS turns the rows into blocks.
 */
export function GameSalesTable({ items, period }: { items: GameSalesItem[]; period: string }) {
  return (
    <table className={styles.table} role="table" aria-labelledby={CAPTION_ID}>
      <caption id={CAPTION_ID} className="visually-hidden">
        ゲームソフト販売本数ランキング（集計期間：{period}）
      </caption>
      <thead className={styles.head} role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader" className={styles.rankHead}>
            順位
          </th>
          <th scope="col" role="columnheader">
            タイトル
          </th>
          <th scope="col" role="columnheader">
            機種
          </th>
          <th scope="col" role="columnheader">
            メーカー
          </th>
          <th scope="col" role="columnheader" className={styles.numberHead}>
            推定
            <wbr />
            販売本数
          </th>
          <th scope="col" role="columnheader" className={styles.numberHead}>
            累計
            <wbr />
            販売本数
          </th>
          <th scope="col" role="columnheader">
            発売日
          </th>
          <th scope="col" role="columnheader">
            価格
          </th>
          <th scope="col" role="columnheader">
            消化率
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {items.map((item) => (
          <tr key={`${item.rank}-${item.janCode}`} role="row" className={styles.row} data-top={item.rank <= 3 ? 'true' : undefined}>
            <td role="cell" className={styles.rank}>
              {item.rank}
            </td>
            <th scope="row" role="rowheader" className={styles.title}>
              {item.title}
            </th>
            <td role="cell" className={styles.platform}>
              {item.platform}
            </td>
            <td role="cell" className={styles.maker}>
              {item.maker}
            </td>
            <td role="cell" className={styles.sales} data-label="週間">
              {formatNumber(item.salesCount)}本
            </td>
            <td role="cell" className={styles.total} data-label="累計">
              {formatNumber(item.totalSalesCount)}本
            </td>
            <td role="cell" className={styles.date} data-label="発売日">
              <DateWithBreak date={item.releaseDate} />
            </td>
            <td role="cell" className={styles.price}>
              {formatPriceText(item.price)}
            </td>
            <td role="cell" className={styles.rate}>
              <SellThroughBar sellRate={item.sellRate} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
