/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { AMAZON_AFFILIATE_TAGS } from '@/ads/amazon-affiliate';
import { buildGptPagePlan } from '@/ads/page-plan';
import { ApiError } from '@/api-clients/api-error';
import { createSourceFetcher } from '@/api-clients/fetch-source';
import { createHttpClients } from '@/api-clients/http-clients';
import { buildCacheKey, ServerCache } from '@/api-clients/cache/server-cache';
import { SOURCES } from '@/api-clients/sources';
import { parseClientEnv } from '@/foundation/env/client-env';
import { parseServerEnv } from '@/foundation/env/server-env';
import { resolveRequestContext } from '@/lib/page-config/request-context';
import { fillRoutePattern } from '@/lib/page-config/route-record';
import { findRoute } from '@/lib/page-config/route-table';
import { runPageData } from '@/lib/page-config/run-page-data';
import { handlePageRequest, type ErrorPageProps } from '@/lib/page-config/server-side-props';
import type { PageMeta } from '@/lib/page-config/types';
import type { PageDataContext, RouteParams } from '@/lib/page-data/types';
import { signPreviewPath } from '@/lib/preview/token';
import { COLLECTION_RELATED_SIZE } from '@/lib/page-data/special';
import {
  createPreviewArticlePageData,
  createPreviewSpecialPageData,
  type PreviewArticlePageProps,
  type PreviewSpecialPageProps,
} from '@/lib/page-data/preview';
import { getDataset } from '@/mocks/data';
import { draftsOf, SAVED_VERSION_COUNT } from '@/mocks/resolvers/article-drafts';
import { captureLogs, dataNow, findArticle, makeFetchSource, setupContentApi } from '../../support/content-api';
import { TEST_API_BASE_URL } from '../../setup/test-env';

const SECRET = 'route-test-preview-secret-0123456789abcdef';
// Read per request by the preview records (lib/page-config/route-table.ts).
process.env.PREVIEW_SECRET = SECRET;

/** A preview page-data context as the pipeline resolves it (lib/page-config/request-context.ts). */
function previewContext(pattern: string, params: RouteParams, token: string, requestPath: string, now: Date): PageDataContext {
  const route = findRoute(pattern);
  if (!route) throw new Error(`no route ${pattern}`);
  return { ...resolveRequestContext(route, { params, query: { token }, headers: undefined, resolvedUrl: requestPath, now }), fetchSource: makeFetchSource() };
}

const server = setupContentApi();
const logs = captureLogs();

const ROUTES = {
  article: '/preview/article/[articleId]/',
  articleVersion: '/preview/article/[articleId]/[version]/',
  special: '/preview/special/[matomeDirectoryName]/',
  specialArticle: '/preview/special/[matomeDirectoryName]/[articleId]/',
  specialVersion: '/preview/special/[matomeDirectoryName]/[articleId]/[version]/',
} as const;

const dataset = getDataset();
const drafts = draftsOf(dataset);
const draft = drafts.all[0]!;
const draftDirectory = drafts.directoryOf.get(draft.id)!;
const published = findArticle((record, detail) => detail.content.length >= 2 && !record.card.redirectUrl);
const collection = dataset.matome.get(draftDirectory)!;
const collectionArticle = collection.articles[0]!;

/** Every preview route with params that exist in the bundled data, and the title it must show. */
const CASES: [string, string, RouteParams, string][] = [
  ['published article', ROUTES.article, { articleId: published.record.id }, published.detail.title],
  ['unpublished article, version 2', ROUTES.articleVersion, { articleId: draft.id, version: '2' }, `${draft.card.title}（第2版）`],
  ['collection lead (its unpublished article)', ROUTES.special, { matomeDirectoryName: draftDirectory }, draft.card.title],
  ['unpublished article in a collection', ROUTES.specialArticle, { matomeDirectoryName: draftDirectory, articleId: draft.id }, draft.card.title],
  ['published collection article, version 3', ROUTES.specialVersion, { matomeDirectoryName: draftDirectory, articleId: collectionArticle.id, version: '3' }, `${collectionArticle.card.title}（第3版）`],
];

const HOUR_MS = 3_600_000;
const tokenFor = (path: string, now = new Date(), hours = 1) => signPreviewPath(path, new Date(now.getTime() + hours * HOUR_MS), SECRET, now);

function fakeResponse() {
  const headers: Record<string, string> = {};
  return { statusCode: 200, headers, setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value) };
}

/**
 * SSR's answer as Next gives it: route params also in the query, `resolvedUrl` the requested URL.
 * `token` null sends none; by default a valid token for the requested path.
 */
