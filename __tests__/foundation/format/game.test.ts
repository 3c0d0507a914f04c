import { gamePageTitle } from '@/foundation/format/game';

describe('paged game page titles', () => {
  it.each([
    [1, '星の記事一覧'],
    [2, '星の記事一覧（2ページ目）'],
  ])('page %i → %s', (page, expected) => {
    expect(gamePageTitle('星の記事一覧', page)).toBe(expected);
  });
});
