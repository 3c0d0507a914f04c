import type { AdDevice } from '@/ads/types';
import { useAdPlan } from '@/components/ads/ad-plan-context';

/**
 * The device whose banners this page view shows: the ad device of the page's ad plan
 * (`pageMeta.adDevice`, from the user agent at SSR, docs/decisions/011-ads.md), so banners follow
 * the same PC/SP set as the GPT slots. Null when the page shows no ads (no plan: pages without
 * ads, or an article with isDisplayAd false), and then no banner renders either.
 */
export function useBannerDevice(): AdDevice | null {
  return useAdPlan()?.device ?? null;
}
