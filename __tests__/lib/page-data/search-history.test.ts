/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { ApiError } from '@/api-clients/api-error';
import { handlePageRequest } from '@/lib/page-config/server-side-props';
import { runPageData } from '@/lib/page-config/run-page-data';
import type { PageMeta } from '@/lib/page-config/types';
import { HISTORY_PAGE_SIZE, type SearchHistoryPageProps } from '@/lib/page-data/search-history';
import { searchHistoryPath } from '@/foundation/search/search-paths';
import { getDataset } from '@/mocks/data';
import { keywordTerms } from '@/mocks/http/responses';
import { TEST_API_BASE_URL } from '../../setup/test-env';
import { captureLogs, makeFetchSource, setupContentApi } from '../../support/content-api';

const ROUTE = '/search-history/';
const server = setupContentApi();
captureLogs();
const dataset = getDataset();

type Props = SearchHistoryPageProps & { pageMeta: PageMeta };

async function run(query: Record<string, string>) {
  return runPageData({ routePath: ROUTE, params: {}, query, fetchSource: makeFetchSource(1_000) });
}

async function historyProps(query: Record<string, string>): Promise<Props> {
  const result = await run(query);
  if (result?.kind !== 'props') throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as unknown as Props;
}

function historyHits(keyword: string) {
  const terms = keywordTerms(keyword);
  return dataset.history.filter((record) => terms.every((term) => record.haystack.includes(term)));
}

const KEYWORD = '攻略';
const hits = historyHits(KEYWORD);
const lastPage = Math.ceil(hits.length / 20);

describe('old-site search page data (history API)', () => {
  it('20 old articles a page (spec §9) with their external URLs; ad page type LIST', async () => {
    expect(lastPage).toBeGreaterThan(2);
    const props = await historyProps({ q: KEYWORD });
    expect(props.adUnitsType).toBe('LIST');
    expect(props.pageMeta.adPageType).toBe('LIST');
    expect(props.pageMeta.queryValues).toEqual({ q: KEYWORD });
    expect(HISTORY_PAGE_SIZE).toBe(20);
    const { results } = props.searchHistory;
    expect(results).toMatchObject({ totalCount: hits.length, currentPage: 1, pageCount: lastPage, pageSize: 20 });
    expect(results?.items).toEqual(hits.slice(0, 20).map((record) => record.article));
    expect(results?.items.every((item) => /^https:\/\//.test(item.url))).toBe(true);
  });

  it.each([
    ['0', 1],
    ['-1', 1],
    ['01', 1],
    ['abc', 1],
    ['last+1', 'last'],
    ['999999999999', 'last'],
  ] as const)('?page=%s is clamped by redirect to page %s (spec §5), keeping q', async (raw, expected) => {
    const page = raw === 'last+1' ? String(lastPage + 1) : raw;
    const target = expected === 'last' ? lastPage : expected;
    expect(await run({ q: KEYWORD, page })).toEqual({ kind: 'redirect', destination: searchHistoryPath({ q: KEYWORD, page: target }), permanent: false });
  });

  it('page 2 shows old articles 21-40', async () => {
    const props = await historyProps({ q: KEYWORD, page: '2' });
    expect(props.searchHistory.results?.items).toEqual(hits.slice(20, 40).map((record) => record.article));
  });

  it('an empty keyword shows the prompt without asking the history API', async () => {
    let called = false;
    server.use(http.get(`${TEST_API_BASE_URL}/com_articles/_search`, () => ((called = true), HttpResponse.json({}))));
    const props = await historyProps({ q: ' \u3000', page: '3' });
    expect(props.searchHistory).toEqual({ keyword: '', terms: '', results: null });
    expect(called).toBe(false);
  });

  it('nothing matches: an empty first page', async () => {
    const props = await historyProps({ q: 'zzzそんな記事はない' });
    expect(props.searchHistory.results).toMatchObject({ items: [], totalCount: 0, pageCount: 1 });
  });

  it('a name in 『』 is extracted and searched for (spec §5)', async () => {
    const props = await historyProps({ q: `『${KEYWORD}』 2010年` });
    expect(props.searchHistory.terms).toBe(KEYWORD);
    expect(props.searchHistory.results?.totalCount).toBe(hits.length);
  });

  it('a failing ranking rail leaves the page up', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/ranking/now`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    const props = await historyProps({ q: KEYWORD });
    expect(props.rankingArticles).toEqual([]);
    expect(props.searchHistory.results?.totalCount).toBe(hits.length);
  });

  it('a failing history API (the main source) throws an ApiError → 502 error page', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/com_articles/_search`, () => HttpResponse.json({ error: 'boom' }, { status: 502 })));
    await expect(run({ q: KEYWORD })).rejects.toBeInstanceOf(ApiError);
    const res = { statusCode: 200, setHeader: () => undefined };
    await handlePageRequest(
      ROUTE,
      { params: {}, query: { q: KEYWORD }, res: res as never },
      { fetchSource: makeFetchSource(), revalidateSeconds: 60, redirectOnApiError: false, debugOnErrorPage: false },
    );
    expect(res.statusCode).toBe(502);
  });
});
