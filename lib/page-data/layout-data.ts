import type { FetchSource } from '@/api-clients/fetch-source';
import type { AdSpace } from '@/api-clients/schemas/ads';
import type { CommonParts } from '@/api-clients/schemas/site';
import { AD_SPACE_PAGE_TYPE } from '@/ads/ad-space-page-type';
import { isWithinDisplayWindow } from '@/foundation/site/display-window';
import { buildHeaderNavigation } from '@/foundation/site/header-navigation';
import type { HeaderNavigation } from '@/foundation/site/navigation-links';
import type { AdDevice, AdPageType } from '@/ads/types';
import { orFallback } from './secondary';

export interface LogoJackProps {
  headerColor: string;
  imageUrl: string;
  linkedUrl: string;
}

export interface LayoutData {
  /**
   * Its footerNavigation goes out once, as HTML (decision 017): the HTML document's `__NEXT_DATA__`
   * has null there, so in the browser only SiteFooter reads it, as HtmlOnly.
   */
  commonParts: CommonParts | null;
  logoJack: LogoJackProps | null;
  /** The header's links, built here from commonParts (or the fallback): the browser gets them ready. */
  navigation: HeaderNavigation;
}

/** The layout data of these parts, its header navigation built from them. */
export function layoutOf(commonParts: CommonParts | null, logoJack: LogoJackProps | null): LayoutData {
  return { commonParts, logoJack, navigation: buildHeaderNavigation(commonParts?.headerNavigation) };
}

/** Header and footer data shared by every page; each part degrades to null. */
export async function getLayoutData(fetchSource: FetchSource, now: Date): Promise<LayoutData> {
  const [commonParts, logoJacks] = await Promise.all([
    orFallback(fetchSource('commonParts', {}), null),
    orFallback(fetchSource('logoJack', {}), null),
  ]);
  const active = logoJacks?.data.find((jack) => isWithinDisplayWindow(jack.startAt, jack.endAt, now));
  return layoutOf(commonParts, active ? { headerColor: active.headerColor, imageUrl: active.imageUrl, linkedUrl: active.linkedUrl } : null);
}

/** The spec's page props name both ad spaces (spec §3); only the reader's device's is filled. */
export interface GptAdData {
  gptPcAdData: AdSpace | null;
  gptSpAdData: AdSpace | null;
}

/**
 * The ad space of the reader's device (spec §3 page props), the other device's null without being
 * fetched: the page only ever reads its own device's; both null on pages without ads.
 */
export async function getGptAdData(fetchSource: FetchSource, adPageType: AdPageType, device: AdDevice): Promise<GptAdData> {
  const pageType = AD_SPACE_PAGE_TYPE[adPageType];
  if (!pageType) return { gptPcAdData: null, gptSpAdData: null };
  if (device === 'PC') return { gptPcAdData: await orFallback(fetchSource('pcAdSpace', { pageType }), null), gptSpAdData: null };
  return { gptPcAdData: null, gptSpAdData: await orFallback(fetchSource('spAdSpace', { pageType }), null) };
}
