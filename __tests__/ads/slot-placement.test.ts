import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ABOVE_CONTENT_REGIONS,
  CONTENT_COLUMN_WIDTH_PX,
  OUT_OF_FLOW_REGIONS,
  SIDE_JACK_WIDTH_PX,
  SIDE_JACKS_MIN_VIEWPORT_PX,
  SLOT_REGIONS,
  SP_FIRST_SCREEN_POSITIONS,
} from '@/ads/slot-placement';
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

describe('regions of the provider and out-of-flow positions (issue 16)', () => {
  it.each([
    ['PC', 'flexone', 'rail'],
    ['PC', 'yahoo', 'rail'],
    ['SP', 'flexone', 'main-bottom'],
    ['SP', 'yahoo', 'main-bottom'],
  ] as const)('%s %s (FLEXONE/YAHOO section slot) → %s', (device, position, region) => {
    expect(SLOT_REGIONS[device][position]).toBe(region);
  });

  it.each([
    ['ol', 'overlay'],
    ['bg_l', 'background-left'],
    ['bg_r', 'background-right'],
  ] as const)('PC %s → the fixed %s container, never an inline region', (position, region) => {
    expect(OUT_OF_FLOW_REGIONS.PC[position]).toBe(region);
    expect(SLOT_REGIONS.PC[position]).toBeUndefined();
  });

  it('SP has no out-of-flow slot', () => {
    expect(OUT_OF_FLOW_REGIONS.SP).toEqual({});
  });

  it('background jacks need 1,600 px: the 1,200 px column and a 200 px jack each side, the direct-sold side jacks\' breakpoint', () => {
    expect(SIDE_JACKS_MIN_VIEWPORT_PX).toBe(1600);
    expect(SIDE_JACKS_MIN_VIEWPORT_PX).toBe(CONTENT_COLUMN_WIDTH_PX + 2 * SIDE_JACK_WIDTH_PX);
    const sideJacksScss = readFileSync(join(__dirname, '../../components/banners/side-jacks.module.scss'), 'utf8');
    expect(sideJacksScss).toMatch(new RegExp(`\\$side-jacks-min-width: ${SIDE_JACKS_MIN_VIEWPORT_PX}px;`));
    const tokens = readFileSync(join(__dirname, '../../styles/_tokens.scss'), 'utf8');
    expect(tokens).toMatch(new RegExp(`\\$content-max-width: ${CONTENT_COLUMN_WIDTH_PX}px;`));
  });
});
