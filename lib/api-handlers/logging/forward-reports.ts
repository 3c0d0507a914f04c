import type { AxiosInstance } from 'axios';
import { log } from '@/foundation/logging/logger';
import type { BrowserReport } from './parse-reports';

/** The main content API's logging path (spec §7). */
export const UPSTREAM_LOGGING_PATH = '/api/logging';
/** A report is worth little after this; a slow API must not hold sockets for long. */
export const FORWARD_TIMEOUT_MS = 2_000;
/** Forwards waiting at once per replica; beyond it a report is logged but not forwarded. */
export const FORWARD_MAX_IN_FLIGHT = 16;

export type ForwardReports = (reports: BrowserReport[]) => void;

export interface ReportForwarderOptions {
  /** The main content API's client (api-clients/http-clients: its base URL, mock mode included). */
  client: Pick<AxiosInstance, 'post'>;
  timeoutMs?: number;
  maxInFlight?: number;
}

/**
 * Fire-and-forget: posts `{ reports }` to the content API's /api/logging and returns at once. A
 * failure, a timeout or a full queue is logged (without the reports) and never reaches the reporter.
 */
export function createReportForwarder({ client, timeoutMs = FORWARD_TIMEOUT_MS, maxInFlight = FORWARD_MAX_IN_FLIGHT }: ReportForwarderOptions): ForwardReports {
  let inFlight = 0;
  return (reports) => {
    if (inFlight >= maxInFlight) {
      log('warn', 'browser-report-forward-skipped', { inFlight, reports: reports.length });
      return;
    }
    inFlight += 1;
    client
      .post(UPSTREAM_LOGGING_PATH, { reports }, { timeout: timeoutMs, headers: { 'Content-Type': 'application/json' } })
      .catch((error: unknown) => {
        log('warn', 'browser-report-forward-failed', { reason: error instanceof Error ? error.message : String(error) });
      })
      .finally(() => {
        inFlight -= 1;
      });
  };
}
