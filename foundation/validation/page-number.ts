/** Page sizes (spec §9). */
export const PAGE_SIZE = { articles: 20, images: 30, videos: 30 } as const;

/** Page count when the total yields 0 pages: one (empty) page, so page 1 always exists. */
export const DEFAULT_PAGE_COUNT = 1;

/** Page count = total ÷ page size rounded up; 0 falls back to the default (spec §5). */
export function pageCount(totalItems: number, pageSize: number): number {
  const count = Math.ceil(Math.max(0, totalItems) / pageSize);
  return count === 0 ? DEFAULT_PAGE_COUNT : count;
}

/**
 * Page number rule (spec §5): below 1 or missing → 1, above the maximum → the maximum.
 * Accepts raw route or query values; anything that is not a whole number is treated as missing.
 */
export function clampPageNumber(raw: string | string[] | number | undefined | null, maxPage: number = Number.MAX_SAFE_INTEGER): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  // Any run of digits counts, however long: "above the maximum becomes the maximum".
  const parsed = typeof value === 'number' ? value : /^-?\d+$/.test(value ?? '') ? Number(value) : NaN;
  const upper = Math.max(1, Math.floor(maxPage));
  if (Number.isNaN(parsed) || parsed < 1) return 1;
  return Math.min(Math.floor(parsed), upper);
}
