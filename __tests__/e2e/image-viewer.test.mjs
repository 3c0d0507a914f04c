// The image viewer (issue 17, decision 021) in chromium: a body image opens an accessible dialog
// whose address is the image page; the keyboard pages and closes it, a swipe pages it on a phone;
// Back closes it where the reader was; the ads stay as they are and each image shown is one page
// view. Without JavaScript the link is the image page, as before. gpt.js is the recording stand-in.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { DEVICES, watchPageErrors } from './support/browser.mjs';
import { closeSuite, openSuite } from './support/suite.mjs';
import { getJson, jstYearMonth } from './support/content.mjs';

const STAND_IN = await readFile(new URL('./support/googletag-stand-in.js', import.meta.url), 'utf8');
const AXE_SOURCE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const BODY_IMAGE_LINK = '[data-server-html="article-body"] a[data-viewer-src]';
const BODY_IMAGE_LINK_OR_ZOOM = 'main a[data-viewer-src]';
/** googletag calls that would mean the ads were torn down or asked again. */
const AD_CHURN = ['destroySlots', 'defineSlot', 'defineOutOfPageSlot', 'display', 'refresh', 'clear'];
/** How far the page may move while the viewer is open and closed (none is expected). */
const SCROLL_TOLERANCE_PX = 2;

let site;
let browser;
let article;

/** A new article with ads, one body page and at least three images in its body. */
async function findArticle(contentApiUrl) {
  const list = await getJson(`${contentApiUrl}/api/q/articles?categoryCode=new-article&limit=100`);
  for (const card of list.data.filter((entry) => !entry.redirectUrl)) {
    const detail = await getJson(`${contentApiUrl}/api/article?articleId=${card.id}`);
    const blocks = detail.content?.[0]?.contents ?? [];
    const images = blocks.filter((block) => block.type === 'IMAGE' && /^\d+$/.test(block.id ?? ''));
    // Its first image larger than the desktop screen, so the viewer offers 拡大 (a picture that fits has no zoom).
    const zoomable = images[0] && (images[0].width > 1366 || images[0].height > 900);
    if (detail.isDisplayAd && !detail.redirectUrl && !detail.live && detail.content.length === 1 && images.length >= 3 && zoomable) {
      const month = jstYearMonth(detail.publishedAt);
      return {
        path: `/article/${month}/${detail.articleId}/`,
        imagePaths: images.map((image) => `/article/images/${month}/${detail.articleId}/${image.id}/`),
        images,
        allImages: detail.images,
      };
    }
  }
  throw new Error('no article with ads, one page and three body images, the first larger than the screen, among the newest');
}

before(async () => {
  ({ site, browser } = await openSuite());
  article = await findArticle(site.contentApiUrl);
});
after(() => closeSuite({ site, browser }));

/** A context of one device with the googletag stand-in, and a count of page-data requests (route changes, refreshes). */
async function openPage(device) {
  const context = await browser.newContext(device);
  await context.route('**/gpt.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: STAND_IN }));
  await context.addInitScript(() => {
    window.__gptStandIn = { mode: 'fill', fillDelayMs: 100 };
  });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const pageDataRequests = [];
  page.on('request', (request) => {
    if (/\/_next\/data\/|\/api\/pages\/page-props-data/.test(request.url())) pageDataRequests.push(request.url());
  });
  return { context, page, errors, pageDataRequests };
}

const pathOf = (page) => new URL(page.url()).pathname;
const dialog = (page) => page.getByRole('dialog', { name: '画像ビューア' });
const pageViews = (page) => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry?.event === 'page_view').map((entry) => entry.page_path));
const gptCalls = (page) => page.evaluate(() => (window.__gptCalls ?? []).map((call) => call.fn));
/** Whether PhotoSwipe's stylesheet is in the document (it comes with the viewer's chunk, never with the page). */
const hasViewerStyles = (page) =>
  page.evaluate(() =>
    [...document.styleSheets].some((sheet) => {
      try {
        return [...sheet.cssRules].some((rule) => rule.cssText.includes('.pswp__bg'));
      } catch {
        return false; // another origin's sheet: not ours
      }
    }),
  );
