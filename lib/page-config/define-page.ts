import type { AdPageType } from '@/ads/types';
import { DEFAULT_REFRESH_INTERVAL_MS, type PageConfig } from './types';
import type { PageDataFunction } from '@/lib/page-data/types';

export interface PageOptions {
  refreshIntervalMs?: number;
  /** Query keys the page reads besides its route params. */
  queryKeys?: readonly string[];
  /** Editors-only page: private, uncached, noindex, never refreshed (see PageConfig.isPrivate). */
  isPrivate?: boolean;
}

/** One page configuration (spec §2, §4): page-data function, ad page type, refresh interval. */
export function definePage<P>(adPageType: AdPageType, getPageData: PageDataFunction<P>, options: PageOptions = {}): PageConfig<P> {
  return {
    adPageType,
    getPageData,
    // A refresh interval of 0 turns the client refresh off.
    refreshIntervalMs: options.isPrivate ? 0 : (options.refreshIntervalMs ?? DEFAULT_REFRESH_INTERVAL_MS),
    queryKeys: options.queryKeys ?? [],
    isPrivate: options.isPrivate ?? false,
  };
}

/** A group of page configurations keyed by route pattern (with a trailing slash). */
export type PageConfigGroup = Readonly<Record<string, PageConfig<never> | PageConfig<unknown>>>;
