// Articles that lead on (issue 17, decision 022), as a reader sees them on a 1366 px desktop and a
// 390 px iPhone: headlines broken between phrases by <wbr> from the server (and no BudouX in the
// browser, no hydration mismatch), the reading time and NEW/動画 badges, 次の記事 to the next
// article of the category, the game box's tagged Amazon link, copy-link and the share sheet.
// The site's clock stands an hour after the bundled data set's "now" (support/shifted-clock.mjs),
// so its newest articles are an hour old, as a reader coming back to today's news sees them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEVICES, watchPageErrors } from './support/browser.mjs';
import { closeSuite, openSuite } from './support/suite.mjs';
import { getJson, jstYearMonth } from './support/content.mjs';
import { isoSecond } from './support/servers.mjs';

/** The data's "now" (the content API's MOCK_NOW) and the site's clock an hour later. */
const DATA_NOW = isoSecond();
const SITE_NOW = isoSecond(Date.parse(DATA_NOW) + 3_600_000);
const SHIFTED_CLOCK = new URL('./support/shifted-clock.mjs', import.meta.url).href;
/** BudouX's package name, its parser's method and the first weights of its Japanese model. */
const BUDOUX_MARKERS = [/budoux/i, /parseBoundaries/, /UW3\W{0,4}\W{0,4}。\W{0,4}7331/];

let suite;
/** {path, title} of the articles the tests read (from the bundled content API). */
const articles = {};

const articlePath = (card) => `/article/${jstYearMonth(card.publishedAt)}/${card.id}/`;

