import { MAX_FOLLOWED_GAMES } from '@/foundation/reader/followed-games';
import { asRecord, isDigitsId, isShortText, isTimestamp, storedList } from './stored-list';

/** One followed game as the browser keeps it: the name too, so マイページ can name it when the endpoint cannot. */
export interface FollowedGameEntry {
  gameId: string;
  name: string;
  /** ms since the epoch. */
  followedAt: number;
}

export const FOLLOWED_GAMES_KEY = 'playnote:followed-games:v1';
const MAX_NAME_LENGTH = 200;

function parseFollowedGame(value: unknown): FollowedGameEntry | null {
  const record = asRecord(value);
  if (!record || !isDigitsId(record.gameId) || !isShortText(record.name, MAX_NAME_LENGTH) || !isTimestamp(record.followedAt)) return null;
  return { gameId: record.gameId, name: record.name, followedAt: record.followedAt };
}

/** The reader's followed games, newest first, at most MAX_FOLLOWED_GAMES. */
export const followedGames = storedList<FollowedGameEntry>({
  key: FOLLOWED_GAMES_KEY,
  limit: MAX_FOLLOWED_GAMES,
  parseEntry: parseFollowedGame,
  idOf: (entry) => entry.gameId,
});

/**
 * What a follow did: `followed`; `limit` when MAX_FOLLOWED_GAMES are followed already (refused:
 * the reader chooses what to drop, nothing is dropped for them); `unavailable` when the browser
 * keeps nothing.
 */
export type FollowResult = 'followed' | 'limit' | 'unavailable';

export function isGameFollowed(gameId: string): boolean {
  return followedGames.read().some((entry) => entry.gameId === gameId);
}

export function followGame({ gameId, name }: { gameId: string; name: string }, now: number = Date.now()): FollowResult {
  if (!followedGames.available()) return 'unavailable';
  const current = followedGames.read();
  if (current.some((entry) => entry.gameId === gameId)) return 'followed';
  if (current.length >= MAX_FOLLOWED_GAMES) return 'limit';
  return followedGames.write([{ gameId, name: name.slice(0, MAX_NAME_LENGTH), followedAt: now }, ...current]) ? 'followed' : 'unavailable';
}

/** Unfollows a game; false when the browser refused the change. */
export function unfollowGame(gameId: string): boolean {
  const current = followedGames.read();
  if (!current.some((entry) => entry.gameId === gameId)) return true;
  return followedGames.write(current.filter((entry) => entry.gameId !== gameId));
}

/** Puts an unfollowed game back where it stood (元に戻す); refused like a follow past the limit. */
export function restoreFollowedGame(entry: FollowedGameEntry): FollowResult {
  if (!followedGames.available()) return 'unavailable';
  const current = followedGames.read();
  if (current.some((old) => old.gameId === entry.gameId)) return 'followed';
  if (current.length >= MAX_FOLLOWED_GAMES) return 'limit';
  const restored = [...current, entry].sort((a, b) => b.followedAt - a.followedAt);
  return followedGames.write(restored) ? 'followed' : 'unavailable';
}
