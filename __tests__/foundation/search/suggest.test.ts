/** @jest-environment node */
import { MAX_KEYWORD_LENGTH } from '@/foundation/search/keyword-limit';
import { SEARCH_DEBOUNCE_MS, SUGGEST_PATH, suggestTermsOf, suggestUrl } from '@/foundation/search/suggest';
import { searchSuggestResponseSchema } from '@/foundation/search/suggest-schema';

describe('what a keyword in the box is suggested for (decision 020)', () => {
  it('waits the spec’s debounce default, 250 ms (§9)', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(250);
  });

  it.each([
    ['a word', 'ホライゾン', 'ホライゾン'],
    ['surrounding and doubled spaces', '  ゼノ　　ナイツ ', 'ゼノ ナイツ'],
    ['full-width letters (NFKC)', 'ＰＳ５', 'PS5'],
    ['a quoted name alone', '新作「天空の巫女」の発売日', '天空の巫女'],
    ['the longest keyword', 'あ'.repeat(MAX_KEYWORD_LENGTH), 'あ'.repeat(MAX_KEYWORD_LENGTH)],
    ['missing', undefined, null],
    ['empty', '', null],
    ['only spaces', ' \u3000 ', null],
    ['one character too long', 'あ'.repeat(MAX_KEYWORD_LENGTH + 1), null],
    ['a tab', 'ゼノ\tナイツ', null],
    ['a NUL', 'ゼノ\u0000', null],
    ['DEL', 'ゼノ\u007f', null],
    ['a C1 control', '\u009bゼノ', null],
  ])('%s', (_name, raw, terms) => {
    expect(suggestTermsOf(raw)).toBe(terms);
  });

  it('asks its own same-origin endpoint, slash-terminated like every site path', () => {
    expect(SUGGEST_PATH).toBe('/api/search/suggest/');
    expect(suggestUrl('ゼノ & ナイツ?#')).toBe('/api/search/suggest/?q=%E3%82%BC%E3%83%8E%20%26%20%E3%83%8A%E3%82%A4%E3%83%84%3F%23');
  });
});

describe('the answer schema, shared by the handler and the browser', () => {
  const game = { id: '12', name: 'ゼノナイツ', href: '/game/title/12/page/1/', thumbnailUrl: 'http://localhost:8080/images/games/12/box.svg', platforms: 'PS5 / Switch' };
  const article = { id: '345', title: 'ゼノナイツ発売', href: '/article/202607/345/', thumbnailUrl: null, dateText: '2026年7月30日（木）' };

  it.each([
    ['a game and an article', { games: [game], articles: [article] }, true],
    ['empty lists', { games: [], articles: [] }, true],
    ['an article redirected off site over https', { games: [], articles: [{ ...article, href: 'https://example.com/a' }] }, true],
    ['a javascript: link', { games: [{ ...game, href: 'javascript:alert(1)' }], articles: [] }, false],
    ['a protocol-relative link', { games: [], articles: [{ ...article, href: '//evil.example/' }] }, false],
    ['a data: image', { games: [{ ...game, thumbnailUrl: 'data:image/svg+xml,<svg/>' }], articles: [] }, false],
    ['an unknown field', { games: [{ ...game, html: '<b>' }], articles: [] }, false],
    ['an empty name', { games: [{ ...game, name: '' }], articles: [] }, false],
    ['more games than the limit', { games: Array.from({ length: 6 }, () => game), articles: [] }, false],
    ['a missing list', { games: [] }, false],
  ])('%s: valid %s', (_name, answer, valid) => {
    expect(searchSuggestResponseSchema.safeParse(answer).success).toBe(valid);
  });
});
