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
});
