import { jaModel, Parser } from 'budoux';

/** Headlines longer than this are not worth a phrase parse (no real headline is; bad data is). */
export const MAX_PHRASED_HEADLINE_LENGTH = 200;

/** Parsed headlines kept for reuse: the same cards appear on many pages; bounded, oldest dropped first. */
export const HEADLINE_BREAKS_CACHE_SIZE = 5000;

let parser: Parser | null = null;
const cache = new Map<string, number[]>();

/**
 * Where a Japanese headline may break between phrases (BudouX's Japanese model), as UTF-16
 * offsets for `splitAtBreaks` (foundation/format/headline-phrases.ts). Runs on the server only,
 * so the browser loads no BudouX; an empty or over-long headline gets no breaks (it wraps as
 * plain text). The plain-text `Parser`, not budoux's HTML processor: headlines are text.
 */
export function headlineBreaks(text: string): number[] {
  if (text.length === 0 || text.length > MAX_PHRASED_HEADLINE_LENGTH) return [];
  const cached = cache.get(text);
  if (cached) return cached;
  parser ??= new Parser(jaModel);
  const breaks = parser.parseBoundaries(text);
  if (cache.size >= HEADLINE_BREAKS_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(text, breaks);
  return breaks;
}
