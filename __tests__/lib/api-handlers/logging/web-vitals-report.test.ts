/** @jest-environment node */
import { AD_PAGE_TYPES } from '@/ads/types';
import { parseReports } from '@/lib/api-handlers/logging/parse-reports';
import { webVitalsReportSchema } from '@/lib/api-handlers/logging/report-schemas';
import { createWebVitalsQueue } from '@/lib/client/web-vitals-queue';
import { webVitalsReport } from './web-vitals-body';

const metric = (name: string, value: unknown, rest: Record<string, unknown> = {}) => webVitalsReport({ metrics: [{ name, value, ...rest }] });

describe('the web-vitals report schema', () => {
  it.each([
    ['five metrics of a page view', webVitalsReport()],
    ['one metric, no rating', metric('LCP', 2_000)],
    ['every page type', ...AD_PAGE_TYPES.map((pageType) => webVitalsReport({ pageType }))],
    ['PC', webVitalsReport({ device: 'PC' })],
    ['value 0', metric('TTFB', 0)],
    ['LCP at its bound, 600000 ms', metric('LCP', 600_000)],
    ['INP at its bound', metric('INP', 600_000)],
    ['FCP at its bound', metric('FCP', 600_000)],
    ['TTFB at its bound', metric('TTFB', 600_000)],
    ['CLS at its bound, 100', metric('CLS', 100)],
    ['a page of 2048 characters', webVitalsReport({ page: `/${'p'.repeat(2047)}` })],
    ['the top page', webVitalsReport({ page: '/' })],
  ])('accepts %s', (_case, ...bodies) => {
    for (const body of bodies) expect(webVitalsReportSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['another kind', webVitalsReport({ kind: 'web-vital' })],
    ['the error kind with web-vitals fields', webVitalsReport({ kind: 'error' })],
    ['no kind', webVitalsReport({ kind: undefined })],
    ['an unknown metric', metric('FID', 100)],
    ['a lower-case metric name', metric('lcp', 100)],
    ['a negative value', metric('LCP', -1)],
    ['LCP past its bound', metric('LCP', 600_000.5)],
    ['INP past its bound', metric('INP', 600_001)],
    ['FCP past its bound', metric('FCP', 600_001)],
    ['TTFB past its bound', metric('TTFB', 600_001)],
    ['CLS past its bound', metric('CLS', 100.5)],
    ['a value that is a string', metric('LCP', '1200')],
    ['a value of null', metric('LCP', null)],
    ['an unknown rating', metric('LCP', 100, { rating: 'ok' })],
    ['no metrics', webVitalsReport({ metrics: [] })],
    ['metrics that are not a list', webVitalsReport({ metrics: { name: 'LCP', value: 1 } })],
    ['a metric twice', webVitalsReport({ metrics: [{ name: 'LCP', value: 1 }, { name: 'LCP', value: 2 }] })],
    ['six metrics', webVitalsReport({ metrics: [...(webVitalsReport().metrics as unknown[]), { name: 'LCP', value: 1 }] })],
    ['an unknown page type', webVitalsReport({ pageType: 'HOME' })],
    ['a lower-case page type', webVitalsReport({ pageType: 'top' })],
    ['an unknown device', webVitalsReport({ device: 'TABLET' })],
    ['no device', webVitalsReport({ device: undefined })],
    ['a page that is a URL', webVitalsReport({ page: 'https://evil.test/' })],
    ['a page of another origin (//host)', webVitalsReport({ page: '//evil.test/' })],
    ['a page over 2048 characters', webVitalsReport({ page: `/${'p'.repeat(2048)}` })],
    ['no page', webVitalsReport({ page: undefined })],
  ])('refuses %s', (_case, body) => {
    expect(webVitalsReportSchema.safeParse(body).success).toBe(false);
  });

  it.each([
    ['a value that overflows to Infinity (1e400)', '1e400'],
    ['a value of -Infinity (-1e400)', '-1e400'],
  ])('refuses %s', (_case, literal) => {
    const body = JSON.stringify(metric('LCP', 0)).replace('"value":0', `"value":${literal}`);
    expect(body).toContain(literal);
    expect(parseReports('application/json', Buffer.from(body))).toEqual({ ok: false, problem: 'invalid-report' });
  });

  it('parseReports gives a web-vitals body apart from the reports that are logged', () => {
    const parsed = parseReports('application/json', Buffer.from(JSON.stringify(webVitalsReport())));
    expect(parsed).toEqual({ ok: true, webVitals: webVitalsReport() });
    expect(parseReports('application/json', Buffer.from(JSON.stringify({ kind: 'error', message: 'boom', page: '/' })))).toEqual({
      ok: true,
      reports: [{ kind: 'error', message: 'boom', page: '/' }],
    });
  });

  it('web-vitals bodies are application/json only', () => {
    expect(parseReports('application/csp-report', Buffer.from(JSON.stringify(webVitalsReport())))).toEqual({ ok: false, problem: 'invalid-report' });
  });

  it("the browser's report passes the server's schema", () => {
    const queue = createWebVitalsQueue({ pageType: 'TOP', device: 'PC', page: '/' });
    queue.add({ name: 'TTFB', value: 3.2, rating: 'good' });
    queue.add({ name: 'CLS', value: 0, rating: 'good' });
    queue.add({ name: 'LCP', value: 4_200.7, rating: 'poor' });
    expect(webVitalsReportSchema.safeParse(queue.take()).success).toBe(true);
  });
});
