import { useEffect, useRef } from 'react';
import { isUntrackedPath } from './analytics-paths';

export { isUntrackedPath, UNTRACKED_PATH_PREFIXES } from './analytics-paths';

/** The dataLayer event of one page view (a GTM custom-event trigger fires the GA4 page view on it). */
export const PAGE_VIEW_EVENT = 'page_view';

/** Movie banner events (spec §4). */
export const MOVIE_BANNER_EVENTS = ['mov_start', 'mov_stop'] as const;
export type MovieBannerEvent = (typeof MOVIE_BANNER_EVENTS)[number];

/** GA4 measurement id and GTM container id; each is loaded only when set. */
export interface AnalyticsIds {
  gaId?: string | undefined;
  gtmId?: string | undefined;
}

type DataLayerEntry = Record<string, unknown>;
type Gtag = (command: 'event', eventName: string, params?: Record<string, unknown>) => void;
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: unknown };

/** Appends an entry to `window.dataLayer`, the queue GTM and GA read (created when missing). */
export function pushToDataLayer(entry: DataLayerEntry): void {
  const win = window as AnalyticsWindow;
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push(entry);
}

/** gtag() as defined by the GA4 snippet, or undefined when GA is not configured (or not yet run). */
function gtag(): Gtag | undefined {
  const candidate = (window as AnalyticsWindow).gtag;
  return typeof candidate === 'function' ? (candidate as Gtag) : undefined;
}

/** The page path a page view reports: the address with its query, without the #fragment. */
export function pageViewPath(url: string): string {
  return url.split('#')[0] ?? url;
}

/**
 * Reports one page view. It always goes to the dataLayer (a local array: nothing loads for it);
 * with GA4 configured directly, client-side navigations also send gtag's page_view event, because
 * GA4's own config call counts only the first load.
 */

export function reportPageView(url: string, { firstLoad }: { firstLoad: boolean }): void {
  if (isUntrackedPath(url)) return;
  const pagePath = pageViewPath(url);
  const params = { page_path: pagePath, page_location: `${window.location.origin}${pagePath}` };
  pushToDataLayer({ event: PAGE_VIEW_EVENT, ...params });
  if (!firstLoad) gtag()?.('event', PAGE_VIEW_EVENT, params);
}

/** Reports a movie banner event (spec §4) with optional details of the banner. */
export function reportMovieBannerEvent(event: MovieBannerEvent, details: Record<string, string | number> = {}): void {
  pushToDataLayer({ event, ...details });
  gtag()?.('event', event, details);
}

type RouteChangeHandler = (url: string, options?: { shallow?: boolean }) => void;

export interface PageViewRouter {
  asPath: string;
  events: {
    on(event: 'routeChangeComplete', handler: RouteChangeHandler): void;
    off(event: 'routeChangeComplete', handler: RouteChangeHandler): void;
  };
}

/**
 * Exactly one page view for the first load and one per completed client-side navigation (spec §2).
 * Not counted: hash-only changes (Next reports them as hashChange*, not routeChangeComplete) and
 * shallow route changes (the page updating its own address, not a navigation). The first-load
 * guard lives in a ref, so React StrictMode's double effects do not count it twice.
 */
export function usePageViews(router: PageViewRouter): void {
  const { events } = router;
  const firstPath = useRef(router.asPath);
  const firstLoadReported = useRef(false);
  useEffect(() => {
    if (!firstLoadReported.current) {
      firstLoadReported.current = true;
      reportPageView(firstPath.current, { firstLoad: true });
    }
    const onComplete: RouteChangeHandler = (url, options) => {
      if (!options?.shallow) reportPageView(url, { firstLoad: false });
    };
    events.on('routeChangeComplete', onComplete);
    return () => events.off('routeChangeComplete', onComplete);
  }, [events]);
}
