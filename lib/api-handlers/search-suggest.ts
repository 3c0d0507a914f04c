import { z } from 'zod';
import { isApiError } from '@/api-clients/api-error';
import type { FetchSource } from '@/api-clients/fetch-source';
import type { ArticleCard } from '@/api-clients/schemas/common';
import type { GameCard } from '@/api-clients/schemas/game';
import { formatJstDate } from '@/foundation/format/date';
import { log } from '@/foundation/logging/logger';
import { articleCardHref, paths } from '@/foundation/paths';
import { SUGGEST_LIMITS, SUGGEST_UPSTREAM_TIMEOUT_MS, suggestTermsOf } from '@/foundation/search/suggest';
import {
  suggestedArticleOptionSchema,
  suggestedGameOptionSchema,
  type SearchSuggestResponse,
  type SuggestedArticleOption,
  type SuggestedGameOption,
} from '@/foundation/search/suggest-schema';
import { safeHref } from '@/foundation/site/safe-url';
import { jsonError, singleValuedQuery, type JsonResponse } from './json-response';

/** The answer to anything that may not be searched, and what a failed source contributes. */
export const NO_SEARCH_SUGGESTIONS: SearchSuggestResponse = Object.freeze({ games: [], articles: [] }) as SearchSuggestResponse;

/**
 * At most this many different keywords are looked up at once per process; a keyword beyond them
 * is answered with empty lists at once (a flood of distinct keywords cannot pile up upstream calls).
 */
export const SUGGEST_MAX_IN_FLIGHT = 32;

/** Search sources are not cached (spec §9): neither is what is suggested from them. */
const NOT_STORED = { 'Cache-Control': 'no-store' } as const;

/**
 * The endpoint's allowlist, like the source proxy's params schemas: `q` and nothing else. The
 * upstream sources are fixed (searchGame, searchArticle) and their own params schemas check the
 * keyword again in fetchSource.
 */
const suggestQuerySchema = z.strictObject({ q: z.string().optional() });

export interface SearchSuggestDeps {
  fetchSource: FetchSource;
  /** How long each search source may take (SUGGEST_UPSTREAM_TIMEOUT_MS). */
  timeoutMs?: number;
  /** SUGGEST_MAX_IN_FLIGHT. */
  maxInFlight?: number;
}

export type SearchSuggestHandler = (query: Record<string, string | string[] | undefined>) => Promise<JsonResponse>;

const TIMED_OUT = Symbol('timed out');

