import { z } from 'zod';
import { AD_PAGE_TYPES } from '@/ads/types';
import { BROWSER_REPORT_LIMITS as LIMITS } from '@/foundation/site/browser-reports';
import { WEB_VITAL_DEVICES, WEB_VITAL_MAX_VALUES, WEB_VITAL_NAMES, WEB_VITAL_RATINGS } from '@/foundation/site/web-vitals';

/** A CSP report's policy and sample fields can be long; the 8 KB body bounds them anyway. */
const POLICY_MAX_CHARS = 4_000;
const SAMPLE_MAX_CHARS = 256;
const DIRECTIVE_MAX_CHARS = 128;
/** Reporting API batches: the browser sends a few at a time. */
export const MAX_REPORTS_PER_BATCH = 20;

const url = z.string().max(LIMITS.url);
const position = z.number().int().min(0).max(1e9);

/** application/json: the site's own error reports (lib/client/error-reporting.ts). */
export const browserErrorReportSchema = z.object({
  kind: z.enum(['error', 'unhandledrejection']),
  message: z.string().max(LIMITS.message),
  source: url.optional(),
  line: position.optional(),
  column: position.optional(),
  stack: z.string().max(LIMITS.stack).optional(),
  page: url.startsWith('/'),
});

/** One metric of a page view: milliseconds (CLS unitless), finite, not negative, within its bound. */
const webVitalSchema = z
  .object({
    name: z.enum(WEB_VITAL_NAMES),
    value: z.number().min(0),
    rating: z.enum(WEB_VITAL_RATINGS).optional(),
  })
  .refine(({ name, value }) => value <= WEB_VITAL_MAX_VALUES[name], { path: ['value'], message: 'Past the bound of its metric' });

/**
 * application/json: one page view's field data (lib/client/web-vitals.ts), the metrics that were
 * ready when the page was hidden, each at most once. Page type and device are the validated enums
 * the histograms are labelled with, so the series stay few whatever a client sends.
 */
export const webVitalsReportSchema = z.object({
  kind: z.literal('web-vitals'),
  page: url.startsWith('/').refine((path) => !path.startsWith('//'), 'A same-origin path'),
  pageType: z.enum(AD_PAGE_TYPES),
  device: z.enum(WEB_VITAL_DEVICES),
  metrics: z
    .array(webVitalSchema)
    .min(1)
    .max(WEB_VITAL_NAMES.length)
    .refine((metrics) => new Set(metrics.map(({ name }) => name)).size === metrics.length, 'Each metric once'),
});
export type WebVitalsReportBody = z.infer<typeof webVitalsReportSchema>;

/** application/csp-report: the legacy body a `report-uri` directive posts. */
export const legacyCspReportSchema = z.object({
  'csp-report': z.object({
    'document-uri': url,
    referrer: url.optional(),
    'violated-directive': z.string().max(DIRECTIVE_MAX_CHARS).optional(),
    'effective-directive': z.string().max(DIRECTIVE_MAX_CHARS).optional(),
    'original-policy': z.string().max(POLICY_MAX_CHARS).optional(),
    disposition: z.enum(['enforce', 'report']).optional(),
    'blocked-uri': url.optional(),
    'source-file': url.optional(),
    'line-number': position.optional(),
    'column-number': position.optional(),
    'status-code': z.number().int().min(0).max(999).optional(),
    'script-sample': z.string().max(SAMPLE_MAX_CHARS).optional(),
  }),
});

/** application/reports+json: a Reporting API batch of csp-violation reports (`report-to`). */
export const reportingApiBatchSchema = z
  .array(
    z.object({
      type: z.literal('csp-violation'),
      age: z.number().int().min(0).max(1e12),
      url,
      user_agent: z.string().max(512),
      body: z.object({
        documentURL: url,
        referrer: url.nullish(),
        blockedURL: url.nullish(),
        effectiveDirective: z.string().max(DIRECTIVE_MAX_CHARS),
        originalPolicy: z.string().max(POLICY_MAX_CHARS).nullish(),
        sourceFile: url.nullish(),
        sample: z.string().max(SAMPLE_MAX_CHARS).nullish(),
        disposition: z.enum(['enforce', 'report']).nullish(),
        statusCode: z.number().int().min(0).max(999).nullish(),
        lineNumber: position.nullish(),
        columnNumber: position.nullish(),
      }),
    }),
  )
  .min(1)
  .max(MAX_REPORTS_PER_BATCH);
