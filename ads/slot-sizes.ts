import type { AdUnitEnvironment } from './environment';
import type { AdDevice, AdSize } from './types';

/**
 * GPT sizes per kind of slot (spec §9), one row per kind with its production and test variant.
 * Rows marked "ours" are slots the spec names no size for (the PC header banner, middle rectangle,
 * overlay, background jacks, provider and card slots); their sizes are our choice.
 */
export interface SlotSizeRow {
  device: AdDevice;
  production: readonly AdSize[];
  test: readonly AdSize[];
}

function sameInTest(device: AdDevice, sizes: readonly AdSize[]): SlotSizeRow {
  return { device, production: sizes, test: sizes };
}

export const SLOT_SIZES = {
  // PC (spec §9 "Desktop slots"; each has a test variant with the same sizes).
  pcLargeRectangle: sameInTest('PC', [[300, 250], [300, 600]]),
  pcArticleLargeRectangle: sameInTest('PC', [[300, 250], [300, 600]]),
  pcArticleDetailBanner: sameInTest('PC', [[300, 250], [336, 280], [600, 250]]),
  pcHalfPageBottom: sameInTest('PC', [[300, 250], [300, 600]]),
  pcFooterRectangleLeft: sameInTest('PC', [[300, 250]]),
  pcFooterRectangleRight: sameInTest('PC', [[300, 250]]),
  pcArticleFooterBanner: sameInTest('PC', [[728, 90]]),
  // PC, ours.
  pcHeaderBanner: sameInTest('PC', [[728, 90], [970, 90]]),
  pcMiddleRectangle: sameInTest('PC', [[300, 250], [336, 280]]),
  pcOverlay: sameInTest('PC', [[728, 90]]),
  pcBackgroundJack: sameInTest('PC', [[200, 1000]]),
  pcProvider: sameInTest('PC', [[300, 250]]),
  pcCard: sameInTest('PC', ['fluid']),
  // SP (spec §9 "Smartphone slots").
  spHeaderBanner: { device: 'SP', production: [[320, 100]], test: [[320, 50], [320, 100]] },
  spArticleBanner: sameInTest('SP', [[320, 50], [320, 100], [320, 180], [300, 250], [336, 280], 'fluid']),
  spRectangle: sameInTest('SP', [[300, 250], [336, 280], [300, 600], 'fluid']),
  spFooterBanner: sameInTest('SP', [[320, 50], [320, 100]]),
  spTopHeaderBanner: sameInTest('SP', [[800, 230]]),
  spArticleJackBannerLarge: sameInTest('SP', [[800, 200]]),
  spArticleJackBannerSmall: sameInTest('SP', [[800, 100]]),
  spMiddleRectangle: sameInTest('SP', [[300, 250], [336, 280], 'fluid']),
  // SP, ours.
  spProvider: sameInTest('SP', [[300, 250]]),
} as const satisfies Record<string, SlotSizeRow>;

export type SlotSizeKind = keyof typeof SLOT_SIZES;

export const SLOT_SIZE_KINDS = Object.keys(SLOT_SIZES) as SlotSizeKind[];

/** The sizes a slot of this kind is defined with in the given unit environment. */
export function slotSizes(kind: SlotSizeKind, environment: AdUnitEnvironment): readonly AdSize[] {
  return SLOT_SIZES[kind][environment];
}
