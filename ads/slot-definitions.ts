import type { AdProviderType, AdSpacePageType } from '@/api-clients/schemas/ads';
import { ARTICLE_AD_SLOT_COUNT, articleAdPosition } from './article-ad-positions';
import { BACKGROUND_PATTERNS, type BackgroundPattern } from './background-pattern';
import type { AdUnitEnvironment } from './environment';
import { slotSizes, type SlotSizeKind } from './slot-sizes';
import type { AdDevice, AdProviderSlotDefinition, AdSlotDefinition, SectionAdSlotDefinition } from './types';

/** Ad manager network code of the site's units (ours; the AMP units use the same network). */
export const GAM_NETWORK_CODE = '21900000000';

/** Site segment of element ids and unit paths (page-data-shapes.md: `{site}_…` PC, `{site}-s_…` SP). */
export const AD_SITE = 'playnote';

/** Site segment of unit paths per unit environment: test units live under their own site. */
export const AD_UNIT_SITE: Readonly<Record<AdUnitEnvironment, string>> = {
  production: AD_SITE,
  test: `${AD_SITE}_test`,
};

/** Site prefix of element ids per device. */
export const ELEMENT_ID_SITE: Readonly<Record<AdDevice, string>> = { PC: AD_SITE, SP: `${AD_SITE}-s` };

/** Device segment of unit paths. */
export const DEVICE_PATH_SEGMENT: Readonly<Record<AdDevice, string>> = { PC: 'pc', SP: 'sp' };

/** Page segment of element ids and unit paths, per ad-space page type. */
export const AD_PAGE_SLUGS: Readonly<Record<AdSpacePageType, string>> = {
  TOP: 'top',
  LIST: 'list',
  ARTICLE_DETAIL: 'article',
  PREVIEW: 'preview',
  SCHEDULE: 'schedule',
};

const ALL: readonly AdSpacePageType[] = ['TOP', 'LIST', 'ARTICLE_DETAIL', 'PREVIEW', 'SCHEDULE'];
const ARTICLE: readonly AdSpacePageType[] = ['ARTICLE_DETAIL', 'PREVIEW'];
/** Every page but previews (spec §9: no interstitial on previews); overlays follow the interstitial. */
const NOT_PREVIEW: readonly AdSpacePageType[] = ['TOP', 'LIST', 'ARTICLE_DETAIL', 'SCHEDULE'];
const FEATURED: readonly AdSpacePageType[] = ['TOP', 'LIST', 'ARTICLE_DETAIL'];

/**
 * - `inline`: in the page flow; its placeholder reserves the slot's height.
 * - `outOfFlow`: fixed or background placement (overlay, background jacks); collapses when empty.
 * - `interstitial`: out-of-page unit, defined from {@link INTERSTITIAL_AD_UNIT_PATHS}, not as a div slot.
 */
export type SlotPlacement = 'inline' | 'outOfFlow' | 'interstitial';

/** One numbered slot of a device (spec §3: PC 1-17, SP 1-13). Ad units of an ad space refer to it by `number`. */
export interface NumberedSlotSpec {
  device: AdDevice;
  number: number;
  /** Position in element ids and unit paths, e.g. `1r`, `mb`, `headbnr`. */
  position: string;
  /** Name for people (ad operations, the placeholder's title). */
  displayName: string;
  /** Null only for the interstitial, which has no div and no sizes. */
  sizeKind: SlotSizeKind | null;
  /** Ad-space page types that carry the slot. */
  pageTypes: readonly AdSpacePageType[];
  /** The provider that normally serves the slot; the ad space's unit `type` decides per page. */
  defaultProvider: AdProviderType;
  placement: SlotPlacement;
}

type Row = readonly [
  number: number,
  position: string,
  displayName: string,
  sizeKind: SlotSizeKind | null,
  pageTypes: readonly AdSpacePageType[],
  defaultProvider: AdProviderType,
  placement: SlotPlacement,
];

function toSpecs(device: AdDevice, rows: readonly Row[]): readonly NumberedSlotSpec[] {
  return rows.map(([number, position, displayName, sizeKind, pageTypes, defaultProvider, placement]) => ({
    device,
    number,
    position,
    displayName,
    sizeKind,
    pageTypes,
    defaultProvider,
    placement,
  }));
}

