// Ads on a live article (issues 36, 3) in chromium with the recording googletag stand-in
// (support/googletag-stand-in.js) in place of gpt.js. A live article's body comes with its lazily
// loaded code, so its in-body slots can be put on the page after GPT has started, and the body is
// rebuilt when the reader lets new updates in: each slot must still be requested when the reader
// comes near it, and an ad lost with a replaced element must be requested again, not left blank.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { DEVICES, watchPageErrors } from './support/browser.mjs';
import { findLiveArticles } from './support/content.mjs';
import { addUpdateOnNextRefresh } from './support/live-updates.mjs';
import { scrollThroughPage } from './support/scroll.mjs';
import { closeSuite, openSuite } from './support/suite.mjs';

const STAND_IN = await readFile(new URL('./support/googletag-stand-in.js', import.meta.url), 'utf8');
/** How long after display() the stand-in fills a slot. */
const FILL_DELAY_MS = 300;
/** Issue 36's refresh interval while live. */
const LIVE_REFRESH_MS = 30_000;

let site;
let browser;
let live;

before(async () => {
  ({ site, browser } = await openSuite());
  ({ live } = await findLiveArticles(site.contentApiUrl));
});
after(() => closeSuite({ site, browser }));

async function openPage(device, { clock = false } = {}) {
  const context = await browser.newContext(device);
  await context.route('**/gpt.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: STAND_IN }));
  await context.addInitScript((settings) => {
    window.__gptStandIn = settings;
  }, { fillDelayMs: FILL_DELAY_MS, mode: 'fill' });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  if (clock) await page.clock.install();
  return { context, page, errors };
}

const gptCalls = (page, fn) => page.evaluate((name) => (window.__gptCalls ?? []).filter((call) => call.fn === name), fn);
const definedIds = async (page) => (await gptCalls(page, 'defineSlot')).map((call) => call.args[2]);
const inBodySlotIds = (page) => page.locator('[data-in-body-ad] [data-ad-slot]').evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-ad-slot')));
const filledIn = (page, id) => page.waitForSelector(`[data-in-body-ad] iframe[data-stand-in-ad="${id}"]`, { state: 'attached', timeout: 15_000 });

async function openLiveArticle(page) {
  await page.goto(`${site.siteUrl}${live.path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => (window.__gptCalls ?? []).some((call) => call.fn === 'setTargeting'), null, { timeout: 15_000 });
}

for (const [name, device] of Object.entries(DEVICES)) {
  describe(`a live article at ${name === 'desktop' ? '1366 px' : '390 px (iPhone)'}`, () => {
    it('each in-body slot is requested when the reader comes near it, and filled', async () => {
      const { context, page, errors } = await openPage(device);
      try {
        await openLiveArticle(page);
        const slots = await inBodySlotIds(page);
        assert.ok(slots.length >= 1, `the running event has an in-body slot between its updates: ${slots}`);
        await scrollThroughPage(page);
        for (const id of slots) {
          await page.locator(`[data-ad-slot="${id}"]`).scrollIntoViewIfNeeded();
          await filledIn(page, id);
        }
        // Once per element: a slot is defined again only after its element was replaced and its
        // old slot destroyed (the body's code may land after GPT has started).
        const defined = await definedIds(page);
        const destroyed = (await gptCalls(page, 'destroySlots')).flatMap((call) => call.args[0] ?? []);
        for (const id of slots) {
          const times = defined.filter((definedId) => definedId === id).length;
          assert.ok(times >= 1, `${id}: defined`);
          assert.equal(times, destroyed.filter((destroyedId) => destroyedId === id).length + 1, `${id}: defined again only after its old slot was destroyed`);
        }
        assert.deepEqual((await gptCalls(page, 'defineSlot')).filter((call) => call.duplicate), [], 'no duplicate slot');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  });
}

describe('a live article whose body is rebuilt with a new update (390 px, iPhone)', () => {
  it('an in-body ad lost with its replaced element is requested again and filled, never left a blank box', async () => {
    const { context, page, errors } = await openPage(DEVICES.phone, { clock: true });
    try {
      await openLiveArticle(page);
      const [first] = await inBodySlotIds(page);
      assert.ok(first, 'the running event has an in-body slot');
      await page.locator(`[data-ad-slot="${first}"]`).scrollIntoViewIfNeeded();
      await filledIn(page, first);
      await page.evaluate((id) => {
        document.getElementById(id).dataset.testOriginal = 'yes';
      }, first);

      // Back at the top, above the updates: the next update is let in at once, rebuilding the body.
      await page.evaluate(() => window.scrollTo(0, 0));
      await addUpdateOnNextRefresh(page, 'arrived-ads');
      await page.clock.fastForward(LIVE_REFRESH_MS);
      await page.locator('[data-live-update="arrived-ads"]').waitFor({ state: 'attached', timeout: 10_000 });
      const replaced = await page.evaluate((id) => document.getElementById(id)?.dataset.testOriginal === undefined, first);
      assert.ok(replaced, `${first}: the rebuilt body holds a new element for the slot`);

      await page.locator(`[data-ad-slot="${first}"]`).scrollIntoViewIfNeeded();
      await filledIn(page, first);
      const destroyed = (await gptCalls(page, 'destroySlots')).flatMap((call) => call.args[0] ?? []);
      const timesDestroyed = destroyed.filter((id) => id === first).length;
      assert.ok(timesDestroyed >= 1, `${first}: its old slot destroyed (${JSON.stringify(destroyed)})`);
      assert.equal((await definedIds(page)).filter((id) => id === first).length, timesDestroyed + 1, `${first}: defined again for the new element`);
      assert.deepEqual((await gptCalls(page, 'defineSlot')).filter((call) => call.duplicate), [], 'no duplicate slot');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
