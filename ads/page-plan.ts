import type { AdSpace, AdSpacePageType, AdUnit } from '@/api-clients/schemas/ads';
import type { AdPageType } from '@/ads/types';
import { AD_SPACE_PAGE_TYPE } from './ad-space-page-type';
import { adUnitEnvironment, type SiteEnvironment } from './environment';
import { isReleased } from './release-window';
import {
  articleAdSlotDefinitions,
  INTERSTITIAL_AD_UNIT_PATHS,
  slotSpecsFor,
  toAdSlotDefinition,
  toSectionAdSlotDefinition,
  type NumberedSlotSpec,
} from './slot-definitions';
import type { AdDevice, AdProviderSlotDefinition, GptPagePlan, SectionAdSlotDefinition } from './types';

export { detectAdDevice } from './device';

/** Slots are created about 100 ms after the page is ready (spec §4, §9). */
export const AD_SLOT_START_DELAY_MS = 100;

/** Page-level key-values. */
export const TARGETING_KEY_PAGE_TYPE = 'pageType';
export const TARGETING_KEY_AGE = 'age';
/** Ads are tagged 'R-18' for age-restricted articles (spec §9). */
export const R18_TARGETING_VALUE = 'R-18';

export interface GptPagePlanInput {
  device: AdDevice;
  adPageType: AdPageType;
  environment: SiteEnvironment;
  /** gptPcAdData or gptSpAdData for the device; null when the source failed or the page has none. */
  adSpace: AdSpace | null;
  /** articleDetailData.isR18; absent means false (spec §3). */
  isR18?: boolean;
  /** articleDetailData.isDisplayAd; only an explicit false turns ads off (spec §3). */
  isDisplayAd?: boolean;
  now: Date;
  /** How many article-ad slots (1-5) the article body rendered; 0 when absent. */
  articleAdCount?: number;
}

/** The ad space of the device from the page props. */
export function adSpaceForDevice(device: AdDevice, data: { gptPcAdData: AdSpace | null; gptSpAdData: AdSpace | null }): AdSpace | null {
  return device === 'PC' ? data.gptPcAdData : data.gptSpAdData;
}

/** Whether ads run on the page at all: not on NONE pages, not when the article says isDisplayAd false. */
export function areAdsEnabled(adPageType: AdPageType, isDisplayAd: boolean | undefined): boolean {
  return isDisplayAd !== false && AD_SPACE_PAGE_TYPE[adPageType] !== null;
}

/** A unit is live when it is switched on and inside its release window (open end allowed). */
export function isLiveUnit(unit: AdUnit, now: Date): boolean {
  return unit.showAds && isReleased(unit.releaseStartAt, unit.releaseEndAt, now);
}

/**
 * The page's units by slot number when the ad space belongs to this page type (a space for another
 * page type is ignored: its numbers mean other slots). The first unit of a number wins.
 */
function unitsByNumber(adSpace: AdSpace | null, pageType: AdSpacePageType): ReadonlyMap<number, AdUnit> {
  const units = new Map<number, AdUnit>();
  if (adSpace === null || adSpace.pageType !== pageType) return units;
  for (const unit of adSpace.units) if (!units.has(unit.number)) units.set(unit.number, unit);
  return units;
}

function liveSpecs(
  device: AdDevice,
  pageType: AdSpacePageType,
  adSpace: AdSpace | null,
  now: Date,
): { spec: NumberedSlotSpec; unit: AdUnit }[] {
  const units = unitsByNumber(adSpace, pageType);
  return slotSpecsFor(device, pageType).flatMap((spec) => {
    const unit = units.get(spec.number);
    return unit && isLiveUnit(unit, now) ? [{ spec, unit }] : [];
  });
}

/**
 * What the GPT hook defines for one page view, or null when the page shows no ads.
 *
 * - Slots: the device's slot definitions for the page type, kept only where the ad space has a
 *   live GAM unit of that number (type GAM, showAds, inside its release window). The interstitial
 *   number is never a div slot. Article-ad slots follow for as many as the body rendered.
 * - Targeting: the page's ad page type; `age: 'R-18'` on age-restricted articles (spec §9).
 * - Interstitial: on every page except previews (spec §9), whatever the ad space says, including
 *   when the ad-space source failed (`adSpace` null: no div slots, interstitial still defined).
 */
export function buildGptPagePlan(input: GptPagePlanInput): GptPagePlan | null {
  const { device, adPageType, adSpace, now } = input;
  const pageType = AD_SPACE_PAGE_TYPE[adPageType];
  if (pageType === null || !areAdsEnabled(adPageType, input.isDisplayAd)) return null;
  const environment = adUnitEnvironment(input.environment);

  const slots = liveSpecs(device, pageType, adSpace, now).flatMap(({ spec, unit }) =>
    unit.type === 'GAM' && spec.placement !== 'interstitial' && spec.sizeKind !== null
      ? [toAdSlotDefinition(device, pageType, spec, spec.sizeKind, environment)]
      : [],
  );
  slots.push(...articleAdSlotDefinitions(device, pageType, input.articleAdCount ?? 0, environment));

  const targeting: Record<string, string | string[]> = { [TARGETING_KEY_PAGE_TYPE]: adPageType };
  if (input.isR18 === true) targeting[TARGETING_KEY_AGE] = R18_TARGETING_VALUE;

  return {
    device,
    slots,
    interstitialAdUnitPath: pageType === 'PREVIEW' ? null : INTERSTITIAL_AD_UNIT_PATHS[device][environment],
    targeting,
  };
}

/** A FLEXONE or YAHOO unit to render with its provider script. */
export interface ProviderSlot {
  provider: AdProviderSlotDefinition;
  slot: SectionAdSlotDefinition;
  /** The provider's tag from the ad space (rendered as given by the ad operations team). */
  adScript: string | null;
}

/** The page's live FLEXONE and YAHOO units as section-based slots (same gating as the GPT plan). */
export function buildProviderSlots(input: Omit<GptPagePlanInput, 'articleAdCount'>): ProviderSlot[] {
  const { device, adPageType, adSpace, now } = input;
  const pageType = AD_SPACE_PAGE_TYPE[adPageType];
  if (pageType === null || !areAdsEnabled(adPageType, input.isDisplayAd)) return [];
  const environment = adUnitEnvironment(input.environment);
  return liveSpecs(device, pageType, adSpace, now).flatMap(({ spec, unit }) => {
    if (unit.type !== 'FLEXONE' && unit.type !== 'YAHOO') return [];
    const slot = toSectionAdSlotDefinition(device, pageType, spec, unit.type, environment);
    return slot ? [{ provider: { type: unit.type, number: spec.number, displayName: spec.displayName }, slot, adScript: unit.adScript }] : [];
  });
}
