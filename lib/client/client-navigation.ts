/** What a click handler needs to know of the click (a React or DOM mouse event). */
export interface ClickFacts {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** A path on this site: `/…`, but not `//host/…` (another site, scheme-relative). */
export function isInSitePath(href: string | null | undefined): href is string {
  return !!href && href.startsWith('/') && !href.startsWith('//');
}

/**
 * A site path with the slash the site's addresses end in (next.config.js trailingSlash), as
 * next/link wrote it: `/category/news/page/1?x` → `/category/news/page/1/?x`, so neither crawlers
 * nor readers take a redirect. A file (`/images/logo.png`) and other hrefs stay as they are.
 */
export function withTrailingSlash(href: string): string {
  if (!isInSitePath(href)) return href;
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return path.endsWith('/') || /\.[^/]+$/.test(path) ? href : `${path}/${href.slice(path.length)}`;
}

/** The primary button with no modifier key: the click a page may answer itself (others open a new tab or window, or download). */
export function isPlainPrimaryClick(click: Omit<ClickFacts, 'defaultPrevented'>): boolean {
  return click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey;
}

/**
 * The site path the router should open for this click on `anchor`, or null when the browser should
 * handle it as it would any link: a click already handled, not the primary button, with a modifier
 * key (new tab or window, download), a link with a target or `download`, or an href that is not a
 * site path (another site, `#…` on this page, `mailto:`). Shared by SiteLink and the links inside
 * server HTML, so both follow one rule.
 */
export function clientNavigationHref(click: ClickFacts, anchor: Element): string | null {
  if (click.defaultPrevented || !isPlainPrimaryClick(click)) return null;
  const target = anchor.getAttribute('target');
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href');
  return isInSitePath(href) ? href : null;
}
