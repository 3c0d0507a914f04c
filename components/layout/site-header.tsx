import { SiteLink } from '@/components/link/site-link';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import type { LayoutData } from '@/lib/page-data/layout-data';
import { useOptionalRouter } from '@/lib/client/use-optional-router';
import { paths } from '@/foundation/paths';
import { safeHref } from '@/foundation/site/safe-url';
import { currentSectionUrl, type HeaderNavigation } from '@/foundation/site/navigation-links';
import { HeaderSearch } from './header-search';
import { CloseIcon, MenuIcon, SearchIcon } from './icons';
import { logoJackTone } from './logo-jack-tone';
import { isMenuOpen, MOBILE_MENU_ID, MobileMenu } from './mobile-menu';
import { MoreMenu } from './more-menu';
import { NavItemLink } from './nav-item-link';
import { Wordmark } from './wordmark';
import styles from './site-header.module.scss';

/** Pages whose `q` is the reader's search, shown back in the header's box. */
const SEARCH_PAGES = new Set(['/search', '/search-history']);

const NO_NAVIGATION: HeaderNavigation = { sections: [], categories: [], platforms: [] };


export function SiteHeader({ layout }: { layout: LayoutData | undefined }) {
  const router = useOptionalRouter();
  const asPath = router?.asPath ?? '/';
  const path = asPath.split(/[?#]/)[0] ?? '/';
  const rawQuery = router && SEARCH_PAGES.has(router.pathname) ? router.query.q : undefined;
  const query = typeof rawQuery === 'string' ? rawQuery : '';

  // Built on the server with the layout data (lib/page-data/layout-data.ts).
  const navigation = layout?.navigation ?? NO_NAVIGATION;
  const currentUrl = currentSectionUrl([...navigation.sections, ...navigation.categories, ...navigation.platforms], path);

  const logoJack = layout?.logoJack;
  const logoJackHref = safeHref(logoJack?.linkedUrl);
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
  }, [asPath]);

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
            {/* Named by hidden text, not aria-label: the drawing's letters would not match a label (axe label-content-name-mismatch). */}
            <SiteLink href={paths.top()} className={styles.logo}>
              <Wordmark className={styles.wordmark} />
              <span className="visually-hidden">プレイノート トップページ</span>
            </SiteLink>
            {logoJack && logoJackHref && (
              <a href={logoJackHref} className={styles.logoJack} rel="sponsored noopener">
                {/* eslint-disable-next-line @next/next/no-img-element -- sponsor artwork from the ad server */}
                <img src={logoJack.imageUrl} alt="スポンサー" width={160} height={40} />
              </a>
            )}
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
        <nav aria-label="グローバルナビゲーション" className={styles.nav}>
          <ul className={styles.sections}>
            {navigation.sections.map((link) => (
              <li key={link.url}>
                <NavItemLink link={link} isCurrent={link.url === currentUrl} className={styles.sectionLink} />
              </li>
            ))}
            <li>
              <MoreMenu label="もっと見る" links={navigation.categories} currentUrl={currentUrl} routeKey={asPath} />
            </li>
          </ul>
          {navigation.platforms.length > 0 && (
            <div className={styles.platforms}>
              <span className={styles.platformsLabel} aria-hidden="true">
                機種別
              </span>
              <ul aria-label="機種別">
                {navigation.platforms.map((link) => (
                  <li key={link.url}>
                    <NavItemLink link={link} isCurrent={link.url === currentUrl} className={styles.chip} />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </nav>
      </header>
      <MobileMenu
        menuRef={menuRef}
        open={menuOpen}
        focusOnOpen={focusOnOpen}
        navigation={navigation}
        currentUrl={currentUrl}
        query={query}
        onClose={closeMenu}
      />
    </>
  );
}
