/** @jest-environment node */
import { formatNumber } from '@/foundation/format/number';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [1000000000, '1,000,000,000'],
    [-12345, '-12,345'],
  ])('%s → %s: numbers in text use thousands separators (spec §9)', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('groups every whole number as Intl ja-JP does (the hand-grouped path)', () => {
    const intl = new Intl.NumberFormat('ja-JP');
    for (const value of [1, 12, 123, 1234, 99_999, 100_000, 987_654_321, -1, -1000, -987_654_321, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]) {
      expect(formatNumber(value)).toBe(intl.format(value));
    }
  });

  it.each([
    [1234.5, '1,234.5'],
    [0.12345, '0.123'],
    [Number.MAX_SAFE_INTEGER + 2, '9,007,199,254,740,992'],
    [Number.NaN, 'NaN'],
  ])('%s → %s: fractions and unsafe values go to Intl', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});
