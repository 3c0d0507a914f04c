import { isMobileUserAgent } from '@/foundation/validation/text-patterns';
import type { AdDevice } from './types';

export const AD_DEVICES = ['PC', 'SP'] as const satisfies readonly AdDevice[];

/** `displayDevices` codes of campaigns and banners: "1" PC, "2" SP (page-data-shapes.md). */
export const DISPLAY_DEVICE_CODE: Readonly<Record<AdDevice, '1' | '2'>> = { PC: '1', SP: '2' };

/** The ad set for a request: SP when the spec's mobile user-agent test matches (Android, iPhone, iPod), else PC (spec §5). */
export function detectAdDevice(userAgent: string | null | undefined): AdDevice {
  return isMobileUserAgent(userAgent) ? 'SP' : 'PC';
}

/** Whether an item with these `displayDevices` is shown on the device. */
export function isForDevice(displayDevices: readonly string[], device: AdDevice): boolean {
  return displayDevices.includes(DISPLAY_DEVICE_CODE[device]);
}
