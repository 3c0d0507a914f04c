import { sellThroughPercent } from '@/components/ranking/sell-through';
import styles from './sell-through-bar.module.scss';

/** The sell-through bar of a game-sales row, with its value as text (消化率 80%); a dash when there is none. */
export function SellThroughBar({ sellRate }: { sellRate: string }) {
  const percent = sellThroughPercent(sellRate);
  if (percent === null) {
    return (
      <span className={styles.none}>
        <span aria-hidden="true">－</span>
        <span className="visually-hidden">消化率 なし</span>
      </span>
    );
  }
  return (
    <span className={styles.rate}>
      <span className={styles.bar} aria-hidden="true">
        <span className={styles.fill} data-percent={percent} />
      </span>
      <span className={styles.text}>消化率 {percent}%</span>
    </span>
  );
}
