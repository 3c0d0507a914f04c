import { SiteLink } from '@/components/link/site-link';
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
            <SiteLink href={tab.href} aria-current={tab.current ? 'page' : undefined}>
              {tab.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
