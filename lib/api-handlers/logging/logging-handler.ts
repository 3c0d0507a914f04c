import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from '@/foundation/logging/logger';
import { recordWebVitals as recordInSiteMetrics, type WebVitalsObservation } from '@/foundation/metrics/record';
import { clientAddressOf } from './client-address';
import type { ForwardReports } from './forward-reports';
import { parseReports, reportContentTypeOf } from './parse-reports';
import type { RateLimiter } from './rate-limiter';
import { MAX_REPORT_BODY_BYTES, readBodyWithin } from './read-body';

export interface LoggingHandlerDeps {
  limiter: RateLimiter;
  trustedProxies: ReadonlySet<string>;
  /** Null when forwarding is off (LOGGING_FORWARD_ENABLED). */
  forward: ForwardReports | null;
  maxBodyBytes?: number;
  /** Counts a page view's field data (default: the site's histograms at /api/metrics). */
  recordWebVitals?: (report: WebVitalsObservation) => void;
}

/** Short, fixed answers: nothing of the body, the schema or the server goes back to the reporter. */
const ERRORS = {
  405: { error: 'method_not_allowed', message: 'POST only' },
  413: { error: 'payload_too_large', message: 'Report bodies are limited to 8 KB' },
  415: { error: 'unsupported_media_type', message: 'Send application/json, application/csp-report or application/reports+json' },
  429: { error: 'too_many_requests', message: 'Too many reports' },
  'malformed-json': { error: 'bad_request', message: 'Malformed JSON' },
  'invalid-report': { error: 'bad_request', message: 'Not a valid report' },
} as const;

function answer(res: ServerResponse, status: number, body: { error: string; message: string } | null, headers: Record<string, string> = {}): void {
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.statusCode = status;
  if (!body) {
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/**
 * `POST /api/logging/` (decision 028): browser error reports and CSP violation reports, each
 * written as one JSON log line ('browser-report') and, when on, forwarded to the content API; and
 * the browser's field data (web vitals), counted into histograms only: neither logged nor forwarded.
 * Order of checks: method (405), rate per client address (429, every POST counts, and a batch each of its reports;
 * a page view's web vitals are one report), content type (415), size (413 over 8 KB, read with a limit),
 * JSON and schema (400); else 204.
 */
export function createLoggingHandler({ limiter, trustedProxies, forward, maxBodyBytes = MAX_REPORT_BODY_BYTES, recordWebVitals = recordInSiteMetrics }: LoggingHandlerDeps) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') return answer(res, 405, ERRORS[405], { Allow: 'POST' });
    const client = clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies);
    const decision = limiter.take(client);
    if (!decision.allowed) return answer(res, 429, ERRORS[429], { 'Retry-After': String(decision.retryAfterSeconds), Connection: 'close' });
    const contentType = reportContentTypeOf(req.headers['content-type']);
    if (!contentType) return answer(res, 415, ERRORS[415], { Connection: 'close' });
    const reading = await readBodyWithin(req, maxBodyBytes);
    // The unread rest of a refused body is not wanted: the connection closes after the answer.
    if (!reading.ok) return reading.reason === 'too-large' ? answer(res, 413, ERRORS[413], { Connection: 'close' }) : answer(res, 400, null);
    const parsed = parseReports(contentType, reading.body);
    if (!parsed.ok) return answer(res, 400, ERRORS[parsed.problem]);
    if ('webVitals' in parsed) {
      recordWebVitals(parsed.webVitals);
      return answer(res, 204, null);
    }
    // The limit is on reports: a Reporting API batch counts each of its reports (one was taken above).
    if (parsed.reports.length > 1) {
      const batch = limiter.take(client, parsed.reports.length - 1);
      if (!batch.allowed) return answer(res, 429, ERRORS[429], { 'Retry-After': String(batch.retryAfterSeconds) });
    }
    for (const report of parsed.reports) log('warn', 'browser-report', report);
    forward?.(parsed.reports);
    return answer(res, 204, null);
  };
}
