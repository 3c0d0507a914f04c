import { useRouter } from 'next/router';
import type { SectionAdPlan } from '@/ads/page-plan';
import type { GptPagePlan } from '@/ads/types';
import { usePageViews } from './analytics';
import { readAnalyticsIds } from './analytics-ids';
import { AnalyticsScripts } from './analytics-scripts';
import { useErrorReporting } from './error-reporting';
import { useGptSlots } from './gpt/use-gpt-slots';
import type { RefreshedProps } from './page-refresh';
import { PageRefreshPolling } from './page-refresh-poller';
import { usePrefetchOnScreen } from './prefetch-on-screen';
import { useProviderScripts } from './provider-scripts';
import { useReaderParts } from './use-reader-parts';
import { useWebVitals } from './web-vitals';
import type { WebVitalsPage } from './web-vitals-queue';

export interface ClientServicesProps {
  /** The page view's GPT plan (null: no ads) and its route key. */
  adPlan: GptPagePlan | null;
  sectionAds: SectionAdPlan | null;
  routeKey: string;
  /** The page-props endpoint's address for this page (null: no refresh) and its interval. */
  refreshUrl: string | null;
  refreshIntervalMs: number;
  onRefreshed: (answer: RefreshedProps) => void;
  /** Whether the page view loads analytics (false on untracked pages: previews); the ids are the page's. */
  analytics: boolean;
  /** The page the document loaded, as the server decided it, for field data (null: none, e.g. previews). */
  webVitalsPage: WebVitalsPage | null;
}

/**
 * What the page does after first paint, in one chunk loaded after hydration (issue 18): nothing here
 * changes the first paint, so none of it is first-load JavaScript. Page views
 * and analytics scripts, the GPT controller (slots defined SLOT_START_DELAY_MS after this mounts),
 * the ad providers' scripts, the 5-minute page-props refresh (SWR), the code of the pages on-screen links open, the error reports and the
 * field data (web vitals, its library loaded only by a sampled page view; decision 028), and the
 * reader's own parts (follow buttons, the reading history: their code only where a page shows them).
 */
export default function ClientServices({ adPlan, sectionAds, routeKey, refreshUrl, refreshIntervalMs, onRefreshed, analytics, webVitalsPage }: ClientServicesProps) {
  const router = useRouter();
  usePageViews(router);
  useGptSlots(adPlan, routeKey);
  useProviderScripts(sectionAds, routeKey);
  usePrefetchOnScreen(router, routeKey);
  useErrorReporting(routeKey);
  useWebVitals(webVitalsPage);
  useReaderParts(routeKey);
  // Mounted in the browser only, after load: the ids are read from the page the server wrote.
  return (
    <>
      {/* One per page address: a new page's polling starts as at first load, its first poll an interval away. */}
      {refreshUrl !== null && <PageRefreshPolling key={refreshUrl} url={refreshUrl} intervalMs={refreshIntervalMs} onAnswer={onRefreshed} />}
      {analytics && <AnalyticsScripts {...readAnalyticsIds(document)} />}
    </>
  );
}
