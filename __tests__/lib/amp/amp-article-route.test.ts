/** @jest-environment node */
import { articleAdBreaks } from '@/ads/article-ad-placement';
import { delay, http, HttpResponse } from 'msw';
import { withTaggedAmazonLinks } from '@/ads/amazon-affiliate';
import { renderAmpArticle } from '@/components/amp/render-amp-article';
import { getAmpArticlePageData, type AmpArticleProps } from '@/lib/amp/amp-article-data';
import { resolveRequestContext } from '@/lib/page-config/request-context';
import { AMP_ARTICLE_ROUTE } from '@/lib/page-config/route-table';
import { handleAmpArticleRequest, type AmpRequestOptions } from '@/lib/page-config/amp-request';
import { pageCacheControl } from '@/lib/page-config/cache-control';
import type { ErrorPageProps } from '@/lib/page-config/server-side-props';
import { captureLogs, findArticle, makeFetchSource, setupContentApi } from '../../support/content-api';
import { TEST_API_BASE_URL } from '../../setup/test-env';

const SITE = 'https://playnote.test';
const TEST_TIMEOUT_MS = 1_000;
const server = setupContentApi();
const logs = captureLogs();

/** Paths the content API was asked for during a test. */
const requestedPaths: string[] = [];
beforeAll(() => server.events.on('request:start', ({ request }) => void requestedPaths.push(new URL(request.url).pathname)));
beforeEach(() => void (requestedPaths.length = 0));

function fakeResponse() {
  const headers: Record<string, string> = {};
  return {
    statusCode: 200,
    headers,
    body: null as string | null,
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    end(body: string) {
      this.body = body;
    },
  };
}

async function requestAmp(params: Record<string, string>, query: Record<string, string> = {}, options: Partial<AmpRequestOptions> = {}) {
  const res = fakeResponse();
  const result = await handleAmpArticleRequest(
    { params, query: { ...params, ...query }, res: res as never },
    {
      fetchSource: makeFetchSource(TEST_TIMEOUT_MS),
      revalidateSeconds: 60,
      redirectOnApiError: false,
      debugOnErrorPage: false,
      render: renderAmpArticle,
      ...options,
    },
  );
  return { result, res };
}

async function ampProps(params: Record<string, string>, query: Record<string, string> = {}): Promise<AmpArticleProps> {
  const result = await getAmpArticlePageData({ ...resolveRequestContext(AMP_ARTICLE_ROUTE, { params, query, headers: undefined }), fetchSource: makeFetchSource(TEST_TIMEOUT_MS) });
  if (result.kind !== 'props') throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props;
}

const multiPage = findArticle((record, detail) => detail.content.length === 3 && detail.isDisplayAd && !detail.isR18 && !record.card.redirectUrl);
const params = { publicationDate: multiPage.record.yearMonth, articleId: multiPage.record.id };

