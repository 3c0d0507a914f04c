/** @jest-environment node */
import { formatCountingWindow, formatPriceText, formatReleaseDate, formatYen } from '@/lib/routes/ranking/ranking-format';
import { AMAZON_GENRE_PAGES, ARTICLE_RANKING_TABS, GAME_SALES_WEEKS, RANKING_KINDS, rankingPaths } from '@/lib/routes/ranking/ranking-paths';

describe('ranking formats (numbers with thousands separators, spec §9; dates in JST)', () => {
  it.each([
    [0, '0円'],
    [880, '880円'],
    [6800, '6,800円'],
    [1234567, '1,234,567円'],
  ])('formatYen(%i) → %s', (value, expected) => {
    expect(formatYen(value)).toBe(expected);
  });

  it.each([
    ['6800円（税抜）', '6,800円（税抜）'],
    ['12800円', '12,800円'],
    ['980円（税込）', '980円（税込）'],
    ['6,800円（税抜）', '6,800円（税抜）'],
    ['オープン価格', 'オープン価格'],
  ])('formatPriceText(%j) → %j', (text, expected) => {
    expect(formatPriceText(text)).toBe(expected);
  });

  it.each([
    ['2026-04-29', '2026年4月29日（水）'],
    ['2026-11-20', '2026年11月20日（金）'],
    ['2026年07月23日', '2026年07月23日'],
    ['2026-02-30', '2026-02-30'],
    ['未定', '未定'],
  ])('formatReleaseDate(%j) → %j', (value, expected) => {
    expect(formatReleaseDate(value)).toBe(expected);
  });

  it.each([
    ['one hour on one day', '2026-11-20T11:00:00+09:00', '2026-11-20T12:00:00+09:00', '2026年11月20日（金）11:00～12:00'],
    ['UTC input is shown in JST', '2026-11-20T02:00:00Z', '2026-11-20T03:00:00Z', '2026年11月20日（金）11:00～12:00'],
    ['across midnight', '2026-11-20T23:00:00+09:00', '2026-11-21T00:00:00+09:00', '2026年11月20日（金）23:00～2026年11月21日（土）00:00'],
  ])('counting window: %s', (_name, start, end, expected) => {
    expect(formatCountingWindow(start, end)).toBe(expected);
  });
});

describe('ranking paths', () => {
  it('every ranking path ends in / (next.config.js trailingSlash)', () => {
    const all = [
      ...ARTICLE_RANKING_TABS.map((tab) => rankingPaths.article(tab).split('?')[0] ?? ''),
      ...AMAZON_GENRE_PAGES.map((page) => rankingPaths.amazon(page.genre)),
      ...GAME_SALES_WEEKS.map((week) => rankingPaths.gameSales(week.weeksAgo)),
    ];
    for (const path of all) expect(path.endsWith('/')).toBe(true);
  });

  it.each([
    ['game', '/ranking/amazon/'],
    ['animeGameMusic', '/ranking/amazon/anime-game-music/'],
    ['anime', '/ranking/amazon/anime/'],
    ['comic', '/ranking/amazon/comic/'],
    ['gameBook', '/ranking/amazon/game-book/'],
  ] as const)('Amazon genre %s lives at %s (spec §2)', (genre, path) => {
    expect(rankingPaths.amazon(genre)).toBe(path);
  });

  it.each([
    [0, '/ranking/game-sales/'],
    [1, '/ranking/game-sales/last-week/'],
    [2, '/ranking/game-sales/before-last/'],
  ] as const)('game sales %i weeks back live at %s (spec §2)', (weeksAgo, path) => {
    expect(rankingPaths.gameSales(weeksAgo)).toBe(path);
  });

  it.each([
    ['now', '/ranking/article/'],
    ['daily', '/ranking/article/?tab=daily'],
    ['post', '/ranking/article/?tab=post'],
  ] as const)('article ranking tab %s links to %s (the first tab needs no query)', (tab, path) => {
    expect(rankingPaths.article(tab)).toBe(path);
  });

  it('the ranking nav links the three ranking kinds', () => {
    expect(RANKING_KINDS.map((kind) => kind.path)).toEqual(['/ranking/article/', '/ranking/game-sales/', '/ranking/amazon/']);
  });
});
