/** @jest-environment node */
import { FLUID_RESERVED_HEIGHT, reservedHeight } from '@/ads/reserved-height';
import { RESERVED_HEIGHTS, reservedHeightForPosition } from '@/ads/reserved-heights-by-slot';
import { SLOT_SIZE_KINDS, SLOT_SIZES } from '@/ads/slot-sizes';
import type { AdDevice } from '@/ads/types';

describe('reservedHeight: the largest height among the slot\'s sizes so nothing shifts (issue 4, spec §9 sizes)', () => {
  it.each([
    ['one size', [[728, 90]], 90],
    ['largest of several', [[300, 250], [300, 600]], 600],
    ['fluid alone', ['fluid'], FLUID_RESERVED_HEIGHT],
    ['fluid below a taller size', [[300, 600], 'fluid'], 600],
    ['fluid above shorter sizes', [[320, 50], [320, 100], 'fluid'], FLUID_RESERVED_HEIGHT],
    ['no sizes', [], 0],
  ] as const)('%s → %i', (_name, sizes, height) => {
    expect(reservedHeight(sizes)).toBe(height);
  });

  it('fluid reserves 250', () => {
    expect(FLUID_RESERVED_HEIGHT).toBe(250);
  });

  it.each<[AdDevice, string, number, string]>([
    ['PC', '1r', 600, 'large rectangle 300x250 or 300x600'],
    ['PC', '2r', 600, 'article large rectangle 300x250 or 300x600'],
    ['PC', 'mb', 280, 'article detail banner 300x250, 336x280 or 600x250'],
    ['PC', 'hpb', 600, 'half page bottom 300x250 or 300x600'],
    ['PC', 'ft_l', 250, 'footer rectangle left 300x250'],
    ['PC', 'ft_r', 250, 'footer rectangle right 300x250'],
    ['PC', 'afb', 90, 'article footer banner 728x90'],
    ['PC', 'ia1', 280, 'article-ad slot: article detail banner sizes'],
    ['SP', 'headbnr', 100, 'header banner 320x100 (320x50 or 320x100 in test)'],
    ['SP', 'mb', 280, 'article banners up to 336x280 or fluid'],
    ['SP', 'rec', 600, 'rectangle up to 300x600 or fluid'],
    ['SP', 'ftbnr', 100, 'footer banner 320x50 or 320x100'],
    ['SP', 'tophead', 230, 'top header banner 800x230'],
    ['SP', 'jack_l', 200, 'article jack banner 800x200'],
    ['SP', 'jack_s', 100, 'article jack banner 800x100'],
    ['SP', 'mr', 280, 'middle rectangle 300x250, 336x280 or fluid'],
    ['SP', 'ia5', 280, 'article-ad slot: article banner sizes'],
  ])('%s %s reserves %i px (spec §9 %s)', (device, position, height) => {
    expect(reservedHeightForPosition(device, position)).toBe(height);
  });

  it.each([
    ['PC', 'inter'],
    ['SP', 'inter'],
    ['PC', 'tophead'],
    ['SP', 'nope'],
  ] as const)('%s %s has no reserved height (interstitial or unknown)', (device, position) => {
    expect(reservedHeightForPosition(device, position)).toBeNull();
  });

  it.each(SLOT_SIZE_KINDS)('%s reserves at least every size of both its production and test variants', (kind) => {
    for (const size of [...SLOT_SIZES[kind].production, ...SLOT_SIZES[kind].test]) {
      expect(RESERVED_HEIGHTS[kind]).toBeGreaterThanOrEqual(size === 'fluid' ? FLUID_RESERVED_HEIGHT : size[1]);
    }
  });
});
