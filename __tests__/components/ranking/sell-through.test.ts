/** @jest-environment node */
import { SELL_THROUGH_PERCENT, sellThroughPercent } from '@/components/ranking/sell-through';

describe('sell-through bar (page-data-shapes.md: 1 → 80 %, 2 → 60 %, 3 → 40 %, 4 → 20 %)', () => {
  it.each([
    ['1', 80],
    ['2', 60],
    ['3', 40],
    ['4', 20],
    ['0', null],
    ['5', null],
    ['', null],
    ['01', null],
    ['1.0', null],
    ['toString', null],
    ['__proto__', null],
  ])('sellRate %j → %j', (sellRate, percent) => {
    expect(sellThroughPercent(sellRate)).toBe(percent);
  });

  it('covers every sellRate of the contract ("0"–"4")', () => {
    expect(Object.keys(SELL_THROUGH_PERCENT).sort()).toEqual(['0', '1', '2', '3', '4']);
  });
});