describe('AMP article route: the AMP HTML is written by the server itself', () => {
  it('answers 200 with the AMP document as text/html, cacheable like every page, and no Next props', async () => {
    const { result, res } = await requestAmp(params);
    expect(result).toEqual({ props: {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // The article's own page type (current or old month, docs/deploy.md).
    expect(res.headers['cache-control']).toBe(pageCacheControl({ tier: AMP_ARTICLE_ROUTE.cacheTier, params, now: new Date(), revalidateSeconds: 60 }));
    const html = res.body ?? '';
    expect(html.startsWith('<!doctype html><html ⚡ lang="ja">')).toBe(true);
    // The headline reads as the article's title; phrase breaks (<wbr>, decision 022) are markup only.
    const headline = /<h1 class="title">(.*?)<\/h1>/.exec(html)?.[1] ?? '';
    expect(headline.replace(/<[^>]+>/g, '')).toBe(multiPage.detail.title);
    expect(html).not.toMatch(/__NEXT_DATA__|\/_next\//);
  });

  it('links back to the canonical article page with rel=canonical (issue 5: linked both ways)', async () => {
    const { res } = await requestAmp(params);
    expect(res.body).toContain(`<link rel="canonical" href="${SITE}/article/${params.publicationDate}/${params.articleId}/">`);
  });
});

describe('AMP article page data (the canonical page’s URL rules)', () => {
  it('carries the same article view as the canonical page: current body page, page count, breadcrumb', async () => {
    const props = await ampProps(params);
    expect(props.article).toMatchObject({ articleId: params.articleId, publicationDate: params.publicationDate, title: multiPage.detail.title, currentPage: 1, pageCount: 3 });
    expect(props.article.blocks).toEqual(withTaggedAmazonLinks(multiPage.detail.content[0]?.contents ?? [], 'ARTICLE_DETAIL'));
    expect(props.breadcrumb.level1Item?.code).toBe(multiPage.detail.mainCategories[0]?.code);
  });

  it('an article with ads gets one amp-ad per ampAdspace position it places, and the in-body units for its ad breaks', async () => {
    const props = await ampProps(params);
    const { inBody, ...placed } = props.ads;
    expect(Object.fromEntries(Object.entries(placed).map(([placement, slot]) => [placement, slot?.position]))).toEqual({
      top: 'amp_head',
      beforeBody: 'amp_mb1',
      afterBody: 'amp_rec',
      bottom: 'amp_foot',
    });
    expect(inBody.map((slot) => slot.position)).toEqual(['amp_ia1', 'amp_ia2', 'amp_ia3', 'amp_ia4', 'amp_ia5']);
    expect(props.article.adBreaks).toEqual(articleAdBreaks(props.article.blocks));
    expect(requestedPaths).toContain('/ad-space-amp-site');
  });

  it('an ads-off article (isDisplayAd false) has no amp-ad and does not even ask for the AMP ad space (spec §3)', async () => {
    const { record } = findArticle((candidate, detail) => !detail.isDisplayAd && !candidate.card.redirectUrl);
    const { res } = await requestAmp({ publicationDate: record.yearMonth, articleId: record.id });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<amp-ad');
    expect(res.body).not.toContain('custom-element="amp-ad"');
    expect(requestedPaths).not.toContain('/ad-space-amp-site');
  });

  it('an R-18 article shows the age notice and tags every amp-ad R-18 (spec §9)', async () => {
    const { record } = findArticle((candidate, detail) => detail.isR18 && detail.isDisplayAd && !candidate.card.redirectUrl);
    const { res } = await requestAmp({ publicationDate: record.yearMonth, articleId: record.id });
    const html = res.body ?? '';
    expect(html).toContain('この記事には18歳未満の方に適さない表現が含まれています。');
    const ads = html.match(/<amp-ad [^>]*>/g) ?? [];
    expect(ads.length).toBeGreaterThan(0);
    for (const ad of ads) expect(ad).toContain('json="{&quot;targeting&quot;:{&quot;pageType&quot;:&quot;ARTICLE_DETAIL&quot;,&quot;age&quot;:&quot;R-18&quot;}}"');
  });

  it.each([
    ['missing', undefined, 1],
    ['0', '0', 1],
    ['-1', '-1', 1],
    ['2', '2', 2],
    ['01', '01', 1],
    ['last+1', '4', 3],
    ['999999999999', '999999999999', 3],
    ['abc', 'abc', 1],
  ])('?page=%s is clamped as on the canonical page (spec §5)', async (_name, page, expected) => {
    const props = await ampProps(params, page === undefined ? {} : { page });
    expect(props.article.currentPage).toBe(expected);
    expect(props.article.blocks).toEqual(withTaggedAmazonLinks(multiPage.detail.content[expected - 1]?.contents ?? [], 'ARTICLE_DETAIL'));
  });

  it('body page 2 is canonical to page 2 of the normal article and links to AMP pages 1 and 3', async () => {
    const { res } = await requestAmp(params, { page: '2' });
    const html = res.body ?? '';
    const base = `${SITE}/article/amp/${params.publicationDate}/${params.articleId}/`;
    expect(html).toContain(`<link rel="canonical" href="${SITE}/article/${params.publicationDate}/${params.articleId}/?page=2">`);
    // The attributes of the pager link with this text, in any order.
    const attributesOf = (text: string) => [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].find((match) => match[2] === text)?.[1]?.split(' ');
    expect(attributesOf('前へ')).toEqual(expect.arrayContaining([`href="${base}"`, 'rel="prev"']));
    expect(attributesOf('次へ')).toEqual(expect.arrayContaining([`href="${base}?page=3"`, 'rel="next"']));
    expect(html).toContain('<span aria-current="page">2</span>');
  });

  it.each([
    ['publicationDate not YYYYMM', { publicationDate: '2026-07', articleId: '1' }],
    ['month 13', { publicationDate: '202613', articleId: '1' }],
    ['articleId not digits', { publicationDate: '202607', articleId: '12a' }],
    ['articleId too long', { publicationDate: '202607', articleId: '1234567890123' }],
    ['unknown article', { publicationDate: '202607', articleId: '987654321' }],
  ])('a malformed or unknown article is a 404: %s', async (_name, badParams) => {
    const { result, res } = await requestAmp(badParams);
    expect(result).toEqual({ notFound: true });
    expect(res.body).toBeNull();
  });

  it('a wrong month redirects permanently to the right AMP address, keeping the body page', async () => {
    const wrongMonth = params.publicationDate === '202001' ? '202002' : '202001';
    expect((await requestAmp({ ...params, publicationDate: wrongMonth })).result).toEqual({
      redirect: { destination: `/article/amp/${params.publicationDate}/${params.articleId}/`, permanent: true },
    });
    expect((await requestAmp({ ...params, publicationDate: wrongMonth }, { page: '2' })).result).toEqual({
      redirect: { destination: `/article/amp/${params.publicationDate}/${params.articleId}/?page=2`, permanent: true },
    });
  });

  it('an article with redirectUrl redirects there', async () => {
    const { record, detail } = findArticle((_record, candidate) => candidate.redirectUrl !== null);
    const { result } = await requestAmp({ publicationDate: record.yearMonth, articleId: record.id });
    expect(result).toEqual({ redirect: { destination: detail.redirectUrl, permanent: false } });
  });

  it.each([
    ['a GA4 id', 'G-TEST12345', 'G-TEST12345'],
    ['none', undefined, null],
  ])('reads the GA id from the server environment at request time (%s) and the page carries amp-analytics only with one', async (_name, value, expected) => {
    const original = process.env.NEXT_PUBLIC_GA_ID;
    if (value === undefined) delete process.env.NEXT_PUBLIC_GA_ID;
    else process.env.NEXT_PUBLIC_GA_ID = value;
    try {
      expect((await ampProps(params)).gaId).toBe(expected);
      expect((await requestAmp(params)).res.body?.includes('<amp-analytics type="gtag"')).toBe(expected !== null);
    } finally {
      if (original === undefined) delete process.env.NEXT_PUBLIC_GA_ID;
      else process.env.NEXT_PUBLIC_GA_ID = original;
    }
  });

  it('a failing AMP ad space leaves the page up, without ads', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/ad-space-amp-site`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    const { res } = await requestAmp(params);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(multiPage.detail.title);
    expect(res.body).not.toContain('<amp-ad');
    expect(logs.lines().filter((line) => line.event === 'api-error').map((line) => line.endpoint)).toEqual(['/ad-space-amp-site']);
  });
});

describe('AMP article route when the content API fails (spec §8)', () => {
  it.each([
    [500, 502],
    [503, 502],
  ])('upstream %i → Japanese error page with %i and no-store, no AMP HTML', async (upstream, expected) => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/article`, () => HttpResponse.json({ error: 'x' }, { status: upstream })));
    const { result, res } = await requestAmp(params);
    expect(res.statusCode).toBe(expected);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBeNull();
    expect((result as { props: ErrorPageProps }).props.errorPage).toEqual({ statusCode: expected, debug: null });
  });

  it('an upstream timeout → 504', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/article`, async () => {
        await delay(TEST_TIMEOUT_MS + 300);
        return HttpResponse.json({});
      }),
    );
    expect((await requestAmp(params)).res.statusCode).toBe(504);
  });

  it('the main source’s failure is an ApiError thrown by the page-data function (the handler maps it)', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/article`, () => HttpResponse.json({}, { status: 503 })));
    await expect(ampProps(params)).rejects.toMatchObject({ name: 'ApiError', status: 503 });
  });

  it('the redirect switch sends readers to /error/ instead', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/article`, () => HttpResponse.json({}, { status: 503 })));
    const { result } = await requestAmp(params, {}, { redirectOnApiError: true });
    expect(result).toEqual({ redirect: { destination: '/error/?status=502', permanent: false } });
  });

  it('a rendering bug is a logged 500 error page, never half an AMP page', async () => {
    const { result, res } = await requestAmp(params, {}, {
      render: () => {
        throw new Error('render failed');
      },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).toBeNull();
    expect((result as { props: ErrorPageProps }).props.errorPage.statusCode).toBe(500);
    expect(logs.lines().some((line) => line.event === 'page-error' && line.message === 'render failed')).toBe(true);
  });
});
