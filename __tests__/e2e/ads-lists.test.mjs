// Ads in article lists and on game pages, in chromium with the googletag stand-in
// (support/googletag-stand-in.js, served in place of gpt.js): sponsored cards on every article
// list (spec §9: at most 4, never before index 4, never adjacent, labelled PR), PC slot 17 (the card
// ad) as one entry of the page's main list, and the game pages' header and side jacks.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, watchPageErrors } from './support/browser.mjs';
import { startSite } from './support/servers.mjs';
import { getJson, jstYearMonth } from './support/content.mjs';

const STAND_IN = await readFile(new URL('./support/googletag-stand-in.js', import.meta.url), 'utf8');

/** Spec §9 sponsored-card rules. */
const MAX_SPONSORED_CARDS = 4;
const MIN_SPONSORED_INDEX = 4;
/** Element id and unit path end of PC slot 17 on list pages (the LIST ad space; game pages use it too) and the top page. */
const CARD_SLOT = { list: ['playnote_list_card_gam', /\/playnote(_test)?\/pc\/list\/card$/], top: ['playnote_top_card_gam', /\/playnote(_test)?\/pc\/top\/card$/] };
/** How long after display() the stand-in fills a slot. */
const FILL_DELAY_MS = 300;
/** The side jacks need 1,600 px (decision 012); a screen this wide has them. */
const WIDE_DESKTOP = { width: 1700, height: 900 };

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

/** One list page of each kind with a full first page of articles, from the bundled content API. */
async function findListPages(contentApiUrl) {
  const newest = await getJson(`${contentApiUrl}/api/q/articles?categoryCode=new-article&limit=100`);
  const directories = await getJson(`${contentApiUrl}/matome/directories`);
  let directoryName = null;
  for (const { directoryName: name } of directories.data) {
    const list = await getJson(`${contentApiUrl}/matome/articles?directoryName=${name}&page=1&limit=20`);
    if (list.data.length >= 12) {
      directoryName = name;
      break;
    }
  }
  // Most titles have a handful of articles: the first id (ids count up from 10001) with a dozen.
  let gameId = null;
  for (let id = 10001; id < 11000 && gameId === null; id += 1) {
    const response = await fetch(`${contentApiUrl}/api/game/articles?gameId=${id}&page=1&limit=1`);
    if (response.ok && (await response.json()).count >= 12) gameId = String(id);
  }
  // The newest month with a dozen articles: on the 1st of a month, the new month may hold one.
  const perMonth = new Map();
  for (const card of newest.data) perMonth.set(jstYearMonth(card.publishedAt), (perMonth.get(jstYearMonth(card.publishedAt)) ?? 0) + 1);
  const archiveMonth = [...perMonth].find(([, count]) => count >= 12)?.[0];
  assert.ok(directoryName && gameId && archiveMonth, `a collection, a game with 12+ articles and an archive month with 12+: ${directoryName}, ${gameId}, ${archiveMonth}`);
  return {
    search: `/search/?q=${encodeURIComponent('ゲーム')}`,
    archive: `/archive/?yearMonth=${archiveMonth}`,
    special: `/special/${directoryName}/`,
    game: `/game/title/${gameId}/page/1/`,
    top: '/',
  };
}

const calls = (page) => page.evaluate(() => window.__gptCalls ?? []);
const definedIds = (list) => list.filter((call) => call.fn === 'defineSlot' && !call.duplicate).map((call) => call.args[2]);

/**
 * The entries of the page's list that holds the sponsored cards: per entry its kind (`article`,
 * `sponsored`, `cardSlot`), whether a visible PR label marks it, and its box.
 */
