// Search-engine and social metadata in Debian chromium against the built site: canonical,
// og:image 1280 wide, twitter:card, robots, theme-color, and every JSON-LD block parsed with the
// @type its page type must declare (docs/decisions/009-metadata.md).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoEnv } from '../../scripts/lib/demo-env.mjs';
import { launchBrowser, watchPageErrors } from './support/browser.mjs';
import { discoverRoutes } from './support/routes.mjs';
import { startSite } from './support/servers.mjs';
import { getJson } from './support/content.mjs';

/**
 * The public site URL the build was made with (build:demo reads the same settings). Absolute URLs
 * in the head use it, on the server and after hydration alike, whatever address the server binds.
 */
const PUBLIC_SITE_URL = demoEnv().NEXT_PUBLIC_SITE_URL;

/** A game title with cross reviews, from the content API's game list. */
async function findReviewedGameId(contentApiUrl) {
  for (let page = 1; page <= 5; page += 1) {
    const games = await getJson(contentApiUrl, `/api/search/games?page=${page}&limit=50`);
    for (const game of games.data) {
      const reviews = await getJson(contentApiUrl, `/api/game/crossreviews?gameId=${game.gameId}`);
      if (reviews.data.some((set) => set.reviews.length > 0)) return game.gameId;
    }
  }
  throw new Error('no game with cross reviews in the content API');
}

/** Everything the head says, read in the page. */
async function readHead(page) {
  return page.evaluate(() => {
    const all = (selector) => Array.from(document.head.querySelectorAll(selector));
    const contents = (attribute, value) => all(`meta[${attribute}="${value}"]`).map((meta) => meta.getAttribute('content'));
    const metaNames = ['description', 'robots', 'twitter:card', 'twitter:title', 'twitter:description', 'twitter:image', 'theme-color'];
    const properties = ['og:type', 'og:title', 'og:description', 'og:url', 'og:site_name', 'og:locale', 'og:image', 'og:image:width'];
    return {
      title: document.title,
      canonical: all('link[rel="canonical"]').map((link) => link.getAttribute('href')),
      names: Object.fromEntries(metaNames.map((name) => [name, contents('name', name)])),
      properties: Object.fromEntries(properties.map((property) => [property, contents('property', property)])),
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (script) => script.textContent),
    };
  });
}

/** The head's title, canonical, meta names and properties, without its JSON-LD. */
async function readHeadTags(page) {
  const { title, canonical, names, properties } = await readHead(page);
  return { title, canonical, names, properties };
}

/** The text of every JSON-LD script in a server HTML document, in order. */
function jsonLdInHtml(html) {
  return Array.from(html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs), (match) => match[1]);
}

/** The JSON-LD scripts in the page's head now. */
function jsonLdInHead(page) {
  return page.evaluate(() => Array.from(document.head.querySelectorAll('script[type="application/ld+json"]'), (script) => script.textContent));
}

