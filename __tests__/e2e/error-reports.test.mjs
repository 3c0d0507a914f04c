// Browser error reports (decision 028) in chromium: after the page has loaded, the client-services
// chunk reports each distinct uncaught error and unhandled rejection once per page view to
// /api/logging/, at most 5 per page view, and a route change starts a new page view. Also the
// endpoint itself as the built site serves it (bodyParser off: 413 over 8 KB, 405, 204).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEVICES } from './support/browser.mjs';
import { closeSuite, openSuite } from './support/suite.mjs';

const REPORT_PATH = '/api/logging/';
/** Longer than a beacon's round trip on loopback: after it, no more reports are coming. */
const SETTLE_MS = 1_000;
const CHUNK_WAIT_MS = 20_000;

describe('browser error reports to /api/logging', { timeout: 180_000 }, () => {
  let site;
  let browser;

  before(async () => {
    // Forwarding on: the bundled content API answers POST /api/logging with 204.
    ({ site, browser } = await openSuite({ env: { LOGGING_FORWARD_ENABLED: 'true' } }));
  });
  after(() => closeSuite({ site, browser }));

  /** A page whose posts to /api/logging/ are recorded: the reports and the site's answers. */
  async function openRecorded(path) {
    const context = await browser.newContext(DEVICES.desktop);
    const page = await context.newPage();
    const reports = [];
    const statuses = [];
    // A beacon's body is not in the request event; an intercepted request carries it, and goes on to the site.
    await page.route(`**${REPORT_PATH}`, async (route) => {
      if (route.request().method() === 'POST') reports.push(JSON.parse(route.request().postData() ?? 'null'));
      await route.continue();
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === REPORT_PATH) statuses.push(response.status());
    });
    await page.goto(`${site.siteUrl}${path}`, { waitUntil: 'load' });
    // Functions defined once, so every call throws from the same script and line.
    await page.evaluate(() => {
      window.throwLater = (message) => setTimeout(() => {
        throw new Error(message);
      });
      window.rejectLater = (message) => setTimeout(() => void Promise.reject(new Error(message)));
    });
    return { context, page, reports, statuses };
  }

  const countOf = (reports, message) => reports.filter((report) => report?.message === message).length;

  /**
   * Throws 'probe' until its report goes out (the `count`th): the client-services chunk has loaded,
   * or the new page view has begun (errors before that are not reported).
   */
  async function waitForReporting(page, reports, count = 1) {
    const deadline = Date.now() + CHUNK_WAIT_MS;
    while (countOf(reports, 'probe') < count) {
      assert.ok(Date.now() < deadline, 'the client-services chunk reports errors within 20 s of load');
      await page.evaluate(() => window.throwLater('probe'));
      await page.waitForTimeout(200);
    }
  }

  it('one report per distinct error and rejection, however often it repeats; 204 for each', async () => {
    const { context, page, reports, statuses } = await openRecorded('/');
    await waitForReporting(page, reports);
    for (let time = 0; time < 4; time += 1) {
      await page.evaluate(() => {
        window.throwLater('boom after load');
        window.rejectLater('rejected after load');
      });
    }
    await page.evaluate(() => window.throwLater('probe'));
    await page.waitForTimeout(SETTLE_MS);

    assert.equal(countOf(reports, 'probe'), 1);
    assert.equal(countOf(reports, 'boom after load'), 1);
    assert.equal(countOf(reports, 'rejected after load'), 1);
    assert.equal(reports.length, 3);
    const boom = reports.find((report) => report.message === 'boom after load');
    assert.equal(boom.kind, 'error');
    assert.equal(boom.page, '/');
    assert.ok(boom.line > 0, 'the error carries its line');
    assert.match(boom.stack, /boom after load/);
    assert.equal(reports.find((report) => report.message === 'rejected after load').kind, 'unhandledrejection');
    assert.deepEqual(statuses, [204, 204, 204]);
    await context.close();
  });

  it('at most 5 reports per page view, and a route change starts a new page view', async () => {
    const { context, page, reports } = await openRecorded('/');
    await waitForReporting(page, reports);
    await page.evaluate(() => {
      for (let index = 0; index < 10; index += 1) window.throwLater(`distinct ${index}`);
    });
    await page.waitForTimeout(SETTLE_MS);
    assert.equal(reports.length, 5, 'the probe and 4 of the 10 distinct errors');

    const href = await page.locator('main a[href^="/article/"]').first().getAttribute('href');
    await page.locator(`main a[href="${href}"]`).first().click();
    await page.waitForURL((url) => url.pathname === href);
    // A client-side route change: the functions defined on the first page are still there.
    assert.equal(await page.evaluate(() => typeof window.throwLater), 'function');
    await waitForReporting(page, reports, 2);
    await page.waitForTimeout(SETTLE_MS);
    assert.equal(reports.length, 6, 'the same probe again, once, on the new page view');
    assert.equal(reports.at(-1).page, href);
    await context.close();
  });

  it('the built endpoint: 204 for a report, 413 for 8 KB + 1 byte, 405 with Allow: POST for GET', async () => {
    const url = `${site.siteUrl}${REPORT_PATH}`;
    const report = { kind: 'error', message: 'from node', page: '/' };
    const ok = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(report) });
    assert.equal(ok.status, 204);
    const tooLarge = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(8193) });
    assert.equal(tooLarge.status, 413);
    const get = await fetch(url);
    assert.equal(get.status, 405);
    assert.equal(get.headers.get('allow'), 'POST');
  });
});
