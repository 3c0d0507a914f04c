// The answer of this site's own /api/search/suggest/ (decision 020): written by the server's
// handler and checked by the header's combobox before use, so both read this one schema. zod/mini
// keeps the check small in the browser chunk that loads on first use (about 6 KB gz, not 90).
import * as z from 'zod/mini';
import { safeHref } from '@/foundation/site/safe-url';
import { SUGGEST_LIMITS } from './suggest';

// The Content-Security-Policy forbids eval; zod's first object parse would probe for it
// (as in foundation/env/client-env.ts).
if (typeof window !== 'undefined') z.config({ jitless: true });

/** Every text in a suggestion is short: the answer stays a few kilobytes whatever upstream sends. */
export const MAX_SUGGESTION_TEXT = 200;
const text = z.string().check(z.minLength(1), z.maxLength(MAX_SUGGESTION_TEXT));
const numericId = z.string().check(z.regex(/^\d+$/));
const imageUrl = z.nullable(z.url({ protocol: /^https?$/ }));
/** A site path or http(s) URL that safeHref passes unchanged (no `javascript:`, no `//host`). */
const href = z.string().check(z.refine((value) => safeHref(value) === value));

/** A game title offered while typing: its page, its box art and its platforms. */
export const suggestedGameOptionSchema = z.strictObject({
  id: numericId,
  name: text,
  href,
  thumbnailUrl: imageUrl,
  /** `PS5 / Switch`, '' when none. */
  platforms: z.string().check(z.maxLength(MAX_SUGGESTION_TEXT)),
});
export type SuggestedGameOption = z.infer<typeof suggestedGameOptionSchema>;

/** An article offered while typing: its page (or its redirect target), thumbnail and date. */
export const suggestedArticleOptionSchema = z.strictObject({
  id: numericId,
  title: text,
  href,
  thumbnailUrl: imageUrl,
  /** `2026年7月30日（木）`. */
  dateText: text,
});
export type SuggestedArticleOption = z.infer<typeof suggestedArticleOptionSchema>;

/**
 * `GET /api/search/suggest/?q=…`: at most SUGGEST_LIMITS of each kind; both lists empty when the
 * keyword was not searchable or the search sources failed.
 */
export const searchSuggestResponseSchema = z.strictObject({
  games: z.array(suggestedGameOptionSchema).check(z.maxLength(SUGGEST_LIMITS.games)),
  articles: z.array(suggestedArticleOptionSchema).check(z.maxLength(SUGGEST_LIMITS.articles)),
});
export type SearchSuggestResponse = z.infer<typeof searchSuggestResponseSchema>;
