import type { ListResponse } from './schemas/common';
import type { ReleaseCalendar } from './schemas/schedule';

/** Empty list response (spec §3). */
export function emptyList<T>(): ListResponse<T> {
  return { count: 0, page: 1, data: [] };
}

/** Empty release calendar (spec §3). */
export const EMPTY_RELEASE_CALENDAR: ReleaseCalendar = Object.freeze({
  yearsList: [],
  monthsList: [],
  isGameTitlesRelease: false,
  titleGroups: [],
}) as ReleaseCalendar;

// Spec §3's empty default with `totalTitles: 0` has no source that answers that shape (decision 043).

export interface UnderAdPair<T> {
  underArticle: T | null;
  underBanner: T | null;
}

/** Under-article and under-banner ad pair: each the first matching item or null (spec §3). */
export function pickUnderAdPair<T>(
  items: readonly T[],
  isUnderArticle: (item: T) => boolean,
  isUnderBanner: (item: T) => boolean,
): UnderAdPair<T> {
  return {
    underArticle: items.find(isUnderArticle) ?? null,
    underBanner: items.find(isUnderBanner) ?? null,
  };
}

export class MissingPageDataError extends Error {
  constructor(what: string) {
    super(`Page data function returned null for ${what} without a null fallback`);
    this.name = 'MissingPageDataError';
  }
}

/**
 * A null result from a page-data function raises unless a fallback is given (spec §8).
 * Pass `fallback` for secondary blocks that may be absent.
 */
export function requirePageData<T>(value: T | null | undefined, what: string): T;
export function requirePageData<T, F>(value: T | null | undefined, what: string, fallback: F): T | F;
export function requirePageData<T, F>(value: T | null | undefined, what: string, ...fallback: [F?]): T | F {
  if (value !== null && value !== undefined) return value;
  if (fallback.length > 0) return fallback[0] as F;
  throw new MissingPageDataError(what);
}
