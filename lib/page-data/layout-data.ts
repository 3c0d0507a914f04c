import type { FetchSource } from '@/api-clients/fetch-source';
import type { AdSpace } from '@/api-clients/schemas/ads';
import type { CommonParts } from '@/api-clients/schemas/site';
import { AD_SPACE_PAGE_TYPE } from '@/ads/ad-space-page-type';
import { isWithinDisplayWindow } from '@/foundation/site/display-window';
import type { AdPageType } from '@/ads/types';
import { orFallback } from './secondary';

export interface LogoJackProps {
  headerColor: string;
  imageUrl: string;
  linkedUrl: string;
}

export interface LayoutData {
  /** footerNavigation is null in the HTML document's `__NEXT_DATA__`: it goes out once, as HTML (decision 017). */
  commonParts: (Omit<CommonParts, 'footerNavigation'> & { footerNavigation: CommonParts['footerNavigation'] | null }) | null;
  logoJack: LogoJackProps | null;
}

/** Header and footer data shared by every page; each part degrades to null. */
export async function getLayoutData(fetchSource: FetchSource, now: Date): Promise<LayoutData> {
  const [commonParts, logoJacks] = await Promise.all([
    orFallback(fetchSource('commonParts', {}), null),
    orFallback(fetchSource('logoJack', {}), null),
  ]);
  const active = logoJacks?.data.find((jack) => isWithinDisplayWindow(jack.startAt, jack.endAt, now));
  return {
    commonParts,
    logoJack: active ? { headerColor: active.headerColor, imageUrl: active.imageUrl, linkedUrl: active.linkedUrl } : null,
  };
}

export interface GptAdData {
  gptPcAdData: AdSpace | null;
  gptSpAdData: AdSpace | null;
}

/** PC and SP ad space data (spec §3 page props); both null on pages without ads. */
export async function getGptAdData(fetchSource: FetchSource, adPageType: AdPageType): Promise<GptAdData> {
  const pageType = AD_SPACE_PAGE_TYPE[adPageType];
  if (!pageType) return { gptPcAdData: null, gptSpAdData: null };
  const [gptPcAdData, gptSpAdData] = await Promise.all([
    orFallback(fetchSource('pcAdSpace', { pageType }), null),
    orFallback(fetchSource('spAdSpace', { pageType }), null),
  ]);
  return { gptPcAdData, gptSpAdData };
}
