/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { FEED_FETCH_LIMIT, GAME_FEED_NOT_FOUND, handleFeedRequest, handleGameFeedRequest } from '@/lib/api-handlers/seo-feeds';
import { CATEGORIES } from '@/foundation/site/categories';
import { ATOM_NS, FEED_ITEM_COUNT } from '@/lib/feeds/rss';
import { getDataset, type ArticleRecord } from '@/mocks/data';
import { captureLogs, setupContentApi } from '../../support/content-api';
import { TEST_API_BASE_URL } from '../../setup/test-env';
import { childText, findAll, type XmlElement } from '../feeds/xml-well-formed.mjs';
import { parseOk, seoDeps, texts } from './seo-test-helpers';

const server = setupContentApi();
captureLogs();
const dataset = getDataset();
const SITE = 'https://playnote.test';
const RSS = /^application\/rss\+xml; charset=utf-8$/;

function newestOwn(records: readonly ArticleRecord[]): ArticleRecord[] {
  return records.slice(0, FEED_FETCH_LIMIT).filter((record) => record.card.redirectUrl === null).slice(0, FEED_ITEM_COUNT);
}

function channelOf(root: XmlElement): XmlElement {
  expect(root.name).toBe('rss');
  expect(root.attributes.version).toBe('2.0');
  return root.children[0]!;
}

describe('RSS feed of all articles (/feed/)', () => {
  it(`carries the ${FEED_ITEM_COUNT} newest own articles with absolute links, permalink guids, RFC 822 dates and categories`, async () => {
    const response = await handleFeedRequest(null, seoDeps().deps);
    const channel = channelOf(parseOk(response, RSS));
    const expected = newestOwn(dataset.articles.all);
    const items = findAll(channel, 'item');
    expect(items).toHaveLength(FEED_ITEM_COUNT);
    expect(items.map((item) => childText(item, 'link'))).toEqual(expected.map((record) => `${SITE}${record.path}`));
    expect(items.map((item) => childText(item, 'guid'))).toEqual(expected.map((record) => `${SITE}${record.path}`));
    expect(items.map((item) => childText(item, 'title'))).toEqual(expected.map((record) => record.card.title));
    for (const [index, item] of items.entries()) {
      const record = expected[index]!;
      expect(findAll(item, 'guid')[0]?.attributes.isPermaLink).toBe('true');
      expect(Date.parse(childText(item, 'pubDate')!)).toBe(record.publishedMs);
      expect(childText(item, 'pubDate')).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0900$/);
      expect(childText(item, 'description')).toBe(record.card.description ?? record.card.title);
      expect(texts(item, 'category')[0]).toBe(record.card.mainCategory.nameJa);
    }
  });

  it('channel: title プレイノート, link to the top page, a description, language ja, atom:link to itself', async () => {
    const channel = channelOf(parseOk(await handleFeedRequest(null, seoDeps().deps), RSS));
    expect(childText(channel, 'title')).toBe('プレイノート');
    expect(childText(channel, 'link')).toBe(`${SITE}/`);
    expect(childText(channel, 'description')).toMatch(/新着記事/);
    expect(childText(channel, 'language')).toBe('ja');
    expect(findAll(channel, 'atom:link')[0]).toMatchObject({ namespace: ATOM_NS, attributes: { href: `${SITE}/feed/`, rel: 'self' } });
  });

  it('is served as application/rss+xml, cached 5 minutes with s-maxage', async () => {
    const response = await handleFeedRequest(null, seoDeps().deps);
    expect(response.headers['Content-Type']).toMatch(RSS);
    expect(response.headers['Cache-Control']).toMatch(/^public, .*s-maxage=300\b/);
  });

  it('a failing article list is a 502 (the feed has no other source)', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/q/articles`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    const response = await handleFeedRequest(null, seoDeps().deps);
    expect(response.status).toBe(502);
    expect(response.headers['Cache-Control']).toBe('no-store');
  });
});

describe('RSS feed of a category (/category/{code}/feed/)', () => {
  it.each(['news', 'review', 'switch2'])('%s: the newest own articles of the category, channel linked to its page 1', async (code) => {
    const category = CATEGORIES.find((candidate) => candidate.code === code)!;
    const channel = channelOf(parseOk(await handleFeedRequest(code, seoDeps().deps), RSS));
    expect(childText(channel, 'title')).toBe(`${category.nameJa} | プレイノート`);
    expect(childText(channel, 'link')).toBe(`${SITE}/category/${code}/page/1/`);
    expect(findAll(channel, 'atom:link')[0]?.attributes.href).toBe(`${SITE}/category/${code}/feed/`);
    const expected = newestOwn(dataset.articles.byCategory.get(code) ?? []);
    expect(findAll(channel, 'item').map((item) => childText(item, 'link'))).toEqual(expected.map((record) => `${SITE}${record.path}`));
    for (const item of findAll(channel, 'item')) expect(texts(item, 'category')).toContain(category.nameJa);
  });

  it('leaves out articles with a redirectUrl', async () => {
    const withRedirect = dataset.articles.all.find((record) => record.card.redirectUrl !== null)!;
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/q/articles`, () =>
        HttpResponse.json({ count: 2, page: 1, data: [withRedirect.card, { ...withRedirect.card, id: '999', redirectUrl: null }] }),
      ),
    );
    const channel = channelOf(parseOk(await handleFeedRequest('news', seoDeps().deps), RSS));
    expect(texts(channel, 'link').slice(1)).toEqual([`${SITE}/article/${withRedirect.yearMonth}/999/`]);
  });

  it('a category without articles is an empty, valid feed', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/q/articles`, () => HttpResponse.json({ count: 0, page: 1, data: [] })));
    const channel = channelOf(parseOk(await handleFeedRequest('career', seoDeps().deps), RSS));
    expect(findAll(channel, 'item')).toHaveLength(0);
    expect(childText(channel, 'lastBuildDate')).toMatch(/\+0900$/);
  });

  it('API text with markup and ampersands stays text in valid XML', async () => {
    const record = dataset.articles.all[0]!;
    const hostile = { ...record.card, title: '<b>速報</b> A&B "引用" \u0007', description: ']]><script>x</script>' };
    server.use(http.get(`${TEST_API_BASE_URL}/api/q/articles`, () => HttpResponse.json({ count: 1, page: 1, data: [hostile] })));
    const channel = channelOf(parseOk(await handleFeedRequest('news', seoDeps().deps), RSS));
    const [item] = findAll(channel, 'item');
    expect(childText(item!, 'title')).toBe('<b>速報</b> A&B "引用" ');
    expect(childText(item!, 'description')).toBe(']]><script>x</script>');
  });

  it.each([
    ['an unknown code', 'no-such-category'],
    ['a code with other characters', '../news'],
    ['an upper-case variant', 'NEWS'],
  ])('%s is a 404 without asking the API', async (_name, code) => {
    const { deps, calls } = seoDeps();
    const response = await handleFeedRequest(code, deps);
    expect(response.status).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it('an upstream 404 for the category is a 404', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/q/articles`, () => HttpResponse.json({ error: 'Not Found' }, { status: 404 })));
    expect((await handleFeedRequest('news', seoDeps().deps)).status).toBe(404);
  });
});

