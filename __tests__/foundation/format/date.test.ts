/** @jest-environment node */
import { formatJstDate, formatJstDateTime, formatJstTimeRange, toJstIsoDate, toJstOffsetDateTime, toJstParts, toJstYearMonth, WEEKDAYS_JA } from '@/foundation/format/date';

describe('toJstIsoDate: the day in Japan (releases still to come on the top page and マイページ)', () => {
  it.each([
    ['UTC morning', '2026-07-30T01:00:00Z', '2026-07-30'],
    ['the last minute of a day in Japan', '2026-07-30T14:59:59Z', '2026-07-30'],
    ['a new day, month and year in Japan only', '2026-12-31T15:00:00Z', '2027-01-01'],
    ['a Date', new Date(Date.UTC(2030, 1, 28, 3, 0, 0)), '2030-02-28'],
  ])('%s: %s → %s', (_case, value, expected) => {
    expect(toJstIsoDate(value)).toBe(expected);
  });
});

describe('toJstOffsetDateTime: the instant at +09:00 (JSON-LD dates, sitemap lastmod, news publication_date)', () => {
  it.each([
    ['already JST', '2026-11-20T11:50:00+09:00', '2026-11-20T11:50:00+09:00'],
    ['UTC', '2026-07-30T01:00:00Z', '2026-07-30T10:00:00+09:00'],
    ['another offset', '2026-11-19T20:00:00-05:00', '2026-11-20T10:00:00+09:00'],
    ['another offset, across a year end', '2026-12-31T20:00:00-05:00', '2027-01-01T10:00:00+09:00'],
    ['across midnight and the year end in Japan only', '2026-12-31T15:30:05Z', '2027-01-01T00:30:05+09:00'],
    ['fractions of a second are dropped', '2026-07-30T01:00:00.123Z', '2026-07-30T10:00:00+09:00'],
    ['a Date', new Date(Date.UTC(2026, 6, 30, 1, 0, 0)), '2026-07-30T10:00:00+09:00'],
  ])('%s: %s → %s', (_case, value, expected) => {
    expect(toJstOffsetDateTime(value)).toBe(expected);
    expect(Date.parse(toJstOffsetDateTime(value))).toBe(Math.floor(new Date(value).getTime() / 1000) * 1000);
  });

  it.each(['2026年7月30日', 'yesterday'])('%s is no date: a RangeError, never "Invalid Date" in a document', (value) => {
    expect(() => toJstOffsetDateTime(value)).toThrow(RangeError);
  });
});

describe('formatJstDate', () => {
  it.each([
    ['JST midnight on a Thursday', '2026-07-30T00:00:00+09:00', '2026年7月30日（木）'],
    ['23:30 JST written with +09:00', '2026-07-31T23:30:00+09:00', '2026年7月31日（金）'],
    ['the same instant written in UTC (14:30Z is 23:30 JST)', '2026-07-31T14:30:00Z', '2026年7月31日（金）'],
    ['last second of the JST day', '2026-07-31T14:59:59Z', '2026年7月31日（金）'],
    ['first second of the next JST day', '2026-07-31T15:00:00Z', '2026年8月1日（土）'],
    ['15:30Z is already the next day in Japan', '2026-07-31T15:30:00Z', '2026年8月1日（土）'],
    ['New Year in JST while still December in UTC', '2025-12-31T15:00:00Z', '2026年1月1日（木）'],
    ['a Sunday', '2026-08-02T12:00:00+09:00', '2026年8月2日（日）'],
    ['leap day', '2028-02-29T09:00:00+09:00', '2028年2月29日（火）'],
  ])('%s: %s → %s (Japanese dates in Japan time, spec §9 weekday labels)', (_name, value, expected) => {
    expect(formatJstDate(value)).toBe(expected);
  });

  it('accepts a Date as well as a string (spec §9)', () => {
    expect(formatJstDate(new Date('2026-07-31T15:30:00Z'))).toBe('2026年8月1日（土）');
  });

  it('does not depend on the process time zone (spec §9)', () => {
    const original = process.env.TZ;
    try {
      process.env.TZ = 'America/Los_Angeles';
      expect(formatJstDate('2026-07-31T15:30:00Z')).toBe('2026年8月1日（土）');
    } finally {
      process.env.TZ = original;
    }
  });

  it('Japanese weekday labels run Sunday to Saturday (spec §9)', () => {
    expect(WEEKDAYS_JA).toEqual(['日', '月', '火', '水', '木', '金', '土']);
  });
});

