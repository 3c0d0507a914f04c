import type { AdProviderScriptUrls } from '@/ads/page-plan';
import type { AdPageType } from '@/ads/types';

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
  /**
   * The section-based ad providers' script URLs (server settings FLEXONE_SCRIPT_URL and
   * YAHOO_ADS_SCRIPT_URL, read at run time, unlike NEXT_PUBLIC_* values); a provider without one is absent. Always set by the pipeline; optional for hand-made metas.
   */
  adScriptUrls?: AdProviderScriptUrls;
}
