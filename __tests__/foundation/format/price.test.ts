/** @jest-environment node */
import { formatPriceText, formatYen } from '@/foundation/format/price';

describe('prices with thousands separators (spec §9)', () => {
  it.each([
    [0, '0円'],
    [880, '880円'],
    [6800, '6,800円'],
    [1234567, '1,234,567円'],
  ])('formatYen(%i) → %s', (value, expected) => {
    expect(formatYen(value)).toBe(expected);
  });

  // One rule for the game page and the sales ranking (they disagreed: `\d+` put a separator into
  // years, `\d{4,}` into any long number): separators go into amounts only.
  it.each([
    ['6800円（税抜）', '6,800円（税抜）'],
    ['12800円', '12,800円'],
    ['980円（税込）', '980円（税込）'],
    ['6,800円（税抜）', '6,800円（税抜）'],
    ['12800円（税抜）', '12,800円（税抜）'],
    ['DL版 3800円 / パッケージ版 4800円', 'DL版 3,800円 / パッケージ版 4,800円'],
    ['¥12800', '¥12,800'],
    ['2027年発売予定 7800円', '2027年発売予定 7,800円'],
    ['1000000本限定版 9800 円', '1000000本限定版 9,800 円'],
    ['オープン価格', 'オープン価格'],
    ['基本無料（アイテム課金制）', '基本無料（アイテム課金制）'],
  ])('formatPriceText(%j) → %j', (text, expected) => {
    expect(formatPriceText(text)).toBe(expected);
  });
});
