import { suggestionItems, suggestItemHref, type SuggestItem } from '@/components/search-suggest/search-combobox';
import type { SearchSuggestResponse } from '@/foundation/search/suggest-schema';

const game = { id: '12', name: 'ゼノナイツ', href: '/game/title/12/page/1/', thumbnailUrl: null, platforms: 'PS5' };
const article = { id: '345', title: 'ゼノナイツ発売', href: '/article/202607/345/', thumbnailUrl: null, dateText: '2026年7月30日（木）' };
const answer = (suggestions: SearchSuggestResponse) => ({ value: 'ゼノ', suggestions });

/** Items as short labels: `game:12`, `article:345`, `search:ゼノ`. */
const labels = (items: SuggestItem[]) => items.map((item) => (item.kind === 'search' ? `search:${item.value}` : `${item.kind}:${item.option.id}`));

describe('the options of the list', () => {
  it.each([
    ['no answer yet', null, 'ゼノ', []],
    ['an empty answer', answer({ games: [], articles: [] }), 'ゼノ', []],
    ['an emptied box', answer({ games: [game], articles: [article] }), '  ', []],
    ['games, then articles, then the full search', answer({ games: [game], articles: [article] }), 'ゼノ', ['game:12', 'article:345', 'search:ゼノ']],
    ['articles only', answer({ games: [], articles: [article] }), 'ゼノ', ['article:345', 'search:ゼノ']],
    ['the full search for the trimmed text', answer({ games: [game], articles: [] }), ' ゼノナ ', ['game:12', 'search:ゼノナ']],
  ])('%s', (_name, given, value, expected) => {
    expect(labels(suggestionItems(given, value))).toEqual(expected);
  });

  it.each<[SuggestItem, string]>([
    [{ kind: 'game', option: game }, '/game/title/12/page/1/'],
    [{ kind: 'article', option: article }, '/article/202607/345/'],
    [{ kind: 'search', value: 'ゼノ ナイツ&' }, '/search/?q=%E3%82%BC%E3%83%8E%20%E3%83%8A%E3%82%A4%E3%83%84%26'],
  ])('%j leads to %s', (item, href) => {
    expect(suggestItemHref(item)).toBe(href);
  });
});
