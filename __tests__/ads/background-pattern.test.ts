/** @jest-environment node */
import type { BannerItem } from '@/api-clients/schemas/ads';
import { BACKGROUND_PATTERNS, choosePattern, hashString, parsePatterns, selectBackgroundBanners } from '@/ads/background-pattern';
import { banner, FUTURE, LONG_AGO, NOW, YESTERDAY } from './fixtures';

describe('parsePatterns (spec §5: comma separated, only A, B and C kept, duplicates removed, null if none remain)', () => {
  it.each([
    ['A,C,A,X', ['A', 'C']],
    ['A,B,C', ['A', 'B', 'C']],
    ['C,B,A', ['C', 'B', 'A']],
    ['B', ['B']],
    ['B,B,B', ['B']],
    [' A , C ', ['A', 'C']],
    ['A,,C,', ['A', 'C']],
    ['X,Y,Z', null],
    ['a,b,c', null],
    ['AB,BC', null],
    ['', null],
    [',', null],
    [null, null],
    [undefined, null],
  ])('%j → %j (spec §5)', (value, expected) => {
    expect(parsePatterns(value)).toEqual(expected);
  });
});

describe('choosePattern (spec §5: by a given index or by a hash of the current time, modulo the number of patterns)', () => {
  it.each([
    [['A', 'B', 'C'], 0, 'A'],
    [['A', 'B', 'C'], 1, 'B'],
    [['A', 'B', 'C'], 2, 'C'],
    [['A', 'B', 'C'], 3, 'A'],
    [['A', 'B', 'C'], 7, 'B'],
    [['A', 'C'], 1, 'C'],
    [['A', 'C'], 4, 'A'],
    [['B'], 42, 'B'],
    [['A', 'B', 'C'], -1, 'C'],
    [['A', 'B', 'C'], 1.9, 'B'],
  ] as const)('%j with index %d → %s (spec §5)', (patterns, index, expected) => {
    expect(choosePattern(patterns, index)).toBe(expected);
  });

  it.each([null, []])('no patterns (%j) → null', (patterns) => {
    expect(choosePattern(patterns, 0)).toBeNull();
    expect(choosePattern(patterns)).toBeNull();
  });

  it.each([0, 1, 1_752_548_400_000, 1_752_548_400_001, 1_800_000_000_123])(
    'without an index the hash of now (%i ms) modulo the count decides (spec §5)',
    (ms) => {
      const patterns = ['A', 'B', 'C'] as const;
      expect(choosePattern(patterns, undefined, new Date(ms))).toBe(patterns[hashString(String(ms)) % 3]);
    },
  );

  it('the time hash is stable for a given instant and spreads over every pattern', () => {
    const seen = new Set<string | null>();
    for (let ms = 0; ms < 300; ms += 1) seen.add(choosePattern(BACKGROUND_PATTERNS, undefined, new Date(1_752_548_400_000 + ms)));
    expect([...seen].sort()).toEqual(['A', 'B', 'C']);
    expect(choosePattern(BACKGROUND_PATTERNS, undefined, NOW)).toBe(choosePattern(BACKGROUND_PATTERNS, undefined, new Date(NOW.getTime())));
  });

  it('hashString is 32-bit FNV-1a', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
  });
});

describe('selectBackgroundBanners: left and right article background banners for one pattern (spec §9 variants A, B, C)', () => {
  const left = (id: number, pattern: BannerItem['pattern'], overrides: Partial<BannerItem> = {}) =>
    banner(id, { position: 'articleBackgroundLeft', pattern, displayDevices: ['1'], ...overrides });
  const right = (id: number, pattern: BannerItem['pattern'], overrides: Partial<BannerItem> = {}) =>
    banner(id, { position: 'articleBackgroundRight', pattern, displayDevices: ['1'], ...overrides });
  const items = [left(1, 'A'), left(2, 'B'), left(3, 'C'), right(11, 'A'), right(12, 'B'), right(13, 'C'), banner(99)];

  it.each([
    ['A', 0, '1', '11'],
    ['A,B,C', 1, '2', '12'],
    ['A,B,C', 2, '3', '13'],
    ['C,A', 0, '3', '13'],
  ])('patterns %s, index %d → left %s, right %s', (patterns, index, leftId, rightId) => {
    const result = selectBackgroundBanners(items, { device: 'PC', now: NOW, patterns, index });
    expect([result.left?.id, result.right?.id]).toEqual([leftId, rightId]);
  });

  it('without a configured pattern string the live banners\' patterns are used', () => {
    const result = selectBackgroundBanners([left(1, 'B'), right(11, 'B')], { device: 'PC', now: NOW, index: 5 });
    expect(result).toMatchObject({ pattern: 'B', left: { id: '1' }, right: { id: '11' } });
  });

  it('a configured string that parses to nothing falls back to the banners\' patterns', () => {
    expect(selectBackgroundBanners(items, { device: 'PC', now: NOW, patterns: 'X', index: 2 }).pattern).toBe('C');
  });

  it.each([
    ['a banner without a pattern shows in every variant', [left(1, null), right(11, 'B')], 'B', '1', '11'],
    ['best priority wins per side', [left(1, 'A', { priority: 2 }), left(2, 'A', { priority: 1 }), right(11, 'A')], 'A', '2', '11'],
    ['outside its window → not shown', [left(1, 'A', { startAt: LONG_AGO, endAt: YESTERDAY }), right(11, 'A')], 'A', undefined, '11'],
    ['not started → not shown', [left(1, 'A', { startAt: FUTURE, endAt: null }), right(11, 'A')], 'A', undefined, '11'],
    ['SP-only banner on PC → not shown', [left(1, 'A', { displayDevices: ['2'] }), right(11, 'A')], 'A', undefined, '11'],
    ['the other pattern\'s banner is not shown', [left(1, 'B'), right(11, 'A')], 'A', undefined, '11'],
  ] as const)('%s', (_name, list, patterns, leftId, rightId) => {
    const result = selectBackgroundBanners(list, { device: 'PC', now: NOW, patterns, index: 0 });
    expect([result.left?.id, result.right?.id]).toEqual([leftId, rightId]);
  });

  it('nothing live → pattern null, both sides null', () => {
    expect(selectBackgroundBanners([], { device: 'PC', now: NOW })).toEqual({ pattern: null, left: null, right: null });
  });
});
