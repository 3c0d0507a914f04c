// Spoiler sections (ネタバレ, issue 37) in chromium: a bundled review or game guide whose body has
// one, found through the content API by what it shows, at 1366 px and 390 px (iPhone). The fold is
// closed on load, its text not visible; it opens by a click and by Enter or Space on its summary
// (with a visible focus ring); a page-props refresh with the same body leaves it open; axe finds
// nothing serious or critical. Its AMP twin passes the official validator with the section closed
// (an amp-accordion section without `expanded`). Screenshots (light and dark) go to
// SPOILER_SCREENSHOT_DIR (default /tmp).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import amphtmlValidator from 'amphtml-validator';
import { ensureAmpValidatorEngine } from '../../scripts/setup-amp-validator.mjs';
import { DEVICES, watchPageErrors } from './support/browser.mjs';
import { closeSuite, openSuite } from './support/suite.mjs';
import { getJson, jstYearMonth } from './support/content.mjs';

const AXE_SOURCE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The page-props refresh of an article (spec §4: every 5 minutes). */
const REFRESH_INTERVAL_MS = 300_000;
/** The summary's words when the API gives none (foundation/format/article-body.ts SPOILER_DEFAULT_LABEL). */
const DEFAULT_LABEL = 'ネタバレを含みます';
const SCREENSHOTS = process.env.SPOILER_SCREENSHOT_DIR ?? '/tmp';
const SPOILER = '[data-server-html="article-body"] details[data-spoiler]';

let site;
let browser;
let article;

const plainText = (block) => (typeof block === 'string' ? block : typeof block.content === 'string' ? block.content : block.content.map(plainText).join(''));

/** The first review or game guide on the site (not a PR redirect) with a spoiler section: its page, label and first hidden words. */
async function findSpoilerArticle(contentApiUrl) {
  for (const categoryCode of ['review', 'game-tips']) {
    for (let listPage = 1; listPage <= 5; listPage += 1) {
      const list = await getJson(`${contentApiUrl}/api/q/articles?categoryCode=${categoryCode}&limit=50&page=${listPage}`);
      for (const card of list.data.filter((entry) => !entry.redirectUrl && !entry.liveState)) {
        const detail = await getJson(`${contentApiUrl}/api/article?articleId=${card.id}`);
        for (const bodyPage of detail.content) {
          const spoiler = bodyPage.contents.find((block) => block.type === 'SPOILER');
          if (!spoiler) continue;
          const yearMonth = jstYearMonth(detail.publishedAt);
          const query = bodyPage.page_no > 1 ? `?page=${bodyPage.page_no}` : '';
          return {
            path: `/article/${yearMonth}/${detail.articleId}/${query}`,
            ampPath: `/article/amp/${yearMonth}/${detail.articleId}/${query}`,
            label: spoiler.label?.trim() || DEFAULT_LABEL,
            hiddenText: plainText(spoiler.content[0]).slice(0, 12),
          };
        }
      }
    }
  }
  assert.fail('the bundled data has a review or game guide with a spoiler section');
}

before(async () => {
  ({ site, browser } = await openSuite());
  article = await findSpoilerArticle(site.contentApiUrl);
});
after(() => closeSuite({ site, browser }));

