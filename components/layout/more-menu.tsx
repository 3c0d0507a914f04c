import { useEffect, useRef } from 'react';
import { ChevronDownIcon } from './icons';
import type { NavLink } from '@/foundation/site/navigation-links';
import { NavItemLink } from './nav-item-link';
import styles from './more-menu.module.scss';

interface MoreMenuProps {
  label: string;
  links: readonly NavLink[];
  currentUrl: string | null;
  /** Changes on every route change: an open list closes. */
  routeKey: string;
}

/**
 * The links that do not fit the primary row, behind a disclosure. <details> opens without
 * JavaScript; with it, a click outside, Escape or a route change closes it.
 */
export function MoreMenu({ label, links, currentUrl, routeKey }: MoreMenuProps) {
  const ref = useRef<HTMLDetailsElement>(null);

  // Closes on a route change, not on mount: a list the reader opened before the header hydrated
  // (the page hydrates in slices, decision 029) must not snap shut when it does.
  const shownRoute = useRef(routeKey);
  useEffect(() => {
    if (shownRoute.current === routeKey) return;
    shownRoute.current = routeKey;
    if (ref.current) ref.current.open = false;
  }, [routeKey]);

  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
      } else if (!details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);

  if (links.length === 0) return null;
  const holdsCurrent = links.some((link) => link.url === currentUrl);
  return (
    <details ref={ref} className={styles.more}>
      <summary className={styles.summary} data-current={holdsCurrent ? 'true' : undefined}>
        {label}
        <ChevronDownIcon width={16} height={16} className={styles.chevron} />
      </summary>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.url}>
            <NavItemLink link={link} isCurrent={link.url === currentUrl} className={styles.link} />
          </li>
        ))}
      </ul>
    </details>
  );
}
