import { DEFAULT_REFRESH_INTERVAL_MS, type AdPageType, type PageConfig, type PageDataFunction } from './types';

export interface PageOptions {
  refreshIntervalMs?: number;
  /** Query keys the page reads besides its route params. */
  queryKeys?: readonly string[];
}

/** One page configuration (spec §2, §4): page-data function, ad page type, refresh interval. */
export function definePage<P>(adPageType: AdPageType, getPageData: PageDataFunction<P>, options: PageOptions = {}): PageConfig<P> {
  return {
    adPageType,
    getPageData,
    refreshIntervalMs: options.refreshIntervalMs ?? DEFAULT_REFRESH_INTERVAL_MS,
    queryKeys: options.queryKeys ?? [],
  };
}

/** A group of page configurations keyed by route pattern (with a trailing slash). */
export type PageConfigGroup = Readonly<Record<string, PageConfig<never> | PageConfig<unknown>>>;
