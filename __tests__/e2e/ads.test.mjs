// Ads and analytics in chromium. gpt.js cannot load here (DECISIONS.md, ads and analytics
// offline), so a recording stand-in for googletag (support/googletag-stand-in.js) is served in its
// place; it records every googletag call in window.__gptCalls and can "fill" or "empty" slots late.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { tsImport } from 'tsx/esm/api';
import { launchBrowser, watchPageErrors } from './support/browser.mjs';
import { scrollThroughPage } from './support/scroll.mjs';
import { startSite } from './support/servers.mjs';
import { demoEnv } from '../../scripts/lib/demo-env.mjs';
import { getJson, jstYearMonth } from './support/content.mjs';

const STAND_IN = await readFile(new URL('./support/googletag-stand-in.js', import.meta.url), 'utf8');

/** GPT's value for googletag.enums.OutOfPageFormat.INTERSTITIAL (the stand-in uses the same). */
const INTERSTITIAL_FORMAT = 5;

/** How long after display() the stand-in answers; the late fill the layout must not notice. */
const FILL_DELAY_MS = 500;

const DEVICES = {
  PC: {
    viewport: { width: 1280, height: 900 },
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  },
  SP: {
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  },
};

/** A slot's sizes as one comparable key, e.g. '300x250,300x600' or '320x50,fluid'. */
function sizeKey(sizes) {
  return sizes
    .map((size) => (size === 'fluid' ? 'fluid' : `${size[0]}x${size[1]}`))
    .sort()
    .join(',');
}

/**
 * The size sets each device may define: the slot × size table (ads/slot-sizes.ts, spec §9 plus the
 * slots the spec names no size for), production and test variants. The spec's own sizes are also
 * asserted literally below (the article footer banner, a fluid phone slot).
 */
const { SLOT_SIZES } = await tsImport('../../ads/slot-sizes.ts', import.meta.url);
const sizeSetsOf = (device) =>
  new Set(Object.values(SLOT_SIZES).flatMap((row) => (row.device === device ? [sizeKey(row.production), sizeKey(row.test)] : [])));
const SIZE_SETS = { PC: sizeSetsOf('PC'), SP: sizeSetsOf('SP') };

const articlePath = (detail) => `/article/${jstYearMonth(detail.publishedAt)}/${detail.articleId}/`;

/** Newest articles from the content API: a plain one, an R-18 one (with ads) and one without ads. */
async function findArticles(contentApiUrl) {
  const found = {};
  for (let page = 1; page <= 15 && !(found.plain && found.r18 && found.noAds); page += 1) {
    const list = await getJson(`${contentApiUrl}/api/q/articles?categoryCode=new-article&limit=100&page=${page}`);
    const cards = list.data.filter((card) => !card.redirectUrl);
    const details = await Promise.all(cards.map((card) => getJson(`${contentApiUrl}/api/article?articleId=${card.id}`)));
    // Not a live event: its body arrives with its own chunk and its ads are live.test.mjs's.
    for (const detail of details.filter((d) => !d.redirectUrl && !d.live)) {
      if (!detail.isDisplayAd) found.noAds ??= articlePath(detail);
      else if (detail.isR18) found.r18 ??= articlePath(detail);
      else found.plain ??= articlePath(detail);
    }
  }
  assert.ok(found.plain && found.r18 && found.noAds, `the data set has plain, R-18 and no-ad articles: ${JSON.stringify(found)}`);
  return found;
}

const calls = (page) => page.evaluate(() => window.__gptCalls ?? []);
const named = (list, fn) => list.filter((call) => call.fn === fn);
/** Element ids of the slots a run of calls created (div slots and the interstitial). */
const createdIds = (list) => [
  ...named(list, 'defineSlot').filter((call) => !call.duplicate).map((call) => call.args[2]),
  ...named(list, 'defineOutOfPageSlot').map((call) => call.elementId),
];
const sorted = (values) => [...values].sort();