async function servePreview(
  routePath: string,
  params: RouteParams,
  { token, query = {}, resolvedPath, userAgent }: { token?: string | null; query?: Record<string, string>; resolvedPath?: string; userAgent?: string } = {},
) {
  const path = resolvedPath ?? fillRoutePattern(routePath, params);
  const tokenValue = token === undefined ? tokenFor(path) : token;
  const fullQuery = { ...params, ...query, ...(tokenValue === null ? {} : { token: tokenValue }) } as Record<string, string>;
  const res = fakeResponse();
  const result = await handlePageRequest(
    routePath,
    { params, query: fullQuery, res: res as never, resolvedUrl: `${path}?${new URLSearchParams(query).toString()}`, req: { headers: { 'user-agent': userAgent } } },
    { fetchSource: makeFetchSource(1_000), revalidateSeconds: 60, redirectOnApiError: false, debugOnErrorPage: false },
  );
  return { result, res };
}

function pagePropsOf<P>(result: Awaited<ReturnType<typeof servePreview>>['result']): P & { pageMeta: PageMeta } {
  if (!('props' in result) || 'errorPage' in result.props) throw new Error(`expected page props, got ${JSON.stringify(result).slice(0, 300)}`);
  return result.props as unknown as P & { pageMeta: PageMeta };
}

function errorPageOf(result: Awaited<ReturnType<typeof servePreview>>['result']): ErrorPageProps['errorPage'] {
  if (!('props' in result) || !('errorPage' in result.props)) throw new Error(`expected the error page, got ${JSON.stringify(result).slice(0, 300)}`);
  return (result.props as ErrorPageProps).errorPage;
}

const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

describe('preview routes in the page registry', () => {
  it.each(Object.values(ROUTES))('%s is private with ad page type PREVIEW and no client refresh (DECISIONS.md)', (pattern) => {
    expect(findRoute(pattern)).toMatchObject({ adPageType: 'PREVIEW', privacy: 'editors-only', renderCache: false, refreshIntervalMs: 0, queryKeys: ['token', 'page'] });
  });
});

