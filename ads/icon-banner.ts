import type { BannerItem } from '@/api-clients/schemas/ads';
import { byBannerPriority, isBannerLive } from './banners';
import type { AdDevice } from './types';

/** Position of the icon banner in the topPageBanner and articlePageBanner lists. */
export const ICON_BANNER_POSITION = 'iconBanner';

/** Movie banner events reported to analytics (spec §4). */
export const MOVIE_BANNER_EVENTS = ['mov_start', 'mov_stop'] as const;
export type MovieBannerEvent = (typeof MOVIE_BANNER_EVENTS)[number];

/**
 * The icon banner to show (spec §4): on PC or SP depending on the banner's devices, within its
 * release window (startAt/endAt; open end allowed). The best priority (lowest number) wins; null
 * when none qualifies.
 */
export function selectIconBanner(items: readonly BannerItem[], options: { device: AdDevice; now: Date }): BannerItem | null {
  return (
    items
      .filter((item) => item.position === ICON_BANNER_POSITION && isBannerLive(item, options.device, options.now))
      .sort(byBannerPriority)[0] ?? null
  );
}
