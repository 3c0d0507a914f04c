/** @jest-environment node */
import { pageParamOf } from '@/foundation/search/page-param';
import { resultCountText } from '@/foundation/search/result-count';
import { searchHistoryPath, searchPath } from '@/foundation/search/search-paths';

describe('search paths keep the keyword and type; defaults are left out', () => {
  it.each([
    [{ q: '' }, '/search/'],
    [{ q: 'ゼノナイツ' }, '/search/?q=%E3%82%BC%E3%83%8E%E3%83%8A%E3%82%A4%E3%83%84'],
    [{ q: 'a b&c=d', type: 'game' as const }, '/search/?q=a%20b%26c%3Dd&type=game'],
    [{ q: 'x', type: 'article' as const, page: 1 }, '/search/?q=x'],
    [{ q: 'x', type: 'game' as const, page: 3 }, '/search/?q=x&type=game&page=3'],
  ])('%j → %s', (input, expected) => {
    expect(searchPath(input)).toBe(expected);
  });

  it.each([
    [{ q: '' }, '/search-history/'],
    [{ q: 'x', page: 1 }, '/search-history/?q=x'],
    [{ q: '攻略', page: 2 }, '/search-history/?q=%E6%94%BB%E7%95%A5&page=2'],
  ])('%j → %s', (input, expected) => {
    expect(searchHistoryPath(input)).toBe(expected);
  });
});

describe('?page= as the paged-list resolver reads it', () => {
  it.each([
    [undefined, '1'],
    ['', '1'],
    ['2', '2'],
    ['0', '0'],
    ['-1', '-1'],
    ['01', '01'],
    ['999999999999', '999999999999'],
    [['3', '4'], '3'],
    ['abc', null],
    ['1.5', null],
    ['2x', null],
  ])('%j → %j', (raw, expected) => {
    expect(pageParamOf(raw as string | string[] | undefined)).toBe(expected);
  });
});

describe('result count text', () => {
  it('uses thousands separators (spec §9) and says which results are shown', () => {
    expect(resultCountText({ totalCount: 1234, currentPage: 1, pageSize: 20, shownCount: 20 }, '記事')).toBe(
      '1,234件の記事が見つかりました（1〜20件目を表示）',
    );
    expect(resultCountText({ totalCount: 1234, currentPage: 62, pageSize: 20, shownCount: 14 }, '記事')).toBe(
      '1,234件の記事が見つかりました（1,221〜1,234件目を表示）',
    );
    expect(resultCountText({ totalCount: 3, currentPage: 1, pageSize: 20, shownCount: 3 }, 'ゲーム')).toBe('3件のゲームが見つかりました（1〜3件目を表示）');
  });
});
