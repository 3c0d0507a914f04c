/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { createHttpCache } from '@/api-clients/cache/server-cache';
import { handlePagePropsRequest } from '@/lib/api-handlers/page-props-data';
import { FALLBACK_S_MAXAGE_SECONDS } from '@/lib/page-config/cache-control';
import { UPSTREAM_FALLBACK_HEADER } from '@/lib/page-config/page-upstream';
import { handlePageRequest } from '@/lib/page-config/server-side-props';
import { captureLogs, findArticle, makeFetchSource, setupContentApi } from '../../support/content-api';
import type { ArticleRecord } from '@/mocks/data';
import { TEST_API_BASE_URL } from '../../setup/test-env';

/** Decision 040: pages read before answer from their sources' last good copies while the content API is down. */
const ROUTE = '/article/[publicationDate]/[articleId]/';
const server = setupContentApi();
const logs = captureLogs();

function plainArticle(skip: number): ArticleRecord {
  let seen = 0;
  return findArticle((record) => !record.card.redirectUrl && seen++ === skip).record;
}
const readBefore = plainArticle(0);
const neverRead = plainArticle(1);

function fakeResponse() {
  const headers: Record<string, string> = {};
  return { statusCode: 200, headers, setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value) };
}

function requestArticle(fetchSource: ReturnType<typeof makeFetchSource>, record: ArticleRecord) {
  const res = fakeResponse();
  const params = { publicationDate: record.yearMonth, articleId: record.id };
  const answer = handlePageRequest(ROUTE, { params, query: params, res: res as never, now: new Date(record.publishedMs) }, {
    fetchSource,
    revalidateSeconds: 60,
    redirectOnApiError: false,
    debugOnErrorPage: false,
  });
  return answer.then((result) => ({ result, res }));
}

const contentApiDown = () => server.use(http.get(`${TEST_API_BASE_URL}/*`, () => HttpResponse.error()));

describe('a page built from last good copies says so (decision 040)', () => {
  it('while the API answers, the page carries no fallback header and its own Cache-Control', async () => {
    const fetchSource = makeFetchSource(1_000, { lastGoodCopyTtlMs: 600_000 });
    const { res } = await requestArticle(fetchSource, readBefore);
    expect(res.statusCode).toBe(200);
    expect(res.headers[UPSTREAM_FALLBACK_HEADER.toLowerCase()]).toBeUndefined();
    expect(res.headers['cache-control']).toMatch(/s-maxage=60, stale-while-revalidate=300/);
  });

  it('with the API down, an article read before answers 200 from its copies: X-Upstream-Fallback, a short Cache-Control, a page-from-fallback line', async () => {
    const fetchSource = makeFetchSource(1_000, { lastGoodCopyTtlMs: 600_000 });
    const first = await requestArticle(fetchSource, readBefore);
    contentApiDown();

    const { result, res } = await requestArticle(fetchSource, readBefore);

    expect(res.statusCode).toBe(200);
    const titleOf = (answer: typeof result) => ('props' in answer ? (answer.props as unknown as { articleDetailData?: { title: string } }).articleDetailData?.title : undefined);
    expect(titleOf(result)).toBeDefined();
    expect(titleOf(result)).toBe(titleOf(first.result));
    expect(res.headers[UPSTREAM_FALLBACK_HEADER.toLowerCase()]).toMatch(/last-good/);
    expect(res.headers['cache-control']).toBe(`public, max-age=0, s-maxage=${FALLBACK_S_MAXAGE_SECONDS}, stale-if-error=86400`);
    const line = logs.lines().find((entry) => entry.event === 'page-from-fallback');
    expect(line).toMatchObject({ level: 'warn', routePath: ROUTE, path: expect.stringContaining(readBefore.id) });
    expect(line?.sources).toEqual(expect.arrayContaining(['articleDetail']));
  });

  it('an article never read before still gets the error page (502)', async () => {
    const fetchSource = makeFetchSource(1_000, { lastGoodCopyTtlMs: 600_000 });
    await requestArticle(fetchSource, readBefore);
    contentApiDown();
    const { result, res } = await requestArticle(fetchSource, neverRead);
    expect(res.statusCode).toBe(502);
    expect('props' in result && 'errorPage' in result.props).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the page-props refresh of a page read before answers 200 with the header, and is not kept by the HTTP cache', async () => {
    const fetchSource = makeFetchSource(1_000, { lastGoodCopyTtlMs: 600_000 });
    const httpCache = createHttpCache();
    const query = { routePath: '/article/[publicationDate]/[articleId]', publicationDate: readBefore.yearMonth, articleId: readBefore.id };
    expect((await handlePagePropsRequest(query, { fetchSource, httpCache: createHttpCache() })).status).toBe(200);
    contentApiDown();

    const answer = await handlePagePropsRequest(query, { fetchSource, httpCache });
    expect(answer.status).toBe(200);
    expect(answer.headers?.[UPSTREAM_FALLBACK_HEADER]).toMatch(/last-good/);
    expect(httpCache.size).toBe(0);
  });
});
