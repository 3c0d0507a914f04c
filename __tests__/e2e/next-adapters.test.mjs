// The two places where the site leans on Next internals (lib/next-adapters/, decisions 015 and 017),
// checked against the built app under `next start`: each test fails when a Next upgrade changes a
// behaviour that an adapter's header names. Also the reader-visible rule built on them: a page
// refresh that brings the same article body keeps the body's DOM.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEVICES, IPHONE_USER_AGENT, watchPageErrors } from './support/browser.mjs';
import { closeSuite, openSuite } from './support/suite.mjs';
import { jstYearMonth } from './support/content.mjs';

/** The page refresh interval of an article (spec §4: 5 minutes). */
const REFRESH_INTERVAL_MS = 300_000;

function nextDataOf(html) {
  const match = html.match(/<script id="__NEXT_DATA__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/);
  assert.ok(match, 'the page has a __NEXT_DATA__ script');
  return { text: match[1], data: JSON.parse(match[1]) };
}

function fingerprintsOf(html) {
  const match = html.match(/<script id="server-html-fingerprints" type="application\/json">([\s\S]*?)<\/script>/);
  return match ? JSON.parse(match[1]) : null;
}

describe('Next adapters against the built app (issue 15)', { timeout: 240_000 }, () => {
  let suite;
  /** Article paths of the data set, each test takes its own (cold for the render cache). */
  let articles = [];
  const titles = new Map();
  const nextArticle = () => articles.shift();
  const url = (path) => `${suite.site.siteUrl}${path}`;

  before(async () => {
    // A render window long enough that a slow machine never sees a kept page expire mid-test.
    suite = await openSuite({ env: { RENDER_CACHE_TTL_MS: '30000' } });
    const list = await (await fetch(`${suite.site.contentApiUrl}/api/q/articles?categoryCode=new-article&limit=40`)).json();
    // Articles whose first body page has a few paragraphs (top-level text blocks render as <p>):
    // the data moves with its "now", so the newest may be a short notice.
    const details = await Promise.all(list.data.map((card) => fetch(`${suite.site.contentApiUrl}/api/article?articleId=${card.id}`).then((response) => response.json())));
    const cards = list.data.filter((card, index) => !card.redirectUrl && (details[index].content?.[0]?.contents ?? []).filter((block) => block.type === 'STRING').length > 3);
    articles = cards.map((card) => `/article/${jstYearMonth(card.publishedAt)}/${card.id}/`);
    cards.forEach((card, index) => titles.set(articles[index], card.title));
  });
  after(() => closeSuite(suite));

  describe('render cache (render-cache-adapter.ts)', () => {
    it('a second identical request is answered with the page Next wrote for the first: same bytes and headers, X-Render-Cache hit, 304 for its ETag', async () => {
      const path = nextArticle();
      const first = await fetch(url(path));
      const firstBody = await first.text();
      assert.equal(first.status, 200);
      assert.equal(first.headers.get('x-render-cache'), 'miss');
      assert.match(firstBody, /<\/html>$/, 'the whole document was captured');

      const second = await fetch(url(path));
      assert.equal(second.headers.get('x-render-cache'), 'hit');
      assert.equal(await second.text(), firstBody, 'nothing of Next is added to or missing from a kept page');
      for (const header of ['content-type', 'etag', 'cache-control', 'vary']) {
        assert.equal(second.headers.get(header), first.headers.get(header), header);
      }

      const revalidated = await fetch(url(path), { headers: { 'if-none-match': first.headers.get('etag') } });
      assert.equal(revalidated.status, 304);
      assert.equal(revalidated.headers.get('x-render-cache'), 'hit');
    });

    it('query keys a page does not read (?cb=) make no render of their own and no shared-cache entry (issue 35, finding 3)', async () => {
      const path = nextArticle();
      const busted = await fetch(url(`${path}?cb=1`));
      assert.equal(busted.status, 200);
      assert.equal(busted.headers.get('x-render-cache'), 'miss');
      assert.equal(busted.headers.get('cache-control'), 'private, max-age=0', 'no CDN keeps the page under ?cb=1');
      const bustedBody = await busted.text();
      const again = await fetch(url(`${path}?cb=2&utm_source=x`));
      assert.equal(again.headers.get('x-render-cache'), 'hit', '?cb=2 is the page already rendered for ?cb=1');
      assert.equal(again.headers.get('cache-control'), 'private, max-age=0');
      assert.equal(await again.text(), bustedBody);
      const clean = await fetch(url(path));
      assert.equal(clean.headers.get('x-render-cache'), 'hit', 'the clean address is the same entry');
      assert.match(clean.headers.get('cache-control') ?? '', /^public, max-age=0, s-maxage=\d+/, 'the clean address keeps the page type’s Cache-Control');
      // A key the page reads (?page=) is still another page.
      const second = await fetch(url(`${path}?page=2&cb=3`));
      assert.notEqual(second.headers.get('x-render-cache'), 'hit');
    });

    it('the props of a client navigation (/_next/data, x-nextjs-data) are kept apart from the HTML of the same URL', async () => {
      const path = nextArticle();
      const html = await (await fetch(url(path))).text();
      const { buildId } = nextDataOf(html).data;
      const dataUrl = url(`/_next/data/${buildId}${path.replace(/\/$/, '')}.json`);
      const first = await fetch(dataUrl, { headers: { 'x-nextjs-data': '1' } });
      assert.equal(first.status, 200);
      assert.match(first.headers.get('content-type') ?? '', /application\/json/);
      assert.equal(first.headers.get('x-render-cache'), 'miss', 'not answered with the kept HTML');
      const props = await first.json();
      assert.ok(props.pageProps.articleDetailData.blocks.length > 0, 'a client navigation gets the body (the Document does not run for it)');

      const second = await fetch(dataUrl, { headers: { 'x-nextjs-data': '1' } });
      assert.equal(second.headers.get('x-render-cache'), 'hit');
      assert.deepEqual(await second.json(), props);
    });

    it("keeps one page per device class, the class the request context resolved (the adapter reads no user agent)", async () => {
      const path = nextArticle();
      const phone = () => fetch(url(path), { headers: { 'user-agent': IPHONE_USER_AGENT } });
      const desktop = await fetch(url(path));
      assert.match(await desktop.text(), /"adDevice":"PC"/);
      const firstPhone = await phone();
      assert.equal(firstPhone.headers.get('x-render-cache'), 'miss', 'the desktop page is not served to a phone');
      assert.match(await firstPhone.text(), /"adDevice":"SP"/);
      const secondPhone = await phone();
      assert.equal(secondPhone.headers.get('x-render-cache'), 'hit');
      assert.match(await secondPhone.text(), /"adDevice":"SP"/);
    });

    it('never keeps a page whose route record is not cacheable (search results)', async () => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await fetch(url('/search/?q=%E3%82%B2%E3%83%BC%E3%83%A0'));
        await response.arrayBuffer();
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('x-render-cache'), null);
      }
    });
  });

  describe('HTML-only props (html-only-props-adapter.ts)', () => {
    it("the article HTML carries the body once: as HTML, not in __NEXT_DATA__, with its fingerprint", async () => {
      const path = nextArticle();
      const html = await (await fetch(url(path))).text();
      const nextData = nextDataOf(html);
      assert.equal(nextData.data.props.pageProps.articleDetailData.blocks, null);
      assert.equal(nextData.data.props.pageProps.layout.commonParts.footerNavigation, null);
      assert.ok(nextData.data.props.pageProps.articleDetailData.title, 'the rest of the props is there');

      const { buildId } = nextData.data;
      const props = await (await fetch(url(`/_next/data/${buildId}${path.replace(/\/$/, '')}.json`), { headers: { 'x-nextjs-data': '1' } })).json();
      // Paragraph sentences (no markup, nothing HTML escapes); the data set reuses sentences, so count them.
      const sentences = props.pageProps.articleDetailData.blocks
        .filter((block) => block.type === 'STRING')
        .flatMap((block) => (typeof block.content === 'string' ? [block.content] : block.content.map((node) => (typeof node.content === 'string' ? node.content : ''))))
        .filter((text) => text.length > 10 && !/[<>&"']/.test(text));
      assert.ok(sentences.length > 2, 'the body has paragraphs of text');
      const count = (text, part) => text.split(part).length - 1;
      const fullProps = JSON.stringify(props);
      for (const sentence of sentences) {
        assert.ok(count(html, sentence) > count(nextData.text, sentence), `the body is in the HTML: ${sentence}`);
        assert.ok(count(nextData.text, sentence) < count(fullProps, sentence), `and not in __NEXT_DATA__: ${sentence}`);
      }
      // The static islands (decision 032) likewise: HTML in the document, null in __NEXT_DATA__, HTML in the page data.
      // The lead (hero image, R18 note) is empty for an article without either: which article is next
      // depends on the data's clock, so the expected set follows what the page data says.
      const hasLead = props.pageProps.islands['article-lead'] !== '';
      const islandIds = ['article-body', 'article-end', 'article-heading', ...(hasLead ? ['article-lead'] : []), 'article-more', 'article-rail', 'header-brand', 'header-nav', 'menu-links', 'share-end', 'share-top', 'site-footer'];
      assert.deepEqual(Object.keys(fingerprintsOf(html) ?? {}).sort(), [...islandIds, 'footer-navigation'].sort());
      for (const id of islandIds) {
        assert.equal(nextData.data.props.pageProps.islands[id], null, `${id} is not in __NEXT_DATA__`);
        assert.ok(props.pageProps.islands[id].length > 500, `${id} is in the page data of a client navigation`);
        assert.ok(html.includes(`data-server-html="${id}"`), `${id} is in the HTML`);
      }
    });

    it('the page hydrates onto the body; a refresh with the same body keeps its DOM, a changed body renders anew; a client navigation shows the next body', async () => {
      const path = nextArticle();
      const other = nextArticle();
      const context = await suite.browser.newContext(DEVICES.desktop);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await page.clock.install();
      await page.goto(url(path));
      await page.waitForFunction(() => Boolean(window.next?.router?.isReady));
      // The refresh poll runs in the chunk that mounts after the load event (decision 027), with the
      // page view it reports: the clock is moved on only once the poll is there to see it.
      await page.waitForFunction(() => window.dataLayer?.some((entry) => entry.event === 'page_view'));
      assert.ok((await page.locator('[data-server-html="article-body"] p').count()) > 3, 'the body is on the page');

      // What an in-body ad slot or the image viewer would put into the body.
      await page.evaluate(() => {
        const body = document.querySelector('[data-server-html="article-body"]');
        window.__firstParagraph = body.querySelector('p');
        const slot = document.createElement('div');
        slot.id = 'filled-by-a-script';
        body.appendChild(slot);
      });
      const bodyState = () =>
        page.evaluate(() => ({ paragraph: window.__firstParagraph.isConnected, slot: Boolean(document.getElementById('filled-by-a-script')) }));

      const refreshed = page.waitForResponse((response) => response.url().includes('/api/pages/page-props-data/'));
      await page.clock.fastForward(REFRESH_INTERVAL_MS);
      const refresh = await refreshed;
      assert.equal(refresh.status(), 200);
      assert.ok((await refresh.json()).islands['article-body'].length > 500, 'the refresh brought the body (its island)');
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.deepEqual(await bodyState(), { paragraph: true, slot: true }, 'the same body kept its DOM');

      // An edited article: the next refresh brings a changed body (its island's HTML), shown anew.
      const addition = '編集部より追記: この段落は更新で加わりました。';
      await page.route('**/api/pages/page-props-data/**', async (route) => {
        const response = await route.fetch();
        const json = await response.json();
        const island = json.islands['article-body'];
        json.islands['article-body'] = `${island.slice(0, island.lastIndexOf('</div>'))}<p>${addition}</p></div>`;
        await route.fulfill({ response, json });
      });
      await page.clock.fastForward(REFRESH_INTERVAL_MS);
      await page.locator('[data-server-html="article-body"] p', { hasText: addition }).waitFor({ timeout: 15_000 });
      assert.deepEqual(await bodyState(), { paragraph: false, slot: false }, 'a changed body rendered anew');

      // A client navigation shows the next article's body from the /_next/data props.
      await page.unroute('**/api/pages/page-props-data/**');
      await page.evaluate((href) => window.next.router.push(href), other);
      await page.waitForURL(url(other));
      // The address changes before the next article has rendered.
      await page.locator('main h1', { hasText: titles.get(other) }).waitFor({ timeout: 15_000 });
      assert.ok((await page.locator('[data-server-html="article-body"] p').count()) > 0);
      assert.ok(!(await page.locator('[data-server-html="article-body"]').textContent()).includes(addition));
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
});
