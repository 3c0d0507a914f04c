import { useRouter } from 'next/router';
import type { SectionAdPlan } from '@/ads/page-plan';
import type { GptPagePlan } from '@/ads/types';
import { usePageViews } from './analytics';
import { readAnalyticsIds } from './analytics-ids';
import { AnalyticsScripts } from './analytics-scripts';
import { useErrorReporting } from './error-reporting';
import { useGptSlots } from './gpt/use-gpt-slots';
import { whenPartsLive } from './hydrate-when-wanted';
import type { RefreshedProps } from './page-refresh';
import { usePageRefreshPolling } from './page-refresh-poller';
import { useProviderScripts } from './provider-scripts';

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
}

/**
 * What the page does after first paint, in one chunk loaded after hydration (issue 18): nothing here
 * changes the first paint, so none of it is first-load JavaScript. Page views
 * and analytics scripts, the GPT controller (slots defined SLOT_START_DELAY_MS after this mounts),
 * the ad providers' scripts, the 5-minute page-props refresh (SWR) and the error reports (decision 028).
 */
export default function ClientServices({ adPlan, sectionAds, routeKey, refreshUrl, refreshIntervalMs, onRefreshed, analytics }: ClientServicesProps) {
  const router = useRouter();
  usePageViews(router);
  useGptSlots(adPlan, routeKey, whenPartsLive);
  useProviderScripts(sectionAds, routeKey, whenPartsLive);
  usePageRefreshPolling(refreshUrl, refreshIntervalMs, onRefreshed);
  useErrorReporting(routeKey);
  // Mounted in the browser only, after load: the ids are read from the page the server wrote.
  return analytics ? <AnalyticsScripts {...readAnalyticsIds(document)} /> : null;
}
