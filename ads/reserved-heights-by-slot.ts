import { reservedHeight } from './reserved-height';
import { ARTICLE_AD_SLOTS, findSlotSpecByPosition } from './slot-definitions';
import { SLOT_SIZE_KINDS, SLOT_SIZES, type SlotSizeKind } from './slot-sizes';
import type { AdDevice } from './types';

// Reserved heights looked up in the slot tables: for the tables' tests and for ad operations. The
// browser renders from the plan's sizes (reservedHeight), so it never loads the tables.

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
