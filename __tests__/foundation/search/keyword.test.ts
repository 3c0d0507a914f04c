/** @jest-environment node */
import {
  analyzeSearchQuery,
  articleIdOf,
  extractQuotedNames,
  MAX_KEYWORD_LENGTH,
  matchCategoryCodes,
  normalizeKeyword,
  parseSearchType,
  searchTermsOf,
} from '@/foundation/search/keyword';

describe('search keyword normalisation', () => {
  it.each([
    ['missing', undefined, ''],
    ['empty', '', ''],
    ['only spaces, tabs and ideographic spaces', ' \t\u3000 ', ''],
    ['surrounding whitespace trimmed', '  ゼノナイツ  ', 'ゼノナイツ'],
    ['runs of whitespace (ideographic space too) become one space', 'ゼノナイツ\u3000\u3000攻略\n\tDLC', 'ゼノナイツ 攻略 DLC'],
    ['full-width letters and digits become ASCII (NFKC)', 'ＰＳ５\u3000１２３', 'PS5 123'],
    ['half-width corner quotes become 「」', '｢ゼノナイツ｣', '「ゼノナイツ」'],
    ['first of repeated values', ['ネオドリフト', 'ゼノナイツ'], 'ネオドリフト'],
    ['empty array', [], ''],
  ])('%s', (_name, raw, expected) => {
    expect(normalizeKeyword(raw as string | string[] | undefined)).toBe(expected);
  });

  it(`keeps at most ${MAX_KEYWORD_LENGTH} characters (longer keywords are trimmed)`, () => {
    expect(MAX_KEYWORD_LENGTH).toBe(100);
    expect(normalizeKeyword('あ'.repeat(150))).toBe('あ'.repeat(100));
    expect(normalizeKeyword('a'.repeat(100))).toHaveLength(100);
    // Trimming at 100 must not leave a trailing space behind.
    expect(normalizeKeyword(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
  });

  it('never splits a character made of two UTF-16 units when trimming', () => {
    const trimmed = normalizeKeyword(`${'a'.repeat(99)}🎮🎮`);
    expect(trimmed).toBe('a'.repeat(99));
    expect(trimmed.length).toBeLessThanOrEqual(MAX_KEYWORD_LENGTH);
  });
});

describe('names in Japanese quotation marks are searched for (spec §5)', () => {
  it.each([
    ['one name in 「」', '「ゼノナイツ」の攻略', ['ゼノナイツ'], 'ゼノナイツ'],
    ['one name in 『』', '『ネオドリフト』 発売日', ['ネオドリフト'], 'ネオドリフト'],
    ['several names, in order, every one searched', '「ゼノナイツ」と『クロノエデン』', ['ゼノナイツ', 'クロノエデン'], 'ゼノナイツ クロノエデン'],
    ['duplicates once', '「ゼノナイツ」「ゼノナイツ」', ['ゼノナイツ'], 'ゼノナイツ'],
    ['names with spaces kept whole', '「ワンダータクティクス IV」', ['ワンダータクティクス IV'], 'ワンダータクティクス IV'],
    ['no quotes: the keyword as typed', 'ゼノナイツ 攻略', [], 'ゼノナイツ 攻略'],
    ['empty quotes are ignored', '「」攻略', [], '「」攻略'],
    ['an unclosed quote is ignored', '「ゼノナイツ', [], '「ゼノナイツ'],
  ])('%s', (_name, keyword, names, terms) => {
    expect(extractQuotedNames(keyword)).toEqual(names);
    expect(searchTermsOf(keyword)).toBe(terms);
  });
});

describe('spec §5: a keyword starting with a digit names an article by its first word when that is digits only', () => {
  it.each([
    ['123456', '123456'],
    ['0042', '42'],
    ['0', '0'],
    ['123456789012', '123456789012'],
    ['1234567890123', null],
    ['123456/', '123456'],
    ['123456 ゼノナイツ', '123456'],
    ['123 456', '123'],
    ['12a', null],
    ['3ds', null],
    ['2024年 発売', null],
    ['123456/ 攻略', '123456'],
    ['ゼノナイツ 123456', null],
    [' 123456', null],
    ['-5', null],
    ['', null],
  ])('%j → %j', (keyword, expected) => {
    expect(articleIdOf(keyword)).toBe(expected);
  });
});

describe('codes typed by the reader are stripped to letters, digits and hyphen and matched to categories (spec §5)', () => {
  it.each([
    ['PS5', ['ps5']],
    ['#ps5', ['ps5']],
    ['ps5!!', ['ps5']],
    ['xboxseriesx', ['xboxSeriesX']],
    ['pc-game', ['pc-game']],
    ['<switch2> 新作', ['switch2']],
    ['ゼノナイツ review', ['review']],
    ['3DS ps4 steam news', ['3ds', 'ps4', 'steam']],
    ['ゼノナイツ', []],
    ['ps', []],
    // The whole keyword is a candidate too, so a space typed inside a code is stripped.
    ['PS 5', ['ps5']],
  ])('%j → %j', (keyword, codes) => {
    expect(matchCategoryCodes(keyword).map((category) => category.code)).toEqual(codes);
  });
});

describe('the whole query', () => {
  it('an empty query asks for nothing', () => {
    expect(analyzeSearchQuery('  ')).toEqual({ keyword: '', terms: '', articleId: null, categories: [] });
  });

  it('applies every rule at once', () => {
    const query = analyzeSearchQuery('　「ゼノナイツ」　PS5 ');
    expect(query.keyword).toBe('「ゼノナイツ」 PS5');
    expect(query.terms).toBe('ゼノナイツ');
    expect(query.articleId).toBeNull();
    expect(query.categories.map((category) => category.code)).toEqual(['ps5']);
  });

  it.each([
    ['game', 'game'],
    ['article', 'article'],
    [undefined, 'article'],
    ['GAME', 'article'],
    ['video', 'article'],
    [['game', 'article'], 'game'],
  ])('?type=%j searches %s', (raw, expected) => {
    expect(parseSearchType(raw as string | string[] | undefined)).toBe(expected);
  });
});
