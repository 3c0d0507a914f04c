import { SiteLink } from '@/components/link/site-link';
import type { LayoutData } from '@/lib/page-data/layout-data';
import { paths } from '@/foundation/paths';
import { MYPAGE_PATH } from '@/foundation/paths/mypage';
import { safeHref } from '@/foundation/site/safe-url';
import type { HeaderNavigation, NavLink } from '@/foundation/site/navigation-links';
import { ChevronDownIcon } from './icons';
import { NavItemLink } from './nav-item-link';
import { Wordmark } from './wordmark';
import moreStyles from './more-menu.module.scss';
import menuStyles from './mobile-menu.module.scss';
import styles from './site-header.module.scss';

/*
 * The header's parts with no behaviour of their own: rendered on the server as the layout's static
 * islands (layout-islands.tsx), so their code and the navigation's data stay out of the browser;
 * only the error page, which has no server props, renders them in the browser.
 */

/** マイページ (issue 37): after the sections on desktop, among them in the phone menu. */
export const MYPAGE_NAV_LINK: NavLink = { label: 'マイページ', url: MYPAGE_PATH };

interface NavigationProps {
  navigation: HeaderNavigation;
  /** The link of the section the reader is in (aria-current), or null. */
  currentUrl: string | null;
}

/** A list's items: one navigation link each, the reader's section marked current. */
function NavItems({ links, currentUrl, linkClassName }: { links: readonly NavLink[]; currentUrl: string | null; linkClassName: string | undefined }) {
  return links.map((link) => (
    <li key={link.url}>
      <NavItemLink link={link} isCurrent={link.url === currentUrl} className={linkClassName} />
    </li>
  ));
}

/** The logo, and a sponsor's logo jack beside it. */
export function HeaderBrand({ logoJack }: { logoJack: LayoutData['logoJack'] }) {
  const logoJackHref = safeHref(logoJack?.linkedUrl);
  return (
    <>
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
    </>
  );
}

/**
 * The links that do not fit the primary row, behind a `<details>`: it opens without script; the
 * header's script closes it on a click outside, Escape or a route change (site-header.tsx).
 */
function MoreLinks({ label, links, currentUrl }: { label: string; links: readonly NavLink[]; currentUrl: string | null }) {
  if (links.length === 0) return null;
  const holdsCurrent = links.some((link) => link.url === currentUrl);
  return (
    <details className={moreStyles.more} data-header-disclosure="">
      <summary className={moreStyles.summary} data-current={holdsCurrent ? 'true' : undefined}>
        {label}
        <ChevronDownIcon width={16} height={16} className={moreStyles.chevron} />
      </summary>
      <ul className={moreStyles.list}>
        <NavItems links={links} currentUrl={currentUrl} linkClassName={moreStyles.link} />
      </ul>
    </details>
  );
}

/** The desktop navigation: the sections, もっと見る, the platform chips. */
export function HeaderNav({ navigation, currentUrl }: NavigationProps) {
  return (
    <nav aria-label="グローバルナビゲーション" className={styles.nav}>
      <ul className={styles.sections}>
        <NavItems links={navigation.sections} currentUrl={currentUrl} linkClassName={styles.sectionLink} />
        <li>
          <MoreLinks label="もっと見る" links={navigation.categories} currentUrl={currentUrl} />
        </li>
        <li>
          <NavItemLink link={MYPAGE_NAV_LINK} isCurrent={currentUrl === MYPAGE_NAV_LINK.url} className={styles.sectionLink} />
        </li>
      </ul>
      {navigation.platforms.length > 0 && (
        <div className={styles.platforms}>
          <span className={styles.platformsLabel} aria-hidden="true">
            機種別
          </span>
          <ul aria-label="機種別">
            <NavItems links={navigation.platforms} currentUrl={currentUrl} linkClassName={styles.chip} />
          </ul>
        </div>
      )}
    </nav>
  );
}

/**
 * A labelled group of the phone menu's links. Not a heading: the menu is in every page's HTML (a
 * popover, shown on demand), and its labels must not enter the page's outline before its h1.
 */
function LinkGroup({ id, heading, links, currentUrl, variant }: { id: string; heading: string; links: readonly NavLink[]; currentUrl: string | null; variant: 'tiles' | 'chips' }) {
  if (links.length === 0) return null;
  return (
    <div role="group" aria-labelledby={id} className={menuStyles.group}>
      <p id={id} className={menuStyles.heading}>
        {heading}
      </p>
      <ul className={menuStyles.links} data-variant={variant}>
        <NavItems links={links} currentUrl={currentUrl} linkClassName={menuStyles.link} />
      </ul>
    </div>
  );
}

/** The phone menu's links: every section, category and platform. */
export function MenuLinks({ navigation, currentUrl }: NavigationProps) {
  return (
    <>
      <LinkGroup id="phone-menu-sections" heading="メニュー" links={[...navigation.sections, MYPAGE_NAV_LINK]} currentUrl={currentUrl} variant="tiles" />
      <LinkGroup id="phone-menu-categories" heading="カテゴリ" links={navigation.categories} currentUrl={currentUrl} variant="chips" />
      <LinkGroup id="phone-menu-platforms" heading="機種別" links={navigation.platforms} currentUrl={currentUrl} variant="chips" />
    </>
  );
}
