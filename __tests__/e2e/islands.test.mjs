// Static islands (decision 032) as a reader meets them in chromium: parts of a page rendered on the
// server only, whose components the browser never loads. They must look (every class styled, on
// the first page and after a client navigation) and behave (links open with the router, Back
// shows them again) as the components did.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEVICES, watchPageErrors } from './support/browser.mjs';
import { firstArticleOnSite } from './support/content.mjs';
import { closeSuite, openSuite } from './support/suite.mjs';

/** Every page with the layout: the header's logo and navigation, the phone menu's links, the footer. */
const LAYOUT_ISLANDS = ['header-brand', 'header-nav', 'menu-links', 'site-footer'];
/** An article's, around its body (which islandsOnPage leaves out). */
const ARTICLE_ISLANDS = ['article-amazon', 'article-end', 'article-heading', 'article-lead', 'article-more', 'article-rail', 'share-end', 'share-top'];

/** Island elements on the page (the article body and footer navigation are server HTML of another kind): `id → length of their HTML`. */
const islandsOnPage = () =>
  Object.fromEntries(
    [...document.querySelectorAll('[data-server-html]:not([data-server-html="article-body"], [data-server-html="footer-navigation"])')].map((element) => [element.dataset.serverHtml, element.innerHTML.length]),
  );

/**
 * Classes of CSS modules (`hash6_name`) used inside the islands that no loaded stylesheet defines:
 * an island's stylesheet left out of its page's `*.styles.ts` shows up here.
 */
function unstyledIslandClasses() {
  const defined = new Set();
  const collect = (rules) => {
    for (const rule of rules) {
      for (const match of (rule.selectorText ?? '').matchAll(/\.([\w-]+)/g)) defined.add(match[1]);
      if (rule.cssRules) collect(rule.cssRules);
    }
  };
  for (const sheet of document.styleSheets) collect(sheet.cssRules);
  const used = new Set();
  for (const element of document.querySelectorAll('[data-server-html] [class]')) element.classList.forEach((name) => /^[\w-]{6}_\w/.test(name) && used.add(name));
  return { used: used.size, unstyled: [...used].filter((name) => !defined.has(name)) };
}