before(async () => {
  suite = await openSuite({
    env: { NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${SHIFTED_CLOCK}`].filter(Boolean).join(' '), PLAYNOTE_TEST_NOW: SITE_NOW, MOCK_NOW: DATA_NOW },
  });
  const api = suite.site.contentApiUrl;
  const newest = (await getJson(api, '/api/q/articles?categoryCode=new-article&limit=100')).data.filter((card) => !card.redirectUrl);
  const [latest] = newest;
  assert.ok(Date.parse(SITE_NOW) - Date.parse(latest.publishedAt) < 24 * 3_600_000, 'the newest article is within 24 hours of the site clock');
  // Its main category, newest first, as the page orders it (lib/page-data/article-neighbours.ts).
  const category = (await getJson(api, `/api/q/articles?categoryCode=${latest.mainCategory.code}&limit=100`)).data
    .filter((card) => !card.redirectUrl)
    .toSorted((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || Number(b.id) - Number(a.id));
  assert.equal(category[0].id, latest.id);
  articles.latest = { path: articlePath(latest), title: latest.title };
  articles.older = { path: articlePath(category[1]), title: category[1].title };
  const details = await Promise.all(newest.slice(0, 40).map((card) => getJson(api, `/api/article?articleId=${card.id}`)));
  const withGame = details.find((detail) => detail.items.length > 0);
  articles.withGame = { path: articlePath({ id: String(withGame.articleId), publishedAt: withGame.publishedAt }), title: withGame.title };
  const video = newest.find((card) => card.isVideoArticle);
  articles.video = { path: articlePath(video), title: video.title };
});

after(() => closeSuite(suite));

/** A page of a fresh context for the device; every JavaScript body it loads is kept for the BudouX check. */
async function openPage(device, { permissions = [], initScript } = {}) {
  const context = await suite.browser.newContext({ ...DEVICES[device], colorScheme: 'light' });
  if (permissions.length > 0) await context.grantPermissions(permissions, { origin: suite.site.siteUrl });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const scripts = [];
  page.on('response', (response) => {
    if (/javascript/.test(response.headers()['content-type'] ?? '')) scripts.push(response.text().then((body) => ({ url: response.url(), body }), () => null));
  });
  return { context, page, errors, scripts };
}

/** Loads an article and waits until React has hydrated it (its buttons have React's props). */
async function openArticle(page, path) {
  await page.goto(`${suite.site.siteUrl}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => {
    const button = document.querySelector('main article header button');
    return Boolean(button && Object.keys(button).some((key) => key.startsWith('__reactProps')));
  });
}

for (const device of ['desktop', 'phone']) {
  describe(`an article that leads on (${device})`, { timeout: 120_000 }, () => {
    it('the headline breaks between phrases with <wbr> from the server; no BudouX reaches the browser; it hydrates without a mismatch', async () => {
      const { context, page, errors, scripts } = await openPage(device);
      const html = await (await fetch(`${suite.site.siteUrl}${articles.latest.path}`, { headers: DEVICES[device].userAgent ? { 'user-agent': DEVICES[device].userAgent } : {} })).text();
      assert.match(html.match(/<h1[^>]*>.*?<\/h1>/s)?.[0] ?? '', /<wbr\/?>/, 'the server HTML of the headline has <wbr>');
      await openArticle(page, articles.latest.path);
      const h1 = page.locator('main h1');
      assert.ok((await h1.locator('wbr').count()) >= 1, 'the hydrated headline keeps its <wbr>');
      assert.equal(await h1.textContent(), articles.latest.title, 'the text is the headline, nothing added');
      assert.equal(await page.getByRole('heading', { level: 1, name: articles.latest.title, exact: true }).count(), 1, 'its accessible name is the headline');
      // A word is not cut across lines: every line of the headline starts at a phrase (or at
      // punctuation inside one), unless the phrase alone is wider than the line (a long 『title』
      // on a phone), which the browser must break.
      const lineStarts = await h1.evaluate((heading) => {
        // The phrases: the text between two <wbr> (a phrase may span several text nodes, glued runs).
        const phrases = [[]];
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.nodeType === Node.ELEMENT_NODE && node.localName === 'wbr') phrases.push([]);
          else if (node.nodeType === Node.TEXT_NODE) phrases.at(-1).push(node);
        }
        const lineWidth = heading.getBoundingClientRect().width;
        const width = (nodes) =>
          nodes.reduce((sum, node) => {
            const whole = document.createRange();
            whole.selectNodeContents(node);
            return sum + [...whole.getClientRects()].reduce((total, rect) => total + rect.width, 0);
          }, 0);
        const starts = [];
        let lastTop = null;
        for (const [phraseIndex, nodes] of phrases.entries()) {
          const mustBreak = width(nodes) > lineWidth + 1;
          let offset = 0;
          for (const node of nodes) {
            for (let index = 0; index < node.data.length; index += 1, offset += 1) {
              const range = document.createRange();
              range.setStart(node, index);
              range.setEnd(node, index + 1);
              const top = Math.round(range.getClientRects()[0]?.top ?? 0);
              // keep-all still allows a break at punctuation inside a phrase: before an opening
              // bracket, after a closing one, a stop or a postfix sign (JIS X 4051 lets a line end
              // after %: 最大50%|オフ), at a space (新エリア|「砂漠都市」が). Never between two letters.
              const previous = index > 0 ? node.data[index - 1] : '';
              const atPunctuation = /[「『（(【〈《［[“‘\s]/u.test(node.data[index]) || /[」』）)】〉》］\]”’、。，．！？!?%％‰\s]/u.test(previous);
              if (lastTop !== null && top > lastTop + 4 && offset > 0 && !mustBreak && !atPunctuation) starts.push(`phrase ${phraseIndex} at ${offset}`);
              lastTop = top;
            }
          }
        }
        return starts;
      });
      assert.deepEqual(lineStarts, [], 'each wrapped line starts at the start of a phrase (the text after a <wbr>)');
      const bodies = (await Promise.all(scripts)).filter(Boolean);
      assert.ok(bodies.length > 3, 'the page loaded its JavaScript');
      const offenders = bodies.filter(({ body, url }) => BUDOUX_MARKERS.some((marker) => marker.test(body) || marker.test(url))).map(({ url }) => url);
      assert.deepEqual(offenders, [], 'no script carries BudouX or its model');
      assert.deepEqual(errors, [], 'no hydration mismatch or other error');
      await context.close();
    });

    it('the header shows the reading time and the NEW badge; a video article shows 動画', async () => {
      const { context, page, errors } = await openPage(device);
      await openArticle(page, articles.latest.path);
      const header = page.locator('main article header');
      assert.ok(await header.getByText(/^約\d+分で読めます$/).isVisible(), 'reading time');
      assert.ok(await header.getByText('NEW', { exact: true }).isVisible(), 'NEW: published within 24 hours of the page clock');
      await openArticle(page, articles.video.path);
      // The badge, beside the 動画 category chip the article also has.
      const badge = page.locator('main article header [data-badge="video"]');
      assert.ok(await badge.isVisible(), '動画 on a video article');
      assert.equal(await badge.textContent(), '動画');
      assert.deepEqual(errors, []);
      await context.close();
    });

    it('次の記事 after the article opens the next newer article of its category', async () => {
      const { context, page, errors } = await openPage(device);
      await openArticle(page, articles.older.path);
      const next = page.getByRole('navigation', { name: /前後の記事$/ }).getByRole('link', { name: /次の記事/ });
      await next.scrollIntoViewIfNeeded();
      assert.ok(await next.isVisible());
      assert.ok(await next.locator('img').isVisible(), 'with its thumbnail');
      await next.click();
      await page.waitForURL(`${suite.site.siteUrl}${articles.latest.path}`);
      await page.locator('main h1', { hasText: articles.latest.title.slice(0, 8) }).waitFor();
      assert.equal(await page.locator('main h1').textContent(), articles.latest.title);
      // The newest has no newer one: 前の記事 only, back to where we came from.
      const nav = page.getByRole('navigation', { name: /前後の記事$/ });
      assert.equal(await nav.getByRole('link', { name: /次の記事/ }).count(), 0);
      assert.equal(await nav.getByRole('link', { name: /前の記事/ }).getAttribute('href'), articles.older.path);
      assert.deepEqual(errors, []);
      await context.close();
    });

    it('the game box shows dates and prices per platform and an Amazon link with the article page’s tracking id', async () => {
      const { context, page, errors } = await openPage(device);
      await openArticle(page, articles.withGame.path);
      const box = page.getByRole('region', { name: 'この記事で紹介しているゲーム' }).getByRole('article').first();
      await box.scrollIntoViewIfNeeded();
      assert.ok(await box.locator('img').first().isVisible(), 'box art');
      const row = box.getByRole('list', { name: '機種別の発売日・価格' }).getByRole('listitem').first();
      assert.match(await row.textContent(), /発売日.+価格.+Amazonで見る/);
      const amazon = row.getByRole('link', { name: /Amazonで見る/ });
      assert.ok(await amazon.isVisible());
      assert.equal(new URL(await amazon.getAttribute('href')).searchParams.get('tag'), 'playnote-article-22');
      assert.equal(await amazon.getAttribute('rel'), 'sponsored noopener');
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}

describe('copy-link and the share sheet', { timeout: 120_000 }, () => {
  it('desktop: リンクをコピー writes the article’s address to the clipboard and says so; no share-sheet button', async () => {
    const { context, page, errors } = await openPage('desktop', { permissions: ['clipboard-read', 'clipboard-write'] });
    await openArticle(page, articles.latest.path);
    const header = page.locator('main article header');
    assert.equal(await header.getByRole('button', { name: 'その他のアプリで共有' }).count(), 0);
    await header.getByRole('button', { name: 'リンクをコピー' }).click();
    const status = header.getByRole('status');
    await status.getByText('リンクをコピーしました').waitFor();
    assert.ok(await status.isVisible());
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), `${suite.site.siteUrl}${articles.latest.path}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('desktop, clipboard refused: the address is shown, selected, to copy by hand', async () => {
    const { context, page, errors } = await openPage('desktop', {
      initScript: () => {
        // Every frame runs it; frames that are no secure context (an ad's about:blank) have no clipboard.
        if (navigator.clipboard) navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
      },
    });
    await openArticle(page, articles.latest.path);
    const header = page.locator('main article header');
    await header.getByRole('button', { name: 'リンクをコピー' }).click();
    await header.getByRole('status').getByText(/コピーできませんでした/).waitFor();
    const field = header.getByRole('textbox', { name: 'この記事のURL' });
    assert.equal(await field.inputValue(), `${suite.site.siteUrl}${articles.latest.path}`);
    assert.equal(await field.evaluate((input) => input.selectionEnd - input.selectionStart), (await field.inputValue()).length, 'selected');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('iPhone with navigator.share: the share button hands the title and address to the share sheet', async () => {
    const { context, page, errors } = await openPage('phone', {
      initScript: () => {
        window.__shared = [];
        navigator.share = (data) => {
          window.__shared.push(data);
          return Promise.resolve();
        };
      },
    });
    await openArticle(page, articles.latest.path);
    const share = page.locator('main article header').getByRole('button', { name: 'その他のアプリで共有' });
    await share.waitFor();
    assert.ok(await share.isVisible());
    await share.click();
    assert.deepEqual(await page.evaluate(() => window.__shared), [{ title: articles.latest.title, url: `${suite.site.siteUrl}${articles.latest.path}` }]);
    assert.deepEqual(errors, [], 'the button added after hydration is no mismatch');
    await context.close();
  });

  it('iPhone without navigator.share: no share button, copy-link still there', async () => {
    const { context, page, errors } = await openPage('phone');
    await openArticle(page, articles.latest.path);
    const header = page.locator('main article header');
    assert.equal(await page.evaluate(() => typeof navigator.share), 'undefined');
    assert.equal(await header.getByRole('button', { name: 'その他のアプリで共有' }).count(), 0);
    assert.ok(await header.getByRole('button', { name: 'リンクをコピー' }).isVisible());
    assert.deepEqual(errors, []);
    await context.close();
  });
});
