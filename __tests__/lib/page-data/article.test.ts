/** @jest-environment node */
import { delay, http, HttpResponse } from 'msw';
import { withTaggedAmazonLinks } from '@/ads/amazon-affiliate';
import type { ArticlePageProps } from '@/lib/page-data/article';
import { RIGHT_RAIL_ARTICLES } from '@/lib/page-data/article';
import { handlePageRequest, type ErrorPageProps, type PageRequestOptions } from '@/lib/page-config/server-side-props';
import { captureLogs, findArticle, makeFetchSource, setupContentApi } from '../../support/content-api';
import { TEST_API_BASE_URL } from '../../setup/test-env';

const ROUTE = '/article/[publicationDate]/[articleId]/';
const TEST_TIMEOUT_MS = 1_000;
const server = setupContentApi();
const logs = captureLogs();

function fakeResponse() {
  const headers: Record<string, string> = {};
  return {
    statusCode: 200,
    headers,
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
  };
}

async function requestArticle(params: Record<string, string>, query: Record<string, string> = {}, options: Partial<PageRequestOptions> = {}, now?: Date) {
  const res = fakeResponse();
  const result = await handlePageRequest(
    ROUTE,
    { params, query: { ...params, ...query }, res: res as never, now },
    { fetchSource: makeFetchSource(TEST_TIMEOUT_MS), revalidateSeconds: 60, redirectOnApiError: false, debugOnErrorPage: false, ...options },
  );
  return { result, res };
}

function propsOf(result: Awaited<ReturnType<typeof requestArticle>>['result']): ArticlePageProps {
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as unknown as ArticlePageProps;
}

const multiPage = findArticle((record, detail) => detail.content.length >= 2 && detail.isToc && !record.card.redirectUrl);