describe('static islands (decision 032) in chromium', { timeout: 180_000 }, () => {
  let suite;
  let articlePath;
  let categoryPath;

  before(async () => {
    suite = await openSuite();
    const pathOf = (pattern) => suite.routes.find((route) => route.pattern === pattern).path;
    articlePath = pathOf('/article/[publicationDate]/[articleId]/');
    categoryPath = pathOf('/category/[categoryCode]/page/[pageNumber]/');
  });
  after(() => closeSuite(suite));

  async function open(device, path) {
    const context = await suite.browser.newContext(DEVICES[device]);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const response = await page.goto(`${suite.site.siteUrl}${path}`, { waitUntil: 'load' });
    assert.equal(response.status(), 200);
    return { context, page, errors };
  }

  /**
   * Marks the document, clicks `link` and waits for its address: `openedInPlace` then tells a
   * client navigation (the mark survives) from a page load. Returns the link's href.
   */
  async function followLink(page, link) {
    await page.evaluate(() => (window.__stillTheSameDocument = true));
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL(`${suite.site.siteUrl}${href}`);
    return href;
  }
  /** Follows the first link of `anchors` (a locator) to an article the site shows itself (not a PR article's redirect). */
  async function followArticleLink(page, anchors, { fromEnd = false } = {}) {
    const hrefs = await anchors.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const href = await firstArticleOnSite(suite.site.contentApiUrl, fromEnd ? hrefs.reverse() : hrefs);
    assert.ok(href, `an article on the site among ${hrefs.join(' ')}`);
    return followLink(page, anchors.and(page.locator(`[href="${href}"]`)).first());
  }
  const openedInPlace = (page) => page.evaluate(() => window.__stillTheSameDocument);

  for (const device of ['desktop', 'phone']) {
    it(`${device}: the top page's rail and lower sections are styled as server HTML, on the first page and after a client navigation`, async () => {
      const { context, page, errors } = await open(device, '/');
      try {
        const islands = await page.evaluate(islandsOnPage);
        // The SP movie banner is an island too (its code comes after load: movie-banner-island.tsx).
        const topIslands = device === 'phone' ? ['top-lead', 'top-movie', 'top-rail', 'top-sections'] : ['top-lead', 'top-rail', 'top-sections'];
        assert.deepEqual(Object.keys(islands).sort(), [...LAYOUT_ISLANDS, ...topIslands].sort());
        for (const id of ['top-rail', 'top-sections']) assert.ok(islands[id] > 5_000, `${id} carries the server's HTML (${islands[id]} characters)`);
        for (const id of LAYOUT_ISLANDS) assert.ok(islands[id] > 500, `${id} carries the server's HTML (${islands[id]} characters)`);
        const first = await page.evaluate(unstyledIslandClasses);
        assert.ok(first.used > 20, `the islands use CSS-module classes (${first.used})`);
        assert.deepEqual(first.unstyled, [], 'every class in the islands is styled on the first page');

        // To a category page and back to the top by the header's logo: a client navigation, so the
        // islands arrive as HTML in the page data and their stylesheets with the page's code.
        await page.locator('[data-server-html="top-sections"] a[href^="/category/"]').first().click();
        await page.waitForURL(/\/category\//);
        await page.evaluate(() => (window.__stillTheSameDocument = true));
        await page.locator('#site-header a[href="/"]').first().click();
        await page.waitForURL(`${suite.site.siteUrl}/`);
        await page.waitForFunction((count) => document.querySelectorAll('[data-server-html^="top-"]').length === count, topIslands.length);
        assert.equal(await openedInPlace(page), true, 'the top page opened without a page load');
        assert.deepEqual(await page.evaluate(islandsOnPage), islands, 'the same islands, as HTML from the page data');
        assert.deepEqual((await page.evaluate(unstyledIslandClasses)).unstyled, [], 'every class in the islands is styled after a client navigation');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  it('a link inside an island opens with the router, and Back shows the island again', async () => {
    const { context, page, errors } = await open('desktop', '/');
    try {
      const islands = await page.evaluate(islandsOnPage);
      const href = await followLink(page, page.locator('[data-server-html="top-rail"] a[href^="/game/"]').first());
      // The game page has rendered (Back during a navigation still under way is another matter).
      await page.waitForFunction(() => !document.querySelector('[data-server-html="top-rail"]'));
      assert.equal(await openedInPlace(page), true, `${href} opened without a page load`);
      await page.goBack();
      await page.waitForURL(`${suite.site.siteUrl}/`);
      await page.waitForFunction(() => document.querySelectorAll('[data-server-html^="top-"]').length === 3);
      assert.deepEqual(await page.evaluate(islandsOnPage), islands, 'Back renders the first page again from its props, which lack the islands: the kept server HTML shows');
      assert.equal(await openedInPlace(page), true);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  for (const device of ['desktop', 'phone']) {
    it(`${device}: an article's rail and the parts around its share buttons are styled server HTML, and a related article opens with the router`, async () => {
      const { context, page, errors } = await open(device, articlePath);
      try {
        const islands = await page.evaluate(islandsOnPage);
        assert.deepEqual(Object.keys(islands).sort(), [...LAYOUT_ISLANDS, ...ARTICLE_ISLANDS].sort());
        assert.ok(islands['article-rail'] > 1_000 && islands['article-more'] > 1_000, JSON.stringify(islands));
        // The Amazon widget sits in the rail on PC and after the article on a phone (spec §9).
        assert.equal(islands['article-amazon'] > 0, device === 'phone', JSON.stringify(islands));
        assert.deepEqual((await page.evaluate(unstyledIslandClasses)).unstyled, [], 'every class in the islands is styled');

        const href = await followArticleLink(page, page.locator('[data-server-html="article-more"] a[href^="/article/"]'), { fromEnd: true });
        await page.waitForFunction((before) => document.querySelector('[data-server-html="article-more"]')?.innerHTML.length !== before, islands['article-more']);
        assert.equal(await openedInPlace(page), true, `${href} opened without a page load`);
        assert.deepEqual(Object.keys(await page.evaluate(islandsOnPage)).sort(), [...LAYOUT_ISLANDS, ...ARTICLE_ISLANDS].sort());
        assert.deepEqual((await page.evaluate(unstyledIslandClasses)).unstyled, [], 'styled after the client navigation');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  for (const [name, pattern] of [
    ['a collection’s article', '/special/[matomeDirectoryName]/[articleId]/'],
    ['a part of the weekly magazine', '/special/content/weeklyplaynote/[articleId]/'],
  ]) {
    it(`phone: ${name} shows the collection’s link above it and more of it below as styled server HTML`, async () => {
      const path = suite.routes.find((route) => route.pattern === pattern).path;
      const { context, page, errors } = await open('phone', path);
      try {
        const islands = await page.evaluate(islandsOnPage);
        assert.deepEqual(Object.keys(islands).sort(), [...LAYOUT_ISLANDS, ...ARTICLE_ISLANDS, 'article-after', 'article-banner'].sort());
        assert.ok(islands['article-banner'] > 100 && islands['article-after'] > 1_000, JSON.stringify(islands));
        assert.ok(await page.locator('[data-server-html="article-after"] h2').first().isVisible(), 'the section below the article has its heading');
        assert.deepEqual((await page.evaluate(unstyledIslandClasses)).unstyled, [], 'every class in the islands is styled');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  it('desktop: a game page’s header and rail (ranking, images, videos) are styled server HTML, on the first page and after a tab’s client navigation', async () => {
    const path = suite.routes.find((route) => route.pattern === '/game/title/[gameId]/page/[pageNumber]/').path;
    const { context, page, errors } = await open('desktop', path);
    try {
      const islands = await page.evaluate(islandsOnPage);
      // The articles tab lists the other titles of the game's series, when it has one, as an island too.
      const withSeries = islands['game-series'] !== undefined;
      assert.deepEqual(Object.keys(islands).sort(), [...LAYOUT_ISLANDS, 'game-header', 'game-rail', ...(withSeries ? ['game-series'] : [])].sort());
      if (withSeries) assert.ok((await page.locator('[data-server-html="game-series"] h2').textContent()).endsWith('の関連タイトル'), 'the series island: its heading');
      assert.ok(islands['game-header'] > 300 && islands['game-rail'] > 1_000, JSON.stringify(islands));
      assert.ok(await page.locator('[data-server-html="game-header"] h1').isVisible(), 'the game’s name is the page’s heading');
      assert.deepEqual((await page.evaluate(unstyledIslandClasses)).unstyled, [], 'every class in the islands is styled');
      await followLink(page, page.locator('main a[href*="/images/page/1/"]').first());
      await page.waitForURL(/\/images\/page\/1\/$/);
      // The address changes before the new tab renders: the articles tab's series list leaves with it.
      await page.waitForFunction(() => !document.querySelector('[data-server-html="game-series"]'), null, { timeout: 5_000 });
      assert.equal(await openedInPlace(page), true, 'the images tab opened without a page load');
      assert.deepEqual(Object.keys(await page.evaluate(islandsOnPage)).sort(), [...LAYOUT_ISLANDS, 'game-header', 'game-rail'].sort());
      assert.deepEqual((await page.evaluate(unstyledIslandClasses)).unstyled, [], 'styled after the client navigation');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  for (const device of ['desktop', 'phone']) {
    it(`${device}: the search page's tabs, lead and found games are styled server HTML, and a tab opens the other results in place`, async () => {
      const keyword = encodeURIComponent('ゼノ');
      const { context, page, errors } = await open(device, `/search/?q=${keyword}`);
      try {
        const before = await page.evaluate(islandsOnPage);
        assert.ok(before['search-lead'] > 200, `the tabs come as server HTML: ${JSON.stringify(before)}`);
        assert.equal(before['search-found'], undefined, 'the article results are React (their card slots are ads)');
        assert.ok((await page.locator('main article').count()) > 5, 'article results');
        await followLink(page, page.locator('[data-server-html="search-lead"] a', { hasText: 'ゲーム' }));
        await page.waitForFunction(() => document.querySelector('[data-server-html="search-found"] a[href^="/game/"]'));
        assert.equal(await openedInPlace(page), true, 'the games tab opened without a page load');
        assert.equal(await page.locator('[data-server-html="search-lead"] [aria-current="page"]').textContent(), 'ゲーム', 'the tabs follow the page');
        assert.deepEqual((await page.evaluate(unstyledIslandClasses)).unstyled, [], 'styled after the client navigation');
        await followLink(page, page.locator('[data-server-html="search-found"] a[href^="/game/"]').first());
        assert.equal(await openedInPlace(page), true, 'a game found opens with the router');

        // Loaded as a document, the games' first images are preloaded from the head, though the list is server HTML.
        await page.goto(`${suite.site.siteUrl}/search/?q=${keyword}&type=game`, { waitUntil: 'load' });
        const preloaded = await page.evaluate(() => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('imagesrcset')));
        const firstImages = await page.locator('[data-server-html="search-found"] img').evaluateAll((images) => images.slice(0, 2).map((image) => image.getAttribute('srcset')));
        assert.equal(firstImages.length, 2);
        for (const srcset of firstImages) assert.ok(preloaded.includes(srcset), `preloaded: ${srcset}`);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  for (const device of ['desktop', 'phone']) {
    it(`${device}: a list's rail, the access ranking, is styled server HTML, and its stories open with the router`, async () => {
      const { context, page, errors } = await open(device, categoryPath);
      try {
        const islands = await page.evaluate(islandsOnPage);
        assert.deepEqual(Object.keys(islands).sort(), [...LAYOUT_ISLANDS, 'ranking-rail'].sort());
        assert.ok(islands['ranking-rail'] > 1_000, JSON.stringify(islands));
        assert.deepEqual((await page.evaluate(unstyledIslandClasses)).unstyled, [], 'every class in the rail is styled');
        // A story of the ranking opens as a client navigation, and the article's own islands come with its page data.
        const href = await followArticleLink(page, page.locator('[data-server-html="ranking-rail"] a[href^="/article/"]'));
        await page.waitForFunction(() => document.querySelector('[data-server-html="article-rail"]'));
        assert.equal(await openedInPlace(page), true, `${href} opened without a page load`);
        assert.deepEqual((await page.evaluate(unstyledIslandClasses)).unstyled, [], 'styled after the client navigation');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
});
