// The article-ad slots 1-5 inside article bodies (spec §3), in chromium with the recording
// googletag stand-in (support/googletag-stand-in.js) in place of gpt.js, PC and SP, and their
// amp-ad twins in the AMP document. Where they go is ads/article-ad-placement.ts.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import amphtmlValidator from 'amphtml-validator';
import { tsImport } from 'tsx/esm/api';
import { ensureAmpValidatorEngine } from '../../scripts/setup-amp-validator.mjs';
import { launchBrowser, watchPageErrors } from './support/browser.mjs';
import { scrollThroughPage } from './support/scroll.mjs';
import { startSite } from './support/servers.mjs';
import { demoEnv } from '../../scripts/lib/demo-env.mjs';
import { getJson, jstYearMonth } from './support/content.mjs';

const STAND_IN = await readFile(new URL('./support/googletag-stand-in.js', import.meta.url), 'utf8');
const { articleAdBreaks, MAX_ADS_PER_BODY_PAGE } = await tsImport('../../ads/article-ad-placement.ts', import.meta.url);
const { gptAdUnitPath, gptElementId } = await tsImport('../../ads/slot-definitions.ts', import.meta.url);
const { adUnitEnvironment } = await tsImport('../../ads/environment.ts', import.meta.url);

const UNIT_ENVIRONMENT = adUnitEnvironment(demoEnv().NEXT_PUBLIC_ENV);
/** How long after display() the stand-in fills a slot. */
const FILL_DELAY_MS = 300;
/** How many articles, newest first, the test reads to find a long, a short and an ads-off body. */
const ARTICLES_TO_READ = 300;

const DEVICES = {
  PC: {
    viewport: { width: 1366, height: 900 },
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  },
  SP: {
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    isMobile: true,
    hasTouch: true,
  },
};

/** The article-ad slot's sizes, literally from spec §9: the article detail banner (PC), the article banners (SP). */
const SPEC_SIZES = {
  PC: '300x250,336x280,600x250',
  SP: '300x250,320x100,320x180,320x50,336x280,fluid',
};

function sizeKey(sizes) {
  return sizes
    .map((size) => (size === 'fluid' ? 'fluid' : `${size[0]}x${size[1]}`))
    .sort()
    .join(',');
}

/**
 * From the newest articles of the content API: the longest first body page (most in-body breaks),
 * a short one (one break at most) and an ads-off one whose body would otherwise carry slots.
 */
async function findArticles(contentApiUrl) {
  const candidates = [];
  for (let page = 1; candidates.length < ARTICLES_TO_READ; page += 1) {
    const list = await getJson(`${contentApiUrl}/api/q/articles?categoryCode=new-article&limit=100&page=${page}`);
    if (list.data.length === 0) break;
    const details = await Promise.all(list.data.filter((card) => !card.redirectUrl).map((card) => getJson(`${contentApiUrl}/api/article?articleId=${card.id}`)));
    // Live articles have updates after the body, with slots of their own (live.test.mjs).
    for (const detail of details.filter((d) => !d.redirectUrl && !d.live)) {
      const breaks = articleAdBreaks(detail.content[0]?.contents ?? []).length;
      candidates.push({ path: `/article/${jstYearMonth(detail.publishedAt)}/${detail.articleId}/`, breaks, ads: detail.isDisplayAd !== false, pages: detail.content.length });
    }
  }
  const withAds = candidates.filter((candidate) => candidate.ads);
  const long = withAds.reduce((best, candidate) => (candidate.breaks > best.breaks ? candidate : best));
  const short = withAds.find((candidate) => candidate.breaks <= 1 && candidate.breaks < long.breaks);
  const noAds = candidates.find((candidate) => !candidate.ads && candidate.breaks > 0);
  assert.ok(long.breaks >= 2, `a body with two in-body slots or more among the ${ARTICLES_TO_READ} newest: ${JSON.stringify(long)}`);
  assert.ok(short && noAds, `a short article and an ads-off one with room for slots: ${JSON.stringify({ short, noAds })}`);
  return { long, short, noAds };
}

const calls = (page) => page.evaluate(() => window.__gptCalls ?? []);
const inBodyDefines = async (page) => (await calls(page)).filter((call) => call.fn === 'defineSlot' && /_ia\d_gam$/.test(call.args[2]));

/**
 * The in-body slots as the reader meets them: id, where it sits (inside the body, its neighbours'
 * tags, another slot next to it), its page position and height.
 */
