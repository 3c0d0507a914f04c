import { act, renderHook } from '@testing-library/react';
import { BROWSER_REPORT_PATH } from '@/foundation/site/browser-reports';
import { WEB_VITALS_SAMPLE_RATE_META, type WebVitalName } from '@/foundation/site/web-vitals';
import { type LibraryMetric, readWebVitalsSampleRate, sendWebVitalsReport, startWebVitals, useWebVitals, type WebVitalsLibrary } from '@/lib/client/web-vitals';
import { createWebVitalsQueue, type WebVitalEntry, type WebVitalsPage, type WebVitalsReport } from '@/lib/client/web-vitals-queue';

// The hook imports the library itself: a stand-in whose callbacks the test calls.
const libraryCallbacks = new Map<string, (metric: WebVitalEntry) => void>();
jest.mock('web-vitals', () => {
  const on = (name: string) => (callback: (metric: unknown) => void) => libraryCallbacks.set(name, callback);
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

const PAGE: WebVitalsPage = { pageType: 'ARTICLE_DETAIL', device: 'SP', page: '/article/202607/123456/' };

const metricsOf = (report: WebVitalsReport | null) => report?.metrics.map(({ name, value }) => [name, value]) ?? null;

describe('the page view queue: each metric once, batched until the page is hidden', () => {
  type Step = ['add', WebVitalName, number] | ['take'];
  it.each<[string, Step[], (ReturnType<typeof metricsOf>)[]]>([
    ['nothing measured: nothing to send', [['take']], [null]],
    ['TTFB and FCP early, LCP and CLS at the hide: one report', [['add', 'TTFB', 80], ['add', 'FCP', 900], ['add', 'LCP', 1_400], ['add', 'CLS', 0.01], ['take']], [[['TTFB', 80], ['FCP', 900], ['LCP', 1_400], ['CLS', 0.01]]]],
    ['a later value of a metric not yet sent replaces it', [['add', 'LCP', 1_000], ['add', 'LCP', 1_600], ['take']], [[['LCP', 1_600]]]],
    ['a metric already sent is not sent again (CLS after the reader came back)', [['add', 'CLS', 0.02], ['take'], ['add', 'CLS', 0.3], ['take']], [[['CLS', 0.02]], null]],
    ['a metric first ready after the first hide goes in the next', [['add', 'LCP', 1_200], ['take'], ['add', 'INP', 180], ['add', 'LCP', 5_000], ['take']], [[['LCP', 1_200]], [['INP', 180]]]],
    ['the queue is empty after a take', [['add', 'FCP', 700], ['take'], ['take']], [[['FCP', 700]], null]],
    ['values the server would refuse are dropped', [['add', 'LCP', -1], ['add', 'INP', Number.NaN], ['add', 'TTFB', Number.POSITIVE_INFINITY], ['add', 'FCP', 600_001], ['add', 'CLS', 101], ['take']], [null]],
    ['a dropped value does not use up its metric', [['add', 'LCP', -1], ['add', 'LCP', 2_000], ['take']], [[['LCP', 2_000]]]],
  ])('%s', (_case, steps, expected) => {
    const queue = createWebVitalsQueue(PAGE);
    const taken: (ReturnType<typeof metricsOf>)[] = [];
    for (const step of steps) {
      if (step[0] === 'add') queue.add({ name: step[1], value: step[2] });
      else taken.push(metricsOf(queue.take()));
    }
    expect(taken).toEqual(expected);
  });

  it("carries the page type, device and path the server gave the page, the path bounded, and the library's rating", () => {
    const queue = createWebVitalsQueue({ ...PAGE, page: `/${'p'.repeat(3_000)}` });
    queue.add({ name: 'INP', value: 520, rating: 'poor' });
    const report = queue.take();
    expect(report).toMatchObject({ kind: 'web-vitals', pageType: 'ARTICLE_DETAIL', device: 'SP', metrics: [{ name: 'INP', value: 520, rating: 'poor' }] });
    expect(report?.page).toHaveLength(2_048);
  });
});

describe('the sample rate the server wrote into the page', () => {
  afterEach(() => document.head.querySelector(`meta[name="${WEB_VITALS_SAMPLE_RATE_META}"]`)?.remove());

  it.each([
    ['0.1', 0.1],
    ['1', 1],
    ['0', 0],
    ['2', 0],
    ['lots', 0],
  ])('content %j → %d', (content, rate) => {
    document.head.insertAdjacentHTML('beforeend', `<meta name="${WEB_VITALS_SAMPLE_RATE_META}" content="${content}">`);
    expect(readWebVitalsSampleRate(document)).toBe(rate);
  });

  it('no meta tag → 0', () => {
    expect(readWebVitalsSampleRate(document)).toBe(0);
  });
});

/** A page (document and window stand-ins) with a sample rate, and a library whose metrics the test reports. */
function fakePage(rate: string) {
  const doc = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
    querySelector: (selector: string) => (selector === `meta[name="${WEB_VITALS_SAMPLE_RATE_META}"]` ? { getAttribute: () => rate } : null),
  });
  const win = new EventTarget();
  const callbacks = new Map<WebVitalName, (metric: LibraryMetric) => void>();
  const on = (name: WebVitalName) => (callback: (metric: LibraryMetric) => void) => void callbacks.set(name, callback);
  const library: WebVitalsLibrary = { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
  const load = jest.fn(() => Promise.resolve(library));
  const send = jest.fn<void, [WebVitalsReport]>();
  const hide = () => {
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  const show = () => {
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  const report = (name: WebVitalName, value: number) => callbacks.get(name)?.({ name, value, rating: 'good' });
  return { deps: { doc: doc as unknown as Document, win: win as unknown as Window, load, send }, doc, win, load, send, hide, show, report };
}

const loaded = () => act(() => Promise.resolve());

describe('sampling: decided once per page view, the library loaded only when sampled', () => {
  it.each([
    ['0', 0, false],
    ['0', 0.999, false],
    ['1', 0, true],
    ['1', 0.999, true],
    ['0.3', 0.29, true],
    ['0.3', 0.3, false],
    ['0.3', 0.9, false],
    ['', 0, false],
  ])('rate %j, draw %d → sampled %s', async (rate, draw, sampled) => {
    const page = fakePage(rate);
    const random = jest.fn(() => draw);
    const stop = startWebVitals(PAGE, { ...page.deps, random });
    await loaded();
    expect(random).toHaveBeenCalledTimes(1);
    expect(stop !== null).toBe(sampled);
    expect(page.load).toHaveBeenCalledTimes(sampled ? 1 : 0);
    page.report('LCP', 1_000);
    page.hide();
    expect(page.send).toHaveBeenCalledTimes(sampled ? 1 : 0);
  });
});

describe('sending: one beacon per hide with what the page view measured', () => {
  it('registers all five metrics and sends them together when the page is hidden', async () => {
    const page = fakePage('1');
    startWebVitals(PAGE, { ...page.deps, random: () => 0.5 });
    await loaded();
    page.report('TTFB', 50);
    page.report('FCP', 800);
    expect(page.send).not.toHaveBeenCalled();
    page.report('LCP', 1_300);
    page.report('CLS', 0.04);
    page.report('INP', 96);
    page.hide();
    expect(page.send).toHaveBeenCalledTimes(1);
    expect(metricsOf(page.send.mock.calls[0]?.[0] ?? null)).toEqual([
      ['TTFB', 50],
      ['FCP', 800],
      ['LCP', 1_300],
      ['CLS', 0.04],
      ['INP', 96],
    ]);
  });

  it('nothing goes out while the page is visible, nor on a hide with nothing new; pagehide sends what is left', async () => {
    const page = fakePage('1');
    startWebVitals(PAGE, { ...page.deps, random: () => 0 });
    await loaded();
    page.report('LCP', 1_000);
    page.show();
    expect(page.send).not.toHaveBeenCalled();
    page.hide();
    page.show();
    page.hide();
    expect(page.send).toHaveBeenCalledTimes(1);
    page.report('INP', 240);
    page.win.dispatchEvent(new Event('pagehide'));
    expect(page.send).toHaveBeenCalledTimes(2);
    expect(metricsOf(page.send.mock.calls[1]?.[0] ?? null)).toEqual([['INP', 240]]);
  });

  it('a send that throws is swallowed; after stop nothing is sent', async () => {
    const page = fakePage('1');
    page.send.mockImplementation(() => {
      throw new Error('offline');
    });
    const stop = startWebVitals(PAGE, { ...page.deps, random: () => 0 });
    await loaded();
    page.report('FCP', 600);
    expect(() => page.hide()).not.toThrow();
    stop?.();
    page.report('LCP', 900);
    page.hide();
    page.win.dispatchEvent(new Event('pagehide'));
    expect(page.send).toHaveBeenCalledTimes(1);
  });

  it('a library that fails to load sends nothing and throws nothing', async () => {
    const page = fakePage('1');
    page.load.mockImplementation(() => Promise.reject(new Error('chunk failed')));
    startWebVitals(PAGE, { ...page.deps, random: () => 0 });
    await loaded();
    page.hide();
    expect(page.send).not.toHaveBeenCalled();
  });
});

describe('the beacon, else fetch with keepalive', () => {
  const report: WebVitalsReport = { kind: 'web-vitals', ...PAGE, metrics: [{ name: 'LCP', value: 1_200, rating: 'good' }] };

  it('a beacon the browser queues: no fetch', async () => {
    const sendBeacon = jest.fn(() => true);
    const post = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    sendWebVitalsReport(report, { sendBeacon }, post);
    expect(sendBeacon).toHaveBeenCalledWith(BROWSER_REPORT_PATH, expect.any(Blob));
    const body = (sendBeacon.mock.calls[0] as unknown as [string, Blob])[1];
    expect(body.type).toBe('application/json');
    expect(JSON.parse(await body.text())).toEqual(report);
    expect(post).not.toHaveBeenCalled();
  });

  it.each([
    ['refuses it (its queue is full)', { sendBeacon: jest.fn(() => false) }],
    ['has no sendBeacon', {}],
  ])('a browser that %s: fetch with keepalive', (_case, nav) => {
    const post = jest.fn(() => Promise.reject(new Error('offline')));
    expect(() => sendWebVitalsReport(report, nav, post)).not.toThrow();
    expect(post).toHaveBeenCalledWith(BROWSER_REPORT_PATH, expect.objectContaining({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' } }));
  });

  it('nothing over 8 KB is sent', () => {
    const sendBeacon = jest.fn(() => true);
    const post = jest.fn(() => Promise.resolve(new Response(null)));
    sendWebVitalsReport({ ...report, page: `/${'p'.repeat(9_000)}` }, { sendBeacon }, post);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });
});

describe('useWebVitals in the client-services chunk', () => {
  let visibility: DocumentVisibilityState = 'visible';
  const sendBeacon = jest.fn<boolean, [string, Blob]>(() => true);
  beforeAll(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  });
  afterAll(() => {
    delete (document as { visibilityState?: unknown }).visibilityState;
    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  });
  beforeEach(() => {
    visibility = 'visible';
    sendBeacon.mockClear();
    libraryCallbacks.clear();
    document.head.insertAdjacentHTML('beforeend', `<meta name="${WEB_VITALS_SAMPLE_RATE_META}" content="1">`);
  });
  afterEach(() => document.head.querySelector(`meta[name="${WEB_VITALS_SAMPLE_RATE_META}"]`)?.remove());

  const hide = () => {
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
  };

  it('a reader\'s page: the library loads and its metrics go out in a beacon on hide', async () => {
    const { unmount } = renderHook(() => useWebVitals(PAGE));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect([...libraryCallbacks.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    libraryCallbacks.get('LCP')?.({ name: 'LCP', value: 1_234, rating: 'good' });
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await (sendBeacon.mock.calls[0]?.[1] as Blob).text())).toEqual({ kind: 'web-vitals', ...PAGE, metrics: [{ name: 'LCP', value: 1_234, rating: 'good' }] });
    unmount();
  });

  it('no page (a preview, an error page): nothing loads, nothing is sent', async () => {
    const { unmount } = renderHook(() => useWebVitals(null));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(libraryCallbacks.size).toBe(0);
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
    unmount();
  });
});
