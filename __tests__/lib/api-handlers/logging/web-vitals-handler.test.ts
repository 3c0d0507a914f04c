/** @jest-environment node */
import { getSiteMetrics, webVitalMetricName } from '@/foundation/metrics/registry';
import type { WebVitalName } from '@/foundation/site/web-vitals';
import { trustedProxySet } from '@/lib/api-handlers/logging/client-address';
import { createLoggingHandler, type LoggingHandlerDeps } from '@/lib/api-handlers/logging/logging-handler';
import { createRateLimiter } from '@/lib/api-handlers/logging/rate-limiter';
import { errorReport, post, serveHandler, type ServedHandler } from './serve-handler';
import { webVitalsReport } from './web-vitals-body';

let served: ServedHandler | undefined;
let warnings: jest.SpyInstance;

beforeEach(() => {
  warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  await served?.close();
  served = undefined;
  warnings.mockRestore();
});

async function serve(deps: Partial<LoggingHandlerDeps> = {}): Promise<string> {
  served = await serveHandler(createLoggingHandler({ limiter: createRateLimiter(), trustedProxies: trustedProxySet([]), forward: null, ...deps }));
  return served.url;
}

/** The `_count` of a web-vital histogram for one page type and device, from the site's registry. */
async function countOf(name: WebVitalName, pageType: string, device: string): Promise<number> {
  const { values } = await getSiteMetrics().webVitals[name].get();
  return values.find((value) => value.metricName === `${webVitalMetricName(name)}_count` && value.labels.page_type === pageType && value.labels.device === device)?.value ?? 0;
}

const counts = (pageType: string, device: string) => Promise.all((['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const).map((name) => countOf(name, pageType, device)));

describe('POST /api/logging: a page view\'s web vitals', () => {
  it('→ 204; each metric moves its histogram under the page type and device; nothing is logged or forwarded', async () => {
    const forward = jest.fn();
    const url = await serve({ forward });
    const before = await counts('ARTICLE_DETAIL', 'SP');
    const otherDevice = await counts('ARTICLE_DETAIL', 'PC');

    const response = await post(url, JSON.stringify(webVitalsReport()));

    expect(response.status).toBe(204);
    expect(await counts('ARTICLE_DETAIL', 'SP')).toEqual(before.map((count) => count + 1));
    expect(await counts('ARTICLE_DETAIL', 'PC')).toEqual(otherDevice);
    expect(warnings).not.toHaveBeenCalled();
    expect(forward).not.toHaveBeenCalled();
  });

  it('the exported text shows the histogram in seconds', async () => {
    const url = await serve();
    await post(url, JSON.stringify(webVitalsReport({ pageType: 'SCHEDULE', device: 'PC', metrics: [{ name: 'LCP', value: 2_400 }] })));
    const text = await getSiteMetrics().registry.getSingleMetricAsString('playnote_web_vitals_lcp_seconds');
    expect(text).toMatch(/^playnote_web_vitals_lcp_seconds_bucket\{le="2\.5",page_type="SCHEDULE",device="PC"\} [1-9]/m);
    expect(text).toMatch(/^playnote_web_vitals_lcp_seconds_bucket\{le="2",page_type="SCHEDULE",device="PC"\} 0$/m);
  });

  it('hands the recorder the validated report', async () => {
    const recordWebVitals = jest.fn();
    await post(await serve({ recordWebVitals }), JSON.stringify({ ...webVitalsReport({ metrics: [{ name: 'CLS', value: 0.3, rating: 'poor' }] }), extra: 'dropped' }));
    expect(recordWebVitals).toHaveBeenCalledWith({ kind: 'web-vitals', page: '/article/202607/123456/', pageType: 'ARTICLE_DETAIL', device: 'SP', metrics: [{ name: 'CLS', value: 0.3, rating: 'poor' }] });
  });

  it.each([
    ['an unknown page type', JSON.stringify(webVitalsReport({ pageType: 'EVIL' })), 'Not a valid report'],
    ['an unknown device', JSON.stringify(webVitalsReport({ device: 'TV' })), 'Not a valid report'],
    ['a value past its bound', JSON.stringify(webVitalsReport({ metrics: [{ name: 'LCP', value: 1e9 }] })), 'Not a valid report'],
    ['a value overflowing to Infinity', JSON.stringify(webVitalsReport({ metrics: [{ name: 'LCP', value: 0 }] })).replace('"value":0', '"value":1e400'), 'Not a valid report'],
    ['no metrics', JSON.stringify(webVitalsReport({ metrics: [] })), 'Not a valid report'],
    ['malformed JSON', '{"kind":"web-vitals",', 'Malformed JSON'],
  ])('%s → 400, counted nowhere', async (_case, body, message) => {
    const recordWebVitals = jest.fn();
    const before = await counts('ARTICLE_DETAIL', 'SP');
    const response = await post(await serve({ recordWebVitals }), body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'bad_request', message });
    expect(recordWebVitals).not.toHaveBeenCalled();
    expect(await counts('ARTICLE_DETAIL', 'SP')).toEqual(before);
  });

  it('a body over 8 KB → 413, counted nowhere', async () => {
    const recordWebVitals = jest.fn();
    const body = JSON.stringify(webVitalsReport({ page: `/${'p'.repeat(8_200)}` }));
    const response = await post(await serve({ recordWebVitals }), body);
    expect(response.status).toBe(413);
    expect(recordWebVitals).not.toHaveBeenCalled();
  });
});

describe('the rate limit holds for web vitals: 60 reports a minute per client address', () => {
  it('a page view (five metrics in one beacon) is one report: 60 pass, the 61st → 429', async () => {
    const recordWebVitals = jest.fn();
    const url = await serve({ recordWebVitals });
    const statuses: number[] = [];
    for (let index = 0; index < 61; index += 1) statuses.push((await post(url, JSON.stringify(webVitalsReport()))).status);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(204));
    expect(statuses[60]).toBe(429);
    expect(recordWebVitals).toHaveBeenCalledTimes(60);
  });

  it('web vitals and error reports share the one limit', async () => {
    const url = await serve({ recordWebVitals: () => undefined });
    for (let index = 0; index < 59; index += 1) expect((await post(url, JSON.stringify(errorReport()))).status).toBe(204);
    expect((await post(url, JSON.stringify(webVitalsReport()))).status).toBe(204);
    expect((await post(url, JSON.stringify(webVitalsReport()))).status).toBe(429);
    expect((await post(url, JSON.stringify(errorReport()))).status).toBe(429);
  });
});
