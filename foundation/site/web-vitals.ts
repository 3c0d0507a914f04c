/**
 * Field data (web vitals): what the browser measures with Google's web-vitals library and posts to
 * /api/logging/ once per page view, and what the server counts into /api/metrics/ (decision 028).
 * Client-safe: the browser's reporter and the server's schema and histograms read the same table.
 */

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type WebVitalRating = (typeof WEB_VITAL_RATINGS)[number];

/** The device class the server decided for the page (pageMeta.adDevice). */
export const WEB_VITAL_DEVICES = ['PC', 'SP'] as const;

/**
 * Largest value a report may carry: CLS is unitless, the others are milliseconds. Ten minutes is no
 * longer a measurement of the page; a CLS of 100 is a hundred full-screen jumps in five seconds.
 * The browser drops a value past its bound, the server refuses it (400).
 */
export const WEB_VITAL_MAX_VALUES: Readonly<Record<WebVitalName, number>> = {
  LCP: 600_000,
  INP: 600_000,
  CLS: 100,
  FCP: 600_000,
  TTFB: 600_000,
};

/**
 * Google's "good" and "poor" bounds (good ≤ [0] < needs improvement ≤ [1] < poor), in the units of
 * the reports: the histograms' buckets include them, so the share of good page views reads off them
 * exactly. The same as web-vitals' own *Thresholds (a unit test compares them).
 */
export const WEB_VITAL_THRESHOLDS: Readonly<Record<WebVitalName, readonly [number, number]>> = {
  LCP: [2_500, 4_000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1_800, 3_000],
  TTFB: [800, 1_800],
};

/** The meta tag the server writes its WEB_VITALS_SAMPLE_RATE into (pages/_document.tsx), as it does the analytics ids. */
export const WEB_VITALS_SAMPLE_RATE_META = 'web-vitals-sample-rate';

/** A sample rate from its text: a number from 0 to 1; anything else (missing, malformed) is 0, nothing sent. */
export function parseWebVitalsSampleRate(text: string | null | undefined): number {
  const trimmed = (text ?? '').trim();
  const rate = trimmed === '' ? Number.NaN : Number(trimmed);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : 0;
}

/** Whether a page view reports, decided once from one draw of Math.random() (0 ≤ draw < 1): rate 0 never, rate 1 always. */
export function isSampled(rate: number, draw: number): boolean {
  return draw < rate;
}

/** Whether a value can go in a report: finite, not negative, within its metric's bound. */
export function isReportableValue(name: WebVitalName, value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= WEB_VITAL_MAX_VALUES[name];
}