/** PC slots 1-17 (spec §3, sizes spec §9). */
export const PC_SLOTS: readonly NumberedSlotSpec[] = toSpecs('PC', [
  [1, 'headbnr', 'ヘッダーバナー', 'pcHeaderBanner', ALL, 'GAM', 'inline'],
  [2, '1r', 'ラージレクタングル', 'pcLargeRectangle', ALL, 'GAM', 'inline'],
  [3, '2r', '記事ラージレクタングル', 'pcArticleLargeRectangle', ALL, 'GAM', 'inline'],
  [4, 'mb', '記事詳細バナー', 'pcArticleDetailBanner', ARTICLE, 'GAM', 'inline'],
  [5, 'mb1', '記事詳細バナー2', 'pcArticleDetailBanner', ARTICLE, 'GAM', 'inline'],
  [6, 'hpb', 'ハーフページ下', 'pcHalfPageBottom', ALL, 'GAM', 'inline'],
  [7, 'ft_l', 'フッターレクタングル左', 'pcFooterRectangleLeft', ALL, 'GAM', 'inline'],
  [8, 'ft_r', 'フッターレクタングル右', 'pcFooterRectangleRight', ALL, 'GAM', 'inline'],
  [9, 'afb', '記事フッターバナー', 'pcArticleFooterBanner', ARTICLE, 'GAM', 'inline'],
  [10, 'mr', 'ミドルレクタングル', 'pcMiddleRectangle', ['TOP', 'ARTICLE_DETAIL', 'PREVIEW'], 'GAM', 'inline'],
  [11, 'inter', 'インタースティシャル', null, NOT_PREVIEW, 'GAM', 'interstitial'],
  [12, 'ol', 'オーバーレイ', 'pcOverlay', NOT_PREVIEW, 'GAM', 'outOfFlow'],
  [13, 'bg_l', '背景ジャック左', 'pcBackgroundJack', ['TOP', 'ARTICLE_DETAIL'], 'GAM', 'outOfFlow'],
  [14, 'bg_r', '背景ジャック右', 'pcBackgroundJack', ['TOP', 'ARTICLE_DETAIL'], 'GAM', 'outOfFlow'],
  [15, 'flexone', 'FLEXONE枠', 'pcProvider', FEATURED, 'FLEXONE', 'inline'],
  [16, 'yahoo', 'YAHOO枠', 'pcProvider', FEATURED, 'YAHOO', 'inline'],
  [17, 'card', 'カード広告', 'pcCard', FEATURED, 'GAM', 'inline'],
]);

/** SP slots 1-13 (spec §3, sizes spec §9). */
export const SP_SLOTS: readonly NumberedSlotSpec[] = toSpecs('SP', [
  [1, 'headbnr', 'ヘッダーバナー', 'spHeaderBanner', ALL, 'GAM', 'inline'],
  [2, 'mb', '記事バナー', 'spArticleBanner', ['LIST', 'ARTICLE_DETAIL', 'PREVIEW'], 'GAM', 'inline'],
  [3, 'mb1', '記事バナー2', 'spArticleBanner', ARTICLE, 'GAM', 'inline'],
  [4, 'mb2', '記事バナー3', 'spArticleBanner', ARTICLE, 'GAM', 'inline'],
  [5, 'rec', 'レクタングル', 'spRectangle', ALL, 'GAM', 'inline'],
  [6, 'mr', 'ミドルレクタングル', 'spMiddleRectangle', ALL, 'GAM', 'inline'],
  [7, 'ftbnr', 'フッターバナー', 'spFooterBanner', ALL, 'GAM', 'inline'],
  [8, 'tophead', 'トップヘッダーバナー', 'spTopHeaderBanner', ['TOP'], 'GAM', 'inline'],
  [9, 'jack_l', '記事ジャックバナー大', 'spArticleJackBannerLarge', ARTICLE, 'GAM', 'inline'],
  [10, 'jack_s', '記事ジャックバナー小', 'spArticleJackBannerSmall', ARTICLE, 'GAM', 'inline'],
  [11, 'inter', 'インタースティシャル', null, NOT_PREVIEW, 'GAM', 'interstitial'],
  [12, 'flexone', 'FLEXONE枠', 'spProvider', FEATURED, 'FLEXONE', 'inline'],
  [13, 'yahoo', 'YAHOO枠', 'spProvider', FEATURED, 'YAHOO', 'inline'],
]);

export const SLOTS_BY_DEVICE: Readonly<Record<AdDevice, readonly NumberedSlotSpec[]>> = { PC: PC_SLOTS, SP: SP_SLOTS };

