import type { AdSpace, AdSpacePageType, AdUnit } from '@/api-clients/schemas/ads';
import type { AdPageType } from '@/ads/types';
import { AD_SPACE_PAGE_TYPE } from './ad-space-page-type';
import { adUnitEnvironment, type SiteEnvironment } from './environment';
import { isReleased } from './release-window';
import {
  articleAdSlotDefinitions,
  INTERSTITIAL_AD_UNIT_PATHS,
  outOfFlowSlotDefinitions,
  slotSpecsFor,
  toAdSlotDefinition,
  toSectionAdSlotDefinition,
  type NumberedSlotSpec,
} from './slot-definitions';
import { SLOT_REGIONS, type AdRegion } from './slot-placement';
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
 *   number is never a div slot; an article's background jacks are one slot per A/B/C variant
 *   (outOfFlowSlotDefinitions). Article-ad slots follow for as many as the body rendered.
 * - Targeting: the page's ad page type; `age: 'R-18'` on age-restricted articles (spec §9).
 * - Interstitial: on every page except previews (spec §9), whatever the ad space says, including
 *   when the ad-space source failed (`adSpace` null: no div slots, interstitial still defined).
 */
export function buildGptPagePlan(input: GptPagePlanInput): GptPagePlan | null {
  const { device, adPageType, adSpace, now } = input;
  const pageType = AD_SPACE_PAGE_TYPE[adPageType];
  if (pageType === null || !areAdsEnabled(adPageType, input.isDisplayAd)) return null;
  const environment = adUnitEnvironment(input.environment);

  const slots = liveSpecs(device, pageType, adSpace, now).flatMap(({ spec, unit }) => {
    const { sizeKind } = spec;
    if (unit.type !== 'GAM' || spec.placement === 'interstitial' || sizeKind === null) return [];
    return spec.placement === 'outOfFlow'
      ? outOfFlowSlotDefinitions(device, pageType, { ...spec, sizeKind }, environment)
      : [toAdSlotDefinition(device, pageType, spec, sizeKind, environment)];
  });
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

/** The providers served through section-based slots and their own script (spec §3). */
export type SectionAdProvider = 'FLEXONE' | 'YAHOO';

/** The providers' script URLs for this page view (server settings, through pageMeta); a provider without one renders nothing. */
export type AdProviderScriptUrls = Partial<Record<SectionAdProvider, string>>;

/**
 * A FLEXONE or YAHOO unit as a section-based slot in its position's region. The ad space's
 * `adScript` (an HTML/JS tag string) is deliberately not carried: the page never renders it; the
 * provider's one external script fills the slot elements (docs/decisions/012).
 */
export interface ProviderSlot {
  provider: AdProviderSlotDefinition;
  slot: SectionAdSlotDefinition;
}

/** What the page view renders and loads for the section-based providers. */
export interface SectionAdPlan {
  slots: (ProviderSlot & { region: AdRegion })[];
  /** One script per provider with a slot on the page, loaded once per page view. */
  scripts: { provider: SectionAdProvider; url: string }[];
}

function isSectionProvider(type: AdUnit['type']): type is SectionAdProvider {
  return type === 'FLEXONE' || type === 'YAHOO';
}

/** The page's live FLEXONE and YAHOO units as section-based slots (same gating as the GPT plan). */
export function buildProviderSlots(input: Omit<GptPagePlanInput, 'articleAdCount'>): ProviderSlot[] {
  const { device, adPageType, adSpace, now } = input;
  const pageType = AD_SPACE_PAGE_TYPE[adPageType];
  if (pageType === null || !areAdsEnabled(adPageType, input.isDisplayAd)) return [];
  const environment = adUnitEnvironment(input.environment);
  return liveSpecs(device, pageType, adSpace, now).flatMap(({ spec, unit }) => {
    if (!isSectionProvider(unit.type)) return [];
    const slot = toSectionAdSlotDefinition(device, pageType, spec, unit.type, environment);
    return slot ? [{ provider: { type: unit.type, number: spec.number, displayName: spec.displayName }, slot }] : [];
  });
}

/**
 * The section-based slots a page view renders: live FLEXONE/YAHOO units whose provider has a script
 * URL and whose position has an inline region on the device (out-of-flow and card positions have
 * none), and each such provider's script once. Without URLs: nothing, and nothing is reserved.
 */
export function buildSectionAdPlan(input: Omit<GptPagePlanInput, 'articleAdCount'>, scriptUrls: AdProviderScriptUrls): SectionAdPlan {
  const slots = buildProviderSlots(input).flatMap((entry) => {
    const region = SLOT_REGIONS[input.device][entry.slot.position ?? ''];
    return region && isSectionProvider(entry.provider.type) && scriptUrls[entry.provider.type] ? [{ ...entry, region }] : [];
  });
  const providers = [...new Set(slots.map((entry) => entry.provider.type))].filter(isSectionProvider);
  return { slots, scripts: providers.map((provider) => ({ provider, url: scriptUrls[provider] as string })) };
}
