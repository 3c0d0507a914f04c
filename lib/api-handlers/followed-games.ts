import { isApiError } from '@/api-clients/api-error';
import type { FetchSource } from '@/api-clients/fetch-source';
import type { ArticleCard } from '@/api-clients/schemas/common';
import type { GameTitleInformation } from '@/api-clients/schemas/game';
import { toJstIsoDate } from '@/foundation/format/date';
import { log } from '@/foundation/logging/logger';
import { articleCardHref, paths } from '@/foundation/paths';
import {
  FOLLOWED_GAME_ARTICLES,
  MAX_FOLLOWED_GAMES,
  type FollowedGame,
  type FollowedGameArticle,
  type FollowedGameRelease,
  type FollowedGamesAnswer,
  type FollowedGamesError,
} from '@/foundation/reader/followed-games';
import { safeHref } from '@/foundation/site/safe-url';
import { isUrlId } from '@/foundation/validation/text-patterns';
import { cacheControlFor, FALLBACK_CACHE_CONTROL, type CachePageType } from '@/lib/page-config/cache-control';
import { errorStatusFor } from '@/lib/page-config/error-status';
import { fallbackHeaderValue, pageUpstream, UPSTREAM_FALLBACK_HEADER } from '@/lib/page-config/page-upstream';
import { loadGameEssentials } from '@/lib/page-data/game/game-page';
import type { JsonResponse } from './json-response';
import { mapWithConcurrency } from './seo-content';

/**
 * Games loaded at once for one request (each is two upstream calls, title and articles, as on the
 * game page): 30 ids never put more than twice this many calls in flight.
 */
export const FOLLOWED_GAMES_CONCURRENCY = 6;

/** The game pages' tier: the answer is as fresh as the pages it summarises, and like them public. */
export const FOLLOWED_GAMES_CACHE_TIER: CachePageType = 'list';

/** What a reader's page is told, in Japanese; nothing of the request's internals. */
export const FOLLOWED_GAMES_MESSAGES = {
  missing: 'ゲームIDを指定してください（ids=1,2,3）。',
  malformed: 'ゲームIDは数字だけで、カンマで区切って指定してください。',
  tooMany: `ゲームIDは一度に${MAX_FOLLOWED_GAMES}件まで指定できます。`,
  badParameters: 'パラメータは ids を一度だけ指定してください。',
  upstreamFailed: 'ゲームの情報を読み込めませんでした。しばらくしてからもう一度お試しください。',
} as const;

export interface FollowedGamesDeps {
  fetchSource: FetchSource;
  /** REVALIDATE_SECONDS: the answer's s-maxage, as the game pages'. */
  revalidateSeconds: number;
  /** NEXT_PUBLIC_API_REQUEST_TIMEOUT: all the request's upstream calls together wait at most this long, as a page's. */
  upstreamTimeoutMs?: number;
  /** The request's clock: which releases are still to come (Japan's day). */
  now?: () => Date;
  /** FOLLOWED_GAMES_CONCURRENCY. */
  concurrency?: number;
}

/** The answer's body: FollowedGamesAnswer with `unavailableIds` always there. */
export type FollowedGamesBody = Required<FollowedGamesAnswer>;

const badRequest = (error: string): JsonResponse => ({
  status: 400,
  body: { error } satisfies FollowedGamesError,
  headers: { 'Cache-Control': 'no-store' },
});

/** `ids` of the query as distinct game ids in the order given, or the 400 it earns. */
export function parseFollowedGameIds(query: Readonly<Record<string, string | string[] | undefined>>): string[] | JsonResponse {
  const keys = Object.keys(query);
  const raw = query.ids;
  if (keys.some((key) => key !== 'ids') || Array.isArray(raw)) return badRequest(FOLLOWED_GAMES_MESSAGES.badParameters);
  if (raw === undefined || raw === '') return badRequest(FOLLOWED_GAMES_MESSAGES.missing);
  const entries = raw.split(',');
  // Counted before parsing: a list far too long is refused without looking at it.
  if (entries.length > MAX_FOLLOWED_GAMES) return badRequest(FOLLOWED_GAMES_MESSAGES.tooMany);
  if (!entries.every(isUrlId)) return badRequest(FOLLOWED_GAMES_MESSAGES.malformed);
  return [...new Set(entries)];
}

/**
 * The game's next release on or after `today` (Japan's day) over its platform versions, the
 * earliest first; when no dated one is to come, a version whose date is not decided yet with its
 * text (2027年春); null when every release is past.
 */
export function nextReleaseOf(versions: GameTitleInformation['versions'], today: string): FollowedGameRelease | null {
  const upcoming = versions
    .filter((version) => version.releaseDate !== null && version.releaseDate >= today)
    .sort((a, b) => (a.releaseDate ?? '').localeCompare(b.releaseDate ?? ''))[0];
  const chosen = upcoming ?? versions.find((version) => version.releaseDate === null);
  if (!chosen) return null;
  return { platform: chosen.platform.nameJa, releaseDate: chosen.releaseDate, releaseDateText: chosen.releaseDateText.trim() || null };
}

