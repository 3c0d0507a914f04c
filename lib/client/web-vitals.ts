import { useEffect } from 'react';
import type { Metric } from 'web-vitals';
import { BROWSER_REPORT_MAX_BYTES, BROWSER_REPORT_PATH } from '@/foundation/site/browser-reports';
import { isSampled, parseWebVitalsSampleRate, WEB_VITALS_SAMPLE_RATE_META } from '@/foundation/site/web-vitals';
import { createWebVitalsQueue, type WebVitalsPage, type WebVitalsReport } from './web-vitals-queue';

/** The server's WEB_VITALS_SAMPLE_RATE as it wrote it into the page (pages/_document.tsx); none or malformed is 0. */
export function readWebVitalsSampleRate(doc: Pick<Document, 'querySelector'>): number {
  return parseWebVitalsSampleRate(doc.querySelector(`meta[name="${WEB_VITALS_SAMPLE_RATE_META}"]`)?.getAttribute('content'));
}

/** What the reporter reads of a web-vitals metric. */
export type LibraryMetric = Pick<Metric, 'name' | 'value' | 'rating'>;
type OnMetric = (report: (metric: LibraryMetric) => void) => void;

/** The part of the web-vitals library the reporter uses. */
export interface WebVitalsLibrary {
  onLCP: OnMetric;
  onINP: OnMetric;
  onCLS: OnMetric;
  onFCP: OnMetric;
  onTTFB: OnMetric;
}

export interface WebVitalsDeps {
  doc: Pick<Document, 'querySelector' | 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** One draw in [0, 1): the page view's sampling. */
  random: () => number;
  load: () => Promise<WebVitalsLibrary>;
  send: (report: WebVitalsReport) => void;
}

type Beacon = Pick<Navigator, 'sendBeacon'> | { sendBeacon?: undefined };

/**
 * Posts a report without waiting: a beacon (it survives the page going away), else fetch with
 * keepalive when there is no sendBeacon or it refuses (its queue is full). Nothing over 8 KB is sent.
 */
export function sendWebVitalsReport(report: WebVitalsReport, nav: Beacon = navigator, post: typeof fetch = fetch): void {
  const body = new Blob([JSON.stringify(report)], { type: 'application/json' });
  if (body.size > BROWSER_REPORT_MAX_BYTES) return;
  if (typeof nav.sendBeacon === 'function' && nav.sendBeacon(BROWSER_REPORT_PATH, body)) return;
  post(BROWSER_REPORT_PATH, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
}

/**
 * Starts field data for the page view, if it is sampled (one draw against the page's rate): loads
 * the web-vitals library only then, queues its metrics and sends the queue in one beacon whenever
 * the page is hidden (visibilitychange to hidden, and pagehide where that does not come), as the
 * library's docs advise. The visibilitychange listener is on the document, not capturing: web-vitals
 * reports its last values (LCP, CLS, INP) from capturing listeners on window, which run before it.
 * Returns the stop (null when not sampled).
 */
export function startWebVitals(page: WebVitalsPage, { doc, win, random, load, send }: WebVitalsDeps): (() => void) | null {
  if (!isSampled(readWebVitalsSampleRate(doc), random())) return null;
  const queue = createWebVitalsQueue(page);
  let stopped = false;
  const flush = () => {
    const report = queue.take();
    if (!report) return;
    try {
      send(report);
    } catch {
      // Nothing: field data is lost, never retried, and never raises an error report.
    }
  };
  const onVisibilityChange = () => {
    if (doc.visibilityState === 'hidden') flush();
  };
  doc.addEventListener('visibilitychange', onVisibilityChange);
  win.addEventListener('pagehide', flush);
  load()
    .then((library) => {
      if (stopped) return;
      const add: Parameters<OnMetric>[0] = ({ name, value, rating }) => queue.add({ name, value, rating });
      for (const on of [library.onLCP, library.onINP, library.onCLS, library.onFCP, library.onTTFB]) on(add);
    })
    .catch(() => undefined);
  return () => {
    stopped = true;
    doc.removeEventListener('visibilitychange', onVisibilityChange);
    win.removeEventListener('pagehide', flush);
  };
}

/** The library as its own chunk, requested only by a sampled page view (never first-load JavaScript). */
const loadWebVitals = (): Promise<WebVitalsLibrary> => import('web-vitals');

/**
 * Field data of the page the document loaded (web-vitals measures a document, not a client-side
 * route change), with the page type and device class the server gave it; null sends nothing
 * (previews, error pages). Runs in the client-services chunk, after first paint.
 */
export function useWebVitals(page: WebVitalsPage | null): void {
  const pageType = page?.pageType;
  const device = page?.device;
  const path = page?.page;
  useEffect(() => {
    if (!pageType || !device || path === undefined) return undefined;
    return startWebVitals({ pageType, device, page: path }, { doc: document, win: window, random: Math.random, load: loadWebVitals, send: sendWebVitalsReport }) ?? undefined;
  }, [pageType, device, path]);
}
