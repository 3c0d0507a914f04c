/** @jest-environment node */
import { recordWebVitals, webVitalHistogramValue } from '@/foundation/metrics/record';
import { getSiteMetrics, WEB_VITAL_BUCKETS, webVitalMetricName } from '@/foundation/metrics/registry';
import { WEB_VITAL_NAMES, WEB_VITAL_THRESHOLDS, type WebVitalName } from '@/foundation/site/web-vitals';

/** The histogram's `_count` and `_sum` for one page type and device. */
async function countAndSum(name: WebVitalName, labels: { page_type: string; device: string }): Promise<{ count: number; sum: number }> {
  const { values } = await getSiteMetrics().webVitals[name].get();
  const of = (suffix: string) =>
    values.find((value) => value.metricName === `${webVitalMetricName(name)}_${suffix}` && value.labels.page_type === labels.page_type && value.labels.device === labels.device)?.value ?? 0;
  return { count: of('count'), sum: of('sum') };
}

describe('field-data histograms', () => {
  it.each<[WebVitalName, string]>([
    ['LCP', 'playnote_web_vitals_lcp_seconds'],
    ['INP', 'playnote_web_vitals_inp_seconds'],
    ['CLS', 'playnote_web_vitals_cls'],
    ['FCP', 'playnote_web_vitals_fcp_seconds'],
    ['TTFB', 'playnote_web_vitals_ttfb_seconds'],
  ])('%s is %s, registered with the site’s series', async (name, metricName) => {
    expect(webVitalMetricName(name)).toBe(metricName);
    expect(await getSiteMetrics().registry.getSingleMetricAsString(metricName)).toContain(`# TYPE ${metricName} histogram`);
  });

  it.each([...WEB_VITAL_NAMES])("%s's buckets rise and hold Google's good and poor bounds", (name) => {
    const buckets = WEB_VITAL_BUCKETS[name];
    expect([...buckets].sort((a, b) => a - b)).toEqual(buckets);
    expect(new Set(buckets).size).toBe(buckets.length);
    for (const bound of WEB_VITAL_THRESHOLDS[name]) expect(buckets).toContain(webVitalHistogramValue(name, bound));
  });

  it.each<[WebVitalName, number, number]>([
    ['LCP', 2_500, 2.5],
    ['INP', 200, 0.2],
    ['FCP', 0, 0],
    ['TTFB', 812.5, 0.8125],
    ['CLS', 0.12, 0.12],
  ])('%s %d from the browser is %d in the histogram', (name, value, observed) => {
    expect(webVitalHistogramValue(name, value)).toBe(observed);
  });

  it('a report is one observation per metric, under its page type and device only', async () => {
    const article = { page_type: 'ARTICLE_DETAIL', device: 'SP' };
    const top = { page_type: 'TOP', device: 'SP' };
    const [lcpBefore, clsBefore, topBefore, inpBefore] = [await countAndSum('LCP', article), await countAndSum('CLS', article), await countAndSum('LCP', top), await countAndSum('INP', article)];
    recordWebVitals({ pageType: 'ARTICLE_DETAIL', device: 'SP', metrics: [{ name: 'LCP', value: 1_500 }, { name: 'CLS', value: 0.05 }] });
    const lcp = await countAndSum('LCP', article);
    expect(lcp.count).toBe(lcpBefore.count + 1);
    expect(lcp.sum).toBeCloseTo(lcpBefore.sum + 1.5);
    const cls = await countAndSum('CLS', article);
    expect(cls.count).toBe(clsBefore.count + 1);
    expect(cls.sum).toBeCloseTo(clsBefore.sum + 0.05);
    expect(await countAndSum('LCP', top)).toEqual(topBefore);
    expect(await countAndSum('INP', article)).toEqual(inpBefore);
  });
});
