/**
 * A reader's own Playnote (issue 37): what is shared between the browser (follow buttons,
 * マイページ) and the server's endpoint that answers for the followed games. Client-safe: no
 * server imports. The follows and the reading history live in the reader's browser only
 * (localStorage); the server sees nothing but the game ids of the マイページ request.
 */

/** The most games a reader may follow; the endpoint refuses more ids than this (400). */
export const MAX_FOLLOWED_GAMES = 30;

/** The most articles the reading history keeps (the oldest drop off). */
export const MAX_READING_HISTORY = 50;

/** How many of a followed game's newest articles マイページ shows. */
export const FOLLOWED_GAME_ARTICLES = 3;

/** The same-origin endpoint マイページ calls: `?ids=1,2,3` (digits, comma-separated, at most 30). */
export const FOLLOWED_GAMES_ENDPOINT = '/api/mypage/games/';

export function followedGamesRequestPath(gameIds: readonly string[]): string {
  return `${FOLLOWED_GAMES_ENDPOINT}?ids=${gameIds.map(encodeURIComponent).join(',')}`;
}

/** One article of a followed game, newest first. */
export type FollowedGameArticle = {
  articleId: string;
  title: string;
  /** The article's site path (or its redirect target). */
  href: string;
  /** ISO date-time with offset. */
  publishedAt: string;
  thumbnailUrl: string | null;
};

/** The next release of a followed game on or after the request's day (JST), if one is known. */
export type FollowedGameRelease = {
  platform: string;
  /** `YYYY-MM-DD` when the day is known, else null and `releaseDateText` says it (e.g. 2027年春). */
  releaseDate: string | null;
  releaseDateText: string | null;
};

export type FollowedGame = {
  gameId: string;
  name: string;
  /** The game page's path (paths.game). */
  href: string;
  thumbnailUrl: string | null;
  nextRelease: FollowedGameRelease | null;
  articles: FollowedGameArticle[];
};

/**
 * 200 answer of FOLLOWED_GAMES_ENDPOINT: the games in the order asked, and the ids the content API
 * does not know (an unfollowed-then-removed game: マイページ offers to unfollow it).
 */
export type FollowedGamesAnswer = {
  games: FollowedGame[];
  unknownIds: string[];
  /**
   * The ids whose game could not be read this time (the content API failed or was late): left out
   * of `games`, to be asked again later. The server always sends it (an additive field: optional
   * here so that answers written before it still fit).
   */
  unavailableIds?: string[];
};

/** 400 answer (and 502/504 when no game could be read): a Japanese message a page may show. */
export type FollowedGamesError = { error: string };
