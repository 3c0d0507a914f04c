import { SiteLink } from '@/components/link/site-link';
import { useCallback, useRef, useState, type CSSProperties } from 'react';
import type { LayoutData } from '@/lib/page-data/layout-data';
import { useOptionalRouter } from '@/lib/client/use-optional-router';
import { paths } from '@/foundation/paths';
import { safeHref } from '@/foundation/site/safe-url';
import { buildHeaderNavigation, currentSectionUrl } from './header-navigation';
import { HeaderSearch } from './header-search';
import { CloseIcon, MenuIcon, SearchIcon } from './icons';
import { logoJackTone } from './logo-jack-tone';
import { MOBILE_MENU_ID, MobileMenu, preloadMobileMenu } from './mobile-menu';
import { MoreMenu } from './more-menu';
import { NavItemLink } from './nav-item-link';
import { Wordmark } from './wordmark';
import styles from './site-header.module.scss';

/** Pages whose `q` is the reader's search, shown back in the header's box. */
const SEARCH_PAGES = new Set(['/search', '/search-history']);

/** An open menu remembers the page it opened on: on any other page (a route change) it is closed. */
type MenuState = { open: false } | { open: true; openedOn: string; focusOnOpen: 'search' | 'first'; top: number };

export function SiteHeader({ layout }: { layout: LayoutData | undefined }) {
  const router = useOptionalRouter();
  const asPath = router?.asPath ?? '/';
  const path = asPath.split(/[?#]/)[0] ?? '/';
  const rawQuery = router && SEARCH_PAGES.has(router.pathname) ? router.query.q : undefined;
  const query = typeof rawQuery === 'string' ? rawQuery : '';

  const navigation = buildHeaderNavigation(layout?.commonParts?.headerNavigation);
  const currentUrl = currentSectionUrl([...navigation.sections, ...navigation.categories, ...navigation.platforms], path);

  const logoJack = layout?.logoJack;
  const logoJackHref = safeHref(logoJack?.linkedUrl);
  const jackStyle = logoJack ? ({ '--jack-band': logoJack.headerColor } as CSSProperties) : undefined;

  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [menuState, setMenu] = useState<MenuState>({ open: false });
  const menu: MenuState = menuState.open && menuState.openedOn === asPath ? menuState : { open: false };

  const openMenu = (focusOnOpen: 'search' | 'first') =>
    setMenu({ open: true, openedOn: asPath, focusOnOpen, top: Math.max(0, headerRef.current?.getBoundingClientRect().bottom ?? 0) });
  const closeMenu = useCallback(({ returnFocus }: { returnFocus: boolean }) => {
    setMenu((current) => (current.open ? { open: false } : current));
    if (returnFocus) menuButtonRef.current?.focus();
  }, []);

  // The menu's panel is code for first use: the first touch, pointer or focus on an opener loads it.
  const preloadMenu = { onPointerEnter: preloadMobileMenu, onPointerDown: preloadMobileMenu, onFocus: preloadMobileMenu };

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
                {...preloadMenu}
                onClick={(event) => {
                  event.preventDefault();
                  openMenu('search');
                }}
              >
                <SearchIcon />
                <span className={styles.iconLabel}>検索</span>
              </a>
              <button
                ref={menuButtonRef}
                type="button"
                className={styles.iconButton}
                aria-expanded={menu.open}
                aria-controls={MOBILE_MENU_ID}
                {...preloadMenu}
                onClick={() => (menu.open ? closeMenu({ returnFocus: false }) : openMenu('first'))}
              >
                {menu.open ? <CloseIcon /> : <MenuIcon />}
                <span className={styles.iconLabel}>{menu.open ? '閉じる' : 'メニュー'}</span>
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
        open={menu.open}
        focusOnOpen={menu.open ? menu.focusOnOpen : 'first'}
        top={menu.open ? menu.top : 0}
        navigation={navigation}
        currentUrl={currentUrl}
        query={query}
        onClose={closeMenu}
      />
    </>
  );
}
