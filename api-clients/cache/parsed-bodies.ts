import { LRUCache } from 'lru-cache';

/** Bounds of {@link ParsedBodies}: response text kept as keys, in UTF-16 code units, and entries. */
export const PARSED_BODIES_MAX_CHARS = 2_000_000;
export const PARSED_BODIES_MAX_ENTRIES = 256;

interface ParsedBody {
  source: string;
  data: unknown;
}

/**
 * Contract-checked data by the exact response text it was parsed from, for the sources that are
 * not cached (spec §9: article, game, search and archive sources). Their call still goes upstream
 * on every request; what is remembered is only what JSON.parse and the zod contract made of the
 * same text before, so an answer byte-for-byte equal to an earlier one is not parsed and checked
 * again. That is most of them: an article's category list (the neighbours, decision 022) is the
 * same text for every article of the category until the next article is published, and an
 * article's own text the same for each of its readers. Parsing is a pure function of the text,
 * so the data is what parsing would have returned, and shared as a cached source's is (the
 * callers treat source data as read-only: concurrent requests already share one answer).
 * Bounded by entries and by the text kept; failures are never remembered.
 */
export class ParsedBodies {
  private readonly entries: LRUCache<string, ParsedBody>;

  constructor({ maxChars = PARSED_BODIES_MAX_CHARS, maxEntries = PARSED_BODIES_MAX_ENTRIES } = {}) {
    this.entries = new LRUCache<string, ParsedBody>({
      max: maxEntries,
      maxSize: maxChars,
      sizeCalculation: (_body, text) => Math.max(1, text.length),
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The data `source` made of this exact text before, or undefined. */
  get(source: string, text: string): { data: unknown } | undefined {
    const found = this.entries.get(text);
    return found && found.source === source ? found : undefined;
  }

  /** Remembers what `source` made of `text` (a longer text than the whole bound is not kept). */
  set(source: string, text: string, data: unknown): void {
    this.entries.set(text, { source, data });
  }
}
