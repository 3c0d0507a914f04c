// What a reader sees of the ad frames (issue 14, DECISIONS.md "Reader experience"), at 1366 px and
// on a 390 px iPhone: no empty frame is ever left (an empty slot below the screen collapses, any
// other shows one of the site's own promotions, with no layout shift), a filled ad keeps its 広告
// label, the phone's first screen carries the headline, and the PR icon banner never covers the
// article text and stays closed for the session once closed.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { tsImport } from 'tsx/esm/api';
import { DEVICES, watchPageErrors } from './support/browser.mjs';
import { scrollThroughPage } from './support/scroll.mjs';
import { closeSuite, openSuite } from './support/suite.mjs';

const STAND_IN = await readFile(new URL('./support/googletag-stand-in.js', import.meta.url), 'utf8');
const { SLOT_ANSWER_TIMEOUT_MS } = await tsImport('../../ads/empty-slot.ts', import.meta.url);
const { HOUSE_PROMOTION_LABEL } = await tsImport('../../ads/house-promotions.ts', import.meta.url);

const AD_LABEL = '広告';
/** The stand-in answers this long after display(). */
const ANSWER_DELAY_MS = 400;
const MAX_CLS = 0.01;
/** On a 390x844 iPhone the article headline starts within this many px (DECISIONS.md). */
const PHONE_H1_MAX_TOP = 520;
const SCROLL_STEP = 1_000;

/** How gpt.js behaves: the recording stand-in (answers empty unless told), blocked, or hanging. */
const GPT = {
  standIn: (settings) => ({ kind: 'stand-in', settings }),
  blocked: { kind: 'blocked' },
  hanging: { kind: 'hanging' },
};

