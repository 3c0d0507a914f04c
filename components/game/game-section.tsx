import type { ReactNode } from 'react';
import styles from './game-section.module.scss';

interface GameSectionProps {
  id: string;
  title: string;
  /** A short line under the heading, e.g. the total count. */
  note?: string;
  children: ReactNode;
}

/** A titled block of a game page (h2, labelled region). */
export function GameSection({ id, title, note, children }: GameSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {note && <p className={styles.note}>{note}</p>}
      {children}
    </section>
  );
}

/** The message shown when a list has nothing to show. */
export function EmptyMessage({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
