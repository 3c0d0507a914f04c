/** @jest-environment node */
import { formatReleaseDate, formatReleaseDay, UNDECIDED_RELEASE_LABEL } from '@/foundation/format/release-date';

// One function for the game page (date or null plus a note) and the rankings (date text).
describe('release dates in JST', () => {
  it.each([
    ['2026-07-30', '', '2026年7月30日（木）'],
    ['2026-01-01', '2026年1月1日発売', '2026年1月1日（木）'],
    ['2026-04-29', '', '2026年4月29日（水）'],
    ['2026年07月23日', '', '2026年07月23日'],
    ['2026-02-30', '', '2026-02-30'],
    ['未定', '', '未定'],
    [null, '発売日未定', UNDECIDED_RELEASE_LABEL],
    [null, '', UNDECIDED_RELEASE_LABEL],
    [null, ' 2027年発売予定 ', '発売日未定（2027年発売予定）'],
  ])('formatReleaseDate(%j, %j) → %s', (value, note, expected) => {
    expect(formatReleaseDate(value, note)).toBe(expected);
  });

  it('without a note, null is 発売日未定', () => {
    expect(formatReleaseDate(null)).toBe(UNDECIDED_RELEASE_LABEL);
  });

  it.each([
    ['2026-11-21', '11月21日（土）'],
    ['2026-12-01', '12月1日（火）'],
    ['2026-02-30', '2026-02-30'],
  ])('formatReleaseDay(%s) → %s', (value, expected) => {
    expect(formatReleaseDay(value)).toBe(expected);
  });
});
