import { formatPriceText, formatReleaseDate, formatVideoDuration, gamePageTitle, videoDurationDateTime } from '@/lib/routes/game/game-format';

describe('video duration m:ss', () => {
  it.each([
    [0, '0:00', 'PT0M0S'],
    [5, '0:05', 'PT0M5S'],
    [59, '0:59', 'PT0M59S'],
    [60, '1:00', 'PT1M0S'],
    [65, '1:05', 'PT1M5S'],
    [1500, '25:00', 'PT25M0S'],
    [3725, '62:05', 'PT62M5S'],
    [-3, '0:00', 'PT0M0S'],
  ])('%i s → %s (%s)', (seconds, text, dateTime) => {
    expect(formatVideoDuration(seconds)).toBe(text);
    expect(videoDurationDateTime(seconds)).toBe(dateTime);
  });
});

describe('release date of a version', () => {
  it.each([
    ['2026-07-30', '2026年7月30日発売', '2026年7月30日（木）'],
    ['2026-01-01', '2026年1月1日発売', '2026年1月1日（木）'],
    [null, '発売日未定', '発売日未定'],
    [null, '', '発売日未定'],
    [null, '2027年発売予定', '発売日未定（2027年発売予定）'],
  ])('%s (%s) → %s', (date, text, expected) => {
    expect(formatReleaseDate(date, text)).toBe(expected);
  });
});

describe('price text with thousands separators (spec §9)', () => {
  it.each([
    ['6800円（税抜）', '6,800円（税抜）'],
    ['980円（税抜）', '980円（税抜）'],
    ['12800円（税抜）', '12,800円（税抜）'],
    ['基本無料（アイテム課金制）', '基本無料（アイテム課金制）'],
  ])('%s → %s', (price, expected) => {
    expect(formatPriceText(price)).toBe(expected);
  });
});

describe('paged game page titles', () => {
  it.each([
    [1, '星の記事一覧'],
    [2, '星の記事一覧（2ページ目）'],
  ])('page %i → %s', (page, expected) => {
    expect(gamePageTitle('星の記事一覧', page)).toBe(expected);
  });
});
