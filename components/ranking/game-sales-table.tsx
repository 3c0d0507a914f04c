import { formatNumber } from '@/lib/format/number';
import type { GameSalesItem } from '@/lib/routes/ranking/game-sales';
import { formatPriceText } from '@/lib/routes/ranking/ranking-format';
import { SellThroughBar } from './sell-through-bar';
import styles from './game-sales-table.module.scss';

const CAPTION_ID = 'game-sales-table-caption';

/** The weekly game-sales table; it scrolls sideways inside its own box on a phone, never the page. */
export function GameSalesTable({ items, period }: { items: GameSalesItem[]; period: string }) {
  return (
    <div className={styles.scroller} role="region" aria-labelledby={CAPTION_ID} tabIndex={0}>
      <table className={styles.table}>
        <caption id={CAPTION_ID} className="visually-hidden">
          ゲームソフト販売本数ランキング（集計期間：{period}）
        </caption>
        <thead>
          <tr>
            <th scope="col">順位</th>
            <th scope="col">タイトル</th>
            <th scope="col">機種</th>
            <th scope="col">メーカー</th>
            <th scope="col">推定販売本数</th>
            <th scope="col">累計販売本数</th>
            <th scope="col">発売日</th>
            <th scope="col">価格</th>
            <th scope="col">消化率</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={`${item.rank}-${item.janCode}`} data-top={item.rank <= 3 ? 'true' : undefined}>
              <td className={styles.rank}>{item.rank}</td>
              <th scope="row" className={styles.title}>
                {item.title}
              </th>
              <td>{item.platform}</td>
              <td className={styles.maker}>{item.maker}</td>
              <td className={styles.number}>{formatNumber(item.salesCount)}本</td>
              <td className={styles.number}>{formatNumber(item.totalSalesCount)}本</td>
              <td className={styles.nowrap}>{item.releaseDate}</td>
              <td className={styles.nowrap}>{formatPriceText(item.price)}</td>
              <td>
                <SellThroughBar sellRate={item.sellRate} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
