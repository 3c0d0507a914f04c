/** @jest-environment node */
import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';
import {
  isReportableValue,
  isSampled,
  parseWebVitalsSampleRate,
  WEB_VITAL_MAX_VALUES,
  WEB_VITAL_NAMES,
  WEB_VITAL_THRESHOLDS,
  type WebVitalName,
} from '@/foundation/site/web-vitals';

describe('the sample rate the page carries', () => {
  it.each([
    ['0', 0],
    ['1', 1],
    ['0.1', 0.1],
    [' 0.25 ', 0.25],
    ['1e-2', 0.01],
    // Missing or malformed: nothing is sent.
    [null, 0],
    [undefined, 0],
    ['', 0],
    ['  ', 0],
    ['half', 0],
    ['-0.1', 0],
    ['1.01', 0],
    ['Infinity', 0],
    ['NaN', 0],
  ])('%j → %d', (text, rate) => {
    expect(parseWebVitalsSampleRate(text)).toBe(rate);
  });
});

describe('sampling: one draw of Math.random() (0 ≤ draw < 1) against the rate', () => {
  it.each([
    [0, 0, false],
    [0, 0.999999, false],
    [1, 0, true],
    [1, 0.999999, true],
    [0.1, 0.05, true],
    [0.1, 0.1, false],
    [0.1, 0.5, false],
    [0.5, 0.4999, true],
    [0.5, 0.5, false],
  ])('rate %d, draw %d → sampled %s', (rate, draw, sampled) => {
    expect(isSampled(rate, draw)).toBe(sampled);
  });

  it('a rate between 0 and 1 samples about that share of page views', () => {
    let seed = 1;
    // A small deterministic generator (Park–Miller) in place of Math.random.
    const draw = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const sampled = Array.from({ length: 10_000 }, () => isSampled(0.1, draw())).filter(Boolean).length;
    expect(sampled).toBeGreaterThan(900);
    expect(sampled).toBeLessThan(1_100);
  });
});

describe('reportable values: finite, not negative, within the metric bound', () => {
  it.each<[WebVitalName, number, boolean]>([
    ['LCP', 0, true],
    ['LCP', 1234.5, true],
    ['LCP', WEB_VITAL_MAX_VALUES.LCP, true],
    ['LCP', WEB_VITAL_MAX_VALUES.LCP + 0.1, false],
    ['INP', -1, false],
    ['TTFB', Number.NaN, false],
    ['FCP', Number.POSITIVE_INFINITY, false],
    ['CLS', 0.05, true],
    ['CLS', 100, true],
    ['CLS', 100.01, false],
  ])('%s %d → %s', (name, value, reportable) => {
    expect(isReportableValue(name, value)).toBe(reportable);
  });
});

describe('thresholds', () => {
  it("are web-vitals' own", () => {
    expect(WEB_VITAL_THRESHOLDS).toEqual({ LCP: LCPThresholds, INP: INPThresholds, CLS: CLSThresholds, FCP: FCPThresholds, TTFB: TTFBThresholds });
    expect(Object.keys(WEB_VITAL_THRESHOLDS).sort()).toEqual([...WEB_VITAL_NAMES].sort());
  });
});
