// Out-of-flow slots (overlay, background jacks) and the section-based providers (FLEXONE, YAHOO) in
// chromium (issue 16). gpt.js is served by the recording googletag stand-in, and the providers'
// script URLs (https://flexone.example/…, https://yads.example/…) by a recording stand-in of our own
// (support/ad-provider-stand-in.js): nothing leaves the machine.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, watchPageErrors } from './support/browser.mjs';
import { startSite } from './support/servers.mjs';
import { firstArticleOnSite, getJson, jstYearMonth } from './support/content.mjs';

const GPT_STAND_IN = await readFile(new URL('./support/googletag-stand-in.js', import.meta.url), 'utf8');
const PROVIDER_STAND_IN = await readFile(new URL('./support/ad-provider-stand-in.js', import.meta.url), 'utf8');

const PROVIDER_URLS = { FLEXONE: 'https://flexone.example/tag.js', YAHOO: 'https://yads.example/js/yads.js' };
const PROVIDER_ENV = { FLEXONE_SCRIPT_URL: PROVIDER_URLS.FLEXONE, YAHOO_ADS_SCRIPT_URL: PROVIDER_URLS.YAHOO };

/** The background jacks need 1,600 px (ads/slot-placement.ts SIDE_JACKS_MIN_VIEWPORT_PX). */
const WIDE_WIDTH = 1700;
/** How long after display() the googletag stand-in answers. */
const FILL_DELAY_MS = 300;
/** A provider slot's reserved height: 300x250 (ads/slot-sizes.ts pcProvider, spProvider). */
const PROVIDER_SLOT_HEIGHT = 250;

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const DEVICES = {
  PC: { viewport: { width: 1366, height: 900 }, userAgent: DESKTOP_UA },
  WIDE: { viewport: { width: WIDE_WIDTH, height: 900 }, userAgent: DESKTOP_UA },
  SP: { viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, isMobile: true, hasTouch: true },
};

/** The newest article that shows ads. */
async function findAdArticle(contentApiUrl) {
  const list = await getJson(`${contentApiUrl}/api/q/articles?categoryCode=new-article&limit=40&page=1`);
  for (const card of list.data.filter((item) => !item.redirectUrl)) {
    const detail = await getJson(`${contentApiUrl}/api/article?articleId=${card.id}`);
    // Not a live event: its body arrives with its own chunk and its ads are live.test.mjs's.
    if (detail.isDisplayAd && !detail.redirectUrl && !detail.live) return `/article/${jstYearMonth(detail.publishedAt)}/${detail.articleId}/`;
  }
  throw new Error('no article with ads among the newest');
}

const gptCalls = (page) => page.evaluate(() => window.__gptCalls ?? []);
const definedIds = async (page) => (await gptCalls(page)).filter((call) => call.fn === 'defineSlot').map((call) => call.args[2]);
const providerRuns = (page) => page.evaluate(() => window.__adProviderRuns ?? []);
const isVisible = (page, selector) => page.$eval(selector, (element) => element.checkVisibility({ visibilityProperty: true }));

/**
 * A browser context of one device: the googletag stand-in for gpt.js, the provider stand-in for the
 * two provider URLs (each request counted), and a record of every script added after the document
 * was parsed. The demo build's Content-Security-Policy allows the two stand-in hosts
 * (scripts/lib/demo-env.mjs DEMO_BUILD_ONLY_ENV, decision 030), so the policy applies as in production.
 */
async function openContext(browser, device, { gpt = {}, provider = {} } = {}) {
  const context = await browser.newContext(DEVICES[device]);
  const requests = { FLEXONE: [], YAHOO: [] };
  await context.route('**/gpt.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: GPT_STAND_IN }));
  for (const [name, url] of Object.entries(PROVIDER_URLS)) {
    await context.route(`${new URL(url).origin}/**`, (route) => {
      requests[name].push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: PROVIDER_STAND_IN.replaceAll('__PROVIDER__', name) });
    });
  }
  await context.addInitScript(
    ({ gptSettings, providerSettings }) => {
      window.__gptStandIn = gptSettings;
      window.__adProviderStandIn = providerSettings;
      window.__addedScripts = [];
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (node.nodeName === 'SCRIPT') window.__addedScripts.push({ src: node.src, type: node.type, inline: node.text.length > 0 });
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
    },
    { gptSettings: { fillDelayMs: FILL_DELAY_MS, ...gpt }, providerSettings: provider },
  );
  const page = await context.newPage();
  return { context, page, requests, errors: watchPageErrors(page) };
}

