import type { AdDevice } from '@/ads/types';
import { useAdPlan } from '@/components/ads/ad-plan-context';

/**
 * The device this page view's banners are laid out for: the ad device of the page's ad plan
 * (`pageMeta.adDevice`, from the user agent at SSR, docs/decisions/011-ads.md), the device the
 * page data chose them for. Null when the page shows no ads (no plan: pages without ads, or an
 * article with isDisplayAd false), and then no banner renders either.
 */
export function useBannerDevice(): AdDevice | null {
  return useAdPlan()?.device ?? null;
}

/** Whether this page view shows banners at all (see useBannerDevice). */
export function useShowsBanners(): boolean {
  return useBannerDevice() !== null;
}
