import { useEffect } from 'react';
import {
  BROWSER_REPORT_LIMITS as LIMITS,
  BROWSER_REPORT_MAX_BYTES,
  BROWSER_REPORT_PATH,
  type BrowserErrorReport,
} from '@/foundation/site/browser-reports';

/** Reports one page view may send at most, however many distinct errors it throws. */
export const MAX_REPORTS_PER_PAGE_VIEW = 5;

/** The same error thrown again (a loop, a timer) is one report: same message, script and line. */
export function errorReportKey(report: BrowserErrorReport): string {
  return JSON.stringify([report.message, report.source ?? '', report.line ?? 0]);
}

/**
 * One page view's reporter: sends each distinct error once and at most `maxReports` in all. A send
 * that throws is swallowed, so a failing report cannot raise another.
 */
export function createPageViewReporter(send: (report: BrowserErrorReport) => void, maxReports = MAX_REPORTS_PER_PAGE_VIEW) {
  const seen = new Set<string>();
  return (report: BrowserErrorReport): void => {
    const key = errorReportKey(report);
    if (seen.size >= maxReports || seen.has(key)) return;
    seen.add(key);
    try {
      send(report);
    } catch {
      // Nothing: the report is lost, never retried.
    }
  };
}

function bounded(text: string, maxChars: number): string {
  return text.length > maxChars ? text.slice(0, maxChars) : text;
}

/** A thrown value's message; String() of an odd object may itself throw. */
function messageOf(value: unknown): string {
  if (value instanceof Error) return value.message || value.name;
  try {
    return String(value);
  } catch {
    return 'unprintable value';
  }
}

function stackOf(value: unknown): string | undefined {
  return value instanceof Error && typeof value.stack === 'string' ? bounded(value.stack, LIMITS.stack) : undefined;
}

export function reportOfErrorEvent(event: ErrorEvent, page: string): BrowserErrorReport {
  return {
    kind: 'error',
    // The error's own message: event.message carries the browser's prefix ('Uncaught Error: …').
    message: bounded(event.error instanceof Error ? messageOf(event.error) : event.message || messageOf(event.error), LIMITS.message),
    source: event.filename ? bounded(event.filename, LIMITS.url) : undefined,
    line: event.lineno || undefined,
    column: event.colno || undefined,
    stack: stackOf(event.error),
    page: bounded(page, LIMITS.url),
  };
}

export function reportOfRejection(event: PromiseRejectionEvent, page: string): BrowserErrorReport {
  return {
    kind: 'unhandledrejection',
    message: bounded(messageOf(event.reason), LIMITS.message),
    stack: stackOf(event.reason),
    page: bounded(page, LIMITS.url),
  };
}

/** The report as a body within 8 KB: without its stack when that is what makes it too large; null when even that is. */
export function reportBody(report: BrowserErrorReport): Blob | null {
  for (const candidate of [report, { ...report, stack: undefined }]) {
    const blob = new Blob([JSON.stringify(candidate)], { type: 'application/json' });
    if (blob.size <= BROWSER_REPORT_MAX_BYTES) return blob;
  }
  return null;
}

/** Posts a report without waiting: a beacon (survives leaving the page), else fetch with keepalive. */
function sendReport(report: BrowserErrorReport): void {
  const body = reportBody(report);
  if (!body) return;
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(BROWSER_REPORT_PATH, body)) return;
  fetch(BROWSER_REPORT_PATH, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
}

/**
 * Reports the page's uncaught errors and unhandled rejections to /api/logging (decision 028):
 * each distinct one once per page view (a new `routeKey` is a new page view), at most
 * MAX_REPORTS_PER_PAGE_VIEW. Runs in the client-services chunk, so errors before it loads are not reported.
 */
export function useErrorReporting(routeKey: string, send: (report: BrowserErrorReport) => void = sendReport): void {
  useEffect(() => {
    const reportOnce = createPageViewReporter(send);
    const onError = (event: ErrorEvent) => reportOnce(reportOfErrorEvent(event, window.location.pathname));
    const onRejection = (event: PromiseRejectionEvent) => reportOnce(reportOfRejection(event, window.location.pathname));
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [routeKey, send]);
}