describe('ad frames and the icon banner, as a reader sees them', { timeout: 600_000 }, () => {
  let site;
  let browser;
  let routes;

  before(async () => {
    let discovered;
    ({ site, browser, routes: discovered } = await openSuite());
    const path = (pattern) => discovered.find((route) => route.pattern === pattern).path;
    routes = { article: path('/article/[publicationDate]/[articleId]/'), category: path('/category/[categoryCode]/page/[pageNumber]/'), top: '/' };
  });

  after(() => closeSuite({ site, browser }));

  /** A context of one device with gpt.js as asked, a layout-shift recorder and an icon-banner watcher. */
  async function openContext(deviceName, gpt) {
    const context = await browser.newContext(DEVICES[deviceName]);
    await context.route('**/gpt.js', (route) => {
      if (gpt.kind === 'stand-in') return route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: STAND_IN });
      if (gpt.kind === 'blocked') return route.abort('blockedbyclient');
      return undefined; // hanging: never answered
    });
    await context.addInitScript((settings) => {
      if (settings) window.__gptStandIn = settings;
      window.__layoutShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
      // Whether the icon banner was ever on this document (a flash counts).
      window.__iconBannerSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-icon-banner]')) window.__iconBannerSeen = true;
      }).observe(document, { childList: true, subtree: true });
    }, gpt.kind === 'stand-in' ? { mode: 'empty', fillDelayMs: ANSWER_DELAY_MS, ...gpt.settings } : null);
    const page = await context.newPage();
    return { context, page, errors: watchPageErrors(page) };
  }

  /** Slot tops as the server laid them out (no script runs: nothing answers, nothing collapses). */
  async function serverSlotTops(deviceName, path) {
    const context = await browser.newContext({ ...DEVICES[deviceName], javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.siteUrl}${path}`);
    const tops = await page.$$eval('[data-ad-slot]', (slots) => Object.fromEntries(slots.map((slot) => [slot.dataset.adSlot, slot.getBoundingClientRect().top])));
    await context.close();
    return tops;
  }

  /**
   * Waits until no slot within about a screen of the viewport is still waiting for its answer
   * (slots further away are not requested yet: lazy requests); `everywhere` waits for every slot.
   */
  async function waitForAnswers(page, timeout, { everywhere = false } = {}) {
    await page.waitForFunction(
      (all) => {
        const slots = [...document.querySelectorAll('[data-ad-slot]')];
        const near = (slot) => {
          const box = slot.getBoundingClientRect();
          return box.top < 2 * window.innerHeight && box.bottom > -window.innerHeight;
        };
        return slots.length > 0 && !slots.some((slot) => slot.dataset.slotView === 'waiting' && (all || near(slot)));
      },
      everywhere,
      { timeout },
    );
    await page.waitForTimeout(300);
  }

  /** Scrolls through the page as a reader does and waits until every slot has its answer. */
  async function readThrough(page, timeout) {
    await scrollThroughPage(page);
    await waitForAnswers(page, timeout, { everywhere: true });
  }

  /** Every slot's state as the reader sees it. */
  const slotStates = (page) =>
    page.$$eval('[data-ad-slot]', (slots) =>
      slots.map((slot) => {
        const box = slot.getBoundingClientRect();
        const link = slot.querySelector('[data-house-promotion] a[href]');
        const linkBox = link?.getBoundingClientRect();
        const dashed = [slot, ...slot.querySelectorAll('*')].some((element) => getComputedStyle(element).borderStyle.includes('dashed'));
        return {
          id: slot.dataset.adSlot,
          view: slot.dataset.slotView,
          top: box.top,
          height: box.height,
          label: slot.firstElementChild?.textContent ?? '',
          promotionLink: link && linkBox.width > 0 && linkBox.height > 0 && getComputedStyle(link).visibility === 'visible' ? link.getAttribute('href') : null,
          hasAd: Boolean(slot.querySelector('iframe')),
          dashed,
        };
      }),
    );

  const cls = (page) => page.evaluate(() => window.__layoutShifts.reduce((sum, value) => sum + value, 0));

  /** (a), (b): no empty frame is left, and nothing in view moved. */
  async function assertNoEmptyFrames(t, page, deviceName, path) {
    const serverTops = await serverSlotTops(deviceName, path);
    const viewportHeight = DEVICES[deviceName].viewport.height;
    const states = await slotStates(page);
    assert.ok(states.length > 0, 'the page has ad slots');
    for (const slot of states) {
      assert.ok(!slot.dashed, `${slot.id}: no dashed wireframe`);
      if (slot.view === 'waiting') {
        // Not requested yet: more than a screen away, keeping its reserved space out of sight.
        assert.ok(slot.top >= viewportHeight, `${slot.id}: a slot still waiting is out of sight (top ${slot.top})`);
        assert.ok(slot.height > 0, `${slot.id}: keeps its reserved space until it is requested`);
      } else if (slot.view === 'collapsed') {
        assert.equal(slot.height, 0, `${slot.id}: collapsed takes no space`);
        assert.ok(serverTops[slot.id] >= viewportHeight, `${slot.id}: collapsed only because it was below the screen (top ${serverTops[slot.id]})`);
      } else {
        assert.equal(slot.view, 'house-promotion', `${slot.id}: an empty slot in view shows a promotion, not a frame (${slot.view})`);
        assert.ok(slot.promotionLink, `${slot.id}: the promotion is visible and links somewhere`);
        assert.equal(slot.label, HOUSE_PROMOTION_LABEL, `${slot.id}: labelled as the site's own`);
        assert.ok(slot.height > 0, `${slot.id}: keeps its reserved space`);
      }
    }
    assert.ok(states.some((slot) => slot.view === 'house-promotion'), 'at least one promotion');
    const shift = await cls(page);
    assert.ok(shift <= MAX_CLS, `CLS ${shift.toFixed(4)} <= ${MAX_CLS}`);
    const count = (view) => states.filter((slot) => slot.view === view).length;
    t.diagnostic(`${states.length} slots: ${count('house-promotion')} promotions, ${count('collapsed')} collapsed; CLS ${shift.toFixed(4)}`);
    return states;
  }

  for (const deviceName of ['desktop', 'phone']) {
    it(`${deviceName}: GPT answers every slot empty → collapsed below the screen or a house promotion, CLS ≤ ${MAX_CLS}`, async (t) => {
      const { context, page, errors } = await openContext(deviceName, GPT.standIn({ mode: 'empty' }));
      await page.goto(`${site.siteUrl}${routes.article}`);
      await waitForAnswers(page, 15_000);
      const answered = await page.evaluate(() => window.__gptCalls.filter((call) => call.fn === 'slotRenderEnded').length);
      assert.ok(answered > 0, 'the stand-in answered');
      await assertNoEmptyFrames(t, page, deviceName, routes.article);
      await readThrough(page, 15_000);
      const states = await assertNoEmptyFrames(t, page, deviceName, routes.article);
      assert.ok(states.every((slot) => slot.view !== 'waiting'), 'after reading through, every slot has its answer');
      assert.deepEqual(errors, []);
      await context.close();
    });

    for (const gpt of [GPT.blocked, GPT.hanging]) {
      it(`${deviceName}: gpt.js ${gpt.kind} → the same after at most ${SLOT_ANSWER_TIMEOUT_MS} ms`, async (t) => {
        const { context, page, errors } = await openContext(deviceName, gpt);
        const started = Date.now();
        await page.goto(`${site.siteUrl}${routes.article}`);
        await waitForAnswers(page, SLOT_ANSWER_TIMEOUT_MS + 10_000);
        if (gpt.kind === 'hanging') assert.ok(Date.now() - started >= SLOT_ANSWER_TIMEOUT_MS, 'a hanging gpt.js is waited for');
        await assertNoEmptyFrames(t, page, deviceName, routes.article);
        await readThrough(page, SLOT_ANSWER_TIMEOUT_MS + 10_000);
        const states = await assertNoEmptyFrames(t, page, deviceName, routes.article);
        assert.ok(states.every((slot) => slot.view !== 'waiting'), 'after reading through, every slot has its answer');
        assert.deepEqual(errors, []);
        await context.close();
      });
    }

    it(`${deviceName}: a filled slot keeps its 広告 label among promotions`, async () => {
      const probe = await serverSlotTops(deviceName, routes.article);
      const headerBanner = Object.keys(probe).find((id) => id.includes('_headbnr_'));
      assert.ok(headerBanner, 'the header banner slot');
      const { context, page, errors } = await openContext(deviceName, GPT.standIn({ mode: 'empty', fillIds: [headerBanner] }));
      await page.goto(`${site.siteUrl}${routes.article}`);
      await waitForAnswers(page, 15_000);
      const states = await slotStates(page);
      const filled = states.find((slot) => slot.id === headerBanner);
      assert.equal(filled.view, 'filled');
      assert.ok(filled.hasAd, 'the ad is in the frame');
      assert.equal(filled.label, AD_LABEL, 'a filled ad is labelled 広告');
      const others = states.filter((slot) => slot.id !== headerBanner);
      assert.ok(others.every((slot) => slot.view === 'collapsed' || slot.view === 'waiting' || slot.label === HOUSE_PROMOTION_LABEL), 'the empty ones are promotions or collapsed (or not requested yet)');
      assert.ok((await cls(page)) <= MAX_CLS);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  /** Ad slots before `target` in document order, collapsed ones left out. */
  const slotsBefore = (page, selector) =>
    page.evaluate((targetSelector) => {
      const target = document.querySelector(targetSelector);
      return [...document.querySelectorAll('[data-ad-slot]')]
        .filter((slot) => slot.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING && slot.getBoundingClientRect().height > 0)
        .map((slot) => slot.dataset.adSlot);
    }, selector);

  it(`phone: the article headline starts within ${PHONE_H1_MAX_TOP} px, under at most the header banner; the top page's first story follows at most one slot`, async (t) => {
    const { context, page, errors } = await openContext('phone', GPT.hanging);
    await page.goto(`${site.siteUrl}${routes.article}`);
    const h1Top = await page.locator('main h1').first().evaluate((h1) => h1.getBoundingClientRect().top);
    assert.ok(h1Top <= PHONE_H1_MAX_TOP, `h1 top ${h1Top} px <= ${PHONE_H1_MAX_TOP}`);
    t.diagnostic(`phone article h1 top: ${h1Top} px`);
    const above = await slotsBefore(page, 'main h1');
    assert.ok(above.length <= 1, `at most one ad slot above the headline: ${above}`);
    assert.ok(above.every((id) => id.includes('_headbnr_')), `only the SP header banner: ${above}`);
    await waitForAnswers(page, SLOT_ANSWER_TIMEOUT_MS + 10_000);
    assert.equal(await page.locator('main h1').first().evaluate((h1) => h1.getBoundingClientRect().top), h1Top, 'the headline did not move');

    await page.goto(`${site.siteUrl}${routes.top}`);
    const beforeFirstStory = await slotsBefore(page, 'main a[href^="/article/"]');
    assert.ok(beforeFirstStory.length <= 1 && beforeFirstStory.every((id) => id.includes('_headbnr_')), `top page: at most the header banner before the first story: ${beforeFirstStory}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  /** The icon banner's visible box, or null when it is not on screen. */
  const iconBannerBox = (page) =>
    page.evaluate(() => {
      const panel = document.querySelector('[data-icon-banner] > *');
      if (!panel || getComputedStyle(panel).visibility !== 'visible') return null;
      const box = panel.getBoundingClientRect();
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, window.innerHeight);
      return bottom > top ? { left: box.left, right: box.right, top, bottom } : null;
    });

  /** Text rects of the article body that the icon banner's box covers. */
  const coveredText = (page, box) =>
    page.evaluate((banner) => {
      const body = document.querySelector('[data-server-html="article-body"]');
      const covered = [];
      const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.right > banner.left && rect.left < banner.right && rect.bottom > banner.top && rect.top < banner.bottom) covered.push(node.textContent.trim().slice(0, 20));
        }
      }
      return covered;
    }, box);

  it('phone: the icon banner covers no article text (at the top, after scrolling, step by step) and appears once the text has passed', async (t) => {
    const { context, page, errors } = await openContext('phone', GPT.blocked);
    await page.goto(`${site.siteUrl}${routes.article}`);
    await page.locator('[data-icon-banner]').waitFor({ state: 'attached' });
    const end = await page.evaluate(() => document.documentElement.scrollHeight);
    const upAt = [];
    const textUnderDock = [];
    for (let y = 0; y <= end; y += SCROLL_STEP) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(450);
      const box = await iconBannerBox(page);
      if (box) {
        upAt.push(y);
        assert.deepEqual(await coveredText(page, box), [], `at scroll ${y} the banner covers no article text`);
      }
      // The check sees text where it is: a bar that stayed docked would cover some at some step.
      const docked = { left: 0, right: DEVICES.phone.viewport.width, top: DEVICES.phone.viewport.height - 64, bottom: DEVICES.phone.viewport.height };
      if ((await coveredText(page, docked)).length > 0) textUnderDock.push(y);
    }
    assert.ok(textUnderDock.length > 0, 'article text runs under the bottom edge at some scroll position (the check can fail)');
    t.diagnostic(`page ${end} px; the bar is up at scroll ${upAt.join(', ') || 'none'}`);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(450);
    const shown = await iconBannerBox(page);
    assert.ok(shown, 'at the end of the page the banner is up');
    assert.ok(shown.bottom - shown.top <= 72, `a slim bar: ${shown.bottom - shown.top} px`);
    const footerBottom = await page.evaluate(() => document.querySelector('footer')?.getBoundingClientRect().bottom ?? 0);
    assert.ok(footerBottom <= shown.top + 1, `the page reserves the bar's height at its end (footer ends at ${footerBottom}, bar starts at ${shown.top})`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('phone: after a client navigation to another article the icon banner still covers none of its text', async () => {
    const { context, page, errors } = await openContext('phone', GPT.blocked);
    await page.goto(`${site.siteUrl}${routes.article}`);
    await page.locator('[data-icon-banner]').waitFor({ state: 'attached' });
    // Another article, by the client router: the banner stays mounted, the body element is new.
    const next = await page.evaluate((current) => {
      const link = [...document.querySelectorAll('main a[href^="/article/2"]')].find((anchor) => !anchor.getAttribute('href').startsWith(current));
      return link?.getAttribute('href') ?? null;
    }, routes.article);
    assert.ok(next, 'the article links to another article');
    await page.evaluate(() => {
      window.__sameDocument = true;
    });
    await page.evaluate((href) => window.next.router.push(href), next);
    await page.waitForFunction((href) => window.location.pathname === href, next);
    await page.waitForTimeout(500);
    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'a client-side navigation');
    const end = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= end; y += SCROLL_STEP) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(450);
      const box = await iconBannerBox(page);
      if (box) assert.deepEqual(await coveredText(page, box), [], `at scroll ${y} of ${next} the banner covers no article text`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('closing the icon banner keeps it closed for the session: after a client navigation and after a full load', async () => {
    const { context, page, errors } = await openContext('phone', GPT.blocked);
    await page.goto(`${site.siteUrl}${routes.article}`);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const close = page.getByRole('button', { name: '広告を閉じる' });
    await close.click();
    assert.equal(await page.locator('[data-icon-banner]').count(), 0, 'closed');

    // A client navigation: a next/link of the page (header logo or a card), same document.
    await page.evaluate(() => {
      window.__sameDocument = true;
      window.__iconBannerSeen = false;
    });
    await page.locator('a[href="/"]:visible').first().click();
    await page.waitForURL(`${site.siteUrl}/`);
    await page.waitForTimeout(1_000);
    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'a client-side navigation');
    assert.equal(await page.evaluate(() => window.__iconBannerSeen), false, 'not shown on the next page, not even briefly');

    // A full load of another page: a new document.
    await page.goto(`${site.siteUrl}${routes.category}`);
    await page.waitForTimeout(1_000);
    assert.equal(await page.evaluate(() => window.__sameDocument), undefined, 'a full load');
    assert.equal(await page.evaluate(() => window.__iconBannerSeen), false, 'not shown after a full load, not even briefly');
    assert.deepEqual(errors, []);
    await context.close();

    // A new session shows it again.
    const fresh = await openContext('phone', GPT.blocked);
    await fresh.page.goto(`${site.siteUrl}${routes.category}`);
    await fresh.page.locator('[data-icon-banner]').waitFor({ state: 'attached' });
    await fresh.context.close();
  });
});
