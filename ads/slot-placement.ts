import type { AdDevice, AdSlotDefinition } from './types';

/** Where the page shell renders ad slots. */
export const AD_REGIONS = ['header', 'main-top', 'main-bottom', 'rail', 'footer'] as const;
export type AdRegion = (typeof AD_REGIONS)[number];

/**
 * Region of each inline slot position per device. A FLEXONE or YAHOO unit goes to the region of its
 * position too, as that provider's section slot (in the rail on PC, after the content on SP for
 * their own positions 15/16 and 12/13). Positions missing here (the card unit, the interstitial,
 * and the out-of-flow slots of {@link OUT_OF_FLOW_REGIONS}) are not rendered as inline slots, so
 * GPT never defines them there (the hook skips slots without an element).
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
    flexone: 'rail',
    yahoo: 'rail',
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
    flexone: 'main-bottom',
    yahoo: 'main-bottom',
    ftbnr: 'footer',
  },
};

/** Fixed containers outside the page flow (PC): the overlay at the foot of the viewport, the background jacks beside the column. */
export type OutOfFlowRegion = 'overlay' | 'background-left' | 'background-right';

/** Where each out-of-flow position goes; they reserve no space in the flow, so nothing moves when they fill or stay empty. */
export const OUT_OF_FLOW_REGIONS: Readonly<Record<AdDevice, Readonly<Record<string, OutOfFlowRegion>>>> = {
  PC: { ol: 'overlay', bg_l: 'background-left', bg_r: 'background-right' },
  SP: {},
};

/** Width of the page's content column (styles/_tokens.scss `$content-max-width`). */
export const CONTENT_COLUMN_WIDTH_PX = 1200;
/** Width of a background jack or side jack creative (200x1000). */
export const SIDE_JACK_WIDTH_PX = 200;
/**
 * Narrowest viewport with room for a jack on each side of the column, never over it: 1,600 px,
 * the breakpoint of the direct-sold side jacks too (components/banners/side-jacks.module.scss).
 */
export const SIDE_JACKS_MIN_VIEWPORT_PX = CONTENT_COLUMN_WIDTH_PX + 2 * SIDE_JACK_WIDTH_PX;

/** The only position a phone may show above the page's first content (DECISIONS.md). */
export const SP_FIRST_SCREEN_POSITIONS: readonly string[] = ['headbnr'];

/** Regions rendered before a page's first content (headline, first story). */
export const ABOVE_CONTENT_REGIONS: readonly AdRegion[] = ['header', 'main-top'];

/** The plan's slots that go into `region`, in plan order. */
export function slotsInRegion<S extends AdSlotDefinition>(device: AdDevice, slots: readonly S[], region: AdRegion): S[] {
  return slots.filter((slot) => slot.position !== undefined && SLOT_REGIONS[device][slot.position] === region);
}

/** The plan's slots that go into the out-of-flow `region`, in plan order. */
export function slotsInOutOfFlowRegion<S extends AdSlotDefinition>(device: AdDevice, slots: readonly S[], region: OutOfFlowRegion): S[] {
  return slots.filter((slot) => slot.position !== undefined && OUT_OF_FLOW_REGIONS[device][slot.position] === region);
}
