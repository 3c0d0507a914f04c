// Parts that hydrate after the page (decision 033): the header and footer come as server HTML and
// their code follows when the page wants it. A reader must not tell: the same elements stay (no
// flash, nothing re-created under the pointer), nothing errs, and a click that lands before the code
// is handled by it once it has come.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { DEVICES, watchPageErrors } from './support/browser.mjs';
import { closeSuite, openSuite } from './support/suite.mjs';
import { COMPILE_HINT, MIN_HINTED_BYTES } from '../../scripts/deploy/compile-hints.mjs';

const { EARLY_CLICK } = createRequire(import.meta.url)('../../lib/next-adapters/scripts-after-paint.js');
const STAND_IN = await readFile(new URL('./support/googletag-stand-in.js', import.meta.url), 'utf8');

/** Whether React has hydrated `selector`'s element (its fiber is on the node). */
const hydrated = (selector) => {
  const element = document.querySelector(selector);
  return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
};

describe('parts hydrated after the page (decisions 033, 034) in chromium', { timeout: 180_000 }, () => {
  let suite;
  let articlePath;

  before(async () => {
    suite = await openSuite();
    articlePath = suite.routes.find((route) => route.pattern === '/article/[publicationDate]/[articleId]/').path;
  });
  after(() => closeSuite(suite));

  /** The page's first-load scripts, as the after-paint loader reads them (decision 035). */
  async function firstLoadScripts(path) {
    const html = await (await fetch(`${suite.site.siteUrl}${path}`)).text();
    const list = /<script id="__NEXT_SCRIPTS__" type="application\/json">([^<]*)<\/script>/.exec(html);
    assert.ok(list, 'the page lists its scripts for the loader');
    return new Set(JSON.parse(list[1]).map((src) => new URL(src, suite.site.siteUrl).href));
  }

  it("the page's larger startup scripts carry V8's compile hint, the smaller ones not (decision 036)", async () => {
    const hinted = [];
    for (const src of await firstLoadScripts(articlePath)) {
      if (!src.includes('/static/chunks/')) continue;
      const js = await (await fetch(src)).text();
      const size = Buffer.byteLength(js.startsWith(COMPILE_HINT) ? js.slice(COMPILE_HINT.length) : js);
      assert.equal(js.startsWith(COMPILE_HINT), size >= MIN_HINTED_BYTES, `${src} (${size} B): hinted only from ${MIN_HINTED_BYTES} B`);
      if (size >= MIN_HINTED_BYTES) hinted.push(src);
    }
    assert.ok(hinted.length >= 1, 'react-dom and next come in at least one hinted chunk');
  });

  /**
   * blockCode 'later': every chunk but the page's first-load scripts waits until the test lets it
   * through (the later parts' code); 'all': every chunk does, the first-load scripts too.
   */
  async function open(device, path, { blockCode = null } = {}) {
    const context = await suite.browser.newContext(DEVICES[device]);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    let releaseCode = () => undefined;
    if (blockCode) {
      const firstLoad = blockCode === 'later' ? await firstLoadScripts(path) : new Set();
      const gate = new Promise((resolve) => (releaseCode = resolve));
      await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
        if (!firstLoad.has(route.request().url())) await gate;
        await route.continue();
      });
    }
    // With every script held, the load event may wait on the ones the loader has added.
    const response = await page.goto(`${suite.site.siteUrl}${path}`, { waitUntil: blockCode === 'all' ? 'domcontentloaded' : 'load' });
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

  // 'later': the first-load scripts run and the page's own hold keeps the tap; 'all': no script has
  // run and the after-paint loader keeps it for them (decision 035).
  for (const [blockCode, what] of [['later', 'the header’s code'], ['all', 'any of the page’s scripts']]) {
    it(`phone: a tap on the menu button before ${what} has come opens the menu once it has`, async () => {
      const { context, page, errors, releaseCode } = await open('phone', '/', { blockCode });
      try {
        const button = page.locator('#site-header').getByRole('button', { name: 'メニュー' });
        assert.equal(await page.evaluate(hydrated, '#site-header'), false, 'not hydrated while its code is held back');
        if (blockCode === 'all') assert.equal(await page.evaluate(() => typeof window.next), 'undefined', 'no page script has run');
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
  }

  it('desktop: a header link clicked before the code has come opens with the router, not a page load', async () => {
    const { context, page, errors, releaseCode } = await open('desktop', articlePath, { blockCode: 'later' });
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

  it(`desktop: a header link clicked when no script ever comes opens all the same after the loader's hold (${EARLY_CLICK.holdMs} ms), as a page load`, async () => {
    const { context, page, errors } = await open('desktop', articlePath, { blockCode: 'all' });
    try {
      await page.evaluate(() => (window.__stillTheSameDocument = true));
      const link = page.locator('#site-header nav a[href^="/category/"]').first();
      const href = await link.getAttribute('href');
      const clickedAt = Date.now();
      await link.click();
      await page.waitForURL(`${suite.site.siteUrl}${href}`, { timeout: EARLY_CLICK.holdMs + 10_000, waitUntil: 'commit' });
      const waited = Date.now() - clickedAt;
      assert.ok(waited >= EARLY_CLICK.holdMs - 250, `held for the code first (${waited} ms)`);
      assert.equal(await page.evaluate(() => window.__stillTheSameDocument), undefined, 'the browser opened it: no router without the code');
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

  it('desktop: the page view hydrates later too, and the ads start only once it has (GPT writes into its slot elements)', async () => {
    const context = await suite.browser.newContext(DEVICES.desktop);
    await context.route('**/gpt.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: STAND_IN }));
    await context.addInitScript(() => {
      window.__gptStandIn = { mode: 'fill', fillDelayMs: 50 };
      // The stand-in records into this array: note, at the first slot, whether the view had hydrated.
      window.__gptCalls = [];
      window.__gptCalls.push = function (entry) {
        if (entry.fn === 'defineSlot' && window.__viewHydratedAtFirstSlot === undefined) {
          const h1 = document.querySelector('[data-hydrate-later="page"] h1');
          window.__viewHydratedAtFirstSlot = !!h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
        }
        return Array.prototype.push.call(this, entry);
      };
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    try {
      await page.goto(`${suite.site.siteUrl}/`, { waitUntil: 'load' });
      await page.locator('[data-ad-slot] iframe').first().waitFor({ state: 'attached', timeout: 15_000 });
      assert.equal(await page.evaluate(() => window.__viewHydratedAtFirstSlot), true, 'the view had hydrated when the first slot was defined');
      assert.deepEqual(errors, [], 'no hydration mismatch: GPT wrote into elements React already owned');
    } finally {
      await context.close();
    }
  });

  it('desktop: a client navigation to a page whose view code has not come keeps the page the reader left until it has (decision 034)', async () => {
    const { context, page, errors } = await open('desktop', '/');
    try {
      await page.waitForFunction(hydrated, '#site-header', { timeout: 10_000 });
      // From now on the route's chunk comes, every other chunk (the category page's view) waits for the test.
      let releaseCode = () => undefined;
      const gate = new Promise((resolve) => (releaseCode = resolve));
      await page.route(/\/_next\/static\/chunks\//, async (route) => {
        const response = await route.fetch();
        const body = await response.body();
        if (!body.includes('__NEXT_P')) await gate;
        await route.fulfill({ response, body });
      });
      await page.evaluate(() => {
        window.__stillTheSameDocument = true;
        window.__emptySeen = false;
        // The page must never be without its header or main column while the next one's code comes.
        new MutationObserver(() => {
          if (!document.querySelector('#site-header') || !document.querySelector('main h1, main h2')) window.__emptySeen = true;
        }).observe(document.body, { childList: true, subtree: true });
      });
      const link = page.locator('#site-header nav a[href^="/category/"]').first();
      const href = await link.getAttribute('href');
      await link.click();
      await page.waitForTimeout(1000);
      assert.ok(await page.locator('#new-articles').isVisible(), 'the top page is still shown while the code is held back');
      releaseCode();
      await page.waitForURL(`${suite.site.siteUrl}${href}`, { timeout: 15_000 });
      await page.locator('#site-header [aria-current="page"]').waitFor({ timeout: 15_000 });
      await page.waitForFunction(() => /の記事一覧/.test(document.title), null, { timeout: 10_000 });
      assert.equal(await page.evaluate(() => window.__stillTheSameDocument), true, 'a client navigation');
      assert.equal(await page.evaluate(() => window.__emptySeen), false, 'never an empty page in between');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  // Decision 035: Next's scripts start after the first paint, so neither the first paint nor the first
  // content image (the largest paint) waits on their download or evaluation.
  for (const [device, path] of [['desktop', '/'], ['phone', 'article']]) {
    it(`${device}: the page’s scripts are asked for only after the first paint and the first content images, and the page still hydrates`, async () => {
      const { context, page, errors } = await open(device, path === 'article' ? articlePath : path);
      try {
        await page.waitForFunction(hydrated, '#site-header', { timeout: 10_000 });
        const timing = await page.evaluate(() => {
          const scripts = performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script' && /\/_next\/static\//.test(entry.name));
          const images = [...document.querySelectorAll('img[fetchpriority="high"]')];
          const imageEnds = images.map((image) => performance.getEntriesByName(image.currentSrc)[0]?.responseEnd ?? Infinity);
          return {
            firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
            firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
            scripts: scripts.length,
            imageEnd: images.length > 0 ? Math.max(...imageEnds) : null,
          };
        });
        assert.ok(timing.scripts > 0 && timing.firstPaint !== null, JSON.stringify(timing));
        assert.ok(timing.firstScript > timing.firstPaint, `the first script was asked for at ${timing.firstScript} ms, the first paint was at ${timing.firstPaint} ms`);
        assert.ok(timing.imageEnd !== null && timing.firstScript > timing.imageEnd, `the last first content image ended at ${timing.imageEnd} ms, the first script was asked for at ${timing.firstScript} ms`);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  it('desktop: a first content image that never comes holds the page’s scripts back 2.5 s at most (FIRST_IMAGE_WAIT_MS)', async () => {
    const context = await suite.browser.newContext(DEVICES.desktop);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    try {
      const stalled = [];
      await page.route(/\/images\/articles\/.*hero/, (route) => stalled.push(route));
      await page.goto(`${suite.site.siteUrl}${articlePath}`, { waitUntil: 'domcontentloaded' });
      // Next has started (the later parts wait for the load event, which the held image holds back).
      await page.waitForFunction(() => typeof window.next === 'object', null, { timeout: 10_000 });
      const timing = await page.evaluate(() => ({
        parsed: performance.getEntriesByType('navigation')[0].domContentLoadedEventStart,
        firstScript: Math.min(...performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script' && /\/_next\/static\//.test(entry.name)).map((entry) => entry.startTime)),
        imageComplete: document.querySelector('img[fetchpriority="high"][srcset*="hero"]')?.complete,
      }));
      assert.ok(stalled.length > 0, 'the first content image was asked for and held');
      assert.equal(timing.imageComplete, false);
      const waited = timing.firstScript - timing.parsed;
      assert.ok(waited >= 2_400 && waited < 4_500, `scripts asked for ${Math.round(waited)} ms after the document was parsed`);
      assert.deepEqual(errors, []);
      await Promise.all(stalled.map((route) => route.abort().catch(() => undefined)));
    } finally {
      await context.close();
    }
  });
});