/** Waits until a page view's slots have been displayed (all of one command, so all at once). */
async function waitForDisplays(page, fromIndex = 0) {
  // A div slot's display (the interstitial's comes first, from the page view's start command).
  await page.waitForFunction((from) => (window.__gptCalls ?? []).slice(from).some((call) => call.fn === 'display' && !String(call.args[0]).startsWith('gpt_unit_')), fromIndex, { timeout: 15_000 });
}

/** The number of recorded googletag calls once it has stood still for `quietMs` (slots near the end of a long page are defined a moment later). */
async function settledCallCount(page, quietMs = 600) {
  let count = -1;
  for (let next = await page.evaluate(() => (window.__gptCalls ?? []).length); next !== count; next = await page.evaluate(() => (window.__gptCalls ?? []).length)) {
    count = next;
    await page.waitForTimeout(quietMs);
  }
  return count;
}

const renderedSlotIds = (page) => page.$$eval('[data-ad-slot]', (elements) => elements.map((element) => element.getAttribute('data-ad-slot')));

const slotHeights = (page) =>
  page.$$eval('[data-ad-slot]', (elements) => Object.fromEntries(elements.map((element) => [element.getAttribute('data-ad-slot'), Math.round(element.getBoundingClientRect().height * 100) / 100])));

function hasR18(value) {
  return value === 'R-18' || (Array.isArray(value) && value.includes('R-18'));
}

