// The article-ad slots 1-5 inside an article body (spec §3), apart from the slot tables: the
// browser needs only their positions to find them in the page view's plan (decision 027).

/** How many article-ad slots an article body can carry. */
export const ARTICLE_AD_SLOT_COUNT = 5;

/** Position of article-ad slot `number` (1-based) in element ids and unit paths: `ia1` … `ia5`. */
export function articleAdPosition(number: number): string {
  return `ia${number}`;
}

/** The positions of every article-ad slot. */
export const ARTICLE_AD_POSITIONS: ReadonlySet<string> = new Set(Array.from({ length: ARTICLE_AD_SLOT_COUNT }, (_, index) => articleAdPosition(index + 1)));
