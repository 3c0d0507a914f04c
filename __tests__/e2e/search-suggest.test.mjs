// Suggestions while typing in the header search box (issue 17, decision 020), in chromium as a
// reader meets them: the desktop header at 1366 px and the phone menu at 390 px. Counts the
// requests to /api/search/suggest/ while typing and while an input method composes, drives the
// combobox with the keyboard, and submits the plain form with JavaScript off.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { DEVICES, watchPageErrors } from './support/browser.mjs';
import { closeSuite, openSuite } from './support/suite.mjs';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SUGGEST_PATH = '/api/search/suggest/';
/** A word the bundled data set has game titles and articles for. */
const WORD = 'ホライゾン';
/** The typing speed: a key every 60 ms. */
const KEY_DELAY_MS = 60;
/** Longer than the 250 ms debounce and a request's round trip: after it, nothing more is coming. */
const SETTLE_MS = 900;
/** A message inside downshift's code: a chunk that carries it carries the combobox. */
const DOWNSHIFT_MARK = 'Pass either item or index to getItemProps';

describe('search suggestions while typing', { timeout: 300_000 }, () => {
  let site;
  let browser;

  before(async () => {
    ({ site, browser } = await openSuite());
  });
  after(() => closeSuite({ site, browser }));

  /** A page of the site with the requests to the suggest endpoint recorded (their `q`s). */
  async function open(device, path = '/', options = {}) {
    const context = await browser.newContext({ ...DEVICES[device], ...options });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const asked = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === SUGGEST_PATH) asked.push(url.searchParams.get('q'));
    });
    const response = await page.goto(`${site.siteUrl}${path}`, { waitUntil: 'load' });
    assert.equal(response.status(), 200);
    return { context, page, errors, asked };
  }

  /** The search box the reader types in: the header's on a desktop, the phone menu's (opened by the 検索 button) on a phone. */
  async function searchBox(page, device) {
    if (device === 'phone') {
      await page.getByRole('link', { name: '検索', exact: true }).click();
      const box = page.locator('#menu-search');
      await box.waitFor({ state: 'visible' });
      return box;
    }
    const box = page.locator('#site-search');
    await box.click();
    return box;
  }

  /** Waits until the combobox has taken over the box (its code loads on first use). */
  async function comboboxReady(page, box) {
    await page.waitForFunction((id) => document.getElementById(id)?.getAttribute('role') === 'combobox', await box.getAttribute('id'));
  }

  const listbox = (page) => page.getByRole('listbox');

  for (const device of ['desktop', 'phone']) {
    describe(device, () => {
      it(`typing a Japanese word at ${KEY_DELAY_MS} ms a key asks at most twice; the list shows games and articles with the word marked`, async () => {
        const { context, page, errors, asked } = await open(device);
        try {
          const box = await searchBox(page, device);
          await box.pressSequentially(WORD, { delay: KEY_DELAY_MS });
          assert.equal(await box.inputValue(), WORD, 'every key is in the box');
          await listbox(page).waitFor({ state: 'visible' });
          await page.waitForTimeout(SETTLE_MS);
          assert.ok(asked.length >= 1 && asked.length <= 2, `requests while typing: ${JSON.stringify(asked)}`);
          assert.equal(asked.at(-1), WORD, 'the last request is for the whole word');
          assert.equal(await box.getAttribute('aria-expanded'), 'true');

          const games = listbox(page).getByRole('group', { name: 'ゲーム' });
          const articles = listbox(page).getByRole('group', { name: '記事' });
          assert.ok((await games.getByRole('option').count()) >= 1, 'game titles are offered');
          assert.ok((await articles.getByRole('option').count()) >= 1, 'articles are offered');
          const marked = await listbox(page).locator('mark').allTextContents();
          assert.ok(marked.length >= 2 && marked.every((text) => text === WORD), `the typed word is marked: ${JSON.stringify(marked)}`);
          const last = listbox(page).getByRole('option').last();
          assert.equal((await last.textContent()).trim(), `「${WORD}」で検索`);
          assert.ok(await last.isVisible(), 'the full-search option is in view');

          // The list lies within the screen and, on a phone, as wide as the menu's box.
          const { list, form, viewport } = await page.evaluate(() => ({
            list: document.querySelector('[role="listbox"]').getBoundingClientRect().toJSON(),
            form: document.activeElement.closest('form').getBoundingClientRect().toJSON(),
            viewport: { width: window.innerWidth, height: window.innerHeight },
          }));
          assert.ok(list.left >= 0 && list.right <= viewport.width && list.bottom <= viewport.height, `list inside the screen: ${JSON.stringify(list)}`);
          assert.ok(list.top >= form.bottom, 'the list opens under the box');
          if (device === 'phone') assert.ok(Math.abs(list.width - form.width) <= 1, `full width of the box: ${list.width} vs ${form.width}`);
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      });

      it('arrow keys move aria-activedescendant, Escape closes the list (and only the list), Enter opens the highlighted page', async () => {
        const { context, page, errors } = await open(device);
        try {
          const box = await searchBox(page, device);
          await box.pressSequentially(WORD, { delay: KEY_DELAY_MS });
          await listbox(page).waitFor({ state: 'visible' });
          const options = listbox(page).getByRole('option');
          const ids = await options.evaluateAll((nodes) => nodes.map((node) => node.id));
          assert.ok(!(await box.getAttribute('aria-activedescendant')), 'nothing highlighted while typing');

          await page.keyboard.press('ArrowDown');
          assert.equal(await box.getAttribute('aria-activedescendant'), ids[0]);
          await page.keyboard.press('ArrowDown');
          assert.equal(await box.getAttribute('aria-activedescendant'), ids[1]);
          assert.equal(await page.locator(`#${ids[1]}`).getAttribute('aria-selected'), 'true');
          await page.keyboard.press('ArrowUp');
          assert.equal(await box.getAttribute('aria-activedescendant'), ids[0]);
          await page.keyboard.press('ArrowUp');
          assert.equal(await box.getAttribute('aria-activedescendant'), ids.at(-1), 'up from the first wraps to the full search');
          assert.deepEqual(await box.evaluate((node) => node === document.activeElement), true, 'focus stays in the box');
          // Home and End edit the text (an editable combobox), the highlight stays.
          await page.keyboard.press('Home');
          assert.equal(await box.evaluate((node) => node.selectionStart), 0);
          await page.keyboard.press('End');
          assert.equal(await box.evaluate((node) => node.selectionStart), WORD.length);
          assert.equal(await box.getAttribute('aria-activedescendant'), ids.at(-1));

          await page.keyboard.press('Escape');
          await listbox(page).waitFor({ state: 'hidden' });
          assert.equal(await box.getAttribute('aria-expanded'), 'false');
          assert.ok(!(await box.getAttribute('aria-activedescendant')), 'nothing highlighted');
          assert.equal(await box.inputValue(), WORD, 'Escape keeps what was typed');
          if (device === 'phone') assert.ok(await page.locator('#phone-menu').isVisible(), 'the menu stays open');

          await page.keyboard.press('ArrowDown');
          await listbox(page).waitFor({ state: 'visible' });
          await page.keyboard.press('ArrowDown');
          const chosen = await box.getAttribute('aria-activedescendant');
          // The option's first line is the game's name (the second its platforms).
          const title = await page.locator(`#${chosen}`).evaluate((node) => node.querySelector('span span').textContent.trim());
          await page.keyboard.press('Enter');
          await page.waitForURL(/\/game\/title\/\d+\/page\/1\/$/);
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          if (device === 'phone') await page.locator('#phone-menu').waitFor({ state: 'hidden' });
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      });

      it('asks nothing while an input method composes, and once after it commits', async () => {
        const { context, page, errors, asked } = await open(device);
        try {
          const box = await searchBox(page, device);
          await comboboxReady(page, box);
          const cdp = await context.newCDPSession(page);
          // The reader types ほらいぞん and converts it to ホライゾン, pausing longer than the debounce at every step.
          for (const reading of ['ほ', 'ほら', 'ほらい', 'ほらいぞ', 'ほらいぞん', WORD]) {
            await cdp.send('Input.imeSetComposition', { text: reading, selectionStart: reading.length, selectionEnd: reading.length });
            await page.waitForTimeout(400);
          }
          assert.equal(await box.inputValue(), WORD, 'the composition is in the box');
          assert.deepEqual(asked, [], 'no request while composing');
          await cdp.send('Input.insertText', { text: WORD });
          await listbox(page).waitFor({ state: 'visible' });
          await page.waitForTimeout(SETTLE_MS);
          assert.deepEqual(asked, [WORD], 'one request, for the committed word');
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      });
    });
  }

  it('the full-search option opens the results page; the list has no serious accessibility problem', async () => {
    const { context, page, errors } = await open('desktop');
    try {
      const box = await searchBox(page, 'desktop');
      await box.pressSequentially(WORD, { delay: KEY_DELAY_MS });
      await listbox(page).waitFor({ state: 'visible' });
      await page.evaluate(AXE_SOURCE);
      const violations = await page.evaluate(async () => {
        const { violations: found } = await window.axe.run({ include: [['#site-header form']] }, { resultTypes: ['violations'] });
        return found.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')}`);
      });
      assert.deepEqual(violations, []);
      await listbox(page).getByRole('option', { name: `「${WORD}」で検索` }).click();
      await page.waitForURL((url) => url.pathname === '/search/' && url.searchParams.get('q') === WORD);
      assert.equal(await page.locator('#site-search').inputValue(), WORD, 'the results page shows the search in the box');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('the combobox code is not first-paint code: it loads when the reader reaches for the box', async () => {
    const { context, page } = await open('desktop');
    try {
      // Everything the page loaded by itself (first paint, then prefetches) carries no downshift.
      await page.waitForTimeout(1_500);
      const scriptsOf = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script').map((entry) => entry.name));
      const before = (await scriptsOf()).filter((url) => url.startsWith(site.siteUrl));
      assert.ok(before.length > 0);
      assert.equal(await page.locator('[role="combobox"], [role="listbox"]').count(), 0, 'a plain box on first paint');
      for (const url of before) assert.ok(!(await (await fetch(url)).text()).includes(DOWNSHIFT_MARK), `${url} carries no combobox code`);

      await page.locator('#site-search').focus();
      await comboboxReady(page, page.locator('#site-search'));
      const loaded = (await scriptsOf()).filter((url) => url.startsWith(site.siteUrl) && !before.includes(url));
      const bodies = await Promise.all(loaded.map(async (url) => (await fetch(url)).text()));
      assert.ok(bodies.some((body) => body.includes(DOWNSHIFT_MARK)), `the combobox chunk loads on focus: ${loaded.join(', ')}`);
      assert.equal(await page.locator('#site-search').evaluate((node) => node === document.activeElement), true, 'the box keeps focus');
    } finally {
      await context.close();
    }
  });

  /** Holds every script the page asks for from now on (the combobox chunk) until the returned function is called. */
  async function holdScripts(page) {
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  it('an input method composing while the combobox code loads keeps its composition; the combobox takes over after it commits', async () => {
    const { context, page, errors, asked } = await open('desktop');
    try {
      // Hold every script asked for from now on (the combobox chunk) until the reader is composing.
      const release = await holdScripts(page);
      const box = page.locator('#site-search');
      await box.focus();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Input.imeSetComposition', { text: 'ほらい', selectionStart: 3, selectionEnd: 3 });
      release();
      await page.waitForTimeout(800);
      assert.equal(await box.getAttribute('role'), null, 'the plain box stays while composing');
      await cdp.send('Input.imeSetComposition', { text: 'ほらいぞん', selectionStart: 5, selectionEnd: 5 });
      assert.equal(await box.inputValue(), 'ほらいぞん', 'the composition went on undisturbed');
      await cdp.send('Input.insertText', { text: WORD });
      await comboboxReady(page, box);
      assert.equal(await box.inputValue(), WORD, 'the committed word is carried over');
      assert.equal(await box.evaluate((node) => node === document.activeElement), true, 'with focus');
      await listbox(page).waitFor({ state: 'visible' });
      await page.waitForTimeout(SETTLE_MS);
      assert.deepEqual(asked, [WORD]);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('keys typed while the combobox code loads are all kept, and the box keeps focus', async () => {
    const { context, page, errors, asked } = await open('desktop');
    try {
      const release = await holdScripts(page);
      const box = page.locator('#site-search');
      await box.focus();
      const typing = box.pressSequentially(`${WORD}${WORD}`, { delay: KEY_DELAY_MS });
      await page.waitForTimeout(KEY_DELAY_MS * 3);
      release();
      await typing;
      await comboboxReady(page, box);
      assert.equal(await box.inputValue(), `${WORD}${WORD}`);
      assert.equal(await box.evaluate((node) => node === document.activeElement), true);
      await page.waitForTimeout(SETTLE_MS);
      assert.ok(asked.length <= 2 && asked.at(-1) === `${WORD}${WORD}`, JSON.stringify(asked));
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('on a results page, pointing at the box loads the combobox but neither asks nor opens until the reader types', async () => {
    const { context, page, errors, asked } = await open('desktop', `/search/?q=${encodeURIComponent(WORD)}`);
    try {
      const box = page.locator('#site-search');
      await box.hover();
      await comboboxReady(page, box);
      await page.waitForTimeout(SETTLE_MS);
      assert.deepEqual(asked, []);
      assert.equal(await listbox(page).isVisible(), false);
      assert.equal(await box.inputValue(), WORD, 'the page’s search stays in the box');
      await box.click();
      await box.press('End');
      await box.pressSequentially(' HD', { delay: KEY_DELAY_MS });
      await listbox(page).waitFor({ state: 'visible' });
      await page.waitForTimeout(SETTLE_MS);
      assert.deepEqual(asked, [`${WORD} HD`]);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('without JavaScript the plain form submits to /search/?q=…, and nothing is suggested', async () => {
    const { context, page, asked } = await open('desktop', '/', { javaScriptEnabled: false });
    try {
      await page.locator('#site-search').fill(WORD);
      await page.locator('#site-search').press('Enter');
      await page.waitForURL((url) => url.pathname === '/search/' && url.searchParams.get('q') === WORD);
      assert.ok(await page.getByRole('heading', { level: 1 }).first().isVisible());
      assert.deepEqual(asked, []);
    } finally {
      await context.close();
    }
  });

  describe('the endpoint', () => {
    const get = (query, init = {}) => fetch(`${site.siteUrl}${SUGGEST_PATH}?${new URLSearchParams(query)}`, init);

    it('answers at the slashed address (the bare one redirects), never stored, with the site security headers', async () => {
      const bare = await fetch(`${site.siteUrl}/api/search/suggest?q=${encodeURIComponent(WORD)}`, { redirect: 'manual' });
      assert.equal(bare.status, 308);
      assert.equal(new URL(bare.headers.get('location'), site.siteUrl).pathname, SUGGEST_PATH);
      const response = await get({ q: WORD });
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type'), /^application\/json/);
      assert.equal(response.headers.get('cache-control'), 'no-store');
      assert.match(response.headers.get('content-security-policy') ?? '', /default-src/);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      const body = await response.json();
      assert.ok(body.games.length > 0 && body.articles.length > 0);
    });

    it('bad input gets a clean empty answer; other methods and parameters are refused', async () => {
      for (const q of ['', 'あ'.repeat(101), `${WORD}\u0000`, `${WORD}\r\nX-Injected: 1`, '\u001b[2J']) {
        const response = await get({ q });
        assert.equal(response.status, 200, JSON.stringify(q));
        assert.deepEqual(await response.json(), { games: [], articles: [] }, JSON.stringify(q));
      }
      assert.equal((await get({ q: WORD, callback: 'x' })).status, 400);
      const post = await get({ q: WORD }, { method: 'POST' });
      assert.equal(post.status, 405);
      assert.equal(post.headers.get('allow'), 'GET, HEAD');
    });
  });
});
