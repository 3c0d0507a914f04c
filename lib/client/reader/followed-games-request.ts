import { followedGamesRequestPath, type FollowedGame, type FollowedGameArticle, type FollowedGamesAnswer } from '@/foundation/reader/followed-games';
import { asRecord, isDigitsId, isImageUrlOrNull, isSitePath } from './stored-list';

/** Why マイページ shows no details of the followed games. */
export class FollowedGamesRequestError extends Error {}

function parseArticle(value: unknown): FollowedGameArticle | null {
  const record = asRecord(value);
  if (!record || typeof record.articleId !== 'string' || typeof record.title !== 'string' || !isSitePath(record.href)) return null;
  if (typeof record.publishedAt !== 'string' || !isImageUrlOrNull(record.thumbnailUrl)) return null;
  return { articleId: record.articleId, title: record.title, href: record.href, publishedAt: record.publishedAt, thumbnailUrl: record.thumbnailUrl };
}

function parseGame(value: unknown): FollowedGame | null {
  const record = asRecord(value);
  if (!record || !isDigitsId(record.gameId) || typeof record.name !== 'string' || !isSitePath(record.href) || !isImageUrlOrNull(record.thumbnailUrl)) return null;
  const release = asRecord(record.nextRelease);
  const nextRelease =
    release && typeof release.platform === 'string'
      ? {
          platform: release.platform,
          releaseDate: typeof release.releaseDate === 'string' ? release.releaseDate : null,
          releaseDateText: typeof release.releaseDateText === 'string' ? release.releaseDateText : null,
        }
      : null;
  const articles = Array.isArray(record.articles) ? record.articles.map(parseArticle).filter((article) => article !== null) : [];
  return { gameId: record.gameId, name: record.name, href: record.href, thumbnailUrl: record.thumbnailUrl, nextRelease, articles };
}

/**
 * The followed games' names, newest articles and next releases in one same-origin request
 * (FOLLOWED_GAMES_ENDPOINT); only the ids leave the browser. The answer is checked game by game:
 * a malformed one is left out (マイページ still names it from the browser's own list).
 */
export async function fetchFollowedGames(gameIds: readonly string[], signal?: AbortSignal): Promise<FollowedGamesAnswer> {
  let response: Response;
  try {
    response = await fetch(followedGamesRequestPath(gameIds), { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new FollowedGamesRequestError('network');
  }
  if (!response.ok) throw new FollowedGamesRequestError(`status ${response.status}`);
  const body = asRecord(await response.json().catch(() => null));
  if (!body || !Array.isArray(body.games)) throw new FollowedGamesRequestError('malformed');
  return {
    games: body.games.map(parseGame).filter((game) => game !== null),
    unknownIds: Array.isArray(body.unknownIds) ? body.unknownIds.filter(isDigitsId) : [],
    unavailableIds: Array.isArray(body.unavailableIds) ? body.unavailableIds.filter(isDigitsId) : [],
  };
}