function listEntries(page) {
  return page.evaluate(() => {
    const card = document.querySelector('li [data-sponsored]');
    const list = card?.closest('ol, ul');
    if (!list) return [];
    return [...list.children].map((item) => {
      const kind = item.querySelector('[data-sponsored]') ? 'sponsored' : item.hasAttribute('data-card-slot') ? 'cardSlot' : 'article';
      const label = [...item.querySelectorAll('span')].find((span) => span.textContent === 'PR');
      const box = item.getBoundingClientRect();
      return { kind, prLabelVisible: Boolean(label && label.getBoundingClientRect().height > 0), top: box.top + window.scrollY, height: box.height };
    });
  });
}

const indexesOf = (entries, kind) => entries.flatMap((entry, index) => (entry.kind === kind ? [index] : []));

describe('ads in article lists and on game pages (chromium, googletag stand-in)', { timeout: 300_000 }, () => {
  let site;
  let browser;
  let pages;

  before(async () => {
    site = await startSite();
    browser = await launchBrowser();
    pages = await findListPages(site.contentApiUrl);
  });

  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  async function open(device, path, viewport) {
    const context = await browser.newContext({ ...DEVICES[device], ...(viewport ? { viewport } : {}) });
    await context.route('**/gpt.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: STAND_IN }));
    await context.addInitScript((settings) => {
      window.__gptStandIn = settings;
    }, { fillDelayMs: FILL_DELAY_MS });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${site.siteUrl}${path}`, { waitUntil: 'load' });
    // Hydrated and the ad hook under way: the stand-in has been called.
    await page.waitForFunction(() => (window.__gptCalls ?? []).some((call) => call.fn === 'enableServices' || call.fn === 'display'), null, { timeout: 15_000 });
    return { context, page, errors };
  }

  for (const device of ['PC', 'SP']) {
    for (const kind of ['search', 'archive', 'special', 'game']) {
      it(`${device} ${kind}: sponsored cards labelled PR, at most ${MAX_SPONSORED_CARDS}, none before index ${MIN_SPONSORED_INDEX}, never adjacent, never last (spec §9)`, async () => {
        const { context, page, errors } = await open(device, pages[kind]);
        try {
          const entries = await listEntries(page);
          const sponsored = indexesOf(entries, 'sponsored');
          assert.ok(sponsored.length >= 1, `${pages[kind]}: a sponsored card in the list`);
          assert.ok(sponsored.length <= MAX_SPONSORED_CARDS, `at most ${MAX_SPONSORED_CARDS}: ${sponsored}`);
          assert.ok(Math.min(...sponsored) >= MIN_SPONSORED_INDEX, `none before index ${MIN_SPONSORED_INDEX}: ${sponsored}`);
          const ads = entries.flatMap((entry, index) => (entry.kind === 'article' ? [] : [index]));
          ads.forEach((index, n) => n > 0 && assert.ok(index - ads[n - 1] > 1, `no two ads adjacent: ${ads}`));
          assert.notEqual(entries.at(-1).kind, 'sponsored', 'a sponsored card never ends the list');
          for (const index of sponsored) assert.ok(entries[index].prLabelVisible, `the card at ${index} shows its PR label`);
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      });
    }
  }

  for (const kind of ['search', 'archive', 'special', 'game', 'top']) {
    const [slotId, unitPath] = CARD_SLOT[kind === 'top' ? 'top' : 'list'];
    it(`PC ${kind}: slot 17 is one entry of the list, a card's height, defined with GPT once scrolled near, and filling it moves nothing`, async () => {
      const { context, page, errors } = await open('PC', pages[kind]);
      try {
        const entries = await listEntries(page);
        const [slotIndex, ...more] = indexesOf(entries, 'cardSlot');
        assert.equal(more.length, 0, 'slot 17 once a page');
        assert.ok(slotIndex >= MIN_SPONSORED_INDEX && slotIndex < entries.length - 1, `slot 17 at ${slotIndex} of ${entries.length}: not before 4, never last`);
        assert.equal(entries[slotIndex - 1].kind, 'article');
        assert.equal(entries[slotIndex + 1].kind, 'article');
        assert.equal(await page.locator(`li[data-card-slot] #${slotId}`).count(), 1);

        // Below the first screen it waits for the reader to come near, then is defined as the card ad.
        await page.locator(`li[data-card-slot]`).scrollIntoViewIfNeeded();
        await page.waitForFunction((id) => (window.__gptCalls ?? []).some((call) => call.fn === 'defineSlot' && call.args[2] === id), slotId, { timeout: 15_000 });
        const definition = (await calls(page)).find((call) => call.fn === 'defineSlot' && call.args[2] === slotId);
        assert.deepEqual(definition.args[1], ['fluid']);
        assert.match(definition.args[0], unitPath);

        const before = await listEntries(page);
        await page.waitForSelector(`#${slotId} iframe[data-stand-in-ad]`, { state: 'attached', timeout: 10_000 });
        await page.waitForTimeout(100);
        const after = await listEntries(page);
        // A card's height: its thumbnail's with the padding (a card with more text grows past it).
        const cardHeight = Math.min(...entries.filter((entry) => entry.kind === 'article').map((entry) => entry.height));
        assert.ok(Math.abs(after[slotIndex].height - cardHeight) <= 1, `the slot keeps a card's height: ${after[slotIndex].height} vs ${cardHeight}`);
        assert.equal(after[slotIndex].height, before[slotIndex].height, 'filling the slot does not change its height');
        assert.equal(after[slotIndex + 1].top, before[slotIndex + 1].top, 'the entry after the slot does not move');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  it('SP: no slot 17 in any list (phones have no card ad)', async () => {
    for (const kind of ['search', 'archive', 'special', 'game', 'top']) {
      const { context, page, errors } = await open('SP', pages[kind]);
      try {
        assert.equal(await page.locator('[data-card-slot]').count(), 0, `${kind}: no card-ad entry`);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(500);
        assert.ok(!definedIds(await calls(page)).some((id) => id.includes('_card_')), `${kind}: no card slot defined`);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    }
  });

  for (const device of ['PC', 'SP']) {
    it(`${device} game page: the header jack above the game header, labelled PR, linking as an ad`, async () => {
      const { context, page, errors } = await open(device, pages.game);
      try {
        const jack = page.locator('[data-banner="game-header"]');
        await jack.waitFor({ state: 'visible' });
        const [jackBox, headingBox] = [await jack.boundingBox(), await page.locator('h1').boundingBox()];
        assert.ok(jackBox.height > 0 && jackBox.y + jackBox.height <= headingBox.y, 'the jack stands above the game header');
        assert.equal(await jack.getByText('PR', { exact: true }).isVisible(), true);
        assert.equal(await jack.getByRole('link').getAttribute('rel'), 'sponsored noopener');
        assert.ok((await jack.getByRole('img').getAttribute('alt')).length > 0, 'the image says what the banner is');
        if (device === 'SP') assert.equal(await page.locator('[data-banner^="game-jack-"]').count(), 0, 'side jacks are for PC readers');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  it('PC game page at 1,700 px: left and right jacks beside the column, labelled PR, clear of the content', async () => {
    const { context, page, errors } = await open('PC', pages.game, WIDE_DESKTOP);
    try {
      // The content: the main column and its rail.
      const column = await page.locator('main').locator('xpath=..').boundingBox();
      for (const side of ['left', 'right']) {
        const jack = page.locator(`[data-banner="game-jack-${side}"]`);
        await jack.waitFor({ state: 'visible' });
        const box = await jack.boundingBox();
        assert.ok(side === 'left' ? box.x + box.width <= column.x : box.x >= column.x + column.width, `${side} jack beside the column`);
        assert.equal(await jack.getByText('PR', { exact: true }).isVisible(), true);
      }
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('PC game page at 1,366 px: no room beside the column, so no side jack shows', async () => {
    const { context, page } = await open('PC', pages.game);
    try {
      assert.equal(await page.locator('[data-banner^="game-jack-"]').first().isVisible(), false);
    } finally {
      await context.close();
    }
  });
});
