/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { handleFeedRequest } from '@/lib/api-handlers/seo-feeds';
import { cachedDocument, createSeoDocumentCache, SEO_STALE_RETENTION_MS, SEO_TTL_MS, answerSeoRequest } from '@/lib/api-handlers/seo-response';
import { handleSitemapRequest } from '@/lib/api-handlers/seo-sitemaps';
import { captureLogs, setupContentApi } from '../../support/content-api';
import { TEST_API_BASE_URL } from '../../setup/test-env';
import { seoDeps } from './seo-test-helpers';

const server = setupContentApi();
const logs = captureLogs();

function manualClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

const articleListCalls = (calls: { name: string }[]) => calls.filter((call) => call.name === 'categoryArticle').length;

describe('in-process cache of rendered documents', () => {
  it('concurrent requests for one URL share one build (one upstream call)', async () => {
    const { deps, calls } = seoDeps();
    const answers = await Promise.all([handleFeedRequest(null, deps), handleFeedRequest(null, deps), handleFeedRequest(null, deps)]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(articleListCalls(calls)).toBe(1);
  });

  it('feeds are rebuilt after 5 minutes, not before', async () => {
    const clock = manualClock();
    const { deps, calls } = seoDeps({ clock: clock.now });
    await handleFeedRequest(null, deps);
    clock.advance(SEO_TTL_MS.feed - 1);
    await handleFeedRequest(null, deps);
    expect(articleListCalls(calls)).toBe(1);
    clock.advance(1);
    await handleFeedRequest(null, deps);
    expect(articleListCalls(calls)).toBe(2);
  });

  it('sitemaps are kept 10 minutes', async () => {
    expect(SEO_TTL_MS.sitemap).toBe(600_000);
    const clock = manualClock();
    const { deps, calls } = seoDeps({ clock: clock.now });
    await handleSitemapRequest('authors.xml', deps);
    clock.advance(SEO_TTL_MS.sitemap - 1);
    await handleSitemapRequest('authors.xml', deps);
    expect(calls.filter((call) => call.name === 'authors')).toHaveLength(1);
  });

  it('each URL has its own document', async () => {
    const { deps } = seoDeps();
    const [all, news] = [await handleFeedRequest(null, deps), await handleFeedRequest('news', deps)];
    expect(all.body).not.toBe(news.body);
    expect(news.body).toContain('/category/news/feed/');
  });

  it('when a rebuild fails, the last good document is served (stale on error) within the retention', async () => {
    const clock = manualClock();
    const { deps } = seoDeps({ clock: clock.now });
    const good = await handleFeedRequest(null, deps);
    server.use(http.get(`${TEST_API_BASE_URL}/api/q/articles`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    clock.advance(SEO_TTL_MS.feed + 1);
    const stale = await handleFeedRequest(null, deps);
    expect(stale).toEqual(good);
    expect(logs.lines().some((line) => line.event === 'seo-stale-served')).toBe(true);
    clock.advance(SEO_STALE_RETENTION_MS);
    expect((await handleFeedRequest(null, deps)).status).toBe(502);
  });

  it('a 404 is never cached', async () => {
    const cache = createSeoDocumentCache();
    const build = jest.fn(async () => null);
    const options = { ttlMs: 60_000, contentType: 'xml' } as const;
    expect((await cachedDocument(cache, '/x', options, build)).status).toBe(404);
    expect((await cachedDocument(cache, '/x', options, build)).status).toBe(404);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('a bug in a builder is a 500, logged', async () => {
    const response = await cachedDocument(createSeoDocumentCache(), '/bug', { ttlMs: 60_000, contentType: 'xml' }, async () => {
      throw new TypeError('oops');
    });
    expect(response.status).toBe(500);
    expect(logs.lines().some((line) => line.event === 'seo-error' && line.message === 'oops')).toBe(true);
  });
});

describe('answerSeoRequest (GET and HEAD only)', () => {
  const document = { status: 200, body: '<a/>', headers: { 'Content-Type': 'application/xml; charset=utf-8' } };

  it.each(['GET', 'HEAD'])('%s gets the handler\'s answer', async (method) => {
    expect(await answerSeoRequest(method, async () => document)).toEqual(document);
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])('%s is a 405 with Allow: GET, HEAD, and the handler is not run', async (method) => {
    const handler = jest.fn();
    const answer = await answerSeoRequest(method, handler);
    expect(answer.status).toBe(405);
    expect(answer.headers.Allow).toBe('GET, HEAD');
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(handler).not.toHaveBeenCalled();
  });
});
