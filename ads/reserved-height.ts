import type { AdSize } from './types';

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
