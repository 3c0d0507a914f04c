import { ABOVE_CONTENT_REGIONS, SLOT_REGIONS, SP_FIRST_SCREEN_POSITIONS } from '@/ads/slot-placement';
import { SP_SLOTS } from '@/ads/slot-definitions';

describe('SLOT_REGIONS: a phone’s first screen (DECISIONS.md "Reader experience")', () => {
  it('only the SP header banner stands above the headline or the first story', () => {
    const above = Object.entries(SLOT_REGIONS.SP).filter(([, region]) => ABOVE_CONTENT_REGIONS.includes(region)).map(([position]) => position);
    expect(above).toEqual(SP_FIRST_SCREEN_POSITIONS);
    expect(above).toEqual(['headbnr']);
  });

  it.each([
    ['tophead', 'main-bottom'],
    ['jack_l', 'main-bottom'],
    ['jack_s', 'main-bottom'],
    ['headbnr', 'header'],
  ] as const)('SP %s → %s', (position, region) => {
    expect(SLOT_REGIONS.SP[position]).toBe(region);
  });

  it('every placed SP position is a slot of the SP table', () => {
    const positions = new Set(SP_SLOTS.map((spec) => spec.position));
    for (const position of Object.keys(SLOT_REGIONS.SP)) expect(positions).toContain(position);
  });
});