/** The article loaded and hydrated, its refresh poll mounted (after the load event, decision 027); the page's clock is playwright's. */
async function openArticle(device, { colorScheme = 'light' } = {}) {
  const context = await browser.newContext({ ...device, colorScheme });
  await context.route('**/gpt.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.googletag={cmd:{push(){}}};' }));
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.clock.install();
  await page.goto(`${site.siteUrl}${article.path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => Boolean(window.next?.router?.isReady));
  await page.waitForFunction(() => window.dataLayer?.some((entry) => entry.event === 'page_view'));
  return { context, page, errors };
}

const isOpen = (details) => details.evaluate((element) => element.open);

async function seriousAxeViolations(page) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { violations } = await window.axe.run('main', { resultTypes: ['violations'] });
    return violations.filter((violation) => ['serious', 'critical'].includes(violation.impact)).map((violation) => `${violation.id}: ${violation.nodes.length}`);
  });
}

/** The fold and a little of the body around it. */
async function screenshotSpoiler(page, details, name) {
  await details.scrollIntoViewIfNeeded();
  const box = await details.boundingBox();
  const viewport = page.viewportSize();
  const y = Math.max(0, box.y - 60);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, clip: { x: 0, y, width: viewport.width, height: Math.min(viewport.height - y, box.height + 120) } });
}

for (const [name, device] of Object.entries(DEVICES)) {
  describe(`a spoiler section at ${name === 'desktop' ? '1366 px' : '390 px (iPhone)'} (issue 37)`, () => {
    it('closed on load with its label; opens on a click, stays open through a page-props refresh, closes again; axe: nothing serious', async () => {
      const { context, page, errors } = await openArticle(device);
      try {
        const details = page.locator(SPOILER);
        assert.equal(await details.count(), 1, 'one spoiler section in the body');
        assert.equal(await details.getAttribute('open'), null, 'closed by default');
        const summary = details.locator('summary');
        // A finger taps, a mouse clicks: the hint says which (the other is not shown, nor read out).
        const hint = name === 'desktop' ? 'クリックで表示' : 'タップで表示';
        assert.equal((await summary.innerText()).replace(/\s+/g, ''), `${article.label}${hint}`.replace(/\s+/g, ''));
        const hidden = details.getByText(article.hiddenText);
        assert.equal(await hidden.isVisible(), false, 'its text is not visible');
        assert.deepEqual(await seriousAxeViolations(page), [], 'axe with the fold closed');
        await screenshotSpoiler(page, details, `spoiler-${name}-closed`);

        await summary.click();
        assert.equal(await isOpen(details), true, 'a click opens it');
        assert.equal(await hidden.isVisible(), true, 'its text is visible');
        assert.deepEqual(await seriousAxeViolations(page), [], 'axe with the fold open');
        await screenshotSpoiler(page, details, `spoiler-${name}-open`);

        const refreshed = page.waitForResponse((response) => response.url().includes('/api/pages/page-props-data/'));
        await page.clock.fastForward(REFRESH_INTERVAL_MS);
        assert.equal((await refreshed).status(), 200);
        await page.waitForTimeout(500);
        assert.equal(await isOpen(details), true, 'the refresh with the same body kept it open');
        assert.equal(await hidden.isVisible(), true);

        await summary.click();
        assert.equal(await isOpen(details), false, 'a second click closes it');
        assert.equal(await hidden.isVisible(), false);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });

    it('opens and closes from the keyboard (Enter, Space) with a visible focus ring', async () => {
      const { context, page, errors } = await openArticle(device);
      try {
        const details = page.locator(SPOILER);
        const summary = details.locator('summary');
        // Tab from the element before the summary, as a keyboard reader arrives.
        await summary.evaluate((element) => {
          const before = document.createElement('button');
          before.id = 'before-spoiler';
          element.closest('details').before(before);
        });
        await page.locator('#before-spoiler').focus();
        await page.keyboard.press('Tab');
        assert.equal(await summary.evaluate((element) => element === document.activeElement), true, 'Tab reaches the summary');
        const ring = await summary.evaluate((element) => ({ visible: element.matches(':focus-visible'), style: getComputedStyle(element).outlineStyle, width: getComputedStyle(element).outlineWidth }));
        assert.equal(ring.visible, true);
        assert.notEqual(ring.style, 'none', 'a focus ring is drawn');
        assert.notEqual(ring.width, '0px');
        const hidden = details.getByText(article.hiddenText);

        await page.keyboard.press('Enter');
        assert.equal(await isOpen(details), true, 'Enter opens it');
        assert.equal(await hidden.isVisible(), true);
        await page.keyboard.press('Enter');
        assert.equal(await isOpen(details), false, 'Enter closes it');
        await page.keyboard.press('Space');
        assert.equal(await isOpen(details), true, 'Space opens it');
        await page.keyboard.press('Space');
        assert.equal(await isOpen(details), false, 'Space closes it');
        assert.equal(await hidden.isVisible(), false);
        await summary.focus();
        await screenshotSpoiler(page, details, `spoiler-${name}-focus`);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });

    it('in the dark scheme: closed and open look (screenshots), axe: nothing serious', async () => {
      const { context, page } = await openArticle(device, { colorScheme: 'dark' });
      try {
        const details = page.locator(SPOILER);
        await screenshotSpoiler(page, details, `spoiler-${name}-dark-closed`);
        await details.locator('summary').click();
        assert.deepEqual(await seriousAxeViolations(page), []);
        await screenshotSpoiler(page, details, `spoiler-${name}-dark-open`);
      } finally {
        await context.close();
      }
    });
  });
}

describe('the AMP twin of the article (issue 37)', () => {
  it('passes the official AMP validator, with the section closed: an amp-accordion section without expanded, and its script', async () => {
    const validator = await amphtmlValidator.getInstance(ensureAmpValidatorEngine());
    const response = await fetch(`${site.siteUrl}${article.ampPath}`);
    assert.equal(response.status, 200);
    const html = await response.text();
    const result = validator.validateString(html);
    const errors = result.errors.filter((error) => error.severity === 'ERROR').map((error) => `${error.line}:${error.col} ${error.code} ${error.message}`);
    assert.deepEqual(errors, []);
    assert.equal(result.status, 'PASS');
    assert.match(html, /<script async custom-element="amp-accordion" src="https:\/\/cdn\.ampproject\.org\/v0\/amp-accordion-0\.1\.js"><\/script>/);
    const sections = html.match(/<amp-accordion[^>]*>\s*<section[^>]*>/g) ?? [];
    assert.equal(sections.length, 1, 'one spoiler section');
    assert.doesNotMatch(sections[0], /expanded/, 'closed by default');
    assert.match(html, new RegExp(`<header[^>]*>.*${article.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*タップで表示.*クリックで表示`));
  });
});
