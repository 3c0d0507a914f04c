import type { BrowserErrorKind } from '@/foundation/site/browser-reports';
import { browserErrorReportSchema, legacyCspReportSchema, reportingApiBatchSchema, webVitalsReportSchema, type WebVitalsReportBody } from './report-schemas';

/** One accepted report as it is logged and forwarded: the same shape whatever the browser sent. */
export type BrowserReport =
  | { kind: BrowserErrorKind; page: string; message: string; source?: string; line?: number; column?: number; stack?: string }
  | {
      kind: 'csp-violation';
      page: string;
      directive?: string;
      blocked?: string;
      source?: string;
      line?: number;
      column?: number;
      sample?: string;
      disposition?: string;
    };

export const REPORT_CONTENT_TYPES = ['application/json', 'application/csp-report', 'application/reports+json'] as const;
export type ReportContentType = (typeof REPORT_CONTENT_TYPES)[number];

/** The media type of a Content-Type header ('application/json; charset=utf-8' → 'application/json'), or null when it is not one we read. */
export function reportContentTypeOf(header: string | undefined): ReportContentType | null {
  const mediaType = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return (REPORT_CONTENT_TYPES as readonly string[]).includes(mediaType) ? (mediaType as ReportContentType) : null;
}

/** Browser reports (logged, forwarded) or one page view's field data (counted only); or why the body was refused. */
export type ParsedReports =
  | { ok: true; reports: BrowserReport[] }
  | { ok: true; webVitals: WebVitalsReportBody }
  | { ok: false; problem: 'malformed-json' | 'invalid-report' };

const isWebVitalsBody = (json: unknown): boolean => typeof json === 'object' && json !== null && (json as { kind?: unknown }).kind === 'web-vitals';

/** Drops the keys whose value is undefined or null, so a log line carries only what was reported. */
function present<T extends Record<string, unknown>>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null)) as T;
}

function reportsOf(contentType: ReportContentType, json: unknown): BrowserReport[] | null {
  if (contentType === 'application/json') {
    const parsed = browserErrorReportSchema.safeParse(json);
    return parsed.success ? [present(parsed.data)] : null;
  }
  if (contentType === 'application/csp-report') {
    const parsed = legacyCspReportSchema.safeParse(json);
    if (!parsed.success) return null;
    const report = parsed.data['csp-report'];
    return [
      present({
        kind: 'csp-violation' as const,
        page: report['document-uri'],
        directive: report['effective-directive'] ?? report['violated-directive'],
        blocked: report['blocked-uri'],
        source: report['source-file'],
        line: report['line-number'],
        column: report['column-number'],
        sample: report['script-sample'],
        disposition: report.disposition,
      }),
    ];
  }
  const parsed = reportingApiBatchSchema.safeParse(json);
  if (!parsed.success) return null;
  return parsed.data.map(({ body }) =>
    present({
      kind: 'csp-violation' as const,
      page: body.documentURL,
      directive: body.effectiveDirective,
      blocked: body.blockedURL ?? undefined,
      source: body.sourceFile ?? undefined,
      line: body.lineNumber ?? undefined,
      column: body.columnNumber ?? undefined,
      sample: body.sample ?? undefined,
      disposition: body.disposition ?? undefined,
    }),
  );
}

/** The reports in a body of `contentType`: malformed JSON (or not UTF-8) and bodies outside the schemas are refused. */
export function parseReports(contentType: ReportContentType, body: Buffer): ParsedReports {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return { ok: false, problem: 'malformed-json' };
  }
  if (contentType === 'application/json' && isWebVitalsBody(json)) {
    const parsed = webVitalsReportSchema.safeParse(json);
    return parsed.success ? { ok: true, webVitals: parsed.data } : { ok: false, problem: 'invalid-report' };
  }
  const reports = reportsOf(contentType, json);
  return reports ? { ok: true, reports } : { ok: false, problem: 'invalid-report' };
}
