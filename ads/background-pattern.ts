import type { BannerItem } from '@/api-clients/schemas/ads';
import { byBannerPriority, isBannerLive } from './banners';
import type { AdDevice } from './types';

/** Variants of the article background banners (spec §5, §9). */
export const BACKGROUND_PATTERNS = ['A', 'B', 'C'] as const;
export type BackgroundPattern = (typeof BACKGROUND_PATTERNS)[number];

/** Positions of the left and right background banners in the articlePageBanner list. */
export const BACKGROUND_BANNER_POSITIONS = { left: 'articleBackgroundLeft', right: 'articleBackgroundRight' } as const;

function isBackgroundPattern(value: string): value is BackgroundPattern {
  return (BACKGROUND_PATTERNS as readonly string[]).includes(value);
}

/**
 * The A/B/C test pattern string (spec §5): comma separated; only A, B and C are kept (surrounding
 * spaces ignored, case kept: `a` is not `A`), duplicates removed in first-seen order; null when
 * none remain. `'A,C,A,X'` → `['A', 'C']`.
 */
export function parsePatterns(value: string | null | undefined): BackgroundPattern[] | null {
  if (!value) return null;
  const patterns: BackgroundPattern[] = [];
  for (const part of value.split(',')) {
    const token = part.trim();
    if (isBackgroundPattern(token) && !patterns.includes(token)) patterns.push(token);
  }
  return patterns.length > 0 ? patterns : null;
}

/** 32-bit FNV-1a of a string: spreads consecutive timestamps evenly over the patterns. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * The pattern to show (spec §5): `patterns[index mod n]` when an index is given (negative indexes
 * wrap), otherwise `patterns[hash(now in ms) mod n]`. Null when there are no patterns.
 */
export function choosePattern(
  patterns: readonly BackgroundPattern[] | null,
  index?: number,
  now: Date = new Date(),
): BackgroundPattern | null {
  if (!patterns || patterns.length === 0) return null;
  const n = patterns.length;
  const raw = index !== undefined && Number.isFinite(index) ? Math.trunc(index) : hashString(String(now.getTime()));
  return patterns[((raw % n) + n) % n] ?? null;
}

export interface BackgroundBanners {
  pattern: BackgroundPattern | null;
  left: BannerItem | null;
  right: BannerItem | null;
}

/**
 * Left and right background banners of an article for one pattern, from articlePageBanner items
 * (spec §9). A banner qualifies when it is at the side's position, shown on the device, inside its
 * display window, and either of the chosen pattern or of no pattern (shown in every variant);
 * the best priority (lowest number) wins per side.
 *
 * The pattern comes from `patterns` (the configured pattern string) when it parses; otherwise from
 * the patterns the live banners carry, so the test runs without configuration. `index` and the
 * hash of `now` choose as in choosePattern.
 */
export function selectBackgroundBanners(
  items: readonly BannerItem[],
  options: { device: AdDevice; now: Date; patterns?: string | null; index?: number },
): BackgroundBanners {
  const { device, now } = options;
  const positions: readonly string[] = Object.values(BACKGROUND_BANNER_POSITIONS);
  const live = items.filter((item) => positions.includes(item.position) && isBannerLive(item, device, now)).sort(byBannerPriority);
  const available = parsePatterns(options.patterns) ?? parsePatterns(live.flatMap((item) => (item.pattern ? [item.pattern] : [])).join(','));
  const pattern = choosePattern(available, options.index, now);
  const pick = (position: string) =>
    live.find((item) => item.position === position && (item.pattern === null || item.pattern === pattern)) ?? null;
  return { pattern, left: pick(BACKGROUND_BANNER_POSITIONS.left), right: pick(BACKGROUND_BANNER_POSITIONS.right) };
}