/** The device's slot with this number, if any. */
export function findSlotSpec(device: AdDevice, number: number): NumberedSlotSpec | undefined {
  return SLOTS_BY_DEVICE[device].find((spec) => spec.number === number);
}

/** The device's slot at this position, if any. */
export function findSlotSpecByPosition(device: AdDevice, position: string): NumberedSlotSpec | undefined {
  return SLOTS_BY_DEVICE[device].find((spec) => spec.position === position);
}

/** The device's slots that a page of this ad-space type carries, in slot-number order. */
export function slotSpecsFor(device: AdDevice, pageType: AdSpacePageType): readonly NumberedSlotSpec[] {
  return SLOTS_BY_DEVICE[device].filter((spec) => spec.pageTypes.includes(pageType));
}

/**
 * Article-ad slots 1-5 (spec §3): in-body slots of article pages, placed by the article body
 * (e.g. before the 1st-5th heading). They are not units of the numbered ad space; the page plan
 * adds as many as the body renders (`articleAdCount`).
 */
export interface ArticleAdSlotSpec {
  number: number;
  position: string;
  displayName: string;
  sizeKind: Readonly<Record<AdDevice, SlotSizeKind>>;
  pageTypes: readonly AdSpacePageType[];
}

export { ARTICLE_AD_SLOT_COUNT } from './article-ad-positions';

export const ARTICLE_AD_SLOTS: readonly ArticleAdSlotSpec[] = Array.from({ length: ARTICLE_AD_SLOT_COUNT }, (_, index) => ({
  number: index + 1,
  position: articleAdPosition(index + 1),
  displayName: `記事内広告${index + 1}`,
  sizeKind: { PC: 'pcArticleDetailBanner', SP: 'spArticleBanner' },
  pageTypes: ARTICLE,
}));

/** Element id of a GPT slot: `{site}_{page}_{position}_gam` (PC), `{site}-s_{page}_{position}_gam` (SP). */
export function gptElementId(device: AdDevice, pageType: AdSpacePageType, position: string): string {
  return `${ELEMENT_ID_SITE[device]}_${AD_PAGE_SLUGS[pageType]}_${position}_gam`;
}

/** Unit path: `/{network}/playnote/pc/article/1r` in production, `/{network}/playnote_test/pc/article/1r` in test. */
export function gptAdUnitPath(device: AdDevice, pageType: AdSpacePageType, position: string, environment: AdUnitEnvironment): string {
  return `/${GAM_NETWORK_CODE}/${AD_UNIT_SITE[environment]}/${DEVICE_PATH_SEGMENT[device]}/${AD_PAGE_SLUGS[pageType]}/${position}`;
}

/** Out-of-page interstitial units for PC and SP, production and test (spec §9). */
export const INTERSTITIAL_AD_UNIT_PATHS: Readonly<Record<AdDevice, Readonly<Record<AdUnitEnvironment, string>>>> = {
  PC: {
    production: `/${GAM_NETWORK_CODE}/${AD_UNIT_SITE.production}/pc/interstitial`,
    test: `/${GAM_NETWORK_CODE}/${AD_UNIT_SITE.test}/pc/interstitial`,
  },
  SP: {
    production: `/${GAM_NETWORK_CODE}/${AD_UNIT_SITE.production}/sp/interstitial`,
    test: `/${GAM_NETWORK_CODE}/${AD_UNIT_SITE.test}/sp/interstitial`,
  },
};

interface SlotShape {
  position: string;
  placement: SlotPlacement;
}

/**
 * The GPT slot for a spec on a page. Out-of-flow slots collapse when empty (nothing in the flow
 * moves); inline slots keep their reserved height, so they never collapse.
 */
export function toAdSlotDefinition(
  device: AdDevice,
  pageType: AdSpacePageType,
  slot: SlotShape,
  sizeKind: SlotSizeKind,
  environment: AdUnitEnvironment,
): AdSlotDefinition {
  const definition: AdSlotDefinition = {
    id: gptElementId(device, pageType, slot.position),
    adUnitPath: gptAdUnitPath(device, pageType, slot.position, environment),
    sizes: slotSizes(sizeKind, environment),
    position: slot.position,
  };
  return slot.placement === 'outOfFlow' ? { ...definition, collapseEmptyDiv: true } : definition;
}

/** A background jack slot of one A/B/C variant (article pages); the other slots carry none. */
export interface VariantAdSlotDefinition extends AdSlotDefinition {
  variant?: BackgroundPattern;
}

