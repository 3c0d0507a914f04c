import { MAX_FOLLOWED_GAMES, MAX_READING_HISTORY } from '@/foundation/reader/followed-games';
import {
  FOLLOWED_GAMES_KEY,
  followedGames,
  followGame,
  isGameFollowed,
  restoreFollowedGame,
  unfollowGame,
} from '@/lib/client/reader/followed-games-store';
import {
  clearReadingHistory,
  READING_HISTORY_KEY,
  readingHistory,
  recordReading,
  restoreReadingHistory,
  type ReadingHistoryEntry,
} from '@/lib/client/reader/reading-history-store';
import { resetReaderStorage } from '@/lib/client/reader/stored-list';

const T0 = Date.UTC(2026, 11, 7, 3, 0, 0);

function article(id: number, readAt = T0 + id): ReadingHistoryEntry {
  return { articleId: String(id), title: `記事${id}`, href: `/article/202612/${id}/`, thumbnailUrl: `https://img.example/${id}.jpg`, readAt };
}

function followMany(count: number) {
  for (let index = 1; index <= count; index += 1) expect(followGame({ gameId: String(index), name: `ゲーム${index}` }, T0 + index)).toBe('followed');
}

beforeEach(() => {
  window.localStorage.clear();
  resetReaderStorage();
});
afterEach(() => jest.restoreAllMocks());

describe('followed games (issue 37: at most 30, newest first, in the browser only)', () => {
  it('follows newest first, and unfollows', () => {
    followGame({ gameId: '10', name: 'ゼノナイツ' }, T0);
    followGame({ gameId: '20', name: '星の巡礼' }, T0 + 1);
    expect(followedGames.read().map((entry) => entry.gameId)).toEqual(['20', '10']);
    expect(isGameFollowed('10')).toBe(true);
    expect(unfollowGame('10')).toBe(true);
    expect(isGameFollowed('10')).toBe(false);
    expect(JSON.parse(window.localStorage.getItem(FOLLOWED_GAMES_KEY) ?? 'null')).toEqual([{ gameId: '20', name: '星の巡礼', followedAt: T0 + 1 }]);
  });

  it('following a followed game again keeps one entry', () => {
    followGame({ gameId: '10', name: 'ゼノナイツ' }, T0);
    expect(followGame({ gameId: '10', name: 'ゼノナイツ' }, T0 + 5)).toBe('followed');
    expect(followedGames.read()).toHaveLength(1);
  });

  it(`refuses the ${MAX_FOLLOWED_GAMES + 1}st follow and drops nothing (MAX_FOLLOWED_GAMES ${MAX_FOLLOWED_GAMES})`, () => {
    followMany(MAX_FOLLOWED_GAMES);
    const before = followedGames.read();
    expect(followGame({ gameId: '999', name: '31本目' }, T0 + 100)).toBe('limit');
    expect(followedGames.read()).toBe(before);
    expect(followedGames.read()).toHaveLength(30);
    expect(isGameFollowed('1')).toBe(true);
  });

  it('元に戻す puts an unfollowed game back where it stood', () => {
    followMany(3);
    const middle = followedGames.read()[1]!;
    unfollowGame(middle.gameId);
    expect(restoreFollowedGame(middle)).toBe('followed');
    expect(followedGames.read().map((entry) => entry.gameId)).toEqual(['3', '2', '1']);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"gameId":"1"}'],
    ['a list of foreign values', '[1, "x", null, {"gameId":"abc","name":"n","followedAt":1800000000000}, {"gameId":"1","name":"","followedAt":1800000000000}, {"gameId":"2","name":"n","followedAt":"yesterday"}]'],
  ])('a stored value that is %s reads as no follows, never a crash', (_case, raw) => {
    window.localStorage.setItem(FOLLOWED_GAMES_KEY, raw);
    expect(followedGames.read()).toEqual([]);
    expect(followGame({ gameId: '5', name: 'ゲーム' }, T0)).toBe('followed');
  });

  it('keeps the good entries of a partly corrupt list, the first of duplicates, at most 30', () => {
    const entries = Array.from({ length: 40 }, (_, index) => ({ gameId: String(index % 35), name: `ゲーム${index}`, followedAt: T0 - index }));
    window.localStorage.setItem(FOLLOWED_GAMES_KEY, JSON.stringify([{ broken: true }, ...entries]));
    const read = followedGames.read();
    expect(read).toHaveLength(MAX_FOLLOWED_GAMES);
    expect(new Set(read.map((entry) => entry.gameId)).size).toBe(MAX_FOLLOWED_GAMES);
    expect(read[0]).toEqual({ gameId: '0', name: 'ゲーム0', followedAt: T0 });
  });

  it('where the browser refuses storage (private mode), a follow says so and nothing throws', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    resetReaderStorage();
    expect(followedGames.available()).toBe(false);
    expect(followGame({ gameId: '1', name: 'ゲーム' }, T0)).toBe('unavailable');
    expect(followedGames.read()).toEqual([]);
  });

  it('a list changed in another tab reaches this one (storage event)', () => {
    const listener = jest.fn();
    const unsubscribe = followedGames.subscribe(listener);
    window.localStorage.setItem(FOLLOWED_GAMES_KEY, JSON.stringify([{ gameId: '7', name: '別タブ', followedAt: T0 }]));
    window.dispatchEvent(new StorageEvent('storage', { key: FOLLOWED_GAMES_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'someone-else' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(followedGames.read().map((entry) => entry.gameId)).toEqual(['7']);
    unsubscribe();
  });
});

describe('reading history (issue 37: the last 50 articles, newest first, one entry per article)', () => {
  it('re-reading an article moves it to the top', () => {
    recordReading(article(1));
    recordReading(article(2));
    recordReading(article(1, T0 + 50));
    expect(readingHistory.read().map((entry) => [entry.articleId, entry.readAt])).toEqual([
      ['1', T0 + 50],
      ['2', T0 + 2],
    ]);
  });

  it(`keeps the newest ${MAX_READING_HISTORY} (MAX_READING_HISTORY): the 51st drops the oldest`, () => {
    for (let id = 1; id <= MAX_READING_HISTORY + 1; id += 1) recordReading(article(id));
    const ids = readingHistory.read().map((entry) => entry.articleId);
    expect(ids).toHaveLength(50);
    expect(ids[0]).toBe('51');
    expect(ids).not.toContain('1');
  });

  it('clears, and 元に戻す brings the entries back behind any read since', () => {
    recordReading(article(1));
    recordReading(article(2));
    const cleared = clearReadingHistory();
    expect(readingHistory.read()).toEqual([]);
    recordReading(article(3));
    restoreReadingHistory(cleared);
    expect(readingHistory.read().map((entry) => entry.articleId)).toEqual(['3', '2', '1']);
  });

  it.each([
    ['another origin', { href: '//evil.example/x' }],
    ['a script URL', { href: 'javascript:alert(1)' }],
    ['an image that is no http(s) URL', { thumbnailUrl: 'data:image/png;base64,AAAA' }],
    ['an id that is no number', { articleId: '../1' }],
    ['no title', { title: '' }],
  ])('refuses an entry with %s, stored or recorded', (_case, change) => {
    expect(recordReading({ ...article(1), ...change })).toBe(false);
    window.localStorage.setItem(READING_HISTORY_KEY, JSON.stringify([{ ...article(2), ...change }, article(3)]));
    expect(readingHistory.read().map((entry) => entry.articleId)).toEqual(['3']);
  });
});
