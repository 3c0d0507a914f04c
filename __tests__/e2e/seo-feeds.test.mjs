// robots.txt, the sitemap index, every child sitemap, the Google News sitemap and the RSS feeds
// on the built site (`next start` against the bundled content API): status 200 without a
// redirect, the right content type, well-formed XML in the right namespaces, absolute URLs on
// the configured site URL, and a sample of the URLs they list answering 200 on the site. They are
// pages whose getServerSideProps writes the document (decision 024): HTTP as an API route answered,
// and a link followed inside the site still reaches the document.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { childText, findAll, parseXml } from '../lib/feeds/xml-well-formed.mjs';
import { launchBrowser } from './support/browser.mjs';
import { startSite } from './support/servers.mjs';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
const XML_TYPE = /^application\/xml; charset=utf-8$/;
const RSS_TYPE = /^application\/rss\+xml; charset=utf-8$/;
/** URLs of each sitemap checked on the site (sitemaps are long; the first few stand for the rest). */
const SAMPLE_SIZE = 5;

describe('robots.txt, sitemaps and feeds on the built site', { timeout: 600_000 }, () => {
  let site;

  before(async () => {
    site = await startSite();
  });

  after(async () => {
    await site?.stop();
  });

  const get = (path, init = {}) => fetch(new URL(path, site.siteUrl), { redirect: 'manual', ...init });

  /** GETs `path`, asserts 200 with `type`, parses the XML and returns its root element. */
  async function xmlAt(path, type) {
    const response = await get(path);
    assert.equal(response.status, 200, `${path} answers 200 without a redirect`);
    assert.match(response.headers.get('content-type') ?? '', type, `${path} content type`);
    assert.match(response.headers.get('cache-control') ?? '', /public.*s-maxage=\d+/, `${path} is cacheable by a CDN`);
    const text = await response.text();
    assert.ok(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>'), `${path} starts with the XML declaration`);
    try {
      return parseXml(text).root;
    } catch (error) {
      throw new Error(`${path} is not well-formed XML: ${error.message}`);
    }
  }

  /** Asserts each URL is on the configured site and answers 200 there (no redirect). */
  async function assertPagesAnswer(urls, from) {
    const failures = [];
    for (const url of urls) {
      if (!url.startsWith(`${site.siteUrl}/`)) {
        failures.push(`${url}: not an absolute URL of ${site.siteUrl}`);
        continue;
      }
      const response = await get(url);
      await response.arrayBuffer();
      if (response.status !== 200) failures.push(`${url}: ${response.status}`);
    }
    assert.deepEqual(failures, [], `URLs listed in ${from} answer 200`);
  }

  const locsOf = (root) => findAll(root, 'loc').map((loc) => loc.text);

  it('robots.txt: 200 text/plain, no redirect; allows all but /api/ and /preview/; names the sitemap index', async () => {
    const response = await get('/robots.txt');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    const lines = (await response.text()).split('\n');
    for (const line of ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /preview/', `Sitemap: ${site.siteUrl}/sitemap.xml`]) {
      assert.ok(lines.includes(line), `robots.txt has "${line}"`);
    }
  });

  it('the sitemap index lists the child sitemaps; each is a valid urlset whose first URLs answer 200', async () => {
    const index = await xmlAt('/sitemap.xml', XML_TYPE);
    assert.equal(index.name, 'sitemapindex');
    assert.equal(index.namespace, SITEMAP_NS);
    const children = locsOf(index);
    for (const name of ['categories', 'authors', 'games', 'news']) {
      assert.ok(children.includes(`${site.siteUrl}/sitemaps/${name}.xml`), `the index lists ${name}.xml`);
    }
    const months = children.filter((url) => /\/sitemaps\/articles-\d{6}(-\d+)?\.xml$/.test(url));
    assert.ok(months.length >= 12, 'the index lists an articles sitemap per month');

    for (const childUrl of children) {
      assert.ok(childUrl.startsWith(`${site.siteUrl}/sitemaps/`), `${childUrl} is an absolute sitemap URL`);
      const path = new URL(childUrl).pathname;
      const root = await xmlAt(path, XML_TYPE);
      assert.equal(root.name, 'urlset', path);
      assert.equal(root.namespace, SITEMAP_NS, path);
      const urls = locsOf(root);
      assert.ok(urls.length <= 50_000, `${path} holds at most 50,000 URLs`);
      if (!path.endsWith('/news.xml')) assert.ok(urls.length > 0, `${path} lists URLs`);
      for (const lastmod of findAll(root, 'lastmod')) assert.match(lastmod.text, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/, `${path} lastmod`);
      // Every sitemap but the older months: the first five URLs; older months: the first one.
      const isOlderMonth = months.includes(childUrl) && childUrl !== months[0];
      await assertPagesAnswer(urls.slice(0, isOlderMonth ? 1 : SAMPLE_SIZE), path);
    }
  });

  it('the Google News sitemap is valid, names プレイノート in ja, and its articles answer 200', async () => {
    const root = await xmlAt('/sitemaps/news.xml', XML_TYPE);
    assert.equal(root.namespace, SITEMAP_NS);
    assert.equal(root.attributes['xmlns:news'], NEWS_NS);
    const urls = findAll(root, 'url');
    // The data set's newest articles are fixed in time, so the two-day window may be empty today.
    for (const url of urls) {
      const [news] = findAll(url, 'news:news');
      assert.equal(news?.namespace, NEWS_NS);
      assert.equal(findAll(url, 'news:name')[0]?.text, 'プレイノート');
      assert.equal(findAll(url, 'news:language')[0]?.text, 'ja');
      assert.match(findAll(url, 'news:publication_date')[0]?.text ?? '', /\+09:00$/);
      assert.ok(findAll(url, 'news:title')[0]?.text, 'each news entry has a title');
    }
    await assertPagesAnswer(locsOf(root), '/sitemaps/news.xml');
  });

  it('the all-articles feed (/feed/) is RSS 2.0 and every item link answers 200', async () => {
    const root = await xmlAt('/feed/', RSS_TYPE);
    assert.equal(root.name, 'rss');
    assert.equal(root.attributes.version, '2.0');
    const [channel] = root.children;
    assert.equal(childText(channel, 'language'), 'ja');
    assert.equal(childText(channel, 'link'), `${site.siteUrl}/`);
    const items = findAll(channel, 'item');
    assert.ok(items.length >= 20 && items.length <= 50, `20-50 items (got ${items.length})`);
    for (const item of items) {
      assert.equal(findAll(item, 'guid')[0]?.text, childText(item, 'link'), 'the guid is the permalink');
      assert.match(childText(item, 'pubDate') ?? '', /^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0900$/);
    }
    await assertPagesAnswer(items.map((item) => childText(item, 'link')), '/feed/');
  });

  it('a category feed (/category/review/feed/) is RSS 2.0 linked to the category; its first items answer 200', async () => {
    const root = await xmlAt('/category/review/feed/', RSS_TYPE);
    const [channel] = root.children;
    assert.equal(childText(channel, 'link'), `${site.siteUrl}/category/review/page/1/`);
    const links = findAll(channel, 'item').map((item) => childText(item, 'link'));
    assert.ok(links.length > 0, 'the review feed has items');
    await assertPagesAnswer([childText(channel, 'link'), ...links.slice(0, SAMPLE_SIZE)], '/category/review/feed/');
  });

  it('addresses: /feed and /category/news/feed gain their slash; unknown sitemaps and categories are 404', async () => {
    for (const [path, location] of [
      ['/feed', '/feed/'],
      ['/category/news/feed', '/category/news/feed/'],
      ['/sitemap.xml/', '/sitemap.xml'],
    ]) {
      const response = await get(path);
      assert.equal(response.status, 308, path);
      assert.equal(new URL(response.headers.get('location'), site.siteUrl).pathname, location, path);
    }
    for (const path of ['/sitemaps/videos.xml', '/sitemaps/articles-209901.xml', '/category/no-such-category/feed/']) {
      assert.equal((await get(path)).status, 404, path);
    }
  });

  it('HTTP as before: HEAD has the headers without a body, a held ETag is a 304, other methods a 405; no cookie, no page data', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/feed/', '/category/news/feed/', '/schedule/calendar/all-platforms.ics']) {
      const full = await get(path);
      const etag = full.headers.get('etag');
      assert.equal(full.status, 200, path);
      assert.match(etag ?? '', /^"[^"\s]+"$/, `${path} has an ETag`);
      assert.equal(full.headers.get('set-cookie'), null, `${path} sets no cookie`);
      assert.doesNotMatch(await full.text(), /__NEXT_DATA__/, `${path} is the document alone`);

      const head = await get(path, { method: 'HEAD' });
      assert.equal(head.status, 200, `HEAD ${path}`);
      assert.equal(head.headers.get('content-type'), full.headers.get('content-type'), `HEAD ${path} content type`);
      assert.equal(head.headers.get('etag'), etag, `HEAD ${path} ETag`);
      assert.equal(await head.text(), '', `HEAD ${path} has no body`);

      // fetch adds `Cache-Control: no-cache` to a conditional request unless one is given.
      const again = await get(path, { headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' } });
      assert.equal(again.status, 304, `${path} with its ETag`);
      assert.equal(again.headers.get('cache-control'), full.headers.get('cache-control'), `the 304 of ${path} keeps its Cache-Control`);

      const post = await get(path, { method: 'POST', body: 'x' });
      assert.equal(post.status, 405, `POST ${path}`);
      assert.equal(post.headers.get('allow'), 'GET, HEAD', `POST ${path} Allow`);
    }
  });

  it('a link to a document followed inside the site loads the document (the client router hands it to the browser)', async () => {
    const browser = await launchBrowser();
    try {
      for (const path of ['/robots.txt', '/feed/']) {
        const page = await browser.newPage();
        await page.goto(`${site.siteUrl}/`, { waitUntil: 'load' });
        const loaded = page.waitForResponse((response) => response.url() === `${site.siteUrl}${path}` && response.request().isNavigationRequest());
        // As an in-body link does (components/server-html): router.push of an in-site address.
        await page.evaluate((href) => void window.next.router.push(href), path);
        const response = await loaded;
        assert.equal(response.status(), 200, path);
        assert.match(response.headers()['content-type'] ?? '', path === '/feed/' ? RSS_TYPE : /^text\/plain/, path);
      }
    } finally {
      await browser.close();
    }
  });
});