/** Executable scripts added after parsing without a src: inline code (JSON data blocks do not run). */
const inlineScriptsAdded = (page) =>
  page.evaluate(() => (window.__addedScripts ?? []).filter((script) => !script.src && (!script.type || /javascript|module/.test(script.type))));

describe('section-based providers and out-of-flow slots, with the provider script URLs set', { timeout: 300_000 }, () => {
  let site;
  let browser;
  let article;

  before(async () => {
    site = await startSite({ env: PROVIDER_ENV });
    browser = await launchBrowser();
    article = await findAdArticle(site.contentApiUrl);
  });

  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('PC: the FLEXONE and YAHOO section slots in the rail, each script requested once per page view and again after a client navigation, no inline code', async () => {
    // GPT answers empty (no overlay over the rail link); the providers fill.
    const { context, page, requests, errors } = await openContext(browser, 'PC', { gpt: { mode: 'empty' } });
    await page.goto(`${site.siteUrl}${article}`);
    await page.waitForFunction(() => (window.__adProviderRuns ?? []).length >= 2, undefined, { timeout: 15_000 });

    for (const [id, provider] of [['playnote_article_flexone_fo', 'FLEXONE'], ['playnote_article_yahoo_yads', 'YAHOO']]) {
      const slot = page.locator(`aside [data-section-region] #${id}`);
      assert.equal(await slot.count(), 1, `${id} in the rail`);
      assert.deepEqual(
        await slot.evaluate((element) => ({ ...element.dataset })),
        {
          adProvider: provider,
          sectionId: 'playnote_article',
          adId: id.replace(/_(fo|yads)$/, ''),
          adUnitPath: `/21900000000/playnote_test/pc/article/${provider === 'FLEXONE' ? 'flexone' : 'yahoo'}`,
          adSizes: '300x250',
          isDmp: 'false',
          isSync: 'false',
        },
        `${id}: the section-based slot's attributes (spec §3)`,
      );
      assert.equal(await page.locator(`#${id} iframe[data-provider-stand-in-ad="${provider}"]`).count(), 1, `${id} filled by its provider`);
    }
    const runs = await providerRuns(page);
    assert.deepEqual(runs.map((run) => run.provider).sort(), ['FLEXONE', 'YAHOO'], 'each provider script ran once');
    assert.deepEqual(runs.find((run) => run.provider === 'FLEXONE').slots.map((slot) => slot.id), ['playnote_article_flexone_fo']);
    assert.deepEqual({ FLEXONE: requests.FLEXONE.length, YAHOO: requests.YAHOO.length }, { FLEXONE: 1, YAHOO: 1 }, 'each script requested once');
    assert.deepEqual(requests.FLEXONE, [PROVIDER_URLS.FLEXONE]);
    assert.equal(await page.locator('.flexone-ad, .yads, [data-yads-ad-ds]').count(), 0, "the ad space's adScript tags are never rendered");

    // A client navigation to another article from the rail: a new page view, each script once more.
    await page.evaluate(() => {
      window.__sameDocument = true;
    });
    const railArticles = await page.$$eval('aside a[href^="/article/"]', (anchors, current) => anchors.map((a) => a.getAttribute('href')).filter((href) => /^\/article\/\d{6}\/\d+\/$/.test(href) && href !== current), article);
    // Not one that redirects to another site (a PR article's redirectUrl): the rail links it by its path.
    const target = await firstArticleOnSite(site.contentApiUrl, railArticles);
    assert.ok(target, `a rail link to another article on the site among ${railArticles.join(' ')}`);
    await page.locator(`aside a[href="${target}"]`).first().click();
    await page.waitForURL(`${site.siteUrl}${target}`);
    await page.waitForFunction(() => (window.__adProviderRuns ?? []).length >= 4, undefined, { timeout: 15_000 });
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'a client navigation');
    assert.deepEqual({ FLEXONE: requests.FLEXONE.length, YAHOO: requests.YAHOO.length }, { FLEXONE: 2, YAHOO: 2 }, 'once more for the new page view');
    assert.deepEqual((await providerRuns(page)).slice(2).map((run) => run.path), [target, target]);
    assert.equal(await page.locator('script[data-ad-provider-script]').count(), 2, 'one script element per provider in the document');
    assert.equal(await page.locator('#playnote_article_flexone_fo iframe').count(), 1, "the new page view's slot holds only its own ad");
    assert.deepEqual(await inlineScriptsAdded(page), [], 'no inline script added');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('PC: the server reserves each section slot\'s height (nothing moves when it fills) and keeps the overlay out of sight', async () => {
    const context = await browser.newContext({ ...DEVICES.PC, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.siteUrl}${article}`);
    for (const id of ['playnote_article_flexone_fo', 'playnote_article_yahoo_yads']) {
      const frameHeight = await page.$eval(`#${id}`, (element) => element.parentElement.getBoundingClientRect().height);
      assert.equal(frameHeight, PROVIDER_SLOT_HEIGHT, `${id} reserves ${PROVIDER_SLOT_HEIGHT} px`);
    }
    const overlayTop = await page.$eval('[data-ad-slot="playnote_article_ol_gam"]', (element) => element.getBoundingClientRect().top);
    assert.equal(overlayTop, DEVICES.PC.viewport.height, 'the waiting overlay lies just below the viewport, out of sight');
    await context.close();
  });

  it('SP: the section slots after the content, each script requested once', async () => {
    const { context, page, requests, errors } = await openContext(browser, 'SP', { gpt: { mode: 'empty' } });
    await page.goto(`${site.siteUrl}${article}`);
    await page.waitForFunction(() => (window.__adProviderRuns ?? []).length >= 2, undefined, { timeout: 15_000 });
    for (const id of ['playnote-s_article_flexone_fo', 'playnote-s_article_yahoo_yads']) {
      assert.equal(await page.locator(`main [data-region="main-bottom"][data-section-region] #${id}`).count(), 1, `${id} after the content`);
      assert.equal(await page.locator(`#${id}`).getAttribute('data-section-id'), 'playnote-s_article');
    }
    assert.deepEqual({ FLEXONE: requests.FLEXONE.length, YAHOO: requests.YAHOO.length }, { FLEXONE: 1, YAHOO: 1 });
    assert.equal(await page.locator('[data-background-side]').count(), 0, 'no background jack on a phone');
    assert.deepEqual(await inlineScriptsAdded(page), []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it(`PC at ${WIDE_WIDTH} px: the article defines the background jacks of its page view's A/B/C variant and the overlay; filled, they hold the sides alone`, async () => {
    const { context, page, errors } = await openContext(browser, 'WIDE');
    await page.goto(`${site.siteUrl}${article}`);
    await page.waitForFunction(() => (window.__gptCalls ?? []).filter((call) => call.fn === 'slotRenderEnded').length >= 3, undefined, { timeout: 15_000 });
    const sides = await page.$$eval('[data-background-side]', (elements) => elements.map((element) => [element.dataset.backgroundSide, element.dataset.variant]));
    assert.equal(sides.length, 2, 'a jack each side');
    const variant = sides[0][1];
    assert.match(variant, /^[ABC]$/, 'the page view carries an A/B/C variant');
    assert.deepEqual(sides, [['left', variant], ['right', variant]]);
    const suffix = variant.toLowerCase();
    const defined = (await gptCalls(page)).filter((call) => call.fn === 'defineSlot');
    const background = defined.filter((call) => /_bg_[lr]_/.test(call.args[2]));
    assert.deepEqual(
      background.map((call) => [call.args[2], call.args[0]]).sort(),
      [
        [`playnote_article_bg_l_${suffix}_gam`, `/21900000000/playnote_test/pc/article/bg_l_${suffix}`],
        [`playnote_article_bg_r_${suffix}_gam`, `/21900000000/playnote_test/pc/article/bg_r_${suffix}`],
      ],
      'only the variant\'s units are defined, the variant in their unit paths',
    );
    assert.ok(defined.some((call) => call.args[2] === 'playnote_article_ol_gam'), 'the overlay is defined');
    await page.waitForFunction(() => document.querySelectorAll('[data-background-side][data-shown="true"]').length === 2, undefined, { timeout: 10_000 });
    assert.equal(await isVisible(page, '[data-background-side="left"]'), true);
    assert.equal(await page.locator('[data-side]').count(), 0, 'the direct-sold background banners stay away: one takeover');
    const positions = await page.$$eval('[data-ad-slot*="_bg_"], [data-ad-slot$="_ol_gam"]', (elements) => elements.map((element) => getComputedStyle(element).position));
    assert.deepEqual(positions, ['fixed', 'fixed', 'fixed'], 'out of the flow: they reserve nothing');
    const jackBox = await page.$eval('[data-background-side="left"]', (element) => element.getBoundingClientRect().right);
    const column = await page.$eval('main', (element) => element.getBoundingClientRect().left);
    assert.ok(jackBox <= column, `the left jack (right edge ${jackBox}) never covers the column (left ${column})`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it(`PC at ${WIDE_WIDTH} px, the ad server's jacks empty: they collapse and the direct-sold banners of the same variant take the sides`, async () => {
    const { context, page, errors } = await openContext(browser, 'WIDE', { gpt: { mode: 'empty' } });
    await page.goto(`${site.siteUrl}${article}`);
    await page.waitForSelector('[data-side]', { timeout: 15_000 });
    const variant = await page.$eval('[data-background-side]', (element) => element.dataset.variant);
    const patterns = await page.$$eval('[data-side]', (elements) => elements.map((element) => element.dataset.pattern));
    assert.ok(patterns.length > 0 && patterns.every((pattern) => pattern === variant), `direct-sold pattern ${patterns} = the GPT variant ${variant}`);
    assert.deepEqual(
      await page.$$eval('[data-background-side]', (elements) => elements.map((element) => [element.dataset.slotView, element.getBoundingClientRect().height])),
      [['collapsed', 0], ['collapsed', 0]],
      'the empty GPT jacks collapse',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('PC at 1,366 px: no background slot (no room beside the column), the overlay is; its close button keeps it closed for the page view', async () => {
    const { context, page, errors } = await openContext(browser, 'PC');
    await page.goto(`${site.siteUrl}${article}`);
    const overlay = '[data-ad-slot="playnote_article_ol_gam"]';
    await page.waitForSelector(`${overlay}[data-shown="true"]`, { timeout: 15_000 });
    await page.waitForTimeout(300);
    const ids = await definedIds(page);
    assert.ok(ids.includes('playnote_article_ol_gam'), 'the overlay is defined');
    assert.deepEqual(ids.filter((id) => id.includes('_bg_')), [], 'no background jack defined');
    assert.equal(await page.locator('[data-background-side]').count(), 0);
    assert.equal(await isVisible(page, overlay), true, 'the filled overlay is seen');
    const box = await page.$eval(overlay, (element) => element.getBoundingClientRect().toJSON());
    assert.equal(Math.round(box.bottom), 900, 'at the foot of the viewport');
    await page.getByRole('button', { name: 'オーバーレイ広告を閉じる' }).click();
    assert.equal(await isVisible(page, overlay), false, 'closed');
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(800);
    assert.equal(await isVisible(page, overlay), false, 'stays closed for the page view');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('section-based providers with the script URLs unset', { timeout: 120_000 }, () => {
  let site;
  let browser;
  let article;

  before(async () => {
    site = await startSite({ env: { FLEXONE_SCRIPT_URL: '', YAHOO_ADS_SCRIPT_URL: '' } });
    browser = await launchBrowser();
    article = await findAdArticle(site.contentApiUrl);
  });

  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  for (const device of ['PC', 'SP']) {
    it(`${device}: nothing renders, nothing is reserved, nothing is requested`, async () => {
      const { context, page, requests, errors } = await openContext(browser, device);
      await page.goto(`${site.siteUrl}${article}`);
      await page.waitForFunction(() => (window.__gptCalls ?? []).some((call) => call.fn === 'display'), undefined, { timeout: 15_000 });
      await page.waitForTimeout(1_000);
      assert.equal(await page.locator('[data-ad-provider], [data-section-region], script[data-ad-provider-script]').count(), 0);
      assert.deepEqual(requests, { FLEXONE: [], YAHOO: [] });
      assert.deepEqual(await providerRuns(page), []);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