describe('article detail page data', () => {
  it('renders the article from the content API with its route params, trimmed to the current body page', async () => {
    const { record, detail } = multiPage;
    // Read the moment it went up: an article of the current month (the 'article' Cache-Control tier).
    const { result, res } = await requestArticle({ publicationDate: record.yearMonth, articleId: record.id }, {}, {}, new Date(record.publishedMs));
    const props = propsOf(result);
    expect(props.adUnitsType).toBe('ARTICLE_DETAIL');
    expect(props.articleDetailData).toMatchObject({ articleId: record.id, title: detail.title, currentPage: 1, pageCount: detail.content.length });
    expect(props.articleDetailData.blocks).toEqual(withTaggedAmazonLinks(detail.content[0]?.contents ?? [], 'ARTICLE_DETAIL'));
    expect(props.breadcrumbPropsData.level1Item?.code).toBe(detail.mainCategories[0]?.code);
    expect(props.rankingArticles.length).toBeLessThanOrEqual(RIGHT_RAIL_ARTICLES);
    expect(props.layout.commonParts).not.toBeNull();
    expect((props as unknown as { pageMeta: { adPageType: string } }).pageMeta.adPageType).toBe('ARTICLE_DETAIL');
    expect(res.headers['cache-control']).toMatch(/s-maxage=60,/);
    // The same article read in a later month is an older article: a CDN keeps it an hour.
    const later = await requestArticle({ publicationDate: record.yearMonth, articleId: record.id }, {}, {}, new Date(record.publishedMs + 32 * 86_400_000));
    expect(later.res.headers['cache-control']).toMatch(/s-maxage=3600,/);
  });

  it('table of contents comes from the HEAD blocks of every body page when isToc', async () => {
    const { record, detail } = multiPage;
    const props = propsOf((await requestArticle({ publicationDate: record.yearMonth, articleId: record.id })).result);
    const headCount = detail.content.flatMap((page) => page.contents).filter((block) => block.type === 'HEAD').length;
    expect(props.articleDetailData.toc).toHaveLength(headCount);
    expect(new Set(props.articleDetailData.toc.map((entry) => entry.page)).size).toBeGreaterThan(1);
  });

  it.each([
    ['missing', undefined, 1],
    ['0', '0', 1],
    ['-3', '-3', 1],
    ['2', '2', 2],
    ['far above the last page', '999', 'last'],
    ['not a number', 'abc', 1],
  ])('body page ?page=%s is clamped (spec §5)', async (_name, page, expected) => {
    const { record, detail } = multiPage;
    const props = propsOf((await requestArticle({ publicationDate: record.yearMonth, articleId: record.id }, page === undefined ? {} : { page })).result);
    const expectedPage = expected === 'last' ? detail.content.length : expected;
    expect(props.articleDetailData.currentPage).toBe(expectedPage);
    expect(props.articleDetailData.blocks).toEqual(withTaggedAmazonLinks(detail.content[(expectedPage as number) - 1]?.contents ?? [], 'ARTICLE_DETAIL'));
  });

  it.each([
    ['publicationDate not YYYYMM', { publicationDate: '2026-07', articleId: '1' }],
    ['month 13', { publicationDate: '202613', articleId: '1' }],
    ['year before 1900', { publicationDate: '189912', articleId: '1' }],
    ['articleId not digits', { publicationDate: '202607', articleId: '12a' }],
    ['articleId path traversal', { publicationDate: '202607', articleId: '..%2F..' }],
    ['unknown article', { publicationDate: '202607', articleId: '987654321' }],
  ])('a malformed or unknown article is a 404: %s', async (_name, params) => {
    const { result } = await requestArticle(params);
    expect(result).toEqual({ notFound: true });
  });

  it('a wrong month in the URL redirects permanently to the article’s real address', async () => {
    const { record } = multiPage;
    const wrongMonth = record.yearMonth === '202001' ? '202002' : '202001';
    const { result } = await requestArticle({ publicationDate: wrongMonth, articleId: record.id });
    expect(result).toEqual({ redirect: { destination: `/article/${record.yearMonth}/${record.id}/`, permanent: true } });
  });

  it('an article with redirectUrl redirects there', async () => {
    const { record, detail } = findArticle((_record, candidate) => candidate.redirectUrl !== null);
    const { result } = await requestArticle({ publicationDate: record.yearMonth, articleId: record.id });
    expect(result).toEqual({ redirect: { destination: detail.redirectUrl, permanent: false } });
  });

  it('a failing secondary source drops out without taking the article down', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/common_parts`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
      http.get(`${TEST_API_BASE_URL}/api/ranking/now`, () => new HttpResponse('not json', { status: 200 })),
    );
    const { record } = multiPage;
    const { result, res } = await requestArticle({ publicationDate: record.yearMonth, articleId: record.id });
    const props = propsOf(result);
    expect(props.layout.commonParts).toBeNull();
    expect(props.rankingArticles).toEqual([]);
    expect(res.statusCode).toBe(200);
    const apiErrors = logs.lines().filter((line) => line.event === 'api-error');
    expect(apiErrors.map((line) => line.endpoint).sort()).toEqual(['/api/common_parts', '/api/ranking/now']);
  });
});

describe('article page when the content API fails (spec §8)', () => {
  const { record } = multiPage;
  const params = { publicationDate: record.yearMonth, articleId: record.id };

  it.each([
    [500, 502],
    [502, 502],
    [503, 502],
  ])('upstream %i → Japanese error page with status %i and no-store', async (upstream, expected) => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/article`, () => HttpResponse.json({ error: 'x' }, { status: upstream })));
    const { result, res } = await requestArticle(params);
    expect(res.statusCode).toBe(expected);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((result as { props: ErrorPageProps }).props.errorPage).toEqual({ statusCode: expected, debug: null });
  });

  it('an upstream timeout → 504 error page', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/article`, async () => {
        await delay(TEST_TIMEOUT_MS + 300);
        return HttpResponse.json({});
      }),
    );
    const { res } = await requestArticle(params);
    expect(res.statusCode).toBe(504);
  });

  it('the redirect switch sends readers to /error/ instead', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/article`, () => HttpResponse.json({}, { status: 503 })));
    const { result } = await requestArticle(params, {}, { redirectOnApiError: true });
    expect(result).toEqual({ redirect: { destination: '/error/?status=502', permanent: false } });
  });

  it('debug details only with the debug switch', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/article`, () => HttpResponse.json({}, { status: 503 })));
    const withDebug = await requestArticle(params, {}, { debugOnErrorPage: true });
    expect((withDebug.result as { props: ErrorPageProps }).props.errorPage.debug).toMatchObject({ endpoint: '/api/article', status: 503 });
    const withoutDebug = await requestArticle(params);
    expect((withoutDebug.result as { props: ErrorPageProps }).props.errorPage.debug).toBeNull();
  });
});

describe('the shop button carries the article page type\'s Amazon tracking id (spec §9)', () => {
  const withShop = findArticle(
    (record, detail) =>
      !record.card.redirectUrl &&
      (detail.content[0]?.contents ?? []).some((block) => block.type === 'BUTTON_EC' && typeof block.url === 'string' && block.url.includes('amazon.co.jp')),
  );

  it('tag=playnote-article-22 replaces the tag the content API sent; other shops are untouched', async () => {
    const { result } = await requestArticle({ publicationDate: withShop.record.yearMonth, articleId: withShop.record.id });
    const buttons = propsOf(result).articleDetailData.blocks?.filter((block) => block.type === 'BUTTON_EC') ?? [];
    const amazon = buttons.filter((block) => (block.url ?? '').includes('amazon.co.jp'));
    expect(amazon.length).toBeGreaterThan(0);
    for (const block of amazon) expect(new URL(block.url ?? '').searchParams.get('tag')).toBe('playnote-article-22');
    for (const block of buttons.filter((button) => !(button.url ?? '').includes('amazon.co.jp'))) expect(block.url).not.toContain('tag=');
  });
});