describe('preview access (spec §6, DECISIONS.md)', () => {
  it.each(CASES)('a valid token opens the preview: %s → 200, private, noindex, ad page type PREVIEW', async (_name, routePath, params, title) => {
    const { result, res } = await servePreview(routePath, params);
    const props = pagePropsOf<PreviewArticlePageProps>(result);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject(PRIVATE);
    expect(props.articleDetailData.title).toBe(title);
    expect(props.adUnitsType).toBe('PREVIEW');
    expect(props.pageMeta.adPageType).toBe('PREVIEW');
    expect(props.pageMeta.refreshIntervalMs).toBe(0);
    expect(props.preview.path).toBe(fillRoutePattern(routePath, params));
  });

  it.each(CASES)('no token → 401 error page with no content: %s', async (_name, routePath, params, title) => {
    const { result, res } = await servePreview(routePath, params, { token: null });
    expect(res.statusCode).toBe(401);
    expect(res.headers).toMatchObject(PRIVATE);
    expect(errorPageOf(result)).toEqual({ statusCode: 401, debug: null });
    expect(JSON.stringify(result)).not.toContain(title);
  });

  const path = `/preview/article/${draft.id}/`;
  const genuine = tokenFor(path);
  const [expires, signature = ''] = genuine.split('.');
  it.each([
    ['expired', () => signPreviewPath(path, new Date(Date.now() - 1_000), SECRET, new Date(Date.now() - 2 * HOUR_MS))],
    ['tampered signature', () => `${expires}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`],
    ['tampered expiry', () => `${Number(expires) + 3_600}.${signature}`],
    ['for another article', () => tokenFor(`/preview/article/${drafts.all[1]!.id}/`)],
    ['for a version of it', () => tokenFor(`${path}2/`)],
    ['signed with another secret', () => signPreviewPath(path, new Date(Date.now() + HOUR_MS), `${SECRET}-old`)],
    ['beyond the 30-day cap', () => signPreviewPath(path, new Date(Date.now() + 40 * 24 * HOUR_MS), SECRET, new Date(Date.now() + 20 * 24 * HOUR_MS))],
    ['empty', () => ''],
    ['garbage', () => 'not-a-token'],
    ['huge', () => `${'1'.repeat(5_000)}.${signature}`],
  ])('a bad token → 401 with no content: %s', async (_name, token) => {
    const { result, res } = await servePreview(ROUTES.article, { articleId: draft.id }, { token: token() });
    expect(res.statusCode).toBe(401);
    expect(res.headers).toMatchObject(PRIVATE);
    expect(errorPageOf(result).statusCode).toBe(401);
    expect(JSON.stringify(result)).not.toContain(draft.card.title);
  });

  it('a refused preview is logged without its token', async () => {
    const token = `${expires}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await servePreview(ROUTES.article, { articleId: draft.id }, { token });
    const denied = logs.lines().filter((line) => line.event === 'preview-denied');
    expect(denied).toEqual([expect.objectContaining({ level: 'warn', path, reason: 'invalid' })]);
    expect(JSON.stringify(logs.lines())).not.toContain(signature.slice(1));
  });

  it.each([
    ['without the trailing slash', `/preview/article/${draft.id}`],
    ['with it', `/preview/article/${draft.id}/`],
  ])('the signed path is normalised: a token for the path %s opens the requested URL', async (_name, signedPath) => {
    for (const resolvedPath of [`/preview/article/${draft.id}`, `/preview/article/${draft.id}/`]) {
      const { res } = await servePreview(ROUTES.article, { articleId: draft.id }, { token: tokenFor(signedPath), resolvedPath });
      expect(res.statusCode).toBe(200);
    }
  });

  it('one token opens every body page of its preview (?page= is not signed)', async () => {
    const { result } = await servePreview(ROUTES.article, { articleId: draft.id }, { query: { page: '2' } });
    const props = pagePropsOf<PreviewArticlePageProps>(result);
    expect(props.articleDetailData.currentPage).toBe(2);
    expect(props.pageMeta.queryValues.page).toBe('2');
  });

  it('previews are off without PREVIEW_SECRET: 404 for every route, whatever the token', async () => {
    const now = new Date();
    const off = { article: createPreviewArticlePageData(() => undefined), special: createPreviewSpecialPageData(() => undefined) };
    for (const [, routePath, params] of CASES) {
      const requestPath = fillRoutePattern(routePath, params);
      const context: PageDataContext = previewContext(routePath, params, tokenFor(requestPath, now), requestPath, now);
      const pageData = routePath.startsWith('/preview/article/') ? off.article : off.special;
      expect(await pageData(context)).toEqual({ kind: 'notFound' });
    }
  });

  it('an empty PREVIEW_SECRET also turns previews off', async () => {
    const now = new Date();
    const requestPath = `/preview/article/${draft.id}/`;
    const context: PageDataContext = previewContext(ROUTES.article, { articleId: draft.id }, tokenFor(requestPath, now), requestPath, now);
    expect(await createPreviewArticlePageData(() => '')(context)).toEqual({ kind: 'notFound' });
  });
});

describe('preview content (spec §2: unpublished content from the content API)', () => {
  it('an unpublished article is a 404 on the public article and special pages, and visible only through a preview', async () => {
    const publicArticle = await runPageData({
      routePath: '/article/[publicationDate]/[articleId]/',
      params: { publicationDate: draft.yearMonth, articleId: draft.id },
      query: {},
      fetchSource: makeFetchSource(),
    });
    expect(publicArticle).toEqual({ kind: 'notFound' });
    const publicSpecial = await runPageData({
      routePath: '/special/[matomeDirectoryName]/[articleId]/',
      params: { matomeDirectoryName: draftDirectory, articleId: draft.id },
      query: {},
      fetchSource: makeFetchSource(),
    });
    expect(publicSpecial).toEqual({ kind: 'notFound' });

    const { result } = await servePreview(ROUTES.article, { articleId: draft.id });
    expect(pagePropsOf<PreviewArticlePageProps>(result).articleDetailData.title).toBe(draft.card.title);
  });

  it('the preview says when the article will be published and where readers will find it', async () => {
    const now = dataNow();
    const requestPath = `/preview/article/${draft.id}/`;
    const result = await createPreviewArticlePageData(() => SECRET)(previewContext(ROUTES.article, { articleId: draft.id }, tokenFor(requestPath, now, 72), requestPath, now));
    if (result.kind !== 'props') throw new Error('expected props');
    expect(result.props.preview).toEqual({
      path: requestPath,
      token: expect.any(String),
      expiresAt: new Date(Math.floor((now.getTime() + 72 * HOUR_MS) / 1000) * 1000).toISOString(),
      version: null,
      publicPath: `/article/${draft.yearMonth}/${draft.id}/`,
      isScheduled: true,
      redirectUrl: null,
    });
    expect(result.props.articleDetailData.publicationDate).toBe(draft.yearMonth);
    expect(result.props.breadcrumbPropsData.title).toBe(draft.card.title);
  });

  it.each([1, 2, SAVED_VERSION_COUNT])('saved version %i shows that version (title 「（第N版）」)', async (version) => {
    const { result } = await servePreview(ROUTES.articleVersion, { articleId: published.record.id, version: String(version) });
    const props = pagePropsOf<PreviewArticlePageProps>(result);
    expect(props.articleDetailData.title).toBe(`${published.detail.title}（第${version}版）`);
    expect(props.preview.version).toBe(String(version));
  });

  it.each<[string, string, RouteParams]>([
    ['article id not digits', ROUTES.article, { articleId: 'abc' }],
    ['article id too long', ROUTES.article, { articleId: '1234567890123' }],
    ['unknown article', ROUTES.article, { articleId: '987654321' }],
    ['version 0', ROUTES.articleVersion, { articleId: draft.id, version: '0' }],
    ['version with a leading zero', ROUTES.articleVersion, { articleId: draft.id, version: '01' }],
    ['version not digits', ROUTES.articleVersion, { articleId: draft.id, version: 'abc' }],
    ['version not saved', ROUTES.articleVersion, { articleId: draft.id, version: String(SAVED_VERSION_COUNT + 1) }],
    ['huge version', ROUTES.articleVersion, { articleId: draft.id, version: '999999999999' }],
    ['directory in capitals', ROUTES.special, { matomeDirectoryName: 'TGS2026' }],
    ['directory with an underscore', ROUTES.special, { matomeDirectoryName: 'tgs_2026' }],
    ['unknown directory', ROUTES.special, { matomeDirectoryName: 'no-such-collection' }],
    ['article outside the collection', ROUTES.specialArticle, { matomeDirectoryName: draftDirectory, articleId: drafts.all[1]!.id }],
    ['special article id not digits', ROUTES.specialArticle, { matomeDirectoryName: draftDirectory, articleId: '12a' }],
    ['special version -1', ROUTES.specialVersion, { matomeDirectoryName: draftDirectory, articleId: draft.id, version: '-1' }],
  ])('a malformed or unknown preview is a 404 even with a valid token: %s', async (_name, routePath, params) => {
    const { result, res } = await servePreview(routePath, params);
    expect(result).toEqual({ notFound: true });
    expect(res.headers).toMatchObject(PRIVATE);
  });

  it('the collection preview lists the collection’s other articles, linking inside it', async () => {
    const { result } = await servePreview(ROUTES.specialArticle, { matomeDirectoryName: draftDirectory, articleId: draft.id });
    const props = pagePropsOf<PreviewSpecialPageProps>(result);
    expect(props.collection).toEqual({ directoryName: draftDirectory, title: collection.detail.title, isPr: collection.detail.isPr });
    expect(props.breadcrumbPropsData.level1Item).toEqual({ path: `/special/${draftDirectory}/`, code: draftDirectory, nameJa: collection.detail.title });
    expect(props.collectionArticles.length).toBe(Math.min(COLLECTION_RELATED_SIZE, collection.articles.length));
    expect(props.collectionArticles.map((card) => card.id)).not.toContain(draft.id);
    expect(props.preview.publicPath).toBe(`/special/${draftDirectory}/${draft.id}/`);
  });

  it('the page frame reads the PREVIEW ad spaces, and the ad plan has no interstitial (spec §9)', async () => {
    for (const [device, userAgent] of [['PC', 'Mozilla/5.0 (X11; Linux x86_64)'], ['SP', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)']] as const) {
      const props = pagePropsOf<PreviewArticlePageProps>((await servePreview(ROUTES.article, { articleId: draft.id }, { userAgent })).result);
      expect((device === 'PC' ? props.gptPcAdData : props.gptSpAdData)?.pageType).toBe('PREVIEW');
      const plan = buildGptPagePlan({ device, adPageType: props.pageMeta.adPageType, environment: 'dev', adSpace: device === 'PC' ? props.gptPcAdData : props.gptSpAdData, now: new Date() });
      expect(plan?.interstitialAdUnitPath).toBeNull();
    }
  });

  it('the article preview and the collection preview carry the article page’s banners, as the collection’s article page now does (issue 16)', async () => {
    const article = pagePropsOf<PreviewArticlePageProps>((await servePreview(ROUTES.article, { articleId: draft.id })).result);
    const banners = expect.objectContaining({ background: expect.any(Object), superJack: expect.any(Object), icon: expect.any(Object), amazonWidget: expect.any(Array) });
    expect(article.articleBanners).toEqual(banners);
    const special = pagePropsOf<PreviewSpecialPageProps>((await servePreview(ROUTES.specialArticle, { matomeDirectoryName: draftDirectory, articleId: draft.id })).result);
    expect(special.articleBanners).toEqual(banners);
    // The preview's page type (PREVIEW) tags the widget's links with its own tracking id.
    expect(new URL(special.articleBanners.amazonWidget[0]!.amazonUrl).searchParams.get('tag')).toBe(AMAZON_AFFILIATE_TAGS.PREVIEW);
  });

  it('a failing secondary source leaves the preview up', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/common_parts`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
      http.get(`${TEST_API_BASE_URL}/api/ranking/now`, () => new HttpResponse('not json', { status: 200 })),
      http.get(`${TEST_API_BASE_URL}/matome/articles`, () => HttpResponse.json({ error: 'boom' }, { status: 503 })),
      http.get(`${TEST_API_BASE_URL}/matome/detail`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
    );
    const { result, res } = await servePreview(ROUTES.specialArticle, { matomeDirectoryName: draftDirectory, articleId: draft.id });
    const props = pagePropsOf<PreviewSpecialPageProps>(result);
    expect(res.statusCode).toBe(200);
    expect(props.layout.commonParts).toBeNull();
    expect(props.rankingArticles).toEqual([]);
    expect(props.collectionArticles).toEqual([]);
    expect(props.collection.title).toBe('特集');
    expect(props.articleDetailData.title).toBe(draft.card.title);
  });

  it('a failing article source throws an ApiError → the 502 error page, still private', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/article`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    const now = new Date();
    const requestPath = `/preview/article/${draft.id}/`;
    await expect(
      createPreviewArticlePageData(() => SECRET)(previewContext(ROUTES.article, { articleId: draft.id }, tokenFor(requestPath, now), requestPath, now)),
    ).rejects.toBeInstanceOf(ApiError);
    const { result, res } = await servePreview(ROUTES.specialArticle, { matomeDirectoryName: draftDirectory, articleId: draft.id });
    expect(res.statusCode).toBe(502);
    expect(res.headers).toMatchObject(PRIVATE);
    expect(errorPageOf(result).statusCode).toBe(502);
  });
});

describe('previews never share the server cache with public pages (spec §9)', () => {
  it('article sources are not cached', () => {
    expect(SOURCES.articleDetail.ttlMs).toBeNull();
    expect(SOURCES.pathArticleDetail.ttlMs).toBeNull();
  });

  it('a preview request has its own cache and in-flight key, and is never stored', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/article') seen.push(new URL(request.url).search);
    });
    const cache = new ServerCache({ enabled: true, maxEntries: 100, maxBytes: 10_000_000, staleRetentionMs: 600_000 });
    const fetchSource = createSourceFetcher({ http: createHttpClients(parseServerEnv(process.env), parseClientEnv(process.env)), cache });
    const params = { articleId: published.record.id };
    const [publicArticle, preview] = await Promise.all([
      fetchSource('articleDetail', params),
      fetchSource('articleDetail', { ...params, preview: 'true', version: '2' }),
    ]);
    server.events.removeAllListeners('request:start');

    // Two upstream calls: the concurrent public request did not coalesce with the preview one.
    expect(seen.sort()).toEqual([`?articleId=${params.articleId}`, `?articleId=${params.articleId}&preview=true&version=2`]);
    expect(publicArticle.title).toBe(published.detail.title);
    expect(preview.title).toBe(`${published.detail.title}（第2版）`);
    const baseUrl = TEST_API_BASE_URL;
    const publicKey = buildCacheKey(baseUrl, params, '/api/article');
    const previewKey = buildCacheKey(baseUrl, { ...params, preview: 'true', version: '2' }, '/api/article');
    expect(previewKey).not.toBe(publicKey);
    expect(cache.getState(previewKey)).toBe('empty');
    expect(cache.getState(publicKey)).toBe('empty');
  });

  it('without preview=true the content API answers neither drafts nor versions', async () => {
    const fetchSource = makeFetchSource();
    await expect(fetchSource('articleDetail', { articleId: draft.id })).rejects.toMatchObject({ isNotFound: true });
    await expect(fetchSource('articleDetail', { articleId: published.record.id, version: '2' })).rejects.toMatchObject({ isNotFound: true });
    await expect(fetchSource('pathArticleDetail', { path: `/special/${draftDirectory}/${draft.id}/` })).rejects.toMatchObject({ isNotFound: true });
    const lead = await fetchSource('pathArticleDetail', { path: `/special/${draftDirectory}/` });
    expect(lead.title).toBe(collection.articles[0]?.card.title);
  });
});