describe('formatJstDateTime', () => {
  it.each([
    ['2026-07-30T01:05:00Z', '2026年7月30日（木）10:05'],
    ['2026-07-31T15:00:00Z', '2026年8月1日（土）00:00'],
    ['2026-07-31T14:59:00Z', '2026年7月31日（金）23:59'],
  ])('%s → %s (hours in 24-hour JST, zero padded)', (value, expected) => {
    expect(formatJstDateTime(value)).toBe(expected);
  });
});

describe('toJstYearMonth', () => {
  it.each([
    ['last second of July in JST', '2026-07-31T14:59:59Z', '202607'],
    ['first second of August in JST (still July in UTC)', '2026-07-31T15:00:00Z', '202608'],
    ['January in JST, December in UTC', '2025-12-31T15:00:00Z', '202601'],
    ['December in JST', '2025-12-31T14:59:59Z', '202512'],
    ['offset +09:00 input', '2026-03-01T00:00:00+09:00', '202603'],
  ])('%s: %s → %s (month boundary in Japan time)', (_name, value, expected) => {
    expect(toJstYearMonth(value)).toBe(expected);
  });
});

describe('toJstParts', () => {
  it('midnight JST is hour 0, not 24 (spec §9)', () => {
    expect(toJstParts('2026-07-31T15:00:00Z')).toEqual({ year: 2026, month: 8, day: 1, weekday: 6, hour: 0, minute: 0 });
  });

  it('agrees with the Asia/Tokyo time zone for instants from 1952 to 2100 (it adds nine hours instead of asking Intl)', () => {
    const tokyo = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23', weekday: 'short' });
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    const from = Date.UTC(1952, 0, 1);
    const step = Math.floor((Date.UTC(2100, 0, 1) - from) / 3000) + 7_919_999; // not a whole number of days or hours
    for (let time = from; time < Date.UTC(2100, 0, 1); time += step) {
      const parts = Object.fromEntries(tokyo.formatToParts(new Date(time)).map((part) => [part.type, part.value]));
      expect(toJstParts(new Date(time))).toEqual({
        year: Number(parts.year),
        month: Number(parts.month),
        day: Number(parts.day),
        weekday: weekdays.indexOf(parts.weekday ?? ''),
        hour: Number(parts.hour),
        minute: Number(parts.minute),
      });
    }
  });

  it('a value that is no date is a RangeError, as it was with Intl', () => {
    expect(() => toJstParts('not a date')).toThrow(RangeError);
    expect(() => formatJstDate('')).toThrow(RangeError);
  });
});

describe('formatJstTimeRange (the Amazon ranking counting window)', () => {
  it.each([
    ['one hour on one day', '2026-11-20T11:00:00+09:00', '2026-11-20T12:00:00+09:00', '2026年11月20日（金）11:00～12:00'],
    ['UTC input is shown in JST', '2026-11-20T02:00:00Z', '2026-11-20T03:00:00Z', '2026年11月20日（金）11:00～12:00'],
    ['across midnight', '2026-11-20T23:00:00+09:00', '2026-11-21T00:00:00+09:00', '2026年11月20日（金）23:00～2026年11月21日（土）00:00'],
  ])('%s', (_name, start, end, expected) => {
    expect(formatJstTimeRange(start, end)).toBe(expected);
  });
});
