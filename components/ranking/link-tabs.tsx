import Link from 'next/link';
import styles from './link-tabs.module.scss';

export interface LinkTab {
  label: string;
  href: string;
  current: boolean;
}

/** A row of tab-looking links between sibling pages (Amazon genres, game-sales weeks); the current one is marked. */
export function LinkTabs({ label, tabs }: { label: string; tabs: LinkTab[] }) {
  return (
    <nav aria-label={label} className={styles.tabs}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link href={tab.href} aria-current={tab.current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
