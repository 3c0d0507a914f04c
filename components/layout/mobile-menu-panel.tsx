import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useBodyScrollLock } from '@/lib/client/use-body-scroll-lock';
import { trapTabKey } from '@/lib/client/focus-trap';
import { HeaderSearch } from './header-search';
import { CloseIcon } from './icons';
import styles from './mobile-menu.module.scss';

/** Desktop width (the $breakpoint-pc token): the phone menu closes when the screen grows past it. */
const PC_MEDIA_QUERY = '(min-width: 768px)';

export interface MobileMenuPanelProps {
  /** The popover is showing (read from its toggle events, so a menu opened before any script counts). */
  open: boolean;
  /** Where script moves focus when it opens the panel: its search box (search icon) or the panel itself; null: leave focus alone. */
  focusOnOpen: 'search' | 'first' | null;
  /** Every section, category and platform (header-parts.tsx MenuLinks, as the server rendered it). */
  links: ReactNode;
  query: string;
  onClose: (options: { returnFocus: boolean }) => void;
}

/**
 * The phone menu's panel (inside the popover of mobile-menu.tsx, in the HTML from the server): the
 * search box and every section, category and platform. While open, focus stays inside, the page
 * behind does not scroll, and Escape, a link or a screen grown to desktop width closes it.
 */
export function MobileMenuPanel({ open, focusOnOpen, links, query, onClose }: MobileMenuPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useBodyScrollLock(open);

  useEffect(() => {
    if (!open || focusOnOpen === null) return;
    (focusOnOpen === 'search' ? searchRef.current : panelRef.current)?.focus();
  }, [open, focusOnOpen]);

  // The menu is a phone control: a screen that grows to desktop width closes it.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return undefined;
    const desktop = window.matchMedia(PC_MEDIA_QUERY);
    const onChange = () => desktop.matches && onClose({ returnFocus: false });
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open, onClose]);

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
    <div ref={panelRef} className={styles.panel} tabIndex={-1} onKeyDown={onKeyDown} onClick={onClick}>
      <HeaderSearch inputId="menu-search" query={query} inputRef={searchRef} className={styles.search} />
      {links}
      {/* At the end of a long list the header's button is far from the thumb. */}
      <button type="button" className={styles.close} onClick={() => onClose({ returnFocus: true })}>
        <CloseIcon width={18} height={18} />
        メニューを閉じる
      </button>
    </div>
  );
}