/** The source's answer, or TIMED_OUT once `timeoutMs` has passed (the call itself runs on, shared by the server cache). */
function withinTime<T>(promise: Promise<T>, timeoutMs: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface OptionSchema<O> {
  safeParse(value: unknown): { success: true; data: O } | { success: false };
}

/** One kind of suggestion: its source, how many, how an item becomes an option, and the option's schema. */
interface SuggestionKind<I, O> {
  source: 'searchGame' | 'searchArticle';
  limit: number;
  request: () => Promise<{ data: I[] }>;
  toOption: (item: I) => O;
  schema: OptionSchema<O>;
}

/**
 * Up to `limit` items of one search source, each mapped and checked against its option schema;
 * an item that does not map is dropped, and a source that fails or is late gives none (logged).
 */
async function suggestionsFrom<I, O>({ source, limit, request, toOption, schema }: SuggestionKind<I, O>, timeoutMs: number, keywordLength: number): Promise<O[]> {
  let answer: { data: I[] } | typeof TIMED_OUT;
  try {
    answer = await withinTime(request(), timeoutMs);
  } catch (error) {
    // A search never 404s (as on the results page); other failures were logged by fetchSource.
    if (!(isApiError(error) && error.isNotFound)) {
      log('warn', 'search-suggest-degraded', { source, reason: isApiError(error) ? `status ${error.record.status}` : String(error), keywordLength });
    }
    return [];
  }
  if (answer === TIMED_OUT) {
    log('warn', 'search-suggest-degraded', { source, reason: `no answer within ${timeoutMs} ms`, keywordLength });
    return [];
  }
  const items = Array.isArray(answer?.data) ? answer.data.slice(0, limit) : [];
  return items.flatMap((item) => {
    try {
      const parsed = schema.safeParse(toOption(item));
      return parsed.success ? [parsed.data] : [];
    } catch {
      return [];
    }
  });
}

function toGameOption(game: GameCard): SuggestedGameOption {
  return {
    id: game.gameId,
    name: game.name.trim(),
    href: paths.game(game.gameId),
    thumbnailUrl: game.thumbnailUrl,
    platforms: game.platforms.map((platform) => platform.nameJa).join(' / '),
  };
}

function toArticleOption(article: ArticleCard): SuggestedArticleOption {
  return {
    id: article.id,
    title: article.title.trim(),
    // An unsafe redirect target fails the schema's link check and the item is dropped.
    href: safeHref(articleCardHref(article)) ?? '',
    thumbnailUrl: article.thumbnailUrl,
    dateText: formatJstDate(article.publishedAt),
  };
}

async function loadSuggestions(fetchSource: FetchSource, terms: string, timeoutMs: number): Promise<SearchSuggestResponse> {
  const games: SuggestionKind<GameCard, SuggestedGameOption> = {
    source: 'searchGame',
    limit: SUGGEST_LIMITS.games,
    request: () => fetchSource('searchGame', { keyword: terms, limit: SUGGEST_LIMITS.games }),
    toOption: toGameOption,
    schema: suggestedGameOptionSchema,
  };
  const articles: SuggestionKind<ArticleCard, SuggestedArticleOption> = {
    source: 'searchArticle',
    limit: SUGGEST_LIMITS.articles,
    request: () => fetchSource('searchArticle', { keyword: terms, limit: SUGGEST_LIMITS.articles }),
    toOption: toArticleOption,
    schema: suggestedArticleOptionSchema,
  };
  const [gameOptions, articleOptions] = await Promise.all([
    suggestionsFrom(games, timeoutMs, terms.length),
    suggestionsFrom(articles, timeoutMs, terms.length),
  ]);
  return { games: gameOptions, articles: articleOptions };
}

/**
 * `GET /api/search/suggest/?q=…` (decision 020): up to SUGGEST_LIMITS game titles and articles for
 * what the reader is typing, from the searchGame and searchArticle sources only. Never stored.
 * Identical keywords that arrive while one is being looked up share its upstream calls, and at
 * most `maxInFlight` keywords are looked up at once. A parameter other than `q`, or `q` given
 * twice, is a 400 (as on the source proxy); a `q` that may not be searched (empty, too long,
 * control characters) is answered with empty lists at once; failing or slow sources give empty
 * lists, never an error.
 */
export function createSearchSuggestHandler({
  fetchSource,
  timeoutMs = SUGGEST_UPSTREAM_TIMEOUT_MS,
  maxInFlight = SUGGEST_MAX_IN_FLIGHT,
}: SearchSuggestDeps): SearchSuggestHandler {
  const inFlight = new Map<string, Promise<SearchSuggestResponse>>();

  const suggestionsFor = (terms: string): Promise<SearchSuggestResponse> => {
    const pending = inFlight.get(terms);
    if (pending) return pending;
    if (inFlight.size >= maxInFlight) {
      log('warn', 'search-suggest-shed', { inFlight: inFlight.size, keywordLength: terms.length });
      return Promise.resolve(NO_SEARCH_SUGGESTIONS);
    }
    // Settles within timeoutMs (each source is raced against it), so an entry never outlives that.
    const request = loadSuggestions(fetchSource, terms, timeoutMs).finally(() => inFlight.delete(terms));
    inFlight.set(terms, request);
    return request;
  };

  return async (rawQuery) => {
    const query = singleValuedQuery(rawQuery);
    if (!query) return jsonError(400, 'bad_request', 'Each parameter must be given once');
    const params = suggestQuerySchema.safeParse(query);
    if (!params.success) return jsonError(400, 'bad_request', 'Invalid or unknown parameters');
    const terms = suggestTermsOf(params.data.q);
    const body = terms === null ? NO_SEARCH_SUGGESTIONS : await suggestionsFor(terms);
    return { status: 200, body, headers: NOT_STORED };
  };
}
