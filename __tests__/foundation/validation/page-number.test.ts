/** @jest-environment node */
import { clampPageNumber, DEFAULT_PAGE_COUNT, PAGE_SIZE, pageCount } from '@/foundation/validation/page-number';

describe('clampPageNumber', () => {
  it.each([
    ['missing (undefined)', undefined, 1],
    ['missing (null)', null, 1],
    ['empty string', '', 1],
    ['zero string', '0', 1],
    ['negative string', '-3', 1],
    ['zero number', 0, 1],
    ['negative number', -7, 1],
    ['empty array', [], 1],
  ] as const)('page number below 1 or missing becomes 1: %s → %s (spec §5)', (_name, raw, expected) => {
    expect(clampPageNumber(raw as Parameters<typeof clampPageNumber>[0], 10)).toBe(expected);
  });

  it.each([
    ['string just above the maximum', '11', 10, 10],
    ['string far above the maximum', '500', 10, 10],
    ['number above the maximum', 42, 10, 10],
    ['15-digit string', '999999999999999', 10, 10],
    ['huge number', 1e20, 10, 10],
    ['16-digit string', '9999999999999999', 10, 10],
    ['400-digit string', '9'.repeat(400), 10, 10],
    ['Infinity', Infinity, 10, 10],
    ['largest safe integer', Number.MAX_SAFE_INTEGER, 3, 3],
  ])('page number above the maximum becomes the maximum: %s (spec §5)', (_name, raw, max, expected) => {
    expect(clampPageNumber(raw, max)).toBe(expected);
  });

  it.each([
    ['first page', '1', 10, 1],
    ['middle page', '5', 10, 5],
    ['exactly the maximum', '10', 10, 10],
    ['leading zeros', '007', 10, 7],
    ['number input', 3, 10, 3],
    ['no maximum given', '123456', undefined, 123456],
  ])('page number within range is kept: %s (spec §5)', (_name, raw, max, expected) => {
    expect(clampPageNumber(raw, max)).toBe(expected);
  });

  it.each([
    ['letters', 'abc'],
    ['digits then letters', '2abc'],
    ['decimal string', '2.5'],
    ['plus sign', '+2'],
    ['surrounding spaces', ' 2 '],
    ['hex', '0x10'],
    ['exponent', '1e3'],
    ['NaN', Number.NaN],
  ])('non-numeric page number is treated as missing and becomes 1: %s (spec §5)', (_name, raw) => {
    expect(clampPageNumber(raw, 10)).toBe(1);
  });

  it.each([
    ['first array value is used', ['3', '9'], 3],
    ['first array value above the maximum is clamped', ['99', '2'], 10],
    ['first array value non-numeric becomes 1', ['x', '4'], 1],
  ])('repeated query value (array) takes the first: %s (spec §5)', (_name, raw, expected) => {
    expect(clampPageNumber(raw, 10)).toBe(expected);
  });

  it.each([
    ['maximum 0 still allows page 1', '5', 0, 1],
    ['fractional maximum is rounded down', '5', 3.7, 3],
    ['fractional page number is rounded down', 2.9, 10, 2],
  ])('edge: %s (spec §5)', (_name, raw, max, expected) => {
    expect(clampPageNumber(raw, max)).toBe(expected);
  });
});

describe('pageCount', () => {
  it.each([
    [1, 20, 1],
    [19, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [40, 20, 2],
    [41, 20, 3],
    [30, 30, 1],
    [31, 30, 2],
    [95, 30, 4],
  ])('page count of %s items at %s per page is %s: total ÷ page size rounded up (spec §5)', (total, size, expected) => {
    expect(pageCount(total, size)).toBe(expected);
  });

  it.each([
    ['no items', 0],
    ['negative total', -5],
  ])('page count of 0 falls back to the default of 1: %s (spec §5)', (_name, total) => {
    expect(DEFAULT_PAGE_COUNT).toBe(1);
    expect(pageCount(total, PAGE_SIZE.articles)).toBe(DEFAULT_PAGE_COUNT);
  });
});

describe('page sizes', () => {
  it.each([
    ['articles', 20],
    ['images', 30],
    ['videos', 30],
  ] as const)('%s page size is %s (spec §9)', (kind, size) => {
    expect(PAGE_SIZE[kind]).toBe(size);
  });
});
