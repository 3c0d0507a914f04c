import { findCategoryByCode, MAIN_CATEGORY_LIST, SCHEDULE_PLATFORMS } from '@/foundation/site/categories';
import { paths } from '@/foundation/paths';
import { safeHref } from '@/foundation/site/safe-url';
import { linkTarget, type HeaderNavigation, type NavLink } from './navigation-links';

// The header's navigation, built where the page's layout data is (lib/page-data/layout-data.ts)
// and by the error page, which has no layout data: the category table never reaches other pages'
// browser code.

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

