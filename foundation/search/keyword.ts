import { CATEGORIES, type Category } from '@/foundation/site/categories';
import { extractCornerQuoted, isUrlId, startsWithDigit, stripToCode } from '@/foundation/validation/text-patterns';
import { MAX_KEYWORD_LENGTH } from './keyword-limit';

export { MAX_KEYWORD_LENGTH };
/** Longest digits-only keyword read as an article id (as on the article route). */
/** Category links offered for codes found in the keyword. */
export const MAX_CATEGORY_MATCHES = 3;

/**
 * The reader's keyword as searched: the first value only, NFKC (full-width letters and digits
 * become ASCII), every run of whitespace (including the ideographic space) one space, trimmed,
 * at most MAX_KEYWORD_LENGTH UTF-16 units without splitting a character.
 */
export function normalizeKeyword(raw: string | string[] | undefined): string {
  const value = Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '');
  const collapsed = value.normalize('NFKC').replace(/\s+/gu, ' ').trim();
  if (collapsed.length <= MAX_KEYWORD_LENGTH) return collapsed;
  let trimmed = '';
  for (const character of collapsed) {
    if (trimmed.length + character.length > MAX_KEYWORD_LENGTH) break;
    trimmed += character;
  }
  return trimmed.trim();
}

/** Names inside Japanese quotation marks 「」 (spec §5) and 『』, in order, without duplicates. */
export function extractQuotedNames(keyword: string): string[] {
  const doubleQuoted = Array.from(keyword.matchAll(/『([^『』]+)』/g), (match) => match[1] ?? '');
  const names = [...extractCornerQuoted(keyword), ...doubleQuoted].map((name) => name.trim()).filter(Boolean);
  return [...new Set(names)];
}

/** What is sent upstream: the quoted names when there are any (every one must match), else the keyword. */
export function searchTermsOf(keyword: string): string {
  const names = extractQuotedNames(keyword);
  return names.length > 0 ? names.join(' ') : keyword;
}

/**
 * A keyword starting with a digit (spec §5) whose first word is digits only (spec §5) names an
 * article: `123456`, `123456/` (the tail of an article's address) and `123456 ゼノナイツ` offer
 * article 123456 beside the results; `3ds` and `2024年` are words, not ids. Leading zeros dropped.
 */
export function articleIdOf(keyword: string): string | null {
  if (!startsWithDigit(keyword)) return null;
  const firstWord = (keyword.split(' ')[0] ?? '').replace(/\/$/, '');
  if (!isUrlId(firstWord)) return null;
  return firstWord.replace(/^0+(?=\d)/, '');
}

const CATEGORY_BY_LOWER_CODE = new Map(CATEGORIES.map((category) => [category.code.toLowerCase(), category]));

/**
 * Categories whose code the reader typed: each word, and the whole keyword, is stripped to letters,
 * digits and hyphen (spec §5) and matched against the category codes, ignoring case.
 */
export function matchCategoryCodes(keyword: string): Category[] {
  const candidates = [keyword, ...keyword.split(' ')].map((word) => stripToCode(word).toLowerCase()).filter(Boolean);
  const found = new Map<string, Category>();
  for (const candidate of candidates) {
    const category = CATEGORY_BY_LOWER_CODE.get(candidate);
    if (category) found.set(category.code, category);
  }
  return [...found.values()].slice(0, MAX_CATEGORY_MATCHES);
}

export interface SearchQuery {
  /** The normalised keyword ('' when the reader gave none). */
  keyword: string;
  /** What the search sources are asked for. */
  terms: string;
  articleId: string | null;
  categories: Category[];
}

/** Every rule of spec §5 applied to the search box's value. */
export function analyzeSearchQuery(raw: string | string[] | undefined): SearchQuery {
  const keyword = normalizeKeyword(raw);
  return {
    keyword,
    terms: keyword ? searchTermsOf(keyword) : '',
    articleId: articleIdOf(keyword),
    categories: keyword ? matchCategoryCodes(keyword) : [],
  };
}

/** What the site search looks through. */
export const SEARCH_TYPES = ['article', 'game'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** `?type=`: `game` searches game titles; anything else (or nothing) searches articles. */
export function parseSearchType(raw: string | string[] | undefined): SearchType {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === 'game' ? 'game' : 'article';
}
