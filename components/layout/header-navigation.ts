import { findCategoryByCode, MAIN_CATEGORY_LIST, SCHEDULE_PLATFORMS } from '@/foundation/site/categories';
import { paths } from '@/foundation/paths';
import { safeHref } from '@/foundation/site/safe-url';

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

/** Global navigation shown when the common-parts source is unavailable. */
export const FALLBACK_NAVIGATION: readonly NavLink[] = [
  { label: 'ニュース', url: paths.category('news') },
  { label: 'レビュー', url: paths.category('review') },
  { label: '発売スケジュール', url: paths.schedule() },
  { label: 'ランキング', url: paths.ranking('article') },
  { label: '検索', url: paths.search() },
];

/** The platforms of the schedule table (one list for the site), as category pages. */
export const PLATFORM_LINKS: readonly NavLink[] = SCHEDULE_PLATFORMS.flatMap(({ code }) => {
  const category = findCategoryByCode(code);
  return category ? [{ label: category.nameJa, url: paths.category(category.code) }] : [];
});

export const MAIN_CATEGORY_LINKS: readonly NavLink[] = MAIN_CATEGORY_LIST.map((category) => ({
  label: category.nameJa,
  url: paths.category(category.code),
}));

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

/** Drops unsafe links and any link whose target or label came earlier (in `seen` or the list). */
function addUnique(links: readonly NavLink[], seen: Set<string>): NavLink[] {
  const kept: NavLink[] = [];
  for (const link of links) {
    const href = safeHref(link.url);
    if (!href) continue;
    const keys = [`url:${linkTarget(href)}`, `label:${link.label.trim()}`];
    if (keys.some((key) => seen.has(key))) continue;
    keys.forEach((key) => seen.add(key));
    kept.push({ label: link.label, url: href });
  }
  return kept;
}

/** Sections from the API (or the fallback), then the categories and platforms they do not cover. */
export function buildHeaderNavigation(apiNavigation: readonly NavLink[] | null | undefined): HeaderNavigation {
  const seen = new Set<string>();
  const sections = addUnique(apiNavigation ?? FALLBACK_NAVIGATION, seen);
  const categories = addUnique(MAIN_CATEGORY_LINKS, seen);
  const platforms = addUnique(PLATFORM_LINKS, seen);
  return { sections, categories, platforms };
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
