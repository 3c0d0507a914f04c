import type { AdProviderType } from '@/api-clients/schemas/ads';

/** Ad page types (spec §2): the page-type key of the ad space and of the ad plan. */
export const AD_PAGE_TYPES = ['TOP', 'LIST', 'ARTICLE_DETAIL', 'PREVIEW', 'SCHEDULE', 'CATEGORY', 'GAME', 'NONE'] as const;
export type AdPageType = (typeof AD_PAGE_TYPES)[number];

/** A GPT size: [width, height] or the fluid size. */
export type AdSize = readonly [number, number] | 'fluid';

/** One GPT slot (spec §3 ad slot definition). */
export interface AdSlotDefinition {
  /** Element id of the slot's div, e.g. `playnote_article_1r_gam` (PC) or `playnote-s_article_mb_gam` (SP). */
  id: string;
  adUnitPath: string;
  sizes: readonly AdSize[];
  collapseEmptyDiv?: boolean;
  /** Position name (`1r`, `mb`, `headbnr`, …): where on the page the slot goes (ads/slot-placement.ts). */
  position?: string;
}

/** Section-based slots also carry these (spec §3); isDmp and isSync are always false. */
export interface SectionAdSlotDefinition extends AdSlotDefinition {
  sectionId: string;
  adId: string;
  isDmp: false;
  isSync: false;
}

/** Ad provider slot definition (spec §3). */
export interface AdProviderSlotDefinition {
  type: AdProviderType;
  number: number;
  displayName: string;
}

export type AdDevice = 'PC' | 'SP';

/** What the GPT lifecycle hook needs for one page view. */
export interface GptPagePlan {
  device: AdDevice;
  slots: AdSlotDefinition[];
  /** Out-of-page interstitial unit path, or null (never on previews). */
  interstitialAdUnitPath: string | null;
  /** Page-level key-values, e.g. `{ pageType: 'ARTICLE_DETAIL', age: 'R-18' }`. */
  targeting: Record<string, string | string[]>;
}
