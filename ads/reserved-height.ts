import { ARTICLE_AD_SLOTS, findSlotSpecByPosition } from './slot-definitions';
import { SLOT_SIZE_KINDS, SLOT_SIZES, type SlotSizeKind } from './slot-sizes';
import type { AdDevice, AdSize } from './types';

/**
 * Height reserved for a fluid size (native/in-feed creatives have no fixed height): the height of
 * the 300x250 rectangle that fluid slots otherwise serve, so a fluid fill replaces a box of the
 * usual size.
 */
export const FLUID_RESERVED_HEIGHT = 250;

/**
 * The CSS height (px) a slot reserves so nothing shifts when it fills, fails or collapses: the
 * largest height among its sizes, a fluid size counting as {@link FLUID_RESERVED_HEIGHT}; 0 for no sizes.
 */
export function reservedHeight(sizes: readonly AdSize[]): number {
  return sizes.reduce<number>((max, size) => Math.max(max, size === 'fluid' ? FLUID_RESERVED_HEIGHT : size[1]), 0);
}

/**
 * Reserved height of a kind of slot. Both unit environments are considered, so a page renders the
 * same box in test and production (e.g. the SP header banner reserves 100 in both).
 */
export function reservedHeightForKind(kind: SlotSizeKind): number {
  const row = SLOT_SIZES[kind];
  return Math.max(reservedHeight(row.production), reservedHeight(row.test));
}

/**
 * Reserved height of a device's slot by position (`1r`, `mb`, `ia1`, …), or null when the device
 * has no such slot or it has no sizes (the interstitial).
 */
export function reservedHeightForPosition(device: AdDevice, position: string): number | null {
  const kind =
    findSlotSpecByPosition(device, position)?.sizeKind ?? ARTICLE_AD_SLOTS.find((spec) => spec.position === position)?.sizeKind[device];
  return kind ? reservedHeightForKind(kind) : null;
}

/** Reserved height per kind, for tables and styles. */
export const RESERVED_HEIGHTS: Readonly<Record<SlotSizeKind, number>> = Object.fromEntries(
  SLOT_SIZE_KINDS.map((kind) => [kind, reservedHeightForKind(kind)]),
) as Record<SlotSizeKind, number>;
