/** @jest-environment node */
import { AMAZON_GENRE_PAGES, ARTICLE_RANKING_TABS, GAME_SALES_WEEKS, RANKING_KINDS, rankingPaths } from '@/foundation/paths/ranking';

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
