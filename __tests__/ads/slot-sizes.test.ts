/** @jest-environment node */
import { SLOT_SIZE_KINDS, SLOT_SIZES, slotSizes, type SlotSizeKind } from '@/ads/slot-sizes';
import type { AdSize } from '@/ads/types';

type Row = [rule: string, kind: SlotSizeKind, production: AdSize[], test: AdSize[]];

const SPEC_ROWS: Row[] = [
  ['desktop large rectangle 300x250 or 300x600', 'pcLargeRectangle', [[300, 250], [300, 600]], [[300, 250], [300, 600]]],
  ['desktop article large rectangle 300x250 or 300x600', 'pcArticleLargeRectangle', [[300, 250], [300, 600]], [[300, 250], [300, 600]]],
  ['desktop article detail banner 300x250, 336x280 or 600x250', 'pcArticleDetailBanner', [[300, 250], [336, 280], [600, 250]], [[300, 250], [336, 280], [600, 250]]],
  ['desktop half page bottom 300x250 or 300x600', 'pcHalfPageBottom', [[300, 250], [300, 600]], [[300, 250], [300, 600]]],
  ['desktop footer rectangle left 300x250', 'pcFooterRectangleLeft', [[300, 250]], [[300, 250]]],
  ['desktop footer rectangle right 300x250', 'pcFooterRectangleRight', [[300, 250]], [[300, 250]]],
  ['desktop article footer banner 728x90', 'pcArticleFooterBanner', [[728, 90]], [[728, 90]]],
  ['smartphone header banner 320x100 (320x50 or 320x100 in test)', 'spHeaderBanner', [[320, 100]], [[320, 50], [320, 100]]],
  [
    'smartphone article banners 320x50, 320x100, 320x180, 300x250, 336x280 or fluid',
    'spArticleBanner',
    [[320, 50], [320, 100], [320, 180], [300, 250], [336, 280], 'fluid'],
    [[320, 50], [320, 100], [320, 180], [300, 250], [336, 280], 'fluid'],
  ],
  ['smartphone rectangle 300x250, 336x280, 300x600 or fluid', 'spRectangle', [[300, 250], [336, 280], [300, 600], 'fluid'], [[300, 250], [336, 280], [300, 600], 'fluid']],
  ['smartphone footer banner 320x50 or 320x100', 'spFooterBanner', [[320, 50], [320, 100]], [[320, 50], [320, 100]]],
  ['smartphone top header banner 800x230', 'spTopHeaderBanner', [[800, 230]], [[800, 230]]],
  ['smartphone article jack banner 800x200', 'spArticleJackBannerLarge', [[800, 200]], [[800, 200]]],
  ['smartphone article jack banner 800x100', 'spArticleJackBannerSmall', [[800, 100]], [[800, 100]]],
  ['smartphone middle rectangle 300x250, 336x280 or fluid', 'spMiddleRectangle', [[300, 250], [336, 280], 'fluid'], [[300, 250], [336, 280], 'fluid']],
];

describe('slot sizes (spec §9)', () => {
  it.each(SPEC_ROWS)('%s (spec §9)', (_rule, kind, production, test) => {
    expect(slotSizes(kind, 'production')).toEqual(production);
    expect(slotSizes(kind, 'test')).toEqual(test);
  });

  it.each(SLOT_SIZE_KINDS.filter((kind) => kind !== 'spHeaderBanner'))(
    '"each has a test variant": %s has the same sizes in test unless the spec says otherwise (spec §9)',
    (kind) => {
      expect(SLOT_SIZES[kind].test).toEqual(SLOT_SIZES[kind].production);
    },
  );

  it.each(SLOT_SIZE_KINDS)('%s is prefixed with its device and every fixed size is positive', (kind) => {
    const row = SLOT_SIZES[kind];
    expect(kind.startsWith(row.device.toLowerCase())).toBe(true);
    for (const size of [...row.production, ...row.test]) {
      if (size !== 'fluid') expect(size.every((n) => Number.isInteger(n) && n > 0)).toBe(true);
    }
    expect(row.production.length).toBeGreaterThan(0);
  });
});
