// No dead ends (issue 14): a 404, an error page and a search that finds nothing each keep the
// reader inside the site (header, navigation, footer, a search box) and offer somewhere to go next
// (popular articles, trend words, games). A second site whose content API is stopped shows that the
// 404 and the in-place error page still render their chrome when nothing upstream answers.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { DEVICES, launchBrowser, watchPageErrors } from './support/browser.mjs';
import { discoverRoutes } from './support/routes.mjs';
import { startSite } from './support/servers.mjs';
import { stopGroup } from '../../scripts/lib/processes.mjs';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Spec §2 fixes the viewport without user zoom (docs/decisions/005-viewport.md). */
const AXE_DISABLED_RULES = ['meta-viewport'];

const NO_RESULTS_QUERY = 'zzzzqqqqそんなものはない';

let site;
let downSite;
let browser;
let articlePath;

before(async () => {
  [site, downSite] = await Promise.all([startSite(), startSite()]);
  articlePath = (await discoverRoutes(site.contentApiUrl)).find((route) => route.pattern === '/article/[publicationDate]/[articleId]/').path;
  // Nothing was ever fetched by this site, so no cache can stand in for the stopped content API.
  await stopGroup(downSite.processes.contentApi);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await Promise.all([site?.stop(), downSite?.stop()]);
});

async function openPage(device, url) {
  const context = await browser.newContext(DEVICES[device]);
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const response = await page.goto(url, { waitUntil: 'load' });
  return { context, page, errors, response };
}

/** The site's chrome as a reader sees it: wordmark link home, navigation (or its menu button on a phone), footer. */
async function assertSiteChrome(page, device) {
  const header = page.locator('header').first();
  assert.ok(await header.isVisible(), 'the site header is shown');
  assert.ok(await header.locator('a[href="/"]').first().isVisible(), 'the wordmark links to the top page');
  const navigation = page.locator('nav[aria-label="グローバルナビゲーション"]');
  assert.ok((await navigation.locator('a[href^="/"]').count()) >= 3, 'the navigation links the sections');
  if (device === 'desktop') {
    assert.ok(await navigation.isVisible(), 'the navigation is shown on a desktop');
  } else {
    const menuButton = page.getByRole('button', { name: /メニュー/ });
    assert.ok((await navigation.isVisible()) || (await menuButton.first().isVisible()), 'the navigation or its menu button is shown on a phone');
  }
  const footer = page.locator('footer').last();
  await footer.scrollIntoViewIfNeeded();
  assert.ok(await footer.isVisible(), 'the site footer is shown');
}

/** No serious or critical axe violation in the page's own content (the chrome is all-routes' to check), nothing wider than a phone's screen. */
async function assertAccessibleLayout(page, device) {
  // Through DevTools: an inline <script> of axe would be refused by the site's policy (decision 030).
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (disabled) => {
    const rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
    const { violations: found } = await window.axe.run({ include: [['#main']] }, { rules, resultTypes: ['violations'] });
    return found.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')}`);
  }, AXE_DISABLED_RULES);
  assert.deepEqual(violations, []);
  if (device === 'phone') assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'no horizontal overflow');
}

/** The search box inside the page (not the header's), labelled and sending GET /search/?q=. */
function pageSearchBox(page) {
  return page.locator('main').getByRole('search', { name: 'サイト内検索' });
}

async function assertSearchBox(page) {
  const form = pageSearchBox(page);
  assert.ok(await form.isVisible(), 'a search box is shown in the page');
  assert.equal(await form.getAttribute('action'), '/search/');
  assert.ok(await form.getByRole('searchbox', { name: 'キーワード' }).isVisible(), 'the search box is labelled');
}

