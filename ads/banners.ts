import type { BannerItem } from '@/api-clients/schemas/ads';
import { isWithinDisplayWindow } from '@/foundation/site/display-window';
import { isForDevice } from './device';
import type { AdDevice } from './types';

/** Whether a banner shows on the device now: listed for it and inside its display window (spec §4, open end allowed). */
export function isBannerLive(item: BannerItem, device: AdDevice, now: Date): boolean {
  return isForDevice(item.displayDevices, device) && isWithinDisplayWindow(item.startAt, item.endAt, now);
}

/** Banners in priority order (a lower number first; equal priorities keep their order). */
export function byBannerPriority(a: BannerItem, b: BannerItem): number {
  return a.priority - b.priority;
}
