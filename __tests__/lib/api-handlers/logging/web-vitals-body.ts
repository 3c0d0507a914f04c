/** A valid page view's field data, as lib/client/web-vitals.ts sends it. */
export function webVitalsReport(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'web-vitals',
    page: '/article/202607/123456/',
    pageType: 'ARTICLE_DETAIL',
    device: 'SP',
    metrics: [
      { name: 'TTFB', value: 84.2, rating: 'good' },
      { name: 'FCP', value: 912, rating: 'good' },
      { name: 'LCP', value: 1_480, rating: 'good' },
      { name: 'CLS', value: 0.02, rating: 'good' },
      { name: 'INP', value: 248, rating: 'needs-improvement' },
    ],
    ...overrides,
  };
}
