import type { CategoryRef } from '@/api-clients/schemas/common';
import { CATEGORIES, MAIN_CATEGORY_LIST } from '@/foundation/site/categories';

/** JSON category refs (no `status`), one shared object per category. */
export const CATEGORY_REFS: ReadonlyMap<string, CategoryRef> = new Map(
  CATEGORIES.map((c) => [c.code, { id: c.id, code: c.code, nameJa: c.nameJa, isMainCategory: c.isMainCategory, priority: c.priority }]),
);

export function categoryRef(code: string): CategoryRef {
  const ref = CATEGORY_REFS.get(code);
  if (!ref) throw new Error(`Unknown category code ${code}`);
  return ref;
}

export const MAIN_CODES: readonly string[] = MAIN_CATEGORY_LIST.map((c) => c.code);
/** Topic (sub) category codes; `new-article` is the "everything" listing, never assigned. */
export const TOPIC_CODES: readonly string[] = CATEGORIES.filter((c) => !c.isMainCategory && c.code !== 'new-article').map((c) => c.code);
export const ALL_ARTICLES_CODE = 'new-article';

/** How often each main category is used (news dominates, like the real site). */
export const MAIN_WEIGHTS: Readonly<Record<string, number>> = {
  news: 45, 'special-article': 7, review: 8, interview: 5, 'event-report': 5, 'playnote-magazine': 3,
  notice: 2, 'present-questionnaire': 3, comic: 3, blog: 4, 'game-tips': 15,
};

export const LEGACY_PLATFORM_CODES = ['ps3', 'psvita', 'wiiu', '3ds', 'xboxone', 'xbox360'] as const;
