// Field data (decision 028) in chromium: at sample rate 1 a page view loads the web-vitals library
// after the page has loaded (never first-load JavaScript), and when the page is hidden (the reader
// leaves) sends its metrics in one beacon to /api/logging/, with the page type and the device class
// the server decided; /api/metrics/ then counts them in the histograms of that page type and device.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { firstLoadFiles, isRoutePage } from '../../scripts/lib/bundle-size.mjs';
import { DEVICES } from './support/browser.mjs';
import { closeSuite, openSuite } from './support/suite.mjs';

const REPORT_PATH = '/api/logging/';
const DIST_DIR = path.resolve(process.env.NEXT_DIST_DIR || '.next');
/** The client-services chunk comes after load, the library after it; then the page is left. */
const CHUNK_WAIT_MS = 20_000;
const BEACON_WAIT_MS = 10_000;

/** The browser chunks of the build, by file name (static/chunks/…) → text. */
function browserChunks() {
  const dir = path.join(DIST_DIR, 'static/chunks');
  return new Map(readdirSync(dir).filter((name) => name.endsWith('.js')).map((name) => [`static/chunks/${name}`, readFileSync(path.join(dir, name), 'utf8')]));
}

/** The chunks holding the web-vitals library: it observes 'largest-contentful-paint', which no code of ours names. */
const libraryChunksOf = (chunks) => [...chunks].filter(([, text]) => text.includes('largest-contentful-paint')).map(([file]) => file);

