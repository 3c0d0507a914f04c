import styles from './pr-label.module.scss';

/** Marks sponsored (PR) collections. */
export function PrLabel() {
  return <span className={styles.pr}>PR</span>;
}
