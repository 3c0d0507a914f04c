/** @jest-environment node */
import { splitAtBreaks } from '@/foundation/format/headline-phrases';
import { headlineBreaks, MAX_PHRASED_HEADLINE_LENGTH } from '@/lib/page-data/headline-breaks';

describe('headlineBreaks (BudouX, Japanese model, on the server)', () => {
  it.each([
    ['a news headline', '『ゼルダの伝説』最新作の発売日が決定！ 予約特典も公開', ['『ゼルダの', '伝説』最新作の', '発売日が', '決定！', ' 予約特典も', '公開']],
    ['particles stay with their phrase', '新作の発売日が決定', ['新作の', '発売日が', '決定']],
    ['a short title is one phrase', '新作発表', ['新作発表']],
  ])('%s: phrases a reader would keep together', (_name, title, phrases) => {
    expect(splitAtBreaks(title, headlineBreaks(title))).toEqual(phrases);
  });

  it.each([
    ['empty', ''],
    ['longer than a headline', 'あ'.repeat(MAX_PHRASED_HEADLINE_LENGTH + 1)],
  ])('%s: no breaks (plain text)', (_name, title) => {
    expect(headlineBreaks(title)).toEqual([]);
  });

  it('offsets are strictly increasing positions inside the headline', () => {
    const title = 'PS5版『ミスティックウォーズ III』が好評発売中。ローンチトレーラーも公開';
    const breaks = headlineBreaks(title);
    expect(breaks.length).toBeGreaterThan(2);
    expect(breaks.every((offset, index) => offset > (breaks[index - 1] ?? 0) && offset < title.length)).toBe(true);
  });

  it('answers a headline it has seen from memory, the same answer', () => {
    const title = '人気シリーズ最新作の体験版が配信開始';
    expect(headlineBreaks(title)).toBe(headlineBreaks(title));
  });
});
