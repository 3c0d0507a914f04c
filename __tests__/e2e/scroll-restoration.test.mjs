// Spec §2 in a real browser: the scroll position is saved on route change or unload and restored
// on return; the session flag and the exempt paths reset to the top. (The jsdom unit test passed
// while chromium lost the place: Next's useRouter() object is a snapshot of its first render.)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEVICES } from './support/browser.mjs';
import { closeSuite, openSuite } from './support/suite.mjs';

const TOLERANCE_PX = 100;
const SCROLLED_TO = 2500;

let site;
let browser;

before(async () => ({ site, browser } = await openSuite()));
after(() => closeSuite({ site, browser }));

/** Scrolls `path` to SCROLLED_TO and returns the href of an article link in view there. */
async function scrollAndPickArticle(page, path) {
  await page.goto(`${site.siteUrl}${path}`, { waitUntil: 'load' });
  await page.evaluate((y) => window.scrollTo(0, y), SCROLLED_TO);
  await page.waitForTimeout(200);
  const href = await page.evaluate(() => {
    const inView = [...document.querySelectorAll('main a[href^="/article/"]')].find((link) => {
      const rect = link.getBoundingClientRect();
      return rect.height > 0 && rect.top > 80 && rect.bottom < window.innerHeight - 80;
    });
    return inView?.getAttribute('href') ?? null;
  });
  assert.ok(href, `an article link is in view at ${SCROLLED_TO} px of ${path}`);
  return href;
}

async function clickAndWait(page, href) {
  await page.locator(`main a[href="${href}"]`).first().click();
  await page.waitForURL((url) => url.pathname + url.search === href);
  await page.waitForLoadState('load');
}

async function settledScrollY(page) {
  await page.waitForTimeout(600);
  return page.evaluate(() => window.scrollY);
}

for (const [deviceName, device] of Object.entries(DEVICES)) {
  describe(`scroll restoration on ${deviceName}`, () => {
    it(`Back to the top page returns to within ${TOLERANCE_PX} px of where the reader was, and Forward/Back again too`, async () => {
      const context = await browser.newContext(device);
      const page = await context.newPage();
      const href = await scrollAndPickArticle(page, '/');
      const before = await page.evaluate(() => window.scrollY);
      await clickAndWait(page, href);
      assert.ok((await settledScrollY(page)) < TOLERANCE_PX, 'a new page opens at the top');

      await page.goBack();
      await page.waitForURL(`${site.siteUrl}/`);
      const afterBack = await settledScrollY(page);
      assert.ok(Math.abs(afterBack - before) <= TOLERANCE_PX, `after Back at ${afterBack} px, was at ${before} px`);
      const linkInView = await page.evaluate((target) => {
        const rect = document.querySelector(`main a[href="${target}"]`)?.getBoundingClientRect();
        return Boolean(rect && rect.bottom > 0 && rect.top < window.innerHeight);
      }, href);
      assert.ok(linkInView, 'the article the reader opened is on screen again');

      await page.goForward();
      await page.waitForURL((url) => url.pathname === href);
      assert.ok((await settledScrollY(page)) < TOLERANCE_PX, 'Forward returns to the article at its own (top) position');
      await page.goBack();
      await page.waitForURL(`${site.siteUrl}/`);
      const afterSecondBack = await settledScrollY(page);
      assert.ok(Math.abs(afterSecondBack - before) <= TOLERANCE_PX, `second Back at ${afterSecondBack} px`);
      await context.close();
    });

    it('Back after a full page load (link opened without the client router) restores the position', async () => {
      const context = await browser.newContext(device);
      const page = await context.newPage();
      const href = await scrollAndPickArticle(page, '/category/news/page/1/');
      const before = await page.evaluate(() => window.scrollY);
      // pagehide saves the position when the document is unloaded.
      await page.goto(`${site.siteUrl}${href}`, { waitUntil: 'load' });
      await page.goBack({ waitUntil: 'load' });
      const afterBack = await settledScrollY(page);
      assert.ok(Math.abs(afterBack - before) <= TOLERANCE_PX, `after Back at ${afterBack} px, was at ${before} px`);
      await context.close();
    });

    it('the session flag playnote:scroll-restore-disabled makes Back start at the top', async () => {
      const context = await browser.newContext(device);
      const page = await context.newPage();
      const href = await scrollAndPickArticle(page, '/');
      await page.evaluate(() => window.sessionStorage.setItem('playnote:scroll-restore-disabled', '1'));
      await clickAndWait(page, href);
      await page.goBack();
      await page.waitForURL(`${site.siteUrl}/`);
      assert.ok((await settledScrollY(page)) < TOLERANCE_PX);
      await context.close();
    });

    it('an exempt path (search results) starts at the top on Back', async () => {
      const context = await browser.newContext(device);
      const page = await context.newPage();
      const query = `/search/?q=${encodeURIComponent('ゲーム')}`;
      await page.goto(`${site.siteUrl}${query}`, { waitUntil: 'load' });
      const href = await page.evaluate(() => {
        const links = [...document.querySelectorAll('main a[href^="/article/"]')];
        return links.at(-1)?.getAttribute('href') ?? null;
      });
      assert.ok(href, 'search results hold article links');
      await page.locator(`main a[href="${href}"]`).last().scrollIntoViewIfNeeded();
      assert.ok((await page.evaluate(() => window.scrollY)) > TOLERANCE_PX, 'the results page was scrolled');
      await page.locator(`main a[href="${href}"]`).last().click();
      await page.waitForURL((url) => url.pathname === href);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/search/');
      assert.ok((await settledScrollY(page)) < TOLERANCE_PX);
      await context.close();
    });
  });
}
