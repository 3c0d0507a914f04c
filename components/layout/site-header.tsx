import { useCallback, useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import type { LayoutData } from '@/lib/page-data/layout-data';
import { useOptionalRouter } from '@/lib/client/use-optional-router';
import { paths } from '@/foundation/paths';
import { HeaderSearch } from './header-search';
import { CloseIcon, MenuIcon, SearchIcon } from './icons';
import { useLayoutChrome } from './layout-chrome';
import { logoJackTone } from './logo-jack-tone';
import { isMenuOpen, MOBILE_MENU_ID, MobileMenu } from './mobile-menu';
import styles from './site-header.module.scss';

/** Pages whose `q` is the reader's search, shown back in the header's box. */
const SEARCH_PAGES = new Set(['/search', '/search-history']);

/** The navigation's disclosures (もっと見る, header-parts.tsx): `<details>` that script closes. */
const DISCLOSURES = 'details[data-header-disclosure][open]';

/**
 * Closes the header's open disclosures on a click outside them or Escape (focus back on the one
 * Escape closed); `<details>` itself only opens and closes on its summary.
 */
function useDisclosureDismissal(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const close = (event: Event) => {
      for (const details of header.current?.querySelectorAll<HTMLDetailsElement>(DISCLOSURES) ?? []) {
        if (event instanceof KeyboardEvent) {
          if (event.key !== 'Escape') continue;
          details.open = false;
          details.querySelector('summary')?.focus();
        } else if (!details.contains(event.target as Node)) {
          details.open = false;
        }
      }
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, [header]);
}

export function SiteHeader({ layout }: { layout: LayoutData | undefined }) {
  const router = useOptionalRouter();
  const asPath = router?.asPath ?? '/';
  const rawQuery = router && SEARCH_PAGES.has(router.pathname) ? router.query.q : undefined;
  const query = typeof rawQuery === 'string' ? rawQuery : '';

  // The logo, the navigation and the menu's links come rendered (layout-chrome.tsx).
  const chrome = useLayoutChrome();
  const logoJack = layout?.logoJack;
  const jackStyle = logoJack ? ({ '--jack-band': logoJack.headerColor } as CSSProperties) : undefined;

  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // The popover's own state is the truth (a tap opens it before any script): script follows it.
  const [menuOpen, setMenuOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'search' | 'first' | null>(null);

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return undefined;
    const follow = () => {
      const open = isMenuOpen(menu);
      // Just under the header, wherever a banner above it has left it.
      if (open) menu.style.top = `${Math.max(0, headerRef.current?.getBoundingClientRect().bottom ?? 0)}px`;
      setMenuOpen(open);
      if (!open) setFocusOnOpen(null);
      // Opened by its button: focus goes into the dialog (the search icon asked for its box already).
      else if (document.activeElement === menuButtonRef.current) setFocusOnOpen((focus) => focus ?? 'first');
    };
    follow();
    menu.addEventListener('toggle', follow);
    return () => menu.removeEventListener('toggle', follow);
  }, []);

  const openMenu = (focus: 'search' | 'first') => {
    setFocusOnOpen(focus);
    if (!isMenuOpen(menuRef.current)) menuRef.current?.showPopover?.();
  };
  const closeMenu = useCallback(({ returnFocus }: { returnFocus: boolean }) => {
    if (isMenuOpen(menuRef.current)) menuRef.current?.hidePopover?.();
    if (returnFocus) menuButtonRef.current?.focus();
  }, []);

  // A route change closes the menu (a followed link already has); the first render is no change:
  // a menu the reader opened before the script came stays open.
  const shownPath = useRef(asPath);
  useEffect(() => {
    if (shownPath.current === asPath) return;
    shownPath.current = asPath;
    if (isMenuOpen(menuRef.current)) menuRef.current?.hidePopover?.();
    headerRef.current?.querySelectorAll<HTMLDetailsElement>(DISCLOSURES).forEach((details) => (details.open = false));
  }, [asPath]);
  useDisclosureDismissal(headerRef);

  return (
    <>
      <header
        ref={headerRef}
        id="site-header"
        className={styles.header}
        data-jacked={logoJack ? 'true' : 'false'}
        data-jack-tone={logoJack ? logoJackTone(logoJack.headerColor) : undefined}
        style={jackStyle}
      >
        <div className={styles.band}>
          <div className={styles.bandInner}>
            {chrome.brand}
            <HeaderSearch inputId="site-search" query={query} className={styles.search} />
            <div className={styles.phoneActions}>
              {/* A link to the search page without JavaScript; with it, the menu opens on its search box. */}
              <a
                href={paths.search()}
                className={styles.iconButton}
                onClick={(event) => {
                  event.preventDefault();
                  openMenu('search');
                }}
              >
                <SearchIcon />
                <span className={styles.iconLabel}>検索</span>
              </a>
              {/* Opens the popover by itself (popovertarget), script or not; its toggle event tells the header. */}
              <button
                ref={menuButtonRef}
                type="button"
                className={styles.iconButton}
                aria-expanded={menuOpen}
                aria-controls={MOBILE_MENU_ID}
                popoverTarget={MOBILE_MENU_ID}
              >
                {menuOpen ? <CloseIcon /> : <MenuIcon />}
                <span className={styles.iconLabel}>{menuOpen ? '閉じる' : 'メニュー'}</span>
              </button>
            </div>
          </div>
        </div>
        {chrome.nav}
      </header>
      <MobileMenu
        menuRef={menuRef}
        open={menuOpen}
        focusOnOpen={focusOnOpen}
        links={chrome.menuLinks}
        query={query}
        onClose={closeMenu}
      />
    </>
  );
}
