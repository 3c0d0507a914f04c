import type { RefObject } from 'react';
import { MobileMenuPanel, type MobileMenuPanelProps } from './mobile-menu-panel';
import styles from './mobile-menu.module.scss';

export const MOBILE_MENU_ID = 'phone-menu';

interface MobileMenuProps extends MobileMenuPanelProps {
  menuRef: RefObject<HTMLDivElement | null>;
}

/**
 * The phone menu: a native popover under the sticky header, in the page's HTML from the server. The
 * header's menu button names it (`popovertarget`), so a tap opens it before any of the page's script
 * has run, and Escape or a tap outside closes it (the browser's light dismiss). Script, once it runs,
 * adds what the platform does not: focus kept inside, the page behind held still, focus on the search
 * box when the search icon opened it, and closing on a followed link, a route change or a desktop-wide
 * screen; it reads the popover's own state, so a menu opened before then stays open.
 */
export function MobileMenu({ menuRef, ...panel }: MobileMenuProps) {
  return (
    <div ref={menuRef} id={MOBILE_MENU_ID} popover="auto" className={styles.menu} role="dialog" aria-modal="true" aria-label="メニュー">
      <MobileMenuPanel {...panel} />
    </div>
  );
}

/** Whether the menu's popover is showing (false where the browser knows no popovers). */
export function isMenuOpen(menu: HTMLElement | null): boolean {
  try {
    return Boolean(menu?.matches(':popover-open'));
  } catch {
    return false;
  }
}