/** Page types whose background jacks come in the A/B/C variants (spec §9: "on articles"). */
export const BACKGROUND_VARIANT_PAGE_TYPES: readonly AdSpacePageType[] = ['ARTICLE_DETAIL'];

/**
 * The GPT slots of an out-of-flow spec. On article pages each background jack is three units, one
 * per A/B/C variant (spec §9), the variant in the position segment of the element id and the unit
 * path (`playnote_article_bg_l_b_gam`, `/…/pc/article/bg_l_b`), so ad operations can sell and
 * report each variant; the page renders the element of its page view's variant only, and GPT
 * defines only slots whose element is on the page.
 */
export function outOfFlowSlotDefinitions(
  device: AdDevice,
  pageType: AdSpacePageType,
  spec: NumberedSlotSpec & { sizeKind: SlotSizeKind },
  environment: AdUnitEnvironment,
): VariantAdSlotDefinition[] {
  const isBackground = spec.position === 'bg_l' || spec.position === 'bg_r';
  if (!isBackground || !BACKGROUND_VARIANT_PAGE_TYPES.includes(pageType)) return [toAdSlotDefinition(device, pageType, spec, spec.sizeKind, environment)];
  return BACKGROUND_PATTERNS.map((variant) => {
    const definition = toAdSlotDefinition(device, pageType, { ...spec, position: `${spec.position}_${variant.toLowerCase()}` }, spec.sizeKind, environment);
    return { ...definition, position: spec.position, variant };
  });
}

/** GPT slots of the article-ad slots 1..count on an article page (none on other page types). */
export function articleAdSlotDefinitions(
  device: AdDevice,
  pageType: AdSpacePageType,
  count: number,
  environment: AdUnitEnvironment,
): AdSlotDefinition[] {
  const limit = Math.max(0, Math.min(ARTICLE_AD_SLOT_COUNT, Math.floor(count)));
  return ARTICLE_AD_SLOTS.filter((spec) => spec.number <= limit && spec.pageTypes.includes(pageType)).map((spec) =>
    toAdSlotDefinition(device, pageType, { position: spec.position, placement: 'inline' }, spec.sizeKind[device], environment),
  );
}

/** Ad provider slot definitions (spec §3): each numbered slot's default provider and display name. */
export const AD_PROVIDER_SLOTS: Readonly<Record<AdDevice, readonly AdProviderSlotDefinition[]>> = {
  PC: PC_SLOTS.map(({ defaultProvider, number, displayName }) => ({ type: defaultProvider, number, displayName })),
  SP: SP_SLOTS.map(({ defaultProvider, number, displayName }) => ({ type: defaultProvider, number, displayName })),
};

/** Ad provider slot definitions of the article-ad slots 1-5 (served through GAM). */
export const ARTICLE_AD_PROVIDER_SLOTS: readonly AdProviderSlotDefinition[] = ARTICLE_AD_SLOTS.map(({ number, displayName }) => ({
  type: 'GAM',
  number,
  displayName,
}));

/** Element-id suffix of the section-based (non-GPT) providers. */
export const SECTION_ID_SUFFIX: Readonly<Record<'FLEXONE' | 'YAHOO', string>> = { FLEXONE: 'fo', YAHOO: 'yads' };

/**
 * Section-based slot for a unit served by FLEXONE or YAHOO (spec §3: sectionId, adId, isDmp and
 * isSync false). The id follows the GAM rule with the provider's suffix (`playnote_article_flexone_fo`);
 * the section is the site and page (`playnote_article`), the ad id the section plus position. The
 * unit path and sizes are those the slot would have under GAM (the provider's passback).
 */
export function toSectionAdSlotDefinition(
  device: AdDevice,
  pageType: AdSpacePageType,
  spec: NumberedSlotSpec,
  provider: 'FLEXONE' | 'YAHOO',
  environment: AdUnitEnvironment,
): SectionAdSlotDefinition | null {
  if (spec.sizeKind === null) return null;
  const sectionId = `${ELEMENT_ID_SITE[device]}_${AD_PAGE_SLUGS[pageType]}`;
  return {
    id: `${sectionId}_${spec.position}_${SECTION_ID_SUFFIX[provider]}`,
    adUnitPath: gptAdUnitPath(device, pageType, spec.position, environment),
    sizes: slotSizes(spec.sizeKind, environment),
    sectionId,
    adId: `${sectionId}_${spec.position}`,
    isDmp: false,
    isSync: false,
    position: spec.position,
  };
}
