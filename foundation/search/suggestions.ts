import { PAGE_PROPS_PATH } from '@/foundation/paths/page-props';
import { articleCardHref, paths } from '@/foundation/paths';
import { isExternalHref, safeHref } from '@/foundation/site/safe-url';

/** How many trend words and games a "no results" page or an error page offers. */
export const SUGGESTION_LIMITS = { trendWords: 10, games: 6, popularArticles: 8 } as const;

/** A game offered when a search finds nothing: enough for a small card. */
export interface SuggestedGame {
  gameId: string;
  name: string;
  thumbnailUrl: string | null;
  platforms: string;
}

/** Where a reader can go next when a search found nothing (each list empty when its source failed). */
export interface SearchSuggestions {
  trendWords: string[];
  games: SuggestedGame[];
}

export const NO_SUGGESTIONS: SearchSuggestions = { trendWords: [], games: [] };

/** A popular article as a dead end (404, error page) links it: text and a checked site link. */
export interface PopularArticleLink {
  id: string;
  title: string;
  href: string;
}

/** What the 404 and error pages show below their message, fetched in the browser. */
export interface DeadEndSuggestions extends SearchSuggestions {
  popularArticles: PopularArticleLink[];
}

/**
 * The search page's own props without a keyword, through the page-props endpoint: its rail carries
 * the realtime article ranking and its suggestions the trend words and pickup games. One same-origin
 * GET, answered from the server caches, with no new upstream path exposed.
 */
export const DEAD_END_SUGGESTIONS_URL = `${PAGE_PROPS_PATH}/?routePath=${encodeURIComponent('/search/')}`;

const MAX_TEXT_LENGTH = 200;
const DIGITS = /^\d{1,12}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shortText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= MAX_TEXT_LENGTH ? trimmed : null;
}

function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function toPopularArticle(raw: unknown): PopularArticleLink | null {
  if (!isRecord(raw) || typeof raw.id !== 'string' || !DIGITS.test(raw.id)) return null;
  const title = shortText(raw.title);
  const publishedAt = typeof raw.publishedAt === 'string' && !Number.isNaN(Date.parse(raw.publishedAt)) ? raw.publishedAt : null;
  const redirectUrl = typeof raw.redirectUrl === 'string' ? raw.redirectUrl : null;
  if (!title || !publishedAt) return null;
  const href = safeHref(articleCardHref({ id: raw.id, publishedAt, redirectUrl }));
  return href ? { id: raw.id, title, href } : null;
}

function toSuggestedGame(raw: unknown): SuggestedGame | null {
  if (!isRecord(raw) || typeof raw.gameId !== 'string' || !DIGITS.test(raw.gameId)) return null;
  const name = shortText(raw.name);
  if (!name) return null;
  // Image URLs come from the image CDN: absolute http(s) only.
  const image = typeof raw.thumbnailUrl === 'string' ? safeHref(raw.thumbnailUrl) : null;
  const thumbnailUrl = image && isExternalHref(image) ? image : null;
  return { gameId: raw.gameId, name, thumbnailUrl, platforms: shortText(raw.platforms) ?? '' };
}

function validItems<T>(values: unknown, parse: (raw: unknown) => T | null, limit: number): T[] {
  return arrayOf(values)
    .map(parse)
    .filter((item): item is T => item !== null)
    .slice(0, limit);
}

/** Checks suggestions from anywhere outside this bundle: only well-formed, linkable items survive. */
export function parseSearchSuggestions(raw: unknown): SearchSuggestions {
  if (!isRecord(raw)) return NO_SUGGESTIONS;
  const trendWords = [...new Set(validItems(raw.trendWords, shortText, Infinity))].slice(0, SUGGESTION_LIMITS.trendWords);
  return { trendWords, games: validItems(raw.games, toSuggestedGame, SUGGESTION_LIMITS.games) };
}

/** Reads the search page's props (page-props endpoint) as a dead end's suggestions; anything malformed is left out. */
export function parseDeadEndSuggestions(raw: unknown): DeadEndSuggestions {
  if (!isRecord(raw)) return { ...NO_SUGGESTIONS, popularArticles: [] };
  const search = isRecord(raw.search) ? raw.search : {};
  return {
    ...parseSearchSuggestions(search.suggestions),
    popularArticles: validItems(raw.rankingArticles, toPopularArticle, SUGGESTION_LIMITS.popularArticles),
  };
}

/** `/search/?q=word` for a trend word; a game's own page for a game. */
export const suggestionHref = {
  trendWord: (word: string) => paths.search(word),
  game: (game: Pick<SuggestedGame, 'gameId'>) => paths.game(game.gameId),
};
