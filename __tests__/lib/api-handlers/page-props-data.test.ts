/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { createHttpCache } from '@/api-clients/cache/server-cache';
import { handlePagePropsRequest } from '@/lib/api-handlers/page-props-data';
import { handlePageRequest } from '@/lib/page-config/server-side-props';
import { captureLogs, findArticle, makeFetchSource, setupContentApi } from '../../support/content-api';
import { TEST_API_BASE_URL } from '../../setup/test-env';

const server = setupContentApi();
captureLogs();

const { record } = findArticle((candidate, detail) => detail.content.length >= 2 && !candidate.card.redirectUrl);
const articleQuery = { routePath: '/article/[publicationDate]/[articleId]', publicationDate: record.yearMonth, articleId: record.id };

function deps() {
  return { fetchSource: makeFetchSource(), httpCache: createHttpCache() };
}

describe('GET /api/pages/page-props-data (spec §7)', () => {
  it('returns the same props SSR renders, for the same route and params', async () => {
    const answer = await handlePagePropsRequest({ ...articleQuery, page: '2' }, deps());
    expect(answer.status).toBe(200);
    const ssr = await handlePageRequest(
      '/article/[publicationDate]/[articleId]/',
      { params: { publicationDate: record.yearMonth, articleId: record.id }, query: { page: '2' }, res: { setHeader: () => undefined } as never },
      { fetchSource: makeFetchSource(), revalidateSeconds: 60, redirectOnApiError: false, debugOnErrorPage: false },
    );
    // Same props, apart from the moment each was rendered and the A/B/C background pattern,
    // which is chosen by a hash of the current time (spec §5).
    const withoutRenderTime = (props: unknown) =>
      JSON.parse(JSON.stringify(props), (key, value) => (key === 'renderedAt' || key === 'articleBanners' || key === 'backgroundVariant' ? undefined : value));
    expect(withoutRenderTime('props' in ssr && ssr.props)).toEqual(withoutRenderTime(answer.body));
    expect((answer.body as { articleDetailData: { currentPage: number } }).articleDetailData.currentPage).toBe(2);
  });

  it('looks the route up with a trailing slash added (spec §2)', async () => {
    const withSlash = await handlePagePropsRequest({ ...articleQuery, routePath: `${articleQuery.routePath}/` }, deps());
    const withoutSlash = await handlePagePropsRequest(articleQuery, deps());
    expect(withSlash.status).toBe(200);
    const withoutRenderTime = (props: unknown) =>
      JSON.parse(JSON.stringify(props), (key, value) => (key === 'renderedAt' || key === 'articleBanners' || key === 'backgroundVariant' ? undefined : value));
    expect(withoutRenderTime(withoutSlash.body)).toEqual(withoutRenderTime(withSlash.body));
  });

  it('serves the top page', async () => {
    const answer = await handlePagePropsRequest({ routePath: '/' }, deps());
    expect(answer.status).toBe(200);
    expect((answer.body as { adUnitsType: string }).adUnitsType).toBe('TOP');
  });

  it.each([
    ['no routePath', {}],
    ['unknown route', { routePath: '/admin' }],
    ['absolute URL as route', { routePath: 'http://evil.test/' }],
    ['prototype key as route', { routePath: '__proto__' }],
    ['unknown parameter', { ...articleQuery, debug: '1' }],
    ['missing route parameter', { routePath: articleQuery.routePath, publicationDate: record.yearMonth }],
    ['array where a string is expected', { ...articleQuery, articleId: [record.id, '1'] }],
    ['very long value', { ...articleQuery, articleId: '9'.repeat(5_000) }],
  ])('rejects %s with 400 JSON', async (_name, query) => {
    const answer = await handlePagePropsRequest(query, deps());
    expect(answer.status).toBe(400);
    expect(answer.body).toHaveProperty('error');
  });

  it('an unknown article is a 404 JSON', async () => {
    const answer = await handlePagePropsRequest({ ...articleQuery, articleId: '999999999' }, deps());
    expect(answer.status).toBe(404);
  });

  it('an upstream failure is a clean JSON error without internals', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/article`, () => HttpResponse.json({ secret: 'db-host-01' }, { status: 500 })));
    const answer = await handlePagePropsRequest(articleQuery, deps());
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ error: 'upstream_error', message: 'The content service did not answer' });
    expect(JSON.stringify(answer.body)).not.toContain('db-host-01');
  });

  it('the HTTP cache instance serves repeats within 5000 ms and keeps only 200 answers', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      let calls = 0;
      server.use(
        http.get(`${TEST_API_BASE_URL}/api/article`, () => {
          calls += 1;
          return HttpResponse.json({}, { status: 503 });
        }),
      );
      const shared = deps();
      await handlePagePropsRequest(articleQuery, shared);
      await handlePagePropsRequest(articleQuery, shared);
      expect(calls).toBe(2); // failures are not cached

      server.resetHandlers();
      let okCalls = 0;
      server.events.on('request:start', ({ request }) => {
        if (new URL(request.url).pathname === '/api/article') okCalls += 1;
      });
      await handlePagePropsRequest(articleQuery, shared);
      await handlePagePropsRequest(articleQuery, shared);
      expect(okCalls).toBe(1);
      jest.advanceTimersByTime(5_001);
      await handlePagePropsRequest(articleQuery, shared);
      expect(okCalls).toBe(2);
    } finally {
      server.events.removeAllListeners();
      jest.useRealTimers();
    }
  });

  describe('the refresh keeps the device of the page (the request context of SSR, same rule)', () => {
    const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

    it.each([
      ['an iPhone', IPHONE, 'SP', 'gptSpAdData', 'gptPcAdData'],
      ['a desktop browser', DESKTOP, 'PC', 'gptPcAdData', 'gptSpAdData'],
    ])('%s gets its own ad set and not the other device\'s', async (_name, userAgent, device, own, other) => {
      const shared = deps();
      const answer = await handlePagePropsRequest(articleQuery, { ...shared, headers: { 'user-agent': userAgent } });
      expect(answer.status).toBe(200);
      const body = answer.body as Record<string, unknown> & { pageMeta: { adDevice: string } };
      expect(body.pageMeta.adDevice).toBe(device);
      expect(body.isAmp).toBe(false);
      expect(body[own]).not.toBeNull();
      expect(body[other]).toBeNull();
      const ssr = await handlePageRequest(
        '/article/[publicationDate]/[articleId]/',
        { params: { publicationDate: record.yearMonth, articleId: record.id }, query: {}, req: { headers: { 'user-agent': userAgent } }, res: { setHeader: () => undefined } as never },
        { fetchSource: makeFetchSource(), revalidateSeconds: 60, redirectOnApiError: false, debugOnErrorPage: false },
      );
      expect('props' in ssr && (ssr.props as { pageMeta: { adDevice: string } }).pageMeta.adDevice).toBe(device);
    });

    it('answers a phone and a desktop from separate cache entries', async () => {
      const shared = deps();
      const phone = await handlePagePropsRequest(articleQuery, { ...shared, headers: { 'user-agent': IPHONE } });
      const desktop = await handlePagePropsRequest(articleQuery, { ...shared, headers: { 'user-agent': DESKTOP } });
      expect((phone.body as { pageMeta: { adDevice: string } }).pageMeta.adDevice).toBe('SP');
      expect((desktop.body as { pageMeta: { adDevice: string } }).pageMeta.adDevice).toBe('PC');
    });
  });

  it.each([
    ['an editors-only preview', { routePath: '/preview/article/[articleId]', articleId: record.id }],
    ['the AMP twin, which never refreshes', { routePath: '/article/amp/[publicationDate]/[articleId]', publicationDate: record.yearMonth, articleId: record.id }],
  ])('does not serve %s (404)', async (_name, query) => {
    const answer = await handlePagePropsRequest(query, deps());
    expect(answer.status).toBe(404);
  });
});
