/** @jest-environment node */
import { isNewArticle, isVideoArticle, NEW_ARTICLE_WINDOW_MS } from '@/foundation/format/article-badges';

const NOW = new Date('2026-11-27T12:00:00+09:00');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const HOUR = 60 * 60 * 1000;

describe('isNewArticle (published within 24 hours)', () => {
  it.each([
    ['published just now', before(0), true],
    ['an hour ago', before(HOUR), true],
    ['23 h 59 min ago', before(NEW_ARTICLE_WINDOW_MS - 60_000), true],
    ['exactly 24 hours ago (still NEW)', before(NEW_ARTICLE_WINDOW_MS), true],
    ['24 hours and a second ago', before(NEW_ARTICLE_WINDOW_MS + 1000), false],
    ['two days ago', before(2 * NEW_ARTICLE_WINDOW_MS), false],
    ['in the future (not yet public, or a clock out of step)', before(-HOUR), false],
    ['the same instant written in JST', '2026-11-27T06:00:00+09:00', true],
    ['not a date', 'yesterday', false],
    ['empty', '', false],
  ])('%s → %s', (_name, publishedAt, expected) => {
    expect(isNewArticle(publishedAt, NOW)).toBe(expected);
  });

  it('an invalid clock makes nothing NEW', () => {
    expect(isNewArticle(before(HOUR), new Date('nonsense'))).toBe(false);
  });
});

describe('isVideoArticle (the 動画 badge)', () => {
  it.each([
    ['a card that says so', { isVideoArticle: true }, true],
    ['a card that says not', { isVideoArticle: false }, false],
    ['a detail with the 動画 category', { categories: [{ code: 'news' }, { code: 'videos' }] }, true],
    ['a detail without it', { categories: [{ code: 'news' }, { code: 'switch2' }] }, false],
    ['no categories', { categories: [] }, false],
    ['nothing known', {}, false],
  ])('%s → %s', (_name, article, expected) => {
    expect(isVideoArticle(article)).toBe(expected);
  });
});