/** Waits until React has hydrated the page (its links carry React's props) and the head manager has run. */
async function waitForHydration(page) {
  await page.waitForFunction(() => {
    const link = document.querySelector('main a[href]');
    return Boolean(link && Object.keys(link).some((key) => key.startsWith('__reactProps')));
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The one value of a head entry (duplicates from two head managers would be a bug). */
function single(values, label) {
  assert.equal(values.length, 1, `exactly one ${label} (got ${JSON.stringify(values)})`);
  return values[0];
}

describe('search-engine and social metadata in chromium', { timeout: 300_000 }, () => {
  let site;
  let browser;
  let pages;

  before(async () => {
    site = await startSite({ env: { NEXT_PUBLIC_SITE_URL: PUBLIC_SITE_URL } });
    browser = await launchBrowser();
    const routes = await discoverRoutes(site.contentApiUrl);
    const pathOf = (pattern) => routes.find((route) => route.pattern === pattern).path;
    const gameId = await findReviewedGameId(site.contentApiUrl);
    pages = [
      {
        name: 'article',
        path: pathOf('/article/[publicationDate]/[articleId]/'),
        ogType: 'article',
        robots: 'max-image-preview:large',
        image: 'content',
        types: ['NewsArticle', 'BreadcrumbList'],
      },
      {
        name: 'game title page',
        path: `/game/title/${gameId}/page/1/`,
        ogType: 'website',
        robots: null,
        image: 'any',
        types: ['VideoGame', 'BreadcrumbList'],
      },
      {
        name: 'cross review page',
        path: `/game/title/${gameId}/reviews/`,
        ogType: 'website',
        robots: null,
        image: 'any',
        types: ['VideoGame', 'Review', 'BreadcrumbList'],
      },
      { name: 'game-sales ranking', path: '/ranking/game-sales/', ogType: 'website', robots: null, image: 'card', types: ['ItemList', 'BreadcrumbList'] },
      { name: 'Amazon ranking', path: '/ranking/amazon/', ogType: 'website', robots: null, image: 'card', types: ['ItemList', 'BreadcrumbList'] },
      { name: 'category page 2', path: '/category/news/page/2/', ogType: 'website', robots: null, image: 'card', types: ['BreadcrumbList'] },
      { name: 'search results', path: `/search/?q=${encodeURIComponent('ゲーム')}`, ogType: 'website', robots: 'noindex', image: 'card', types: ['BreadcrumbList'] },
      { name: 'top', path: '/', ogType: 'website', robots: null, image: 'card', types: ['WebSite', 'Organization'] },
    ];
  });

  /** A URL on the public site, fetched from the server under test (other hosts as they are). */
  function onServer(url) {
    const parsed = new URL(url);
    return parsed.origin === new URL(PUBLIC_SITE_URL).origin ? `${site.siteUrl}${parsed.pathname}${parsed.search}` : url;
  }

  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('every checked page: self-canonical, og:* and twitter:* with the 1280-wide image, robots, theme-color, valid JSON-LD', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    for (const expected of pages) {
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      const response = await page.goto(`${site.siteUrl}${expected.path}`);
      assert.equal(response.status(), 200, expected.name);
      const label = (what) => `${expected.name}: ${what}`;
      const html = await response.text();
      await page.waitForLoadState('load');
      const head = await readHead(page);

      assert.match(head.title, /プレイノート/, label('title'));
      assert.match(single(head.names.description, label('description')), /[\u3040-\u30ff\u4e00-\u9fff]/, label('Japanese description'));

      const canonical = single(head.canonical, label('canonical'));
      assert.equal(canonical, new URL(expected.path, PUBLIC_SITE_URL).toString(), label('self-canonical absolute URL on the public site URL'));
      assert.ok(html.includes(`<link rel="canonical" href="${canonical.replaceAll('&', '&amp;')}"`), label('the server HTML has the same canonical as the hydrated page'));
      assert.equal(single(head.properties['og:url'], label('og:url')), canonical);

      assert.equal(single(head.properties['og:type'], label('og:type')), expected.ogType);
      assert.equal(single(head.properties['og:site_name'], label('og:site_name')), 'プレイノート');
      assert.equal(single(head.properties['og:locale'], label('og:locale')), 'ja_JP');
      assert.ok(single(head.properties['og:title'], label('og:title')));
      assert.ok(single(head.properties['og:description'], label('og:description')));

      const image = single(head.properties['og:image'], label('og:image'));
      assert.equal(single(head.properties['og:image:width'], label('og:image:width')), '1280');
      const imageUrl = new URL(image);
      const isCard = imageUrl.toString() === new URL('/images/logo.png', PUBLIC_SITE_URL).toString();
      if (expected.image === 'card') assert.ok(isCard, label(`site card expected, got ${image}`));
      if (expected.image === 'content' || (expected.image === 'any' && !isCard)) {
        assert.equal(imageUrl.searchParams.get('w'), '1280', label(`og:image asks the CDN for 1280 (${image})`));
      }
      const imageResponse = await fetch(onServer(image));
      assert.equal(imageResponse.status, 200, label(`og:image answers (${image})`));
      assert.match(imageResponse.headers.get('content-type') ?? '', /^image\//, label('og:image is an image'));

      assert.equal(single(head.names['twitter:card'], label('twitter:card')), 'summary_large_image');
      assert.equal(single(head.names['twitter:image'], label('twitter:image')), image);
      assert.ok(single(head.names['twitter:title'], label('twitter:title')));
      assert.ok(single(head.names['theme-color'], label('theme-color')));

      if (expected.robots) assert.equal(single(head.names.robots, label('robots')), expected.robots);
      else assert.deepEqual(head.names.robots, [], label('no robots meta'));

      assert.ok(head.jsonLd.length > 0, label('has JSON-LD'));
      const types = head.jsonLd.map((text, index) => {
        let data;
        assert.doesNotThrow(() => {
          data = JSON.parse(text);
        }, label(`ld+json block ${index} parses`));
        assert.equal(data['@context'], 'https://schema.org', label(`block ${index} @context`));
        return data['@type'];
      });
      for (const type of expected.types) assert.ok(types.includes(type), label(`${type} in ${JSON.stringify(types)}`));
      assert.deepEqual(errors, [], label('no page errors'));
      await page.close();
    }
    await context.close();
  });

  it('JSON-LD is built on the server only: after hydration the head keeps the server’s scripts; a client navigation leaves none of the page before; Back shows them again', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchPageErrors(page);
    const article = pages.find((candidate) => candidate.name === 'article');
    const response = await page.goto(`${site.siteUrl}${article.path}`);
    const fromServer = jsonLdInHtml(await response.text());
    assert.deepEqual(fromServer.map((text) => JSON.parse(text)['@type']), ['NewsArticle', 'BreadcrumbList'], 'the server HTML carries the JSON-LD');
    await waitForHydration(page);
    assert.deepEqual(await jsonLdInHead(page), fromServer, 'the same scripts are in the head after hydration');
    const articleHead = await readHeadTags(page);

    // A client navigation through a SiteLink (the breadcrumb's category): the document stays.
    await page.evaluate(() => {
      window.__stillTheSameDocument = true;
    });
    const category = page.locator('nav[aria-label="パンくずリスト"] a[href^="/category/"]').first();
    const categoryPath = await category.getAttribute('href');
    await category.click();
    await page.waitForURL((url) => url.pathname === categoryPath);
    // The head follows the render of the new page.
    await page.waitForFunction((path) => document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.endsWith(path), categoryPath);
    assert.equal(await page.evaluate(() => window.__stillTheSameDocument), true, 'the SiteLink navigated without a page load');
    const afterNavigation = await jsonLdInHead(page);
    for (const text of fromServer) assert.ok(!afterNavigation.includes(text), 'no JSON-LD of the article is left on the category page');
    // Title, description, og:* and twitter:* are the category page's own, each once, as a fresh load of it shows them.
    const navigatedHead = await readHeadTags(page);
    const fresh = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await fresh.goto(`${site.siteUrl}${categoryPath}`);
    await waitForHydration(fresh);
    const freshHead = await readHeadTags(fresh);
    await fresh.close();
    assert.notEqual(navigatedHead.title, articleHead.title, 'the tab title changed with the page');
    assert.deepEqual(navigatedHead, freshHead, 'after a client navigation the head says what a fresh load of the page says');

    await page.goBack();
    await page.waitForURL((url) => url.pathname === article.path);
    await page.waitForFunction((path) => document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.endsWith(path), article.path);
    assert.deepEqual(await jsonLdInHead(page), fromServer, 'back on the article, its server JSON-LD is in the head again');
    const backHead = await readHeadTags(page);
    assert.deepEqual(backHead, articleHead, 'back on the article, its title and meta are its own again');
    assert.equal(await page.evaluate(() => window.__stillTheSameDocument), true);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('the NewsArticle of an article: headline, +09:00 dates, author Person with URL, publisher logo that answers', async () => {
    const page = await browser.newPage();
    const article = pages.find((candidate) => candidate.name === 'article');
    await page.goto(`${site.siteUrl}${article.path}`);
    const head = await readHead(page);
    const news = head.jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'NewsArticle');
    assert.equal(news.headline, (await page.locator('main h1').textContent()).trim().slice(0, 110));
    assert.match(news.datePublished, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
    assert.match(news.dateModified, /\+09:00$/);
    for (const person of news.author) {
      assert.equal(person['@type'], 'Person');
      assert.match(person.url, /\/author\/\d+\/page\/1\/$/);
    }
    assert.equal(news.publisher.name, 'プレイノート');
    const logo = await fetch(onServer(news.publisher.logo.url));
    assert.equal(logo.status, 200, 'the publisher logo is served');
    assert.equal(logo.headers.get('content-type'), 'image/png');
    await page.close();
  });
});