for (const device of Object.keys(DEVICES)) {
  describe(`dead ends on ${device}`, () => {
    it('/no-such-page/ answers 404 inside the site, searches, and offers popular articles', async () => {
      const { context, page, errors, response } = await openPage(device, `${site.siteUrl}/no-such-page/`);
      try {
        assert.equal(response.status(), 404);
        assert.match(await page.locator('h1').textContent(), /ページが見つかりません/);
        await assertSiteChrome(page, device);
        await assertSearchBox(page);

        const popular = page.getByRole('region', { name: '人気記事' });
        await popular.waitFor({ timeout: 10_000 });
        const articleLinks = popular.locator('a[href^="/article/"]');
        assert.ok((await articleLinks.count()) >= 3, `popular articles: ${await articleLinks.count()} links to /article/`);
        assert.ok((await page.getByRole('region', { name: '注目のキーワード' }).locator('a[href^="/search/?q="]').count()) >= 3);
        await assertAccessibleLayout(page, device);

        const box = pageSearchBox(page).getByRole('searchbox', { name: 'キーワード' });
        await box.scrollIntoViewIfNeeded();
        await box.fill('攻略');
        await Promise.all([page.waitForURL(/\/search\/\?q=/), box.press('Enter')]);
        assert.equal(new URL(page.url()).searchParams.get('q'), '攻略');
        assert.match(await page.locator('h1').textContent(), /「攻略」の検索結果/);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });

    it('/error/?status=502 keeps 502 and no-store, inside the site with a search box', async () => {
      const { context, page, response } = await openPage(device, `${site.siteUrl}/error/?status=502`);
      try {
        assert.equal(response.status(), 502);
        assert.match(response.headers()['cache-control'], /no-store/);
        assert.match(await page.locator('h1').textContent(), /ページを表示できませんでした/);
        assert.match(await page.locator('main').textContent(), /一時的に表示できません/);
        await assertSiteChrome(page, device);
        await assertSearchBox(page);
      } finally {
        await context.close();
      }
    });

    it('a search that finds nothing offers trend words and games, and a trend word searches again', async () => {
      const { context, page, errors, response } = await openPage(device, `${site.siteUrl}/search/?q=${encodeURIComponent(NO_RESULTS_QUERY)}`);
      try {
        assert.equal(response.status(), 200);
        assert.ok(await page.getByText('検索結果がありません').isVisible());
        const words = page.getByRole('region', { name: '注目のキーワード' }).locator('a[href^="/search/?q="]');
        const games = page.getByRole('region', { name: '注目のゲーム' }).locator('a[href^="/game/title/"]');
        assert.ok((await words.count()) >= 3, `trend words: ${await words.count()}`);
        assert.ok((await games.count()) >= 3, `games: ${await games.count()}`);
        await assertAccessibleLayout(page, device);
        const word = (await words.first().textContent()).replace(/^#/, '').trim();
        await words.first().scrollIntoViewIfNeeded();
        await Promise.all([page.waitForURL((url) => url.searchParams.get('q') === word), words.first().click()]);
        // The address changes before the new page is painted: wait for its heading.
        await page.locator('h1', { hasText: `「${word}」の検索結果` }).waitFor({ timeout: 10_000 });
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });

    it('content API stopped: the 404 keeps its chrome and search box, an article answers the Japanese error page', async () => {
      const notFound = await openPage(device, `${downSite.siteUrl}/no-such-page/`);
      try {
        assert.equal(notFound.response.status(), 404);
        await assertSiteChrome(notFound.page, device);
        await assertSearchBox(notFound.page);
        // The suggestions request ends (empty lists): no popular block, nothing broken.
        await notFound.page.waitForLoadState('networkidle');
        assert.equal(await notFound.page.getByRole('region', { name: '人気記事' }).count(), 0);
        assert.deepEqual(notFound.errors, []);
      } finally {
        await notFound.context.close();
      }

      const failed = await openPage(device, `${downSite.siteUrl}${articlePath}`);
      try {
        assert.ok([502, 504].includes(failed.response.status()), `status ${failed.response.status()}`);
        assert.match(failed.response.headers()['cache-control'], /no-store/);
        assert.match(await failed.page.locator('h1').textContent(), /ページを表示できませんでした/);
        assert.match(await failed.page.locator('main').textContent(), new RegExp(`エラーコード：${failed.response.status()}`));
        await assertSiteChrome(failed.page, device);
        await assertSearchBox(failed.page);
        await assertAccessibleLayout(failed.page, device);
      } finally {
        await failed.context.close();
      }
    });
  });
}
