/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { ApiError } from '@/api-clients/api-error';
import { handlePageRequest } from '@/lib/page-config/server-side-props';
import { runPageData } from '@/lib/page-config/run-page-data';
import type { PageMeta } from '@/lib/page-config/types';
import { RIGHT_RAIL_SIZE } from '@/lib/page-data/page-frame';
import { SEARCH_PAGE_SIZE, type SearchPageProps } from '@/lib/page-data/search';
import { searchPath } from '@/foundation/search/search-paths';
import { SUGGESTION_LIMITS } from '@/foundation/search/suggestions';
import { getDataset } from '@/mocks/data';
import { keywordTerms, matchesAll } from '@/mocks/http/responses';
import { searchArticles } from '@/mocks/resolvers/articles';
import { TEST_API_BASE_URL } from '../../setup/test-env';
import { captureLogs, findArticle, makeFetchSource, setupContentApi } from '../../support/content-api';

const ROUTE = '/search/';
const server = setupContentApi();
const logs = captureLogs();
const dataset = getDataset();

type Props = SearchPageProps & { pageMeta: PageMeta };

async function run(query: Record<string, string | string[]>) {
  return runPageData({ routePath: ROUTE, params: {}, query, fetchSource: makeFetchSource(1_000) });
}

async function searchProps(query: Record<string, string | string[]>): Promise<Props> {
  const result = await run(query);
  if (result?.kind !== 'props') throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as unknown as Props;
}

/** The article results of a page (fails when the results are game cards). */
function articleIds(props: Props): string[] {
  const { results } = props.search;
  if (results?.type !== 'article') throw new Error('expected article results');
  return results.items.map((item) => item.id);
}

function gameHits(keyword: string): number {
  const terms = keywordTerms(keyword);
  return dataset.games.filter((g) => matchesAll(`${g.name}\n${g.nameKana}\n${g.maker}\n${g.genre}`, terms)).length;
}

/** Records whether a search source was asked. */
function watchSearchSources(): { calls: string[] } {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/search/') || pathname === '/api/article') calls.push(pathname);
  });
  return { calls };
}

afterEach(() => server.events.removeAllListeners());

/** Records which suggestion sources were asked. */
function watchSuggestionSources(): { calls: string[] } {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/ranking/trend_word' || pathname === '/pickup-title') calls.push(pathname);
  });
  return { calls };
}

/** A keyword with several pages of article results (spec §9: 20 a page). */
const MANY = '攻略';
const manyTotal = searchArticles(dataset, MANY).length;
const manyPages = Math.ceil(manyTotal / 20);