/** `_count` of a web-vital histogram for one page type and device in a Prometheus text answer (0 when absent). */
function countIn(metricsText, metricName, pageType, device) {
  for (const line of metricsText.split('\n')) {
    const match = /^(\w+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== `${metricName}_count`) continue;
    const labels = Object.fromEntries([...match[2].matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
    if (labels.page_type === pageType && labels.device === device) return Number(match[3]);
  }
  return 0;
}

describe('field data: web vitals to /api/logging and /api/metrics', { timeout: 240_000 }, () => {
  let site;
  let browser;
  let routes;

  before(async () => {
    ({ site, browser, routes } = await openSuite({ env: { WEB_VITALS_SAMPLE_RATE: '1' } }));
  });
  after(() => closeSuite({ site, browser }));

  const metricsText = async () => (await fetch(`${site.siteUrl}/api/metrics/`)).text();

  it('the web-vitals library is in no route’s first-load JavaScript, only in a chunk of its own', () => {
    const manifest = JSON.parse(readFileSync(path.join(DIST_DIR, 'build-manifest.json'), 'utf8'));
    const chunks = browserChunks();
    const library = libraryChunksOf(chunks);
    assert.ok(library.length > 0, 'the build has the web-vitals library in a browser chunk (the probe finds it)');
    for (const page of Object.keys(manifest.pages).filter(isRoutePage)) {
      const firstLoad = firstLoadFiles(manifest, page);
      assert.deepEqual(firstLoad.filter((file) => library.includes(file)), [], `${page}: the library is not first-load JS`);
      assert.deepEqual(firstLoad.filter((file) => /onINP|web-vitals/.test(chunks.get(file) ?? '')), [], `${page}: no first-load chunk names onINP or web-vitals`);
    }
  });

  /**
   * Opens `pagePath` as `device` and waits for the library to arrive after load. A key press (a
   * trusted input, as a reader's first tap would be) ends LCP; then the page is made hidden as a
   * tab switch would (the queue sends, web-vitals reports CLS). Returns the web-vital bodies posted
   * to /api/logging/, the site's answers, when the library was fetched and the page's sample rate;
   * `leave()` then navigates away for real (the unloading page's beacon is not observable here, the
   * site's counts are).
   */
  async function openAndHide(device, pagePath) {
    const context = await browser.newContext(DEVICES[device]);
    const page = await context.newPage();
    const reports = [];
    const statuses = [];
    // A beacon's body is not in the request event; an intercepted request carries it, and goes on to the site.
    await context.route(`**${REPORT_PATH}`, async (route) => {
      const request = route.request();
      if (request.method() === 'POST') {
        const body = JSON.parse(request.postData() ?? 'null');
        if (body?.kind === 'web-vitals') reports.push(body);
      }
      await route.continue();
    });
    context.on('response', (response) => {
      if (new URL(response.url()).pathname === REPORT_PATH) statuses.push(response.status());
    });
    await page.goto(`${site.siteUrl}${pagePath}`, { waitUntil: 'load' });
    const library = libraryChunksOf(browserChunks()).map((file) => `/_next/${file}`);
    const timing = await page
      .waitForFunction(
        (files) => {
          const entry = performance.getEntriesByType('resource').find((resource) => files.some((file) => resource.name.endsWith(file)));
          if (!entry || !entry.responseEnd) return null;
          return { fetchedAt: entry.startTime, loadedAt: performance.getEntriesByType('navigation')[0].loadEventStart };
        },
        library,
        { timeout: CHUNK_WAIT_MS },
      )
      .then((handle) => handle.jsonValue());
    const meta = await page.locator('meta[name="web-vitals-sample-rate"]').getAttribute('content');
    await page.keyboard.press('Shift');
    // LCP is reported in an idle callback after the input (within 1 s).
    await page.waitForTimeout(1_500);
    const sentWhileVisible = reports.length;
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const deadline = Date.now() + BEACON_WAIT_MS;
    while (reports.length === 0 && Date.now() < deadline) await page.waitForTimeout(100);
    // Longer than a beacon's round trip on loopback: after it, no more reports are coming.
    await page.waitForTimeout(500);
    const leave = async () => {
      await page.evaluate(() => delete document.visibilityState);
      await page.goto('about:blank');
      await page.waitForTimeout(1_000);
      await context.close();
    };
    return { reports, statuses, timing, meta, sentWhileVisible, leave };
  }

  const HISTOGRAMS = [
    ['LCP', 'playnote_web_vitals_lcp_seconds'],
    ['FCP', 'playnote_web_vitals_fcp_seconds'],
    ['TTFB', 'playnote_web_vitals_ttfb_seconds'],
    ['CLS', 'playnote_web_vitals_cls'],
  ];

  for (const [device, route, pageType, deviceClass] of [
    ['phone', '/', 'TOP', 'SP'],
    ['desktop', '/article/[publicationDate]/[articleId]/', 'ARTICLE_DETAIL', 'PC'],
  ]) {
    it(`${device} on ${route}: one beacon of ${pageType}/${deviceClass} metrics when hidden, counted at /api/metrics/ once`, async () => {
      const pagePath = routes.find((candidate) => candidate.pattern === route).path;
      const before = await metricsText();
      const { reports, statuses, timing, meta, sentWhileVisible, leave } = await openAndHide(device, pagePath);

      assert.equal(meta, '1', 'the server wrote its sample rate into the page');
      assert.ok(timing.fetchedAt >= timing.loadedAt, `the library was fetched after the load event (${timing.fetchedAt} ms ≥ ${timing.loadedAt} ms)`);
      assert.equal(sentWhileVisible, 0, 'nothing is sent while the page is visible');
      assert.equal(reports.length, 1, 'one beacon for the page view');
      const [report] = reports;
      assert.equal(report.pageType, pageType);
      assert.equal(report.device, deviceClass);
      assert.equal(report.page, pagePath.split('?')[0]);
      const names = report.metrics.map(({ name }) => name);
      for (const name of ['TTFB', 'FCP', 'LCP', 'CLS']) assert.ok(names.includes(name), `${name} in ${names.join(', ')}`);
      assert.equal(new Set(names).size, names.length, 'each metric once');
      for (const { name, value, rating } of report.metrics) {
        assert.ok(Number.isFinite(value) && value >= 0, `${name} ${value}`);
        assert.ok(['good', 'needs-improvement', 'poor'].includes(rating), `${name} rated ${rating}`);
      }
      assert.deepEqual(statuses, [204], 'the site answered 204');

      const hidden = await metricsText();
      for (const [name, metricName] of HISTOGRAMS) {
        const was = countIn(before, metricName, pageType, deviceClass);
        assert.equal(countIn(hidden, metricName, pageType, deviceClass), was + 1, `${name}: ${metricName}_count{page_type="${pageType}",device="${deviceClass}"} moved by one`);
      }

      // Leaving for real hides the page again: what was sent is not sent twice.
      await leave();
      const left = await metricsText();
      for (const [name, metricName] of HISTOGRAMS) {
        assert.equal(countIn(left, metricName, pageType, deviceClass), countIn(hidden, metricName, pageType, deviceClass), `${name} counted once per page view`);
      }
    });
  }
});
