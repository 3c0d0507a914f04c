// Issue 37's server parts on the built site (`next start` against the bundled content API): the
// followed-games endpoint マイページ calls (bounds, Japanese JSON errors, the answer's shape and
// headers) and a game's RSS 2.0 feed (parsed, its items the game's newest articles at absolute
// addresses that answer), linked from the game page's head and, visibly, from its header.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import RssParser from 'rss-parser';
import { childText, findAll, parseXml } from '../lib/feeds/xml-well-formed.mjs';
import { DEVICES, launchBrowser } from './support/browser.mjs';
import { getJson } from './support/content.mjs';
import { startSite } from './support/servers.mjs';

const ENDPOINT = '/api/mypage/games/';
/** foundation/reader/followed-games.ts */
const MAX_FOLLOWED_GAMES = 30;
const FOLLOWED_GAME_ARTICLES = 3;
const JAPANESE = /[ぁ-んァ-ヶ一-龠]/;
const UNKNOWN_ID = '999999999';

describe('issue 37 on the built site: /api/mypage/games/ and a game’s feed', { timeout: 600_000 }, () => {
  let site;
  /** Games of the data set with at least FOLLOWED_GAME_ARTICLES articles, at least MAX_FOLLOWED_GAMES + 1 of them. */
  let games = [];

  before(async () => {
    site = await startSite();
    for (let page = 1; games.length <= MAX_FOLLOWED_GAMES; page += 1) {
      const list = await getJson(site.contentApiUrl, `/api/search/games?page=${page}&limit=50`);
      if (list.data.length === 0) break;
      for (const game of list.data) {
        const articles = await getJson(site.contentApiUrl, `/api/game/articles?gameId=${game.gameId}&page=1&limit=1`);
        if (articles.count >= FOLLOWED_GAME_ARTICLES) games.push({ gameId: game.gameId, name: game.name, articleCount: articles.count });
      }
    }
    assert.ok(games.length > MAX_FOLLOWED_GAMES, 'enough games with articles in the data set');
  });

  after(async () => {
    await site?.stop();
  });

  const get = (path, init = {}) => fetch(new URL(path, site.siteUrl), { redirect: 'manual', ...init });
  const idsOf = (count) => games.slice(0, count).map((game) => game.gameId);

  it(`${MAX_FOLLOWED_GAMES} ids: 200 JSON, the games in the order asked with their newest ${FOLLOWED_GAME_ARTICLES} articles; unknown ids apart; public, no cookie, no Vary on the reader`, async () => {
    const ids = idsOf(MAX_FOLLOWED_GAMES).reverse();
    const full = await get(`${ENDPOINT}?ids=${ids.join(',')}`);
    assert.equal(full.status, 200, `${MAX_FOLLOWED_GAMES} ids are answered`);
    assert.equal((await full.json()).games.length, MAX_FOLLOWED_GAMES);
    // The most a reader may ask at once, one of them a game the content API does not know.
    const asked = [...ids.slice(0, MAX_FOLLOWED_GAMES - 1), UNKNOWN_ID];
    const ok = await get(`${ENDPOINT}?ids=${asked.join(',')}`);
    assert.equal(ok.status, 200);
    assert.match(ok.headers.get('content-type') ?? '', /^application\/json/);
    assert.match(ok.headers.get('cache-control') ?? '', /^public, max-age=0, s-maxage=\d+/);
    assert.equal(ok.headers.get('set-cookie'), null);
    assert.doesNotMatch(ok.headers.get('vary') ?? '', /user-agent|cookie|x-device-class/i);
    const body = await ok.json();
    assert.deepEqual(body.games.map((game) => game.gameId), ids.slice(0, MAX_FOLLOWED_GAMES - 1));
    assert.deepEqual(body.unknownIds, [UNKNOWN_ID]);
    for (const game of body.games) {
      assert.equal(game.href, `/game/title/${game.gameId}/page/1/`);
      assert.equal(typeof game.name, 'string');
      assert.equal(game.articles.length, FOLLOWED_GAME_ARTICLES, `${game.gameId} has its ${FOLLOWED_GAME_ARTICLES} newest articles`);
      for (const article of game.articles) assert.match(article.href, /^(\/article\/\d{6}\/\d+\/|https?:\/\/)/);
      if (game.nextRelease) assert.ok(game.nextRelease.releaseDate === null || game.nextRelease.releaseDate >= new Date(site.dataNowMs + 9 * 3_600_000).toISOString().slice(0, 10));
    }
    const first = await getJson(site.contentApiUrl, `/api/game/articles?gameId=${asked[0]}&page=1&limit=${FOLLOWED_GAME_ARTICLES}`);
    assert.deepEqual(body.games[0].articles.map((article) => article.articleId), first.data.map((card) => card.id));
  });

  it('bad input is a 400 with a Japanese JSON { error } and nothing else; the bare address redirects; POST is a 405', async () => {
    for (const query of [`ids=${idsOf(MAX_FOLLOWED_GAMES + 1).join(',')}`, 'ids=12a', 'ids=-1', 'ids=', '', 'ids=1&ids=2', 'ids=1,,2']) {
      const response = await get(`${ENDPOINT}?${query}`);
      assert.equal(response.status, 400, query);
      assert.match(response.headers.get('content-type') ?? '', /^application\/json/, query);
      assert.equal(response.headers.get('cache-control'), 'no-store', query);
      const body = await response.json();
      assert.deepEqual(Object.keys(body), ['error'], query);
      assert.match(body.error, JAPANESE, query);
    }
    const deduped = await (await get(`${ENDPOINT}?ids=${idsOf(1)[0]},${idsOf(1)[0]}`)).json();
    assert.equal(deduped.games.length, 1, 'a repeated id is answered once');
    const bare = await get(`/api/mypage/games?ids=${idsOf(1)[0]}`);
    assert.equal(bare.status, 308);
    assert.equal(new URL(bare.headers.get('location'), site.siteUrl).pathname, ENDPOINT);
    const post = await get(`${ENDPOINT}?ids=${idsOf(1)[0]}`, { method: 'POST', body: 'x' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('allow'), 'GET, HEAD');
  });

  it('a game’s feed is RSS 2.0 of its newest articles: absolute links that answer 200, the channel its page', async () => {
    const game = games.reduce((most, candidate) => (candidate.articleCount > most.articleCount ? candidate : most));
    const path = `/game/title/${game.gameId}/feed/`;
    const response = await get(path);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^application\/rss\+xml; charset=utf-8$/);
    assert.match(response.headers.get('cache-control') ?? '', /^public, .*s-maxage=\d+/);
    const text = await response.text();
    const { root } = parseXml(text);
    assert.equal(root.name, 'rss');
    assert.equal(root.attributes.version, '2.0');
    const [channel] = root.children;
    assert.equal(childText(channel, 'link'), `${site.siteUrl}/game/title/${game.gameId}/page/1/`);
    assert.match(childText(channel, 'title') ?? '', new RegExp(game.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const links = findAll(channel, 'item').map((item) => childText(item, 'link'));
    const newest = await getJson(site.contentApiUrl, `/api/game/articles?gameId=${game.gameId}&page=1&limit=50`);
    const own = newest.data.filter((card) => !card.redirectUrl).slice(0, 30);
    assert.deepEqual(
      links.map((link) => link.split('/').at(-2)),
      own.map((card) => card.id),
      'the items are the game’s newest own articles',
    );
    // What a feed reader gets: rss-parser (xml2js underneath) reads every item with its title, link and date.
    const feed = await new RssParser().parseString(text);
    assert.equal(feed.link, `${site.siteUrl}/game/title/${game.gameId}/page/1/`);
    assert.deepEqual(feed.items.map((item) => item.link), links);
    for (const item of feed.items) {
      assert.ok(item.title?.length, `an item without a title: ${item.link}`);
      assert.ok(Number.isFinite(Date.parse(item.isoDate ?? '')), `an item without a date: ${item.link}`);
    }
    for (const link of links.slice(0, 5)) {
      assert.ok(link.startsWith(`${site.siteUrl}/article/`), link);
      const page = await get(link);
      await page.arrayBuffer();
      assert.equal(page.status, 200, link);
    }
  });

  it('a game’s feed that is not there: an unknown game is a Japanese 404, an id that is not digits the site’s 404 page', async () => {
    const unknown = await get(`/game/title/${UNKNOWN_ID}/feed/`);
    assert.equal(unknown.status, 404);
    assert.match(await unknown.text(), JAPANESE);
    const notDigits = await get('/game/title/12a/feed/');
    assert.equal(notDigits.status, 404);
    assert.match(await notDigits.text(), JAPANESE);
  });

  it('the game page links its feed in the head (…のRSS) and visibly under its release dates, on a desktop and a phone', async () => {
    const game = games[0];
    const browser = await launchBrowser();
    try {
      for (const [name, device] of Object.entries(DEVICES)) {
        const context = await browser.newContext(device);
        const page = await context.newPage();
        await page.goto(`${site.siteUrl}/game/title/${game.gameId}/page/1/`, { waitUntil: 'load' });
        const feedPath = `/game/title/${game.gameId}/feed/`;
        const headLinks = await page.$$eval('head link[rel="alternate"][type="application/rss+xml"]', (links) => links.map((link) => [link.title, link.href]));
        assert.deepEqual(headLinks, [
          ['プレイノート', `${site.siteUrl}/feed/`],
          [`${game.name}のRSS`, `${site.siteUrl}${feedPath}`],
        ], `${name}: the head's feed links`);
        const bodyLink = page.getByRole('link', { name: /RSSで購読/ });
        assert.ok(await bodyLink.isVisible(), `${name}: the RSS link is visible`);
        assert.equal(await bodyLink.getAttribute('href'), feedPath);
        const box = await bodyLink.boundingBox();
        const width = await page.evaluate(() => document.documentElement.clientWidth);
        assert.ok(box && box.x >= 0 && box.x + box.width <= width, `${name}: the link is within the page (${JSON.stringify(box)})`);
        await context.close();
      }
    } finally {
      await browser.close();
    }
  });
});