describe('RSS feed of a game (/game/title/{gameId}/feed/, issue 37)', () => {
  /** The game with the most articles: its feed is full. */
  const game = [...dataset.games].sort((a, b) => (dataset.articles.byGame.get(b.gameId)?.length ?? 0) - (dataset.articles.byGame.get(a.gameId)?.length ?? 0))[0]!;

  it(`carries the game's ${FEED_ITEM_COUNT} newest own articles with absolute links; the channel is the game's page`, async () => {
    const { deps, calls } = seoDeps();
    const response = await handleGameFeedRequest(game.gameId, deps);
    const channel = channelOf(parseOk(response, RSS));
    expect(childText(channel, 'title')).toBe(`${game.name}の記事 | プレイノート`);
    expect(childText(channel, 'link')).toBe(`${SITE}/game/title/${game.gameId}/page/1/`);
    expect(childText(channel, 'description')).toContain(game.name);
    expect(findAll(channel, 'atom:link')[0]?.attributes.href).toBe(`${SITE}/game/title/${game.gameId}/feed/`);
    const expected = newestOwn(dataset.articles.byGame.get(game.gameId) ?? []);
    expect(expected.length).toBeGreaterThan(0);
    const links = findAll(channel, 'item').map((item) => childText(item, 'link'));
    expect(links).toEqual(expected.map((record) => `${SITE}${record.path}`));
    expect(links.every((link) => link?.startsWith(`${SITE}/article/`))).toBe(true);
    expect(response.headers['Cache-Control']).toMatch(/^public, .*s-maxage=300\b/);
    expect(calls.map((call) => call.name).sort()).toEqual(['gameTitleArticle', 'gameTitleInformation']);
  });

  it('is built once per cache lifetime (a second request is answered from the document cache)', async () => {
    const { deps, calls } = seoDeps();
    await handleGameFeedRequest(game.gameId, deps);
    await handleGameFeedRequest(game.gameId, deps);
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['letters', '12a'],
    ['a path', '../1'],
    ['nothing', ''],
    ['13 digits', '1234567890123'],
  ])('a game id of %s is a Japanese 404 without asking the API', async (_name, gameId) => {
    const { deps, calls } = seoDeps();
    const response = await handleGameFeedRequest(gameId, deps);
    expect(response).toMatchObject({ status: 404, body: `${GAME_FEED_NOT_FOUND}\n` });
    expect(response.headers['Cache-Control']).toBe('no-store');
    expect(calls).toHaveLength(0);
  });

  it('a game the content API does not know is a Japanese 404', async () => {
    const response = await handleGameFeedRequest('999999999', seoDeps().deps);
    expect(response.status).toBe(404);
    expect(response.body).toBe(`${GAME_FEED_NOT_FOUND}\n`);
    expect(response.headers['Content-Type']).toMatch(/^text\/plain/);
  });

  it('a failing article list is a 502, not kept', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/game/articles`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    const response = await handleGameFeedRequest(game.gameId, seoDeps().deps);
    expect(response.status).toBe(502);
    expect(response.headers['Cache-Control']).toBe('no-store');
  });
});