function inBodySlots(page) {
  return page.$$eval('[data-in-body-ad]', (boxes) =>
    boxes.map((box) => {
      const slot = box.querySelector('[data-ad-slot]');
      const rect = slot?.getBoundingClientRect();
      return {
        id: slot?.getAttribute('data-ad-slot') ?? null,
        position: box.getAttribute('data-in-body-ad'),
        inBody: Boolean(box.parentElement?.closest('[data-server-html="article-body"]')),
        before: box.previousElementSibling?.tagName ?? null,
        after: box.nextElementSibling?.tagName ?? null,
        label: slot?.firstElementChild?.textContent ?? null,
        top: rect ? rect.top + window.scrollY : null,
        height: rect ? Math.round(rect.height * 100) / 100 : null,
      };
    }),
  );
}

describe('article-ad slots in article bodies (spec §3), PC and SP', { timeout: 300_000 }, () => {
  let site;
  let browser;
  let articles;

  before(async () => {
    site = await startSite();
    browser = await launchBrowser();
    articles = await findArticles(site.contentApiUrl);
  });

  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  async function openPage(device) {
    const context = await browser.newContext(DEVICES[device]);
    await context.route('**/gpt.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: STAND_IN }));
    await context.addInitScript((settings) => {
      window.__gptStandIn = settings;
    }, { fillDelayMs: FILL_DELAY_MS, mode: 'fill' });
    const page = await context.newPage();
    return { context, page, errors: watchPageErrors(page) };
  }

  /** The slots' boxes as the server rendered them, measured without JavaScript. */
  async function serverSlots(device, path) {
    const context = await browser.newContext({ ...DEVICES[device], javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.siteUrl}${path}`);
    const slots = await inBodySlots(page);
    await context.close();
    return slots;
  }

  for (const device of ['PC', 'SP']) {
    it(`${device}: a long article has its in-body slots between paragraphs, each defined with GPT once when scrolled near, and filling shifts nothing`, async () => {
      const { context, page, errors } = await openPage(device);
      const server = await serverSlots(device, articles.long.path);
      const expectedPositions = Array.from({ length: Math.min(articles.long.breaks, MAX_ADS_PER_BODY_PAGE) }, (_, n) => `ia${n + 1}`);
      assert.deepEqual(
        server.map((slot) => slot.position),
        expectedPositions,
        'the server renders slot n at the n-th break of the placement rule',
      );

      await page.goto(`${site.siteUrl}${articles.long.path}`);
      await page.locator('main h1').waitFor();
      await page.waitForFunction(() => (window.__gptCalls ?? []).some((call) => call.fn === 'setTargeting'), null, { timeout: 15_000 });
      const slots = await inBodySlots(page);
      assert.deepEqual(slots.map((slot) => slot.id), expectedPositions.map((position) => gptElementId(device, 'ARTICLE_DETAIL', position)), 'the ids of the device');
      for (const slot of slots) {
        assert.ok(slot.inBody, `${slot.id}: inside the article body`);
        assert.deepEqual([slot.before, slot.after], ['P', 'P'], `${slot.id}: between two paragraphs (never beside a heading, an image or another slot)`);
        assert.equal(slot.label, '広告', `${slot.id}: labelled 広告`);
      }

      // Lazy: a slot more than two screens below the first one is not requested before the reader comes near.
      const viewport = DEVICES[device].viewport.height;
      const far = slots.filter((slot) => slot.top > 3 * viewport).map((slot) => slot.id);
      const definedAtFirst = (await inBodyDefines(page)).map((call) => call.args[2]);
      for (const id of far) assert.ok(!definedAtFirst.includes(id), `${id}: not requested while far below the screen`);

      // The reader scrolls down the article and stops at each slot: each is filled there. (Stopping
      // at each one keeps a busy machine's slow frames from turning a fast scroll into a flake.)
      await scrollThroughPage(page);
      for (const slot of slots) {
        await page.locator(`[data-ad-slot="${slot.id}"]`).scrollIntoViewIfNeeded();
        await page.waitForSelector(`[data-in-body-ad] iframe[data-stand-in-ad="${slot.id}"]`, { state: 'attached', timeout: 15_000 });
      }
      const defined = await inBodyDefines(page);
      assert.deepEqual(defined.map((call) => call.args[2]).sort(), slots.map((slot) => slot.id).sort(), 'each in-body slot defined exactly once');
      for (const call of defined) {
        const [adUnitPath, sizes, id] = call.args;
        const position = id.match(/_(ia\d)_gam$/)[1];
        assert.equal(call.duplicate, false, `${id}: no duplicate`);
        assert.equal(adUnitPath, gptAdUnitPath(device, 'ARTICLE_DETAIL', position, UNIT_ENVIRONMENT), `${id}: the article-ad unit path of the device`);
        assert.equal(sizeKey(sizes), SPEC_SIZES[device], `${id}: the article-ad sizes of the device (spec §9)`);
      }
      const displayed = (await calls(page)).filter((call) => call.fn === 'display').map((call) => call.args[0]);
      for (const slot of slots) assert.equal(displayed.filter((id) => id === slot.id).length, 1, `${slot.id}: displayed once`);

      // Filled at its tallest size, each slot keeps the height the server reserved.
      const filled = await inBodySlots(page);
      assert.deepEqual(filled.map((slot) => slot.height), server.map((slot) => slot.height), 'filled slots keep their server-rendered height');
      assert.deepEqual(errors, []);
      await context.close();
    });

    it(`${device}: a short article gets fewer (one at most), an ads-off article none`, async () => {
      const { context, page, errors } = await openPage(device);
      await page.goto(`${site.siteUrl}${articles.short.path}`);
      await page.locator('main h1').waitFor();
      await scrollThroughPage(page);
      await page.waitForTimeout(FILL_DELAY_MS + 500);
      const short = await inBodySlots(page);
      assert.equal(short.length, articles.short.breaks, 'as many as the rule finds room for');
      assert.ok(short.length < articles.long.breaks && short.length <= 1, `fewer than on the long article: ${short.length}`);
      // A slot is defined once it is near the screen (decision 031): on a busy machine a moment after the scroll.
      await page.waitForFunction((count) => (window.__gptCalls ?? []).filter((call) => call.fn === 'defineSlot' && /_ia\d_gam$/.test(call.args[2])).length >= count, short.length, { timeout: 5_000 }).catch(() => {});
      assert.deepEqual((await inBodyDefines(page)).map((call) => call.args[2]), short.map((slot) => slot.id), 'exactly those defined');

      await page.goto(`${site.siteUrl}${articles.noAds.path}`);
      await page.locator('main h1').waitFor();
      await scrollThroughPage(page);
      await page.waitForTimeout(500);
      assert.deepEqual(await inBodySlots(page), [], 'isDisplayAd false: no in-body slot');
      assert.equal(await page.locator('[data-ad-slot]').count(), 0, 'and no other slot');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('AMP: the AMP twin carries amp-ad in-body slots at the same breaks, between paragraphs, with their size fixed; still valid AMP', async () => {
    const ampPath = articles.long.path.replace('/article/', '/article/amp/');
    const response = await fetch(`${site.siteUrl}${ampPath}`);
    assert.equal(response.status, 200);
    const html = await response.text();
    const validator = await amphtmlValidator.getInstance(ensureAmpValidatorEngine());
    const result = validator.validateString(html);
    assert.equal(result.status, 'PASS', `valid AMP: ${result.errors.map((error) => `${error.line}:${error.col} ${error.message}`).join('; ')}`);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const inBody = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      return [...doc.querySelectorAll('.body amp-ad')].map((ad) => {
        const box = ad.parentElement;
        return {
          unit: ad.getAttribute('data-slot')?.split('/').pop(),
          layout: ad.getAttribute('layout'),
          size: `${ad.getAttribute('width')}x${ad.getAttribute('height')}`,
          before: box?.previousElementSibling?.tagName,
          after: box?.nextElementSibling?.tagName,
          label: box?.firstElementChild?.textContent,
        };
      });
    }, html);
    await context.close();
    assert.deepEqual(
      inBody.map((ad) => ad.unit),
      Array.from({ length: Math.min(articles.long.breaks, MAX_ADS_PER_BODY_PAGE) }, (_, n) => `amp_ia${n + 1}`),
      'amp_ia1..n at the n breaks',
    );
    for (const ad of inBody) {
      assert.deepEqual([ad.before, ad.after], ['P', 'P'], `${ad.unit}: between two paragraphs`);
      assert.equal(ad.label, '広告');
      assert.ok(ad.layout === 'fixed' || ad.layout === 'responsive', `${ad.unit}: a box of its size before the ad loads (${ad.layout} ${ad.size})`);
    }

    const noAds = await (await fetch(`${site.siteUrl}${articles.noAds.path.replace('/article/', '/article/amp/')}`)).text();
    assert.doesNotMatch(noAds, /<amp-ad/, 'isDisplayAd false: no amp-ad');
  });
});