function toFollowedArticle(card: ArticleCard): FollowedGameArticle[] {
  // A redirect target the site would not link to is left out, as in the search suggestions.
  const href = safeHref(articleCardHref(card));
  return href ? [{ articleId: card.id, title: card.title, href, publishedAt: card.publishedAt, thumbnailUrl: card.thumbnailUrl }] : [];
}

type GameOutcome = { kind: 'game'; game: FollowedGame } | { kind: 'unknown' } | { kind: 'failed'; error: unknown };

/** One game as マイページ shows it, from the same sources as its page (title information and its newest articles). */
async function loadFollowedGame(fetchSource: FetchSource, gameId: string, today: string): Promise<GameOutcome> {
  try {
    const essentials = await loadGameEssentials(fetchSource, gameId, () =>
      fetchSource('gameTitleArticle', { gameId, page: 1, limit: FOLLOWED_GAME_ARTICLES }),
    );
    if (essentials === null) return { kind: 'unknown' };
    const { information, main: articles } = essentials;
    return {
      kind: 'game',
      game: {
        gameId: information.gameId,
        name: information.name,
        href: paths.game(information.gameId),
        thumbnailUrl: information.thumbnailUrl,
        nextRelease: nextReleaseOf(information.versions, today),
        articles: articles.data.slice(0, FOLLOWED_GAME_ARTICLES).flatMap(toFollowedArticle),
      },
    };
  } catch (error) {
    // ApiErrors are logged once by the fetcher; anything else is our bug and is logged here.
    if (!isApiError(error)) log('error', 'followed-games-error', { gameId, message: error instanceof Error ? error.message : String(error) });
    return { kind: 'failed', error };
  }
}

/**
 * `GET /api/mypage/games/?ids=1,2,3` (issue 37): the followed games with their newest articles and
 * next releases, in the order asked. The ids are digits, comma-separated, 1 to MAX_FOLLOWED_GAMES
 * (deduplicated); anything else is a 400 with a Japanese `{ error }`. The answer depends on the
 * address alone (no cookie, no device), so a CDN keeps it like a game page. A game the content API
 * does not know is in `unknownIds`; a game whose sources fail is left out and named in
 * `unavailableIds` (the answer then kept only briefly); when every game failed, a 502 (504 on a
 * timeout).
 */
export async function handleFollowedGamesRequest(
  query: Readonly<Record<string, string | string[] | undefined>>,
  { fetchSource, revalidateSeconds, upstreamTimeoutMs, now = () => new Date(), concurrency = FOLLOWED_GAMES_CONCURRENCY }: FollowedGamesDeps,
): Promise<JsonResponse> {
  const ids = parseFollowedGameIds(query);
  if (!Array.isArray(ids)) return ids;

  const upstream = pageUpstream(fetchSource, upstreamTimeoutMs);
  const today = toJstIsoDate(now());
  const outcomes = await mapWithConcurrency(ids, concurrency, (gameId) => loadFollowedGame(upstream.fetchSource, gameId, today));

  const body: FollowedGamesBody = { games: [], unknownIds: [], unavailableIds: [] };
  let firstFailure: unknown;
  outcomes.forEach((outcome, index) => {
    const gameId = ids[index] as string;
    if (outcome.kind === 'game') body.games.push(outcome.game);
    else if (outcome.kind === 'unknown') body.unknownIds.push(gameId);
    else {
      body.unavailableIds.push(gameId);
      firstFailure ??= outcome.error;
    }
  });

  if (body.unavailableIds.length === ids.length) {
    return { status: errorStatusFor(firstFailure), body: { error: FOLLOWED_GAMES_MESSAGES.upstreamFailed }, headers: { 'Cache-Control': 'no-store' } };
  }
  if (body.unavailableIds.length > 0) {
    // ApiErrors were logged by the fetcher, one line each; this says what the reader got.
    log('warn', 'followed-games-partial', { asked: ids.length, unavailable: body.unavailableIds.length });
  }
  const fallback = fallbackHeaderValue(upstream.fallbacks);
  const degraded = fallback !== undefined || body.unavailableIds.length > 0;
  const headers: Record<string, string> = {
    // Short-lived when built from kept copies or without some games: the whole answer is back soon.
    'Cache-Control': degraded ? FALLBACK_CACHE_CONTROL : cacheControlFor(FOLLOWED_GAMES_CACHE_TIER, revalidateSeconds),
    ...(fallback ? { [UPSTREAM_FALLBACK_HEADER]: fallback } : {}),
  };
  return { status: 200, body, headers };
}
