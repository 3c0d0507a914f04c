import { useEffect, useRef, type MouseEvent, type KeyboardEvent } from 'react';
import { useBodyScrollLock } from '@/lib/client/use-body-scroll-lock';
import { trapTabKey } from '@/lib/client/focus-trap';
import type { HeaderNavigation, NavLink } from './header-navigation';
import { HeaderSearch } from './header-search';
import { CloseIcon } from './icons';
import { NavItemLink } from './nav-item-link';
import styles from './mobile-menu.module.scss';

export const MOBILE_MENU_ID = 'phone-menu';

interface MobileMenuProps {
  open: boolean;
  /** Where focus goes when the panel opens: its search box (search button) or the panel itself (no keyboard pops up). */
  focusOnOpen: 'search' | 'first';
  /** Top of the panel: the bottom of the sticky header, so the header's button stays in reach. */
  top: number;
  navigation: HeaderNavigation;
  currentUrl: string | null;
  query: string;
  onClose: (options: { returnFocus: boolean }) => void;
}

function LinkGroup({ heading, links, currentUrl, variant }: { heading: string; links: readonly NavLink[]; currentUrl: string | null; variant: 'tiles' | 'chips' }) {
  if (links.length === 0) return null;
  return (
    <section className={styles.group}>
      <h2 className={styles.heading}>{heading}</h2>
      <ul className={styles.links} data-variant={variant}>
        {links.map((link) => (
          <li key={link.url}>
            <NavItemLink link={link} isCurrent={link.url === currentUrl} className={styles.link} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The phone menu: a modal panel under the sticky header with the search box and every section,
 * category and platform. Focus stays inside while it is open; Escape or a link closes it.
 * The panel's content renders only while open, so the page's HTML carries its links once.
 */
export function MobileMenu({ open, focusOnOpen, top, navigation, currentUrl, query, onClose }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useBodyScrollLock(open);

  useEffect(() => {
    if (!open) return;
    (focusOnOpen === 'search' ? searchRef.current : panelRef.current)?.focus();
  }, [open, focusOnOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose({ returnFocus: true });
      return;
    }
    trapTabKey(event);
  };

  // A followed link closes the menu at once (the route change would too, a moment later).
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) onClose({ returnFocus: false });
  };

  return (
    <div
      id={MOBILE_MENU_ID}
      className={styles.menu}
      role="dialog"
      aria-modal="true"
      aria-label="メニュー"
      hidden={!open}
      style={{ top }}
    >
      {open && (
        <div ref={panelRef} className={styles.panel} tabIndex={-1} onKeyDown={onKeyDown} onClick={onClick}>
          <HeaderSearch inputId="menu-search" query={query} inputRef={searchRef} className={styles.search} />
          <LinkGroup heading="メニュー" links={navigation.sections} currentUrl={currentUrl} variant="tiles" />
          <LinkGroup heading="カテゴリ" links={navigation.categories} currentUrl={currentUrl} variant="chips" />
          <LinkGroup heading="機種別" links={navigation.platforms} currentUrl={currentUrl} variant="chips" />
          {/* At the end of a long list the header's button is far from the thumb. */}
          <button type="button" className={styles.close} onClick={() => onClose({ returnFocus: true })}>
            <CloseIcon width={18} height={18} />
            メニューを閉じる
          </button>
        </div>
      )}
    </div>
  );
}
