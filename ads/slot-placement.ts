import type { AdDevice, AdSlotDefinition } from './types';

/** Where the page shell renders ad slots. */
export const AD_REGIONS = ['header', 'main-top', 'main-bottom', 'rail', 'footer'] as const;
export type AdRegion = (typeof AD_REGIONS)[number];

/**
 * Region of each slot position per device. Positions missing here (provider and card units, the
 * interstitial, and for now the PC overlay and background jacks, which need fixed containers that
 * reserve no space) are not rendered as div slots, so GPT never defines them (the hook skips slots
 * without an element).
 */
export const SLOT_REGIONS: Readonly<Record<AdDevice, Readonly<Record<string, AdRegion>>>> = {
  PC: {
    headbnr: 'header',
    '1r': 'rail',
    '2r': 'rail',
    hpb: 'rail',
    mb: 'main-bottom',
    mb1: 'main-bottom',
    mr: 'main-bottom',
    afb: 'main-bottom',
    ft_l: 'footer',
    ft_r: 'footer',
  },
  // A phone's first screen carries editorial content: only the header banner stands above the
  // headline or the first story (DECISIONS.md "Reader experience"). The top header banner and the
  // large article jack follow the content.
  SP: {
    headbnr: 'header',
    tophead: 'main-bottom',
    jack_l: 'main-bottom',
    jack_s: 'main-bottom',
    mb: 'main-bottom',
    mb1: 'main-bottom',
    mb2: 'main-bottom',
    rec: 'main-bottom',
    mr: 'main-bottom',
    ftbnr: 'footer',
  },
};

/** The only position a phone may show above the page's first content (DECISIONS.md). */
export const SP_FIRST_SCREEN_POSITIONS: readonly string[] = ['headbnr'];

/** Regions rendered before a page's first content (headline, first story). */
export const ABOVE_CONTENT_REGIONS: readonly AdRegion[] = ['header', 'main-top'];

/** The plan's slots that go into `region`, in plan order. */
export function slotsInRegion(device: AdDevice, slots: readonly AdSlotDefinition[], region: AdRegion): AdSlotDefinition[] {
  return slots.filter((slot) => slot.position !== undefined && SLOT_REGIONS[device][slot.position] === region);
}
