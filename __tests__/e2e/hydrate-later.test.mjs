// Parts that hydrate after the page (decision 033): the header and footer come as server HTML and
// their code follows when the page wants it. A reader must not tell: the same elements stay (no
// flash, nothing re-created under the pointer), nothing errs, and a click that lands before the code
// is handled by it once it has come.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEVICES, watchPageErrors } from './support/browser.mjs';
import { closeSuite, openSuite } from './support/suite.mjs';

/** Whether React has hydrated `selector`'s element (its fiber is on the node). */
const hydrated = (selector) => {
  const element = document.querySelector(selector);
  return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
};

describe('parts hydrated after the page (decision 033) in chromium', { timeout: 180_000 }, () => {
  let suite;
  let articlePath;

  before(async () => {
    suite = await openSuite();
    articlePath = suite.routes.find((route) => route.pattern === '/article/[publicationDate]/[articleId]/').path;
  });
  after(() => closeSuite(suite));

  async function open(device, path, { blockPartCode = false } = {}) {
    const context = await suite.browser.newContext(DEVICES[device]);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const partRequests = [];
    page.on('request', (request) => /\/_next\/static\/chunks\//.test(request.url()) && partRequests.push(request.url()));
    let releaseCode = () => undefined;
    if (blockPartCode) {
      // Every chunk asked for after the document's load waits until the test lets it through.
      const gate = new Promise((resolve) => (releaseCode = resolve));
      let loaded = false;
      page.on('load', () => (loaded = true));
      await page.route(/\/_next\/static\/chunks\//, async (route) => {
        if (loaded) await gate;
        await route.continue();
      });
    }
    const response = await page.goto(`${suite.site.siteUrl}${path}`, { waitUntil: 'load' });
    assert.equal(response.status(), 200);
    return { context, page, errors, releaseCode: () => releaseCode() };
  }

  for (const device of ['desktop', 'phone']) {
    it(`${device}: the header and footer hydrate onto the same elements, without an error, once the browser is idle`, async () => {
      const { context, page, errors } = await open(device, articlePath);
      try {
        await page.evaluate(() => {
          window.__header = document.querySelector('#site-header');
          window.__footer = document.querySelector('footer');
        });
        await page.waitForFunction(hydrated, '#site-header', { timeout: 10_000 });
        await page.waitForFunction(hydrated, 'footer', { timeout: 10_000 });
        assert.ok(await page.evaluate(() => window.__header === document.querySelector('#site-header') && window.__footer === document.querySelector('footer')), 'the server’s elements, not new ones');
        assert.deepEqual(errors, [], 'no hydration mismatch or other error');
      } finally {
        await context.close();
      }
    });
  }

  it('desktop: an error answer’s page has its title at once and hydrates without an error, on the 404 route and on a missing article', async () => {
    for (const path of ['/no-such-page/', articlePath.replace(/\/(\d+)\/?$/, '/9999999/')]) {
      const context = await suite.browser.newContext(DEVICES.desktop);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      try {
        const response = await page.goto(`${suite.site.siteUrl}${path}`, { waitUntil: 'load' });
        assert.equal(response.status(), 404, path);
        assert.equal(await page.title(), 'ページが見つかりません | プレイノート', `${path}: the title before any later code`);
        await page.waitForFunction(hydrated, '#error-title', { timeout: 10_000 });
        await page.waitForFunction(hydrated, '#site-header', { timeout: 10_000 });
        assert.equal(await page.title(), 'ページが見つかりません | プレイノート', `${path}: the title after hydration`);
        assert.deepEqual(errors.filter((error) => !/404/.test(error)), [], `${path}: no error but the answer's own 404`);
      } finally {
        await context.close();
      }
    }
  });

  it('phone: a tap on the menu button before the header’s code has come opens the menu once it has', async () => {
    const { context, page, errors, releaseCode } = await open('phone', '/', { blockPartCode: true });
    try {
      const button = page.locator('#site-header').getByRole('button', { name: 'メニュー' });
      assert.equal(await page.evaluate(hydrated, '#site-header'), false, 'not hydrated while its code is held back');
      await button.tap();
      assert.equal(await button.getAttribute('aria-expanded'), 'false', 'nothing yet: the click waits');
      assert.equal(page.url(), `${suite.site.siteUrl}/`, 'and the page stays');
      releaseCode();
      await page.waitForFunction(() => document.querySelector('#site-header button[aria-controls]')?.getAttribute('aria-expanded') === 'true', null, { timeout: 10_000 });
      await page.getByRole('dialog').waitFor({ timeout: 10_000 });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('desktop: a header link clicked before the code has come opens with the router, not a page load', async () => {
    const { context, page, errors, releaseCode } = await open('desktop', articlePath, { blockPartCode: true });
    try {
      await page.evaluate(() => (window.__stillTheSameDocument = true));
      const link = page.locator('#site-header nav a[href^="/category/"]').first();
      const href = await link.getAttribute('href');
      await link.click();
      releaseCode();
      await page.waitForURL(`${suite.site.siteUrl}${href}`, { timeout: 15_000 });
      assert.equal(await page.evaluate(() => window.__stillTheSameDocument), true, 'opened in place');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('desktop: after a client navigation to another kind of page the header and footer are there at once', async () => {
    const { context, page, errors } = await open('desktop', '/');
    try {
      await page.waitForFunction(hydrated, '#site-header', { timeout: 10_000 });
      await page.evaluate(() => (window.__stillTheSameDocument = true));
      const link = page.locator('#site-header nav a[href^="/category/"]').first();
      const href = await link.getAttribute('href');
      await link.click();
      await page.waitForURL(`${suite.site.siteUrl}${href}`);
      // The address changes before the new page renders.
      await page.locator('#site-header [aria-current="page"]').waitFor({ timeout: 10_000 });
      assert.equal(await page.evaluate(() => window.__stillTheSameDocument), true, 'a client navigation');
      assert.equal(await page.locator('#site-header').count(), 1);
      assert.equal(await page.locator('footer').count(), 1);
      assert.equal(await page.locator('#site-header [aria-current="page"]').count(), 1, 'the new section is marked');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
