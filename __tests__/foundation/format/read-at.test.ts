import { formatReadAt } from '@/foundation/format/read-at';

const NOW = Date.parse('2026-12-07T12:00:00+09:00');
const MINUTE = 60_000;

describe('formatReadAt (マイページ: when an article was read, JST)', () => {
  it.each([
    [NOW + 5 * MINUTE, 'たった今'],
    [NOW - 30_000, 'たった今'],
    [NOW - MINUTE, '1分前'],
    [NOW - 59 * MINUTE, '59分前'],
    [NOW - 60 * MINUTE, '1時間前'],
    [NOW - (24 * 60 - 1) * MINUTE, '23時間前'],
    [NOW - 24 * 60 * MINUTE, '2026年12月6日（日）12:00'],
    [Date.parse('2026-12-31T15:30:00Z'), 'たった今'],
    [Date.parse('2026-11-30T15:30:00Z'), '2026年12月1日（火）00:30'],
  ])('%s → %s', (readAt, expected) => {
    expect(formatReadAt(readAt, NOW)).toBe(expected);
  });
});