/** Waits until the viewer's counter reads `text` ("n / N"). */
const waitForCounter = (page, text) => page.waitForFunction((expected) => document.querySelector('.pswp__counter')?.textContent === expected, text);

/** Waits until the viewer is open and settled (its opening animation over, so keys and swipes act). */
async function waitForViewer(page, position) {
  await dialog(page).waitFor({ state: 'visible' });
  await waitForCounter(page, position);
  await page.waitForTimeout(500);
}

/** Waits until image links open the viewer (its code in and listening: the zoom-in cursor shows), as a reader's click then does. */
async function waitForViewerReady(page) {
  await page.locator('html[data-image-viewer-ready]').waitFor({ state: 'attached', timeout: 15_000 });
  assert.equal(await page.locator(BODY_IMAGE_LINK_OR_ZOOM).first().evaluate((link) => getComputedStyle(link).cursor), 'zoom-in');
}

async function waitForClosed(page) {
  await page.locator('.pswp').waitFor({ state: 'detached' });
}

/** The article, hydrated and with its ads defined, scrolled so its `index`-th body image is in the middle of the screen. */
async function openArticleAtImage(page, index = 0, { clientSide = false } = {}) {
  if (clientSide) {
    // Reached by a client-side navigation: the article renders from data, and a pop to it is the router's to decide.
    await page.goto(`${site.siteUrl}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => (window.__gptCalls ?? []).some((call) => call.fn === 'display'), undefined, { timeout: 15_000 });
    await page.evaluate((path) => window.next.router.push(path), article.path);
    await page.waitForURL(`${site.siteUrl}${article.path}`);
    await page.waitForFunction((from) => (window.__gptCalls ?? []).slice(from).some((call) => call.fn === 'display'), (await gptCalls(page)).length - 1, { timeout: 15_000 });
  } else {
    await page.goto(`${site.siteUrl}${article.path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => (window.__gptCalls ?? []).some((call) => call.fn === 'display'), undefined, { timeout: 15_000 });
  }
  await waitForViewerReady(page);
  await page.locator(BODY_IMAGE_LINK).nth(index).evaluate((link) => link.scrollIntoView({ block: 'center' }));
  // Slots that came near are requested now, before the marks the test takes.
  await page.waitForTimeout(1_000);
  const scrollY = await page.evaluate(() => window.scrollY);
  assert.ok(scrollY > 200, `the article is scrolled down to its image (${scrollY} px)`);
  return scrollY;
}

describe('image viewer on desktop (1366 px)', () => {
  it('a click opens a modal dialog at the image page; Tab stays in it; arrows page it; zoom shows the original size; Escape closes it back to the link; ads and scroll untouched; one page view per image', async () => {
    const { context, page, errors, pageDataRequests } = await openPage(DEVICES.desktop);
    const scrollY = await openArticleAtImage(page);
    await page.evaluate(() => (window.__sameDocument = true));
    const callsBefore = (await gptCalls(page)).length;
    const viewsBefore = (await pageViews(page)).length;
    const count = await page.locator(BODY_IMAGE_LINK).count();
    assert.equal(await hasViewerStyles(page), false, 'the viewer’s code and styles are not part of the page’s first load');
    const jsRequests = [];
    page.on('request', (request) => request.resourceType() === 'script' && jsRequests.push(request.url()));

    await page.locator(BODY_IMAGE_LINK).first().click();
    await waitForViewer(page, `1 / ${count}`);
    assert.ok(jsRequests.length > 0 && (await hasViewerStyles(page)), 'the viewer’s code and styles load on first use');
    assert.equal(await dialog(page).getAttribute('aria-modal'), 'true');
    assert.equal(pathOf(page), article.imagePaths[0], 'the address is the image page');
    for (const name of ['閉じる', '前の画像', '次の画像', '拡大']) {
      assert.equal(await dialog(page).getByRole('button', { name, exact: true }).isVisible(), true, `a ${name} button`);
    }
    assert.equal(await page.locator('.pswp [class*="caption"]').first().textContent(), article.images[0].content, 'the caption shows');
    assert.equal(await page.evaluate(() => document.querySelector('.pswp').contains(document.activeElement)), true, 'focus is in the dialog');
    // Through DevTools: an inline <script> of axe would be refused by the site's policy (decision 030).
    await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async () => {
      const { violations: found } = await window.axe.run('.pswp', { resultTypes: ['violations'] });
      return found.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    });
    assert.deepEqual(violations, [], 'no serious or critical axe violation in the dialog');
    for (let step = 0; step < 7; step += 1) {
      await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
      assert.equal(await page.evaluate(() => document.querySelector('.pswp').contains(document.activeElement)), true, `Tab ${step + 1} stays in the dialog`);
    }

    await page.keyboard.press('ArrowRight');
    await waitForCounter(page, `2 / ${count}`);
    assert.equal(pathOf(page), article.imagePaths[1], 'ArrowRight: the next image page');
    await page.keyboard.press('ArrowLeft');
    await waitForCounter(page, `1 / ${count}`);
    assert.equal(pathOf(page), article.imagePaths[0], 'ArrowLeft: back to the first');

    // Zoom to the original size: the picture at the block's own pixel width, and the button now zooms out.
    await dialog(page).getByRole('button', { name: '拡大', exact: true }).click();
    await page.waitForTimeout(600);
    const shownWidth = await page.evaluate(() => {
      const slides = [...document.querySelectorAll('.pswp__item')].filter((item) => item.getAttribute('aria-hidden') !== 'true');
      return Math.round(slides[0]?.querySelector('img.pswp__img:not(.pswp__img--placeholder)')?.getBoundingClientRect().width ?? 0);
    });
    assert.ok(Math.abs(shownWidth - article.images[0].width) <= 1, `zoomed to the original width (${shownWidth} px shown, ${article.images[0].width} px original)`);
    assert.equal(await dialog(page).getByRole('button', { name: '縮小', exact: true }).count(), 1, 'the zoom button now says 縮小');

    await page.keyboard.press('Escape');
    await waitForClosed(page);
    assert.equal(pathOf(page), article.path, 'Escape: back at the article’s address');
    assert.equal(await page.evaluate(() => document.activeElement?.matches('[data-server-html="article-body"] a[data-viewer-src]') && document.activeElement.getAttribute('href')), article.imagePaths[0], 'focus is back on the image link');
    assert.ok(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY) <= SCROLL_TOLERANCE_PX, 'the article is where the reader left it');

    const churn = (await gptCalls(page)).slice(callsBefore).filter((fn) => AD_CHURN.includes(fn));
    assert.deepEqual(churn, [], 'no slot destroyed, defined, displayed or refreshed by opening, paging and closing');
    assert.deepEqual((await pageViews(page)).slice(viewsBefore), [article.imagePaths[0], article.imagePaths[1], article.imagePaths[0]], 'one page view per image shown, none for closing');
    assert.deepEqual(pageDataRequests, [], 'no route change, no page refresh');
    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'one document throughout');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('Back closes the viewer where the reader was (no route change, no ads asked again); Forward opens it again (article reached in the app)', async () => {
    const { context, page, errors, pageDataRequests } = await openPage(DEVICES.desktop);
    const scrollY = await openArticleAtImage(page, 1, { clientSide: true });
    pageDataRequests.length = 0;
    const callsBefore = (await gptCalls(page)).length;
    const viewsBefore = (await pageViews(page)).length;
    const count = await page.locator(BODY_IMAGE_LINK).count();

    await page.locator(BODY_IMAGE_LINK).nth(1).click();
    await waitForViewer(page, `2 / ${count}`);
    assert.equal(pathOf(page), article.imagePaths[1]);

    await page.goBack();
    await waitForClosed(page);
    assert.equal(pathOf(page), article.path, 'Back: the article’s address');
    await page.waitForTimeout(800);
    assert.ok(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY) <= SCROLL_TOLERANCE_PX, `the article keeps its scroll position (${scrollY} px)`);
    assert.equal(await page.locator('main h1').isVisible(), true, 'the article is on screen');

    await page.goForward();
    await waitForViewer(page, `2 / ${count}`);
    assert.equal(pathOf(page), article.imagePaths[1], 'Forward: the viewer again, at the same image');
    await page.keyboard.press('Escape');
    await waitForClosed(page);
    assert.equal(pathOf(page), article.path);

    const churn = (await gptCalls(page)).slice(callsBefore).filter((fn) => AD_CHURN.includes(fn));
    assert.deepEqual(churn, [], 'the ads stay as they are');
    assert.deepEqual((await pageViews(page)).slice(viewsBefore), [article.imagePaths[1], article.imagePaths[1]], 'opened twice: two page views; Back counts none');
    assert.deepEqual(pageDataRequests, [], 'no route change, no page refresh');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('on the image page the picture opens the viewer over all the article’s images, and Escape returns to the page', async () => {
    const { context, page, errors, pageDataRequests } = await openPage(DEVICES.desktop);
    const imagePage = `/article/images/${article.path.split('/')[2]}/${article.path.split('/')[3]}/${article.allImages[1].imageId}/`;
    await page.goto(`${site.siteUrl}${imagePage}`, { waitUntil: 'load' });
    await waitForViewerReady(page);
    await page.getByRole('link', { name: /を拡大$/ }).click();
    await waitForViewer(page, `2 / ${article.allImages.length}`);
    assert.equal(pathOf(page), imagePage);
    await page.keyboard.press('ArrowRight');
    await waitForCounter(page, `3 / ${article.allImages.length}`);
    assert.equal(pathOf(page), imagePage.replace(article.allImages[1].imageId, article.allImages[2].imageId));
    await page.keyboard.press('Escape');
    await waitForClosed(page);
    assert.equal(pathOf(page), imagePage, 'back on the image page it was opened on');
    assert.deepEqual(pageDataRequests, []);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('image viewer on a phone (390 px, touch)', () => {
  it('a tap opens it; a swipe left shows the next image and its page', async () => {
    const { context, page, errors } = await openPage(DEVICES.phone);
    await openArticleAtImage(page);
    const count = await page.locator(BODY_IMAGE_LINK).count();
    await page.locator(BODY_IMAGE_LINK).first().tap();
    await waitForViewer(page, `1 / ${count}`);
    assert.equal(pathOf(page), article.imagePaths[0]);

    const cdp = await context.newCDPSession(page);
    const { width, height } = DEVICES.phone.viewport;
    const y = Math.round(height / 2);
    const touch = (type, x) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
    await touch('touchStart', width - 40);
    for (let x = width - 40; x >= 40; x -= 35) {
      await touch('touchMove', x);
      await page.waitForTimeout(16);
    }
    await touch('touchEnd', 40);
    await waitForCounter(page, `2 / ${count}`);
    assert.equal(pathOf(page), article.imagePaths[1], 'the swipe moved to the next image page');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('the body image is a link to its image page, which renders on the server', async () => {
    const context = await browser.newContext({ ...DEVICES.desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.siteUrl}${article.path}`);
    await page.locator(BODY_IMAGE_LINK).first().click();
    await page.waitForURL(`${site.siteUrl}${article.imagePaths[0]}`);
    assert.match((await page.locator('main h1').textContent()) ?? '', /の画像$/);
    assert.equal(await page.getByRole('navigation', { name: '画像送り' }).isVisible(), true, 'the image page with its stepper');
    assert.equal(await page.locator('.pswp').count(), 0);
    await context.close();
  });
});
