/** @jest-environment node */
import { isValidDateRange, isWithinDisplayWindow } from '@/foundation/site/display-window';

const START = '2026-07-01T00:00:00+09:00';
const END = '2026-07-31T23:59:59+09:00';
const startMs = Date.parse(START);
const endMs = Date.parse(END);
const at = (ms: number) => new Date(ms);

describe('isWithinDisplayWindow with start and end (spec §4)', () => {
  it.each([
    ['exactly at the start (inclusive)', startMs, true],
    ['exactly at the end (inclusive)', endMs, true],
    ['between start and end', startMs + 86_400_000, true],
    ['1 ms before the start', startMs - 1, false],
    ['1 ms after the end', endMs + 1, false],
    ['a year before', startMs - 365 * 86_400_000, false],
    ['a year after', endMs + 365 * 86_400_000, false],
  ])('current time must lie between start and end inclusive: %s → %s (spec §4)', (_name, now, expected) => {
    expect(isWithinDisplayWindow(START, END, at(now), true)).toBe(expected);
    expect(isWithinDisplayWindow(START, END, at(now), false)).toBe(expected);
  });

  it('a window whose start equals its end is active exactly at that instant only (spec §4)', () => {
    expect(isWithinDisplayWindow(START, START, at(startMs), false)).toBe(true);
    expect(isWithinDisplayWindow(START, START, at(startMs + 1), false)).toBe(false);
    expect(isWithinDisplayWindow(START, START, at(startMs - 1), false)).toBe(false);
  });

  it('compares instants, not wall clock strings: a UTC end equal to the JST end is inclusive (spec §4)', () => {
    const endUtc = '2026-07-31T14:59:59Z';
    expect(isWithinDisplayWindow(START, endUtc, at(endMs), false)).toBe(true);
    expect(isWithinDisplayWindow(START, endUtc, at(endMs + 1), false)).toBe(false);
  });
});

describe('isWithinDisplayWindow with an open end (spec §4)', () => {
  it.each([
    ['start in the past', startMs + 1, true],
    ['start long in the past', startMs + 10 * 365 * 86_400_000, true],
    ['exactly at the start', startMs, true],
    ['start still in the future', startMs - 1, false],
  ])('open end allowed and end null: active once the start is past: %s → %s (spec §4)', (_name, now, expected) => {
    expect(isWithinDisplayWindow(START, null, at(now), true)).toBe(expected);
  });

  it('open end is allowed by default (spec §4)', () => {
    expect(isWithinDisplayWindow(START, null, at(startMs + 1))).toBe(true);
  });

  it.each([
    ['start in the past', startMs + 1],
    ['exactly at the start', startMs],
    ['start in the future', startMs - 1],
  ])('open end not allowed and end null: never active: %s (spec §4)', (_name, now) => {
    expect(isWithinDisplayWindow(START, null, at(now), false)).toBe(false);
  });
});

describe('isWithinDisplayWindow with invalid input (spec §4)', () => {
  const now = at(startMs + 86_400_000);
  it.each([
    ['start null', null, END],
    ['start empty', '', END],
    ['start blank', '   ', END],
    ['start not a date', 'not a date', END],
    ['start month 13', '2026-13-01T00:00:00+09:00', END],
    ['start null with open end', null, null],
    ['start not a date with open end', 'garbage', null],
  ])('an invalid start means not active: %s (spec §4)', (_name, start, end) => {
    expect(isWithinDisplayWindow(start, end, now, true)).toBe(false);
  });

  it.each([
    ['end not a date', 'tomorrow-ish'],
    ['end empty', ''],
    ['end month 13', '2026-13-31T00:00:00+09:00'],
  ])('an end that is not a valid date or null means not active: %s (spec §4)', (_name, end) => {
    expect(isWithinDisplayWindow(START, end, now, true)).toBe(false);
  });

  it.each([
    ['end a day before start', '2026-06-30T00:00:00+09:00'],
    ['end 1 second before start', '2026-06-30T23:59:59+09:00'],
  ])('an end before the start means not active, even when now lies between them: %s (spec §4)', (_name, end) => {
    const nowBetween = at(Date.parse(end) + 500);
    expect(isWithinDisplayWindow(START, end, nowBetween, true)).toBe(false);
    expect(isWithinDisplayWindow(START, end, now, true)).toBe(false);
  });
});

describe('isValidDateRange (spec §5)', () => {
  it.each([
    ['start before end', START, END, false, true],
    ['start equal to end', START, START, false, true],
    ['start after end', END, START, false, false],
    ['start after end with open end allowed', END, START, true, false],
    ['end null with open end allowed', START, null, true, true],
    ['end null without open end', START, null, false, false],
    ['start null', null, END, true, false],
    ['start invalid', 'xx', END, true, false],
    ['start empty', '', END, true, false],
    ['end invalid', START, 'xx', true, false],
    ['end empty string is not null', START, '', true, false],
    ['date-only strings', '2026-07-01', '2026-07-02', false, true],
  ])(
    'date range valid only if start valid, end valid or null (open end only), start not after end: %s → %s (spec §5)',
    (_name, start, end, allowOpenEnd, expected) => {
      expect(isValidDateRange(start, end, allowOpenEnd)).toBe(expected);
    },
  );
});
