import { getArticlePageData } from '@/lib/page-data/article';
import { getTopPageData } from '@/lib/page-data/top';
import { definePage, type PageConfigGroup } from './define-page';
import { ARCHIVE_PAGES } from './groups/archive';
import { ARTICLE_IMAGE_PAGES } from './groups/article-images';
import { GAME_PAGES } from './groups/game';
import { LISTS_PAGES } from './groups/lists';
import { PREVIEW_PAGES } from './groups/preview';
import { RANKING_PAGES } from './groups/ranking';
import { SCHEDULE_PAGES } from './groups/schedule';
import { SEARCH_PAGES } from './groups/search';
import { SPECIAL_PAGES } from './groups/special';
import type { PageConfig } from './types';

/**
 * Route pattern → page-data function, ad page type and client refresh interval (spec §2, §4).
 * Patterns are Next route patterns with a trailing slash; each area keeps its group in groups/.
 */
export const PAGE_CONFIGS: PageConfigGroup = {
  '/': definePage('TOP', getTopPageData),
  '/article/[publicationDate]/[articleId]/': definePage('ARTICLE_DETAIL', getArticlePageData, { queryKeys: ['page'] }),
  ...ARTICLE_IMAGE_PAGES,
  ...LISTS_PAGES,
  ...ARCHIVE_PAGES,
  ...GAME_PAGES,
  ...RANKING_PAGES,
  ...SCHEDULE_PAGES,
  ...SEARCH_PAGES,
  ...SPECIAL_PAGES,
  ...PREVIEW_PAGES,
};

/** Names of a pattern's dynamic segments: `/article/[publicationDate]/[articleId]/` → both names. */
export function routeParamNames(routePath: string): string[] {
  return Array.from(routePath.matchAll(/\[(?:\.\.\.)?(\w+)\]/g), (match) => match[1] ?? '');
}

/** Spec §2: a trailing slash is added to a path before its page configuration is looked up. */
export function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

export function findPageConfig(routePath: string): PageConfig<unknown> | undefined {
  const key = withTrailingSlash(routePath);
  return Object.hasOwn(PAGE_CONFIGS, key) ? (PAGE_CONFIGS[key] as PageConfig<unknown>) : undefined;
}
