/** Image widths the image CDN serves (spec §9), smallest first. */
export const IMAGE_WIDTHS = [200, 240, 320, 360, 480, 640, 960, 1280] as const;
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);

/** The densest screens a reader brings (phones at 3x): no candidate is needed beyond this. */
export const MAX_DEVICE_PIXEL_RATIO = 3;

const PIXEL_LENGTH = /^(\d+(?:\.\d+)?)px$/;

/**
 * The slot widths of a `sizes` attribute in CSS pixels, or null when one is relative to the screen
 * (vw or a calc), which can be as wide as any width the CDN serves.
 */
export function slotWidths(sizes: string): number[] | null {
  const lengths = sizes.split(',').map((entry) => entry.trim().split(/\s+/).pop() ?? '');
  const pixels = lengths.map((length) => PIXEL_LENGTH.exec(length)?.[1]);
  return pixels.every((value) => value !== undefined) ? pixels.map(Number) : null;
}

/**
 * The widths worth offering in `srcset` for `sizes`: a browser takes the smallest candidate at
 * least slot × density wide, so widths below the narrowest slot and above the widest slot at
 * MAX_DEVICE_PIXEL_RATIO would never be chosen. Relative slots keep every width.
 */
export function candidateWidths(sizes: string): number[] {
  const slots = slotWidths(sizes);
  if (!slots || slots.length === 0) return [...IMAGE_WIDTHS];
  const narrowest = Math.min(...slots);
  const needed = Math.max(...slots) * MAX_DEVICE_PIXEL_RATIO;
  const largest: number = IMAGE_WIDTHS.find((width) => width >= needed) ?? LARGEST_WIDTH;
  const fromNarrowest = IMAGE_WIDTHS.filter((width) => width <= largest && width >= narrowest);
  return fromNarrowest.length > 0 ? fromNarrowest : [largest];
}

/** The width of the plain `src`: the smallest served width that covers the image's layout width. */
export function fallbackWidth(layoutWidth: number, candidates: readonly number[] = IMAGE_WIDTHS): number {
  return candidates.find((width) => width >= layoutWidth) ?? candidates[candidates.length - 1] ?? LARGEST_WIDTH;
}