describe('ads and analytics in chromium', { timeout: 300_000 }, () => {
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

  /** A browser context of one device with the stand-in in place of gpt.js and a layout-shift recorder. */
  async function openContext(device, standIn = {}) {
    const context = await browser.newContext(DEVICES[device]);
    const gptRequests = [];
    const analyticsRequests = [];
    await context.route('**/gpt.js', (route) => {
      gptRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: STAND_IN });
    });
    context.on('request', (request) => {
      if (/googletagmanager\.com|google-analytics\.com/.test(request.url())) analyticsRequests.push(request.url());
    });
    await context.addInitScript((settings) => {
      window.__gptStandIn = settings;
      window.__layoutShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          // What moved, from where to where: enough to find it when a run fails.
          const path = (node) => {
            const names = [];
            for (let element = node; element && names.length < 4; element = element.parentElement) names.push(`${element.nodeName}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`);
            return names.join('<');
          };
          const rect = (box) => [Math.round(box.y), Math.round(box.height)];
          const sources = (entry.sources ?? []).map((source) => `${source.node ? path(source.node) : '?'} ${JSON.stringify(rect(source.previousRect))}→${JSON.stringify(rect(source.currentRect))}`);
          window.__layoutShifts.push({ value: entry.value, t: entry.startTime, hadRecentInput: entry.hadRecentInput, sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    }, { fillDelayMs: FILL_DELAY_MS, ...standIn });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    return { context, page, errors, gptRequests, analyticsRequests };
  }

  /**
   * Lazy requests: at load only the slots within about one screen of the viewport are defined (a
   * slot's top within two screen heights of the page's top); the rest keep their reserved space.
   */
  async function assertOnlyNearSlotsDefined(page, device) {
    const viewportHeight = DEVICES[device].viewport.height;
    const tops = await page.$$eval('[data-ad-slot]', (elements) => Object.fromEntries(elements.map((element) => [element.getAttribute('data-ad-slot'), element.getBoundingClientRect().top + window.scrollY])));
    const defined = new Set(named(await calls(page), 'defineSlot').map((call) => call.args[2]));
    // A little slack at the edge: the observer's margin is one screen, measured after layout.
    const far = Object.keys(tops).filter((id) => tops[id] > 2 * viewportHeight + 50);
    const near = Object.keys(tops).filter((id) => tops[id] < 2 * viewportHeight - 50);
    for (const id of far) assert.ok(!defined.has(id), `${id} (top ${Math.round(tops[id])} px) is more than a screen below: not requested yet`);
    for (const id of near) assert.ok(defined.has(id), `${id} (top ${Math.round(tops[id])} px) is near: requested`);
    return { far, near };
  }

  /** Checks one page view's slots against the page and the spec's size table for the device. */
  async function assertSlotsFor(page, device) {
    const { far } = await assertOnlyNearSlotsDefined(page, device);
    assert.ok(far.length > 0, 'the page has slots further than a screen below (the lazy rule is exercised)');
    await scrollThroughPage(page, { settleMs: 300 });
    const list = await calls(page);
    const defined = named(list, 'defineSlot');
    assert.ok(defined.length > 0, 'slots are defined');
    assert.deepEqual(sorted(defined.map((call) => call.args[2])), sorted(await renderedSlotIds(page)), 'after scrolling through, exactly the slots on the page are defined, each once');
    const sizeSets = SIZE_SETS[device];
    for (const call of defined) {
      const [adUnitPath, sizes, id] = call.args;
      assert.equal(call.duplicate, false, `${id} defined once`);
      assert.equal(call.inDom, true, `${id} has its element`);
      assert.match(adUnitPath, /^\/\d+\//, `${id}: an ad unit path`);
      assert.match(id, device === 'PC' ? /^playnote_/ : /^playnote-s_/, `${id}: a ${device} slot id`);
      assert.ok(sizeSets.has(sizeKey(sizes)), `${id}: ${sizeKey(sizes)} is one of the ${device} size sets`);
    }
    const outOfPage = named(list, 'defineOutOfPageSlot');
    assert.equal(outOfPage.length, 1, 'one interstitial');
    assert.equal(outOfPage[0].args[1], INTERSTITIAL_FORMAT, 'out-of-page format INTERSTITIAL');
    const displayed = named(list, 'display').map((call) => call.args[0]);
    assert.deepEqual(sorted(displayed), sorted(createdIds(list)), 'every created slot displayed once');
    assert.equal(named(list, 'enableServices').length, 1, 'services enabled once');
    const firstDisplay = list.findIndex((call) => call.fn === 'display');
    assert.ok(list.findIndex((call) => call.fn === 'enableServices') < firstDisplay, 'services enabled before display');
    assert.ok(named(list, 'setTargeting').every((call) => list.indexOf(call) < firstDisplay), 'page targeting set before display');
    return { list, defined, sizeKeys: defined.map((call) => sizeKey(call.args[1])) };
  }

  it('on an article at a desktop user agent, the PC slots, targeting and interstitial are defined; no analytics loads without ids', async () => {
    const { context, page, errors, gptRequests, analyticsRequests } = await openContext('PC');
    await page.goto(`${site.siteUrl}${articles.plain}`);
    await waitForDisplays(page);
    const { list, sizeKeys } = await assertSlotsFor(page, 'PC');
    assert.ok(sizeKeys.includes('728x90'), 'the article footer banner (728x90)');
    assert.ok(sizeKeys.includes(sizeKey([[300, 250], [300, 600]])), 'a 300x250/300x600 rectangle');
    assert.ok(!named(list, 'setTargeting').some((call) => hasR18(call.args[1])), 'no R-18 targeting on an ordinary article');
    assert.ok(named(list, 'setTargeting').some((call) => call.args[1] === 'ARTICLE_DETAIL'), 'targeted with the page type');
    assert.equal(gptRequests.length, 1, 'gpt.js requested once');
    assert.deepEqual(analyticsRequests, [], 'no GA/GTM request without configured ids');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('on an article at a phone user agent, the SP slots are defined', async () => {
    const { context, page, errors } = await openContext('SP');
    await page.goto(`${site.siteUrl}${articles.plain}`);
    await waitForDisplays(page);
    const { sizeKeys } = await assertSlotsFor(page, 'SP');
    assert.ok(sizeKeys.some((key) => key.includes('fluid')), 'a fluid SP slot');
    assert.ok(!sizeKeys.includes('728x90'), 'no desktop banner on a phone');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('an R-18 article is targeted R-18', async () => {
    const { context, page, errors } = await openContext('PC');
    await page.goto(`${site.siteUrl}${articles.r18}`);
    await waitForDisplays(page);
    const list = await calls(page);
    assert.ok(named(list, 'setTargeting').some((call) => hasR18(call.args[1])), `R-18 targeting: ${JSON.stringify(named(list, 'setTargeting'))}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('an article with isDisplayAd false defines no slot and shows no ad placeholder', async () => {
    for (const device of ['PC', 'SP']) {
      const { context, page, errors } = await openContext(device);
      await page.goto(`${site.siteUrl}${articles.noAds}`);
      await page.locator('main h1').waitFor();
      await page.waitForTimeout(1_000);
      const list = await calls(page);
      assert.deepEqual(named(list, 'defineSlot'), [], `${device}: no slots`);
      assert.deepEqual(named(list, 'defineOutOfPageSlot'), [], `${device}: no interstitial`);
      assert.deepEqual(await renderedSlotIds(page), [], `${device}: no ad placeholders`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it('an editors\' preview defines its slots but no interstitial (spec §9)', async () => {
    const { signPreviewPath } = await tsImport('../../lib/preview/token.ts', import.meta.url);
    const articleId = articles.plain.split('/').filter(Boolean).pop();
    const path = `/preview/article/${articleId}/`;
    const token = signPreviewPath(path, new Date(Date.now() + 3_600_000), demoEnv().PREVIEW_SECRET);
    for (const device of ['PC', 'SP']) {
      const { context, page, errors } = await openContext(device);
      const response = await page.goto(`${site.siteUrl}${path}?token=${encodeURIComponent(token)}`);
      assert.equal(response.status(), 200);
      await waitForDisplays(page);
      const list = await calls(page);
      assert.ok(named(list, 'defineSlot').length > 0, `${device}: preview slots defined`);
      assert.deepEqual(named(list, 'defineOutOfPageSlot'), [], `${device}: no interstitial on a preview`);
      assert.ok(named(list, 'setTargeting').some((call) => call.args[1] === 'PREVIEW' || (Array.isArray(call.args[1]) && call.args[1].includes('PREVIEW'))), `${device}: PREVIEW page type targeting`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it('across client-side navigations (a link, then back) slots are destroyed and recreated exactly once, and each view counts one page view', async () => {
    const { context, page, errors, gptRequests } = await openContext('PC');
    await page.goto(`${site.siteUrl}${articles.plain}`);
    await waitForDisplays(page);
    await page.evaluate(() => {
      window.__sameDocument = true;
    });

    // An article linked from the right rail (next/link cards; links in the body and the related
    // list are plain anchors that reload the page), one with ads; else the header's top-page link.
    const linked = await page.$$eval('aside a[href^="/article/"]', (anchors) =>
      [...new Set(anchors.filter((a) => a.offsetParent !== null).map((a) => a.getAttribute('href')))].filter((href) => /^\/article\/\d{6}\/\d+\/$/.test(href)),
    );
    let target = '/';
    for (const href of linked.filter((candidate) => candidate !== articles.plain)) {
      const detail = await getJson(`${site.contentApiUrl}/api/article?articleId=${href.split('/')[3]}`);
      if (detail.isDisplayAd && !detail.redirectUrl) {
        target = href;
        break;
      }
    }

    const first = await settledCallCount(page);
    await page.locator(`a[href="${target}"]:visible`).first().click();
    await page.waitForURL(`${site.siteUrl}${target}`);
    await waitForDisplays(page, first);
    const second = await settledCallCount(page);
    const targetSlots = await renderedSlotIds(page);
    await page.goBack();
    await page.waitForURL(`${site.siteUrl}${articles.plain}`);
    await waitForDisplays(page, second);
    await page.waitForTimeout(300);

    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'client-side navigations, one document');
    const list = await calls(page);
    // A view's calls end where the next view destroys its slots: a slot a view defines late (scrolled
    // near, decision 031) is still that view's, however late it came.
    const destroys = list.flatMap((call, index) => (call.fn === 'destroySlots' && index >= first ? [index] : []));
    assert.equal(destroys.length, 2, 'one destroySlots per navigation');
    const views = [list.slice(0, destroys[0]), list.slice(destroys[0], destroys[1]), list.slice(destroys[1])];
    const linkedDefined = named(views[1], 'defineSlot').map((call) => call.args[2]);
    assert.ok(linkedDefined.length > 0, 'the linked page defines its slots near the top');
    assert.ok(linkedDefined.every((id) => targetSlots.includes(id)), `the linked page defines only its own slots: ${linkedDefined}`);
    assert.equal(new Set(linkedDefined).size, linkedDefined.length, 'each once');
    for (const [n, view] of views.entries()) {
      if (n === 0) continue;
      const destroyed = named(view, 'destroySlots');
      assert.equal(destroyed.length, 1, `navigation ${n}: one destroySlots`);
      assert.deepEqual(sorted(destroyed[0].args[0]), sorted(createdIds(views[n - 1])), `navigation ${n}: destroys exactly the previous page's slots`);
      const firstDefine = named(view, 'defineSlot')[0];
      if (firstDefine) assert.ok(list.indexOf(destroyed[0]) < list.indexOf(firstDefine), `navigation ${n}: destroyed before the next page defines`);
    }
    // Back restores the scroll position the reader left (near the rail link), so the slots near it
    // are requested again: the article's own, each once.
    const backDefined = named(views[2], 'defineSlot').map((call) => call.args[2]);
    const articleSlots = await renderedSlotIds(page);
    assert.ok(backDefined.length > 0 && backDefined.every((id) => articleSlots.includes(id)), `back on the article: its own slots again (${backDefined})`);
    assert.equal(new Set(backDefined).size, backDefined.length, 'back on the article: each once');
    assert.ok(named(list, 'defineSlot').every((call) => !call.duplicate), 'no duplicate slot ever');
    assert.deepEqual(sorted(await page.evaluate(() => window.__gptLiveSlots())), sorted(createdIds(views[2])), 'no leaked slots: only the current page view is live');
    assert.equal(named(list, 'enableServices').length, 1, 'services enabled once per session');
    assert.equal(gptRequests.length, 1, 'gpt.js loaded once per session');

    const pageViews = await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry && entry.event === 'page_view').map((entry) => entry.page_path));
    assert.deepEqual(pageViews, [articles.plain, target, articles.plain], 'one page view for the first load and one per navigation');
    assert.deepEqual(errors, []);
    await context.close();
  });

  for (const device of ['PC', 'SP']) {
    for (const mode of ['fill', 'empty']) {
      it(`${device}: ad slots cause no layout shift when the ads ${mode === 'fill' ? 'fill late' : 'come back empty (collapsed below the screen, promotions in view)'}`, async () => {
        // The server-rendered reservation, measured without JavaScript.
        const noScript = await browser.newContext({ ...DEVICES[device], javaScriptEnabled: false });
        const ssrPage = await noScript.newPage();
        await ssrPage.goto(`${site.siteUrl}${articles.plain}`);
        const reserved = await slotHeights(ssrPage);
        const serverTops = await ssrPage.$$eval('[data-ad-slot]', (elements) => Object.fromEntries(elements.map((element) => [element.getAttribute('data-ad-slot'), element.getBoundingClientRect().top])));
        await noScript.close();
        assert.ok(Object.keys(reserved).length > 0, 'the server renders the ad slots');

        const { context, page, errors } = await openContext(device, { mode });
        await page.goto(`${site.siteUrl}${articles.plain}`);
        await waitForDisplays(page);
        const displayedDivSlots = named(await calls(page), 'defineSlot').length;
        await page.waitForFunction((count) => (window.__gptCalls ?? []).filter((call) => call.fn === 'slotRenderEnded').length >= count, displayedDivSlots, {
          timeout: FILL_DELAY_MS + 10_000,
        });
        await page.waitForTimeout(300);

        const list = await calls(page);
        const start = list[0].t;
        const shifts = (await page.evaluate(() => window.__layoutShifts)).filter((shift) => shift.t >= start - 50 && !shift.hadRecentInput);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        assert.equal(total, 0, `layout shift from slot start to ${mode}: ${JSON.stringify(shifts)}`);
        const heights = await slotHeights(page);
        const placeholdersShown = await page.$$eval('[data-ad-slot] [id] + [aria-hidden="true"]', (elements) => elements.filter((element) => element.checkVisibility()).length);
        const requested = new Set(named(list, 'defineSlot').map((call) => call.args[2]));
        for (const [id, height] of Object.entries(heights)) {
          if (!requested.has(id)) assert.equal(height, reserved[id], `${id}: not requested yet, keeps the height the server reserved`);
        }
        if (mode === 'fill') {
          for (const id of requested) assert.equal(heights[id], reserved[id], `${id}: filled at its tallest size in the height the server reserved`);
          assert.equal(await page.locator('iframe[data-stand-in-ad]').count(), displayedDivSlots, 'every requested slot filled');
        } else {
          // Empty: a slot that was entirely below the screen collapses; any other keeps its height
          // and shows a house promotion (DECISIONS.md "Reader experience").
          const viewportHeight = DEVICES[device].viewport.height;
          for (const id of requested) {
            if (serverTops[id] >= viewportHeight) assert.equal(heights[id], 0, `${id}: below the screen, collapsed`);
            else assert.equal(heights[id], reserved[id], `${id}: in view, keeps the height the server reserved`);
          }
          assert.equal(await page.locator('[data-ad-slot] [data-house-promotion]').count(), [...requested].filter((id) => heights[id] > 0).length, 'a promotion in every requested slot that kept its space');
        }
        assert.equal(placeholdersShown, Object.keys(heights).length - requested.size, 'no waiting surface is left where a slot was requested: ads or promotions took its place');
        assert.deepEqual(errors, []);
        await context.close();
      });
    }
  }

  /** Reader cost of the whole inventory (issue 16): every slot filled at its largest size. */
  const MAX_CLS = 0.01;
  const CLS_PAGES = [
    ['top', () => '/'],
    ['article', () => articles.plain],
    ['category list', () => '/category/news/'],
  ];
  for (const device of ['PC', 'SP']) {
    for (const [name, pathOf] of CLS_PAGES) {
      it(`${device} ${name}: with every slot filled at its largest size while the reader scrolls through, CLS ≤ ${MAX_CLS}`, async (t) => {
        const { context, page, errors } = await openContext(device, { mode: 'fill' });
        await page.goto(`${site.siteUrl}${pathOf()}`);
        await waitForDisplays(page);
        await scrollThroughPage(page, { pauseMs: 250, settleMs: FILL_DELAY_MS + 500 });
        const list = await calls(page);
        const requested = named(list, 'defineSlot').length;
        assert.equal(await page.locator('iframe[data-stand-in-ad]').count(), requested, 'every requested slot filled');
        assert.deepEqual(sorted(named(list, 'defineSlot').map((call) => call.args[2])), sorted(await renderedSlotIds(page)), 'every slot on the page was requested on the way down');
        const shifts = (await page.evaluate(() => window.__layoutShifts)).filter((shift) => !shift.hadRecentInput);
        const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
        t.diagnostic(`${device} ${name}: ${requested} slots filled, CLS ${cls.toFixed(4)}${cls > 0 ? ` ${JSON.stringify(shifts)}` : ''}`);
        assert.ok(cls <= MAX_CLS, `CLS ${cls.toFixed(4)} <= ${MAX_CLS}: ${JSON.stringify(shifts.slice(0, 5))}`);
        assert.deepEqual(errors, []);
        await context.close();
      });
    }
  }
});
