// Content images (decision 025) in chromium: the page's largest first-screen image is preloaded from
// the head at high priority and never lazy; the rest load lazily at a width the phone needs; an
// image that fails, even before the page's script ran, shows the site's placeholder.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { IPHONE_USER_AGENT, watchPageErrors } from './support/browser.mjs';
import { closeSuite, openSuite } from './support/suite.mjs';

/** A 390 px iPhone at its real density: srcset choices depend on it. */
const PHONE_3X = { viewport: { width: 390, height: 844 }, userAgent: IPHONE_USER_AGENT, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const PLACEHOLDER = '/images/no-image.svg';
/** Images fetched first on one page: the LCP candidate, and on some pages one more above the fold. */
const MAX_HIGH_PRIORITY_IMAGES = 2;

let suite;
let articlePath;

before(async () => {
  suite = await openSuite();
  articlePath = suite.routes.find((route) => route.pattern === '/article/[publicationDate]/[articleId]/').path;
});
after(() => closeSuite(suite));

async function serverHtml(path) {
  const response = await fetch(`${suite.site.siteUrl}${path}`, { headers: { 'user-agent': IPHONE_USER_AGENT } });
  assert.equal(response.status, 200);
  return response.text();
}

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

describe('the LCP image in the server HTML', () => {
  for (const [name, pathOf, imageClass] of [
    ['article lead', () => articlePath, 'heroImage'],
    ['top page lead story', () => '/', 'leadImage'],
  ]) {
    it(`${name}: preloaded from the head before the style sheets, at high priority, eager`, async () => {
      const html = await serverHtml(pathOf());
      const head = html.slice(0, html.indexOf('</head>'));
      const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      assert.equal(preloads.length, 1, `one image preload in the head: ${preloads.join('\n')}`);
      assert.ok(head.indexOf(preloads[0]) < head.indexOf('<link rel="stylesheet"'), 'the image preload comes before the style sheets');
      assert.equal(attribute(preloads[0], 'fetchPriority'), 'high');
      const image = new RegExp(`<img[^>]*class="[^"]*_${imageClass}"[^>]*>`).exec(html)?.[0];
      assert.ok(image, `the ${imageClass} image is in the HTML`);
      assert.equal(attribute(image, 'srcSet'), attribute(preloads[0], 'imageSrcSet'), 'the preload asks for what the image will use');
      assert.equal(attribute(image, 'sizes'), attribute(preloads[0], 'imageSizes'));
      assert.equal(attribute(image, 'loading'), 'eager');
      assert.equal(attribute(image, 'fetchPriority'), 'high');
      const highImages = html.match(/<img[^>]*fetchPriority="high"[^>]*>/g) ?? [];
      assert.ok(highImages.length <= MAX_HIGH_PRIORITY_IMAGES, `${highImages.length} images at high priority`);
    });
  }
});

describe('on a 390 px phone at 3x', () => {
  it('the top page lead fills the screen at 1280, a small story thumbnail takes 360, not 1280', async () => {
    const context = await suite.browser.newContext(PHONE_3X);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${suite.site.siteUrl}/`, { waitUntil: 'load' });
    const widthOf = async (selector) => {
      const image = page.locator(selector).first();
      await image.scrollIntoViewIfNeeded();
      await page.waitForFunction((element) => element.complete && element.naturalWidth > 0, await image.elementHandle());
      return new URL(await image.evaluate((element) => element.currentSrc)).searchParams.get('w');
    };
    assert.equal(await widthOf('img[class*="_leadImage"]'), '1280');
    assert.equal(await widthOf('img[class*="_storyImage"]'), '360');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('an image that fails', () => {
  it('before the page script ran: the placeholder after hydration, from the site itself; lazy images below still load', async () => {
    const context = await suite.browser.newContext(PHONE_3X);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    // The lead image fails; the page's script waits until it has, so React cannot have seen the error.
    let imageFailed;
    const failure = new Promise((resolve) => (imageFailed = resolve));
    await page.route(/\/hero_[^?]*\?w=1280$/, async (route) => {
      await route.abort();
      imageFailed();
    });
    await page.route('**/_next/static/chunks/**', async (route) => {
      await failure;
      await route.continue();
    });
    const placeholderRequests = [];
    page.on('request', (request) => {
      if (request.url().includes('no-image')) placeholderRequests.push(request.url());
    });
    await page.goto(`${suite.site.siteUrl}${articlePath}`, { waitUntil: 'load' });
    const hero = page.locator('img[class*="_heroImage"]');
    await page.waitForFunction((element) => element.getAttribute('src') === '/images/no-image.svg', await hero.elementHandle(), { timeout: 10_000 });
    assert.equal(await hero.getAttribute('srcset'), null);
    assert.deepEqual(placeholderRequests, [`${suite.site.siteUrl}${PLACEHOLDER}`], 'the placeholder is served by the site, not the image CDN');
    // Lazy images the reader has not reached are no failure: scrolled to, they load.
    const lazyImages = page.locator('img[loading="lazy"]:not([class*="_heroImage"])');
    assert.ok((await lazyImages.count()) > 0);
    const last = lazyImages.last();
    await last.scrollIntoViewIfNeeded();
    await page.waitForFunction((element) => element.complete && element.naturalWidth > 0, await last.elementHandle());
    assert.notEqual(await last.getAttribute('src'), PLACEHOLDER);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
