import { getArticlePageData } from '@/lib/routes/article';
import { getTopPageData } from '@/lib/routes/top';
import { DEFAULT_REFRESH_INTERVAL_MS, type AdPageType, type PageConfig, type PageDataFunction } from './types';

interface PageOptions {
  refreshIntervalMs?: number;
  queryKeys?: readonly string[];
}

function page<P>(adPageType: AdPageType, getPageData: PageDataFunction<P>, options: PageOptions = {}): PageConfig<P> {
  return {
    adPageType,
    getPageData,
    refreshIntervalMs: options.refreshIntervalMs ?? DEFAULT_REFRESH_INTERVAL_MS,
    queryKeys: options.queryKeys ?? [],
  };
}

/** Names of a pattern's dynamic segments: `/article/[publicationDate]/[articleId]/` → both names. */
export function routeParamNames(routePath: string): string[] {
  return Array.from(routePath.matchAll(/\[(?:\.\.\.)?(\w+)\]/g), (match) => match[1] ?? '');
}

/**
 * Route pattern → page-data function, ad page type and client refresh interval (spec §2, §4).
 * Patterns are Next route patterns with a trailing slash.
 */
export const PAGE_CONFIGS: Readonly<Record<string, PageConfig<never> | PageConfig<unknown>>> = {
  '/': page('TOP', getTopPageData),
  '/article/[publicationDate]/[articleId]/': page('ARTICLE_DETAIL', getArticlePageData, { queryKeys: ['page'] }),
};

/** Spec §2: a trailing slash is added to a path before its page configuration is looked up. */
export function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

export function findPageConfig(routePath: string): PageConfig<unknown> | undefined {
  const key = withTrailingSlash(routePath);
  return Object.hasOwn(PAGE_CONFIGS, key) ? (PAGE_CONFIGS[key] as PageConfig<unknown>) : undefined;
}
