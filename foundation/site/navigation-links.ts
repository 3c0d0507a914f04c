// The site navigation's links as the browser reads them: which section a reader is in. Built on
// the server (foundation/site/header-navigation.ts), so the category table stays out of the browser.

export interface NavLink {
  label: string;
  url: string;
}

/** The site's navigation in three groups; no URL and no label appears twice across them. */
export interface HeaderNavigation {
  /** The primary sections (from common parts, or the fallback): one row on desktop. */
  sections: NavLink[];
  /** Main categories that are not already a section (desktop: もっと見る). */
  categories: NavLink[];
  /** Platforms readers follow (desktop: the chip row). */
  platforms: NavLink[];
}

/**
 * What a link points at, for comparing: the path without query or hash, and a category's first
 * page (`/category/news/page/1/`) is the category itself (`/category/news/`).
 */
export function linkTarget(url: string): string {
  const path = url.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0] ?? '';
  const slashed = path.endsWith('/') ? path : `${path}/`;
  const category = /^\/category\/[^/]+\//.exec(slashed);
  return category ? category[0] : slashed;
}

/**
 * The part of the site a link leads into: a category, or the first path segment (`/ranking/`,
 * `/schedule/`); null for the top page, which is no section.
 */
function sectionOf(url: string): string | null {
  const target = linkTarget(url);
  if (target.startsWith('/category/')) return target;
  const segment = /^\/[^/]+\//.exec(target);
  return segment ? segment[0] : null;
}

/** The URL of the first link whose section holds `path` (the reader's current section), or null. */
export function currentSectionUrl(links: readonly NavLink[], path: string): string | null {
  const current = linkTarget(path);
  const match = links.find((link) => {
    const section = sectionOf(link.url);
    return section !== null && current.startsWith(section);
  });
  return match?.url ?? null;
}
