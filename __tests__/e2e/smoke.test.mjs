// Browser smoke test: the content API and `next start` on free ports, Debian chromium loads the
// top page and an article the way a reader would.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, watchPageErrors } from './support/browser.mjs';
import { startSite } from './support/servers.mjs';

describe('reader smoke test in chromium', { timeout: 180_000 }, () => {
  let site;
  let browser;

  before(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('top page shows the newest articles from the content API, and one opens as an article', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchPageErrors(page);
    const response = await page.goto(`${site.siteUrl}/`);
    assert.equal(response.status(), 200);
    assert.match(await page.title(), /プレイノート/);
    assert.equal(await page.getAttribute('html', 'lang'), 'ja');

    const newest = page.locator('section[aria-labelledby="new-articles"] article a');
    assert.ok((await newest.count()) >= 10, 'the newest-articles list has at least 10 cards');
    const firstTitle = (await newest.first().locator('h3').textContent())?.trim();
    assert.ok(firstTitle, 'the first card has a title');

    await newest.first().click();
    await page.waitForURL(/\/article\/\d{6}\/\d+\/$/);
    // The address changes before the client-side navigation has rendered the new page.
    const heading = page.locator('main h1', { hasText: firstTitle });
    await heading.waitFor({ timeout: 15_000 });
    assert.equal((await page.locator('main h1').textContent())?.trim(), firstTitle);
    assert.ok((await page.locator('main article p').count()) > 3, 'the article body has paragraphs');
    assert.ok(await page.locator('nav[aria-label="パンくずリスト"]').isVisible());
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('the tab keeps the page title and the head its tags from first paint through hydration (the body hydrates after the root, decision 029)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Every title and every count of <meta name="description"> the document shows, from its parse on.
    await page.addInitScript(() => {
      const seen = (window.__headStates = []);
      const record = () => seen.push({ title: document.title, descriptions: document.querySelectorAll('meta[name="description"]').length });
      new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`${site.siteUrl}/`, { waitUntil: 'load' });
    // Hydration and the after-load services have run by then.
    await page.waitForTimeout(1500);
    const states = await page.evaluate(() => window.__headStates);
    const complete = (state) => /プレイノート/.test(state.title) && state.descriptions === 1;
    const first = states.findIndex(complete);
    assert.ok(first >= 0, 'the title and the description appeared');
    // From the parser's first sight of both on (before it, the head is still arriving).
    const afterParse = states.slice(first);
    assert.deepEqual(afterParse.filter((state) => !complete(state)), [], 'no moment without the title or the description');
    await page.close();
  });

  it('an article loaded directly hydrates its HTML-only body and footer, whose links stay client navigations (decision 017)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchPageErrors(page);
    await page.goto(`${site.siteUrl}/`);
    const href = await page.locator('section[aria-labelledby="new-articles"] article a').first().getAttribute('href');
    await page.goto(`${site.siteUrl}${href}`);
    const nextData = JSON.parse(await page.locator('#__NEXT_DATA__').textContent());
    assert.equal(nextData.props.pageProps.articleDetailData.blocks, null, 'the body is not in __NEXT_DATA__');
    assert.equal(nextData.props.pageProps.layout.commonParts.footerNavigation, null, 'nor is the footer navigation');
    // The newest story may be a short notice (お知らせ, two paragraphs): any body text will do.
    assert.ok((await page.locator('[data-server-html="article-body"] p').count()) > 0, 'the body is on the page');
    assert.ok(((await page.locator('[data-server-html="article-body"]').textContent()) ?? '').length > 40, 'with its text');
    await page.waitForFunction(() => Boolean(window.next?.router?.isReady));

    // A marker on window survives a client navigation and is gone after a full page load.
    await page.evaluate(() => {
      window.__stillTheSameDocument = true;
    });
    await page.locator('[data-server-html="footer-navigation"] a[href="/category/news/page/1/"]').click();
    await page.waitForURL(/\/category\/news\/page\/1\/$/);
    // The address changes before the category page has rendered; going back before that would
    // find the article's body still on the page.
    await page.locator('main h1', { hasText: 'ニュース' }).waitFor();
    assert.equal(await page.locator('[data-server-html="article-body"]').count(), 0);
    assert.equal(await page.evaluate(() => window.__stillTheSameDocument), true, 'the footer link navigated without a page load');

    // Back on the article (client side), the body renders from the navigation's props.
    await page.goBack();
    await page.waitForURL(new RegExp(`${href.replace(/[/]/g, '\\/')}$`));
    await page.locator('[data-server-html="article-body"] p').first().waitFor();
    assert.ok((await page.locator('[data-server-html="article-body"] p').count()) > 0);
    assert.equal(await page.evaluate(() => window.__stillTheSameDocument), true);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('an article loaded directly renders on a phone-sized screen', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${site.siteUrl}/`);
    const href = await page.locator('section[aria-labelledby="new-articles"] article a').first().getAttribute('href');
    const response = await page.goto(`${site.siteUrl}${href}`);
    assert.equal(response.status(), 200);
    await page.locator('main h1').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no horizontal scrolling on a phone (overflow ${overflow}px)`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('an unknown or malformed article answers 404 with the Japanese error page', async () => {
    const page = await browser.newPage();
    for (const path of ['/article/202607/999999999/', '/article/2026-07/123/', '/article/202613/1/']) {
      const response = await page.goto(`${site.siteUrl}${path}`);
      assert.equal(response.status(), 404, path);
      assert.match(await page.locator('h1').textContent(), /ページが見つかりません/);
    }
    await page.close();
  });
});
