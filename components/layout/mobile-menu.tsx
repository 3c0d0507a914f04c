import { useEffect } from 'react';
import { deferredModule, requestModule, useDeferredModule } from '@/lib/client/deferred-module';
import type { MobileMenuPanelProps } from './mobile-menu-panel';
import styles from './mobile-menu.module.scss';

export const MOBILE_MENU_ID = 'phone-menu';

const mobileMenuPanel = deferredModule(() => import('./mobile-menu-panel'));

/** Starts loading the menu's panel: its openers call this on first touch, pointer or focus, before the click. */
export function preloadMobileMenu(): void {
  requestModule(mobileMenuPanel);
}

interface MobileMenuProps extends MobileMenuPanelProps {
  open: boolean;
  /** Top of the panel: the bottom of the sticky header, so the header's button stays in reach. */
  top: number;
}

/**
 * The phone menu: a modal dialog under the sticky header. Its panel (mobile-menu-panel.tsx) is
 * code for first use, not first paint: it loads when a reader first reaches for an opener, and an
 * opening asked for before it came shows it once it has. The panel renders only while open, so
 * the page's HTML carries its links once.
 */
export function MobileMenu({ open, top, ...panel }: MobileMenuProps) {
  const loaded = useDeferredModule(mobileMenuPanel);
  useEffect(() => {
    if (open) preloadMobileMenu();
  }, [open]);
  const shown = open && loaded !== null;
  return (
    <div id={MOBILE_MENU_ID} className={styles.menu} role="dialog" aria-modal="true" aria-label="メニュー" hidden={!shown} style={{ top }}>
      {shown && <loaded.MobileMenuPanel {...panel} />}
    </div>
  );
}
