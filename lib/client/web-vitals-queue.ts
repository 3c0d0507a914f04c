import type { AdDevice, AdPageType } from '@/ads/types';
import { BROWSER_REPORT_LIMITS } from '@/foundation/site/browser-reports';
import { isReportableValue, type WebVitalName, type WebVitalRating } from '@/foundation/site/web-vitals';

/** The page view a report speaks for, as the server decided it (pageMeta), and its path. */
export interface WebVitalsPage {
  pageType: AdPageType;
  device: AdDevice;
  page: string;
}

/** One metric as the report carries it: ms, CLS unitless. */
export interface WebVitalEntry {
  name: WebVitalName;
  value: number;
  rating?: WebVitalRating;
}

/** The application/json body of one beacon: a page view's metrics that were ready when it was hidden. */
export interface WebVitalsReport extends WebVitalsPage {
  kind: 'web-vitals';
  metrics: WebVitalEntry[];
}

export interface WebVitalsQueue {
  /** Takes a metric from web-vitals' callbacks; a later value of a metric not yet sent replaces the earlier one. */
  add(metric: WebVitalEntry): void;
  /** The report of what is waiting (null when nothing is) and empties the queue. */
  take(): WebVitalsReport | null;
}

/**
 * One page view's metrics, batched: web-vitals calls back as each metric is ready (TTFB and FCP
 * early, LCP, CLS and INP when the page is hidden), and the queue sends what it holds in one
 * beacon each time the page is hidden, rather than a beacon per metric (the endpoint allows 60 reports
 * a minute per client). Each metric is sent once per page view: web-vitals reports CLS and INP again
 * after the reader comes back, and a second value would be counted twice.
 */
export function createWebVitalsQueue(page: WebVitalsPage): WebVitalsQueue {
  const pending = new Map<WebVitalName, WebVitalEntry>();
  const sent = new Set<WebVitalName>();
  const forPage = { ...page, page: page.page.slice(0, BROWSER_REPORT_LIMITS.url) };
  return {
    add({ name, value, rating }) {
      if (sent.has(name) || !isReportableValue(name, value)) return;
      pending.set(name, rating ? { name, value, rating } : { name, value });
    },
    take() {
      if (pending.size === 0) return null;
      const metrics = [...pending.values()];
      for (const { name } of metrics) sent.add(name);
      pending.clear();
      return { kind: 'web-vitals', ...forPage, metrics };
    },
  };
}
