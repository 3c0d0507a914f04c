import { toRfc822Date } from '@/lib/feeds/feed-dates';

describe('RSS pubDate: RFC 822 in Japan time', () => {
  it.each([
    ['2026-11-20T11:50:00+09:00', 'Fri, 20 Nov 2026 11:50:00 +0900'],
    ['2026-07-29T15:05:09Z', 'Thu, 30 Jul 2026 00:05:09 +0900'],
    ['2027-01-03T00:00:00+09:00', 'Sun, 03 Jan 2027 00:00:00 +0900'],
  ])('%s → %s', (input, expected) => {
    expect(toRfc822Date(input)).toBe(expected);
  });

  it('matches the RFC 822 shape (day, date month year, time, zone)', () => {
    expect(toRfc822Date('2026-02-01T08:00:00+09:00')).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} \+0900$/);
  });

  it('names the same instant as the input', () => {
    const input = '2026-05-05T23:59:59+09:00';
    expect(Date.parse(toRfc822Date(input))).toBe(Date.parse(input));
  });
});