describe('site search page data', () => {
  it('20 articles a page (spec §9), with the total and page count; ad page type LIST', async () => {
    expect(manyPages).toBeGreaterThan(2);
    const props = await searchProps({ q: MANY });
    expect(props.adUnitsType).toBe('LIST');
    expect(props.pageMeta.adPageType).toBe('LIST');
    expect(props.pageMeta.queryValues).toEqual({ q: MANY });
    expect(SEARCH_PAGE_SIZE.article).toBe(20);
    const { results } = props.search;
    expect(results?.type).toBe('article');
    expect(results?.items).toHaveLength(20);
    expect(results).toMatchObject({ totalCount: manyTotal, currentPage: 1, pageCount: manyPages, pageSize: 20 });
    expect(articleIds(props)).toEqual(searchArticles(dataset, MANY).slice(0, 20).map((record) => record.id));
    expect(props.rankingArticles.length).toBeLessThanOrEqual(RIGHT_RAIL_SIZE.articles);
  });

  it('page N shows results N×20-19 … N×20', async () => {
    const props = await searchProps({ q: MANY, page: '2' });
    expect(props.search.results?.currentPage).toBe(2);
    expect(articleIds(props)).toEqual(searchArticles(dataset, MANY).slice(20, 40).map((record) => record.id));
    expect(props.pageMeta.queryValues).toEqual({ q: MANY, page: '2' });
  });

  it.each([
    ['0', 1],
    ['-1', 1],
    ['01', 1],
    ['abc', 1],
    ['1.5', 1],
    ['last+1', 'last'],
    ['999999999999', 'last'],
    ['9'.repeat(40), 'last'],
  ] as const)('?page=%s is clamped by redirect to page %s (spec §5), keeping q', async (raw, expected) => {
    const page = raw === 'last+1' ? String(manyPages + 1) : raw;
    const target = expected === 'last' ? manyPages : expected;
    expect(await run({ q: MANY, page })).toEqual({ kind: 'redirect', destination: searchPath({ q: MANY, page: target }), permanent: false });
  });

  it('the clamp redirect keeps the type too', async () => {
    expect(await run({ q: 'RPG', type: 'game', page: '0' })).toEqual({
      kind: 'redirect',
      destination: '/search/?q=RPG&type=game',
      permanent: false,
    });
  });

  it('the last page itself is not redirected', async () => {
    const props = await searchProps({ q: MANY, page: String(manyPages) });
    expect(props.search.results?.items).toHaveLength(manyTotal - (manyPages - 1) * 20);
  });

  it('type=game searches game titles: game cards, 20 a page', async () => {
    const total = gameHits('RPG');
    expect(total).toBeGreaterThan(20);
    const props = await searchProps({ q: 'RPG', type: 'game' });
    const { results } = props.search;
    expect(props.search.type).toBe('game');
    expect(results?.type).toBe('game');
    expect(results?.items).toHaveLength(20);
    expect(results).toMatchObject({ totalCount: total, pageCount: Math.ceil(total / 20) });
    expect(results?.items[0]).toHaveProperty('gameId');
  });

  it('an unknown type searches articles', async () => {
    const props = await searchProps({ q: MANY, type: 'video' });
    expect(props.search.type).toBe('article');
    expect(props.search.results?.totalCount).toBe(manyTotal);
  });

  it('an empty keyword shows the prompt without asking the search sources', async () => {
    const watch = watchSearchSources();
    for (const q of [undefined, '', '  \u3000 ']) {
      const props = await searchProps(q === undefined ? {} : { q, page: '5' });
      expect(props.search).toMatchObject({ keyword: '', results: null, articleIdMatch: null, categories: [] });
    }
    expect(watch.calls).toEqual([]);
  });

  it('nothing matches: an empty first page, and any other page redirects to it', async () => {
    const props = await searchProps({ q: 'そんなゲームはないzzz' });
    expect(props.search.results).toMatchObject({ items: [], totalCount: 0, currentPage: 1, pageCount: 1 });
    expect(await run({ q: 'そんなゲームはないzzz', page: '2' })).toEqual({
      kind: 'redirect',
      destination: searchPath({ q: 'そんなゲームはないzzz' }),
      permanent: false,
    });
  });

  it('a name in 「」 is extracted and searched for (spec §5)', async () => {
    const name = 'ネオドリフト';
    const props = await searchProps({ q: `「${name}」の最新情報` });
    expect(props.search.keyword).toBe(`「${name}」の最新情報`);
    expect(props.search.terms).toBe(name);
    expect(props.search.results?.totalCount).toBe(searchArticles(dataset, name).length);
    expect(props.search.results?.totalCount).toBeGreaterThan(0);
  });

  it('whitespace is normalised and the keyword is trimmed to 100 characters before it is sent', async () => {
    const props = await searchProps({ q: `\u3000${'攻'.repeat(150)}  ` });
    expect(props.search.keyword).toBe('攻'.repeat(100));
    expect(props.search.results?.totalCount).toBe(0);
    expect(logs.lines().filter((line) => line.event === 'api-error')).toEqual([]);
  });

  it('a digits-only keyword that is an article id offers that article', async () => {
    const { record, detail } = findArticle((candidate, body) => !body.redirectUrl && !candidate.card.redirectUrl);
    const props = await searchProps({ q: record.id });
    expect(props.search.articleIdMatch).toEqual({ articleId: record.id, title: detail.title, href: `/article/${record.yearMonth}/${record.id}/` });
    expect(props.search.results).not.toBeNull();
  });

  it('full-width digits are an article id too', async () => {
    const { record } = findArticle((candidate, body) => !body.redirectUrl && !candidate.card.redirectUrl);
    const fullWidth = record.id.replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit)));
    const props = await searchProps({ q: fullWidth });
    expect(props.search.articleIdMatch?.articleId).toBe(record.id);
  });

  it('an article with a redirect URL is offered at that URL', async () => {
    const { record, detail } = findArticle((_candidate, body) => body.redirectUrl !== null);
    const props = await searchProps({ q: record.id });
    expect(props.search.articleIdMatch?.href).toBe(detail.redirectUrl);
  });

  it('a digits-only keyword that is no article: no direct link, the page stays up', async () => {
    const props = await searchProps({ q: '987654321' });
    expect(props.search.articleIdMatch).toBeNull();
    expect(props.search.results).toMatchObject({ totalCount: 0 });
  });

  it('a keyword that does not start with a digit never looks an article up (spec §5)', async () => {
    const watch = watchSearchSources();
    await searchProps({ q: 'ゼノナイツ 123456' });
    expect(watch.calls).toEqual(['/api/search/articles']);
  });

  it('spec §5: a keyword starting with a digit offers the article its first word names, and searches the whole keyword', async () => {
    const { record, detail } = findArticle((candidate, body) => !body.redirectUrl && !candidate.card.redirectUrl);
    for (const q of [`${record.id}/`, `${record.id} 攻略`]) {
      const props = await searchProps({ q });
      expect(props.search.articleIdMatch).toEqual({ articleId: record.id, title: detail.title, href: `/article/${record.yearMonth}/${record.id}/` });
      expect(props.search.keyword).toBe(q);
    }
  });

  it('a category code in the keyword is offered as a category link', async () => {
    const props = await searchProps({ q: '#PS5 新作' });
    expect(props.search.categories).toEqual([{ code: 'ps5', nameJa: 'PS5' }]);
  });

  it('a failing article lookup, ranking rail and header leave the page up', async () => {
    const { record } = findArticle((candidate, body) => !body.redirectUrl && !candidate.card.redirectUrl);
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/article`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
      http.get(`${TEST_API_BASE_URL}/api/ranking/now`, () => HttpResponse.json({ error: 'boom' }, { status: 503 })),
      http.get(`${TEST_API_BASE_URL}/api/common_parts`, () => new HttpResponse('not json')),
    );
    const props = await searchProps({ q: record.id });
    expect(props.search.articleIdMatch).toBeNull();
    expect(props.rankingArticles).toEqual([]);
    expect(props.layout.commonParts).toBeNull();
    expect(props.search.results).not.toBeNull();
  });

  it('an upstream 404 of the search source is no results, not a 404 page', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/search/articles`, () => HttpResponse.json({ error: 'x' }, { status: 404 })));
    const props = await searchProps({ q: MANY });
    expect(props.search.results).toMatchObject({ items: [], totalCount: 0 });
  });

  it.each([
    ['article', '/api/search/articles'],
    ['game', '/api/search/games'],
  ])('a failing %s search (the main source) throws an ApiError → 502 error page', async (type, endpoint) => {
    server.use(http.get(`${TEST_API_BASE_URL}${endpoint}`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    await expect(run({ q: 'RPG', type })).rejects.toBeInstanceOf(ApiError);
    const headers: Record<string, string> = {};
    const res = { statusCode: 200, setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value) };
    await handlePageRequest(
      ROUTE,
      { params: {}, query: { q: 'RPG', type }, res: res as never },
      { fetchSource: makeFetchSource(), revalidateSeconds: 60, redirectOnApiError: false, debugOnErrorPage: false },
    );
    expect(res.statusCode).toBe(502);
    expect(headers['cache-control']).toBe('no-store');
  });

  describe('suggestions (trend words and pickup games)', () => {
    const trendWords = [...dataset.rankings.trendWords.data].sort((a, b) => a.rank - b.rank).map((row) => row.word);

    it.each([
      ['no keyword', {}],
      ['a keyword that finds nothing', { q: 'zzzzqqqqそんなものはない' }],
      ['a game search that finds nothing', { q: 'zzzzqqqq', type: 'game' }],
    ])('%s: trend words in rank order (each a search) and pickup games', async (_name, query) => {
      const { suggestions } = (await searchProps(query)).search;
      expect(suggestions.trendWords).toEqual(trendWords.slice(0, SUGGESTION_LIMITS.trendWords));
      expect(suggestions.trendWords.length).toBeGreaterThanOrEqual(3);
      expect(suggestions.games.length).toBeGreaterThanOrEqual(3);
      expect(suggestions.games.length).toBeLessThanOrEqual(SUGGESTION_LIMITS.games);
      expect(suggestions.games[0]).toEqual({ gameId: expect.stringMatching(/^\d+$/), name: expect.any(String), thumbnailUrl: expect.any(String), platforms: expect.any(String) });
    });

    it('a search with results asks neither suggestion source', async () => {
      const watch = watchSuggestionSources();
      const { suggestions } = (await searchProps({ q: MANY })).search;
      expect(suggestions).toEqual({ trendWords: [], games: [] });
      expect(watch.calls).toEqual([]);
    });

    it.each([
      ['trend words', '/api/ranking/trend_word', { trendWords: 0, games: 3 }],
      ['pickup games', '/pickup-title', { trendWords: 3, games: 0 }],
    ])('failing %s drop only their block; the page stays up', async (_name, endpoint, atLeast) => {
      server.use(http.get(`${TEST_API_BASE_URL}${endpoint}`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
      const props = await searchProps({ q: 'zzzzqqqq' });
      expect(props.search.results).toMatchObject({ totalCount: 0 });
      const { suggestions } = props.search;
      expect(atLeast.trendWords === 0 ? suggestions.trendWords : suggestions.trendWords.slice(0, 3)).toHaveLength(atLeast.trendWords);
      expect(atLeast.games === 0 ? suggestions.games : suggestions.games.slice(0, 3)).toHaveLength(atLeast.games);
    });

    it('both failing: no suggestions, the empty page still renders', async () => {
      server.use(
        http.get(`${TEST_API_BASE_URL}/api/ranking/trend_word`, () => new HttpResponse('not json')),
        http.get(`${TEST_API_BASE_URL}/pickup-title`, () => HttpResponse.json({ error: 'boom' }, { status: 503 })),
      );
      expect((await searchProps({})).search.suggestions).toEqual({ trendWords: [], games: [] });
    });
  });
});
