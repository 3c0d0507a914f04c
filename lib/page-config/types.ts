import type { AdPageType } from '@/ads/types';
import type { PageDataFunction } from '@/lib/page-data/types';

/** Client refresh interval when a page does not set its own (spec §4, §9). */
export const DEFAULT_REFRESH_INTERVAL_MS = 300_000;

export interface PageConfig<P = unknown> {
  adPageType: AdPageType;
  getPageData: PageDataFunction<P>;
  refreshIntervalMs: number;
  /** Query keys the page reads besides its route params (e.g. `page`); others are ignored by SSR and rejected by the refresh endpoint. */
  queryKeys: readonly string[];
  /**
   * Private pages (editors' previews): `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`
   * on every response, no client refresh, and not served by the page-props endpoint.
   */
  isPrivate: boolean;
}

/** What every page's props carry besides its own data. */
export interface PageMeta {
  routePath: string;
  /** Route params as the page-props endpoint needs them for the client refresh. */
  routeParams: Record<string, string>;
  /** The page's own query values (its `queryKeys`), e.g. `{page: '2'}`. */
  queryValues: Record<string, string>;
  adPageType: AdPageType;
  refreshIntervalMs: number;
  /** Ad device from the request's user agent (spec §5 mobile test): picks the PC or SP ad set. */
  adDevice: 'PC' | 'SP';
  /** When the server rendered the props: the clock for ad release windows, same on server and client. */
  renderedAt: string;
}
