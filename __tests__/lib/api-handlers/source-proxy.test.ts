/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { PROXY_SOURCES, SOURCES } from '@/api-clients/sources';
import { handleSourceProxyRequest } from '@/lib/api-handlers/source-proxy';
import { captureLogs, makeFetchSource, setupContentApi } from '../../support/content-api';
import { TEST_API_BASE_URL } from '../../setup/test-env';

const server = setupContentApi();
captureLogs();

/** Valid params for each proxied source. */
const SAMPLE_PARAMS: Record<string, Record<string, string>> = {
  ampAdspace: { pageType: 'ARTICLE_DETAIL' },
  pcAdSpace: { pageType: 'TOP' },
  spAdSpace: { pageType: 'LIST' },
  matomeArticles: { directoryName: 'PLACEHOLDER' },
  matomeCategoryArticles: { directoryName: 'PLACEHOLDER', categoryId: 'PLACEHOLDER' },
  matomeDetail: { directoryName: 'PLACEHOLDER' },
  matomeRelatedArticles: { directoryName: 'PLACEHOLDER', articleId: 'PLACEHOLDER' },
};

describe('same-origin proxies under /api (spec §7)', () => {
  let directoryName = '';
  let categoryId = '';
  let articleId = '';

  beforeAll(async () => {
    const directories = (await handleSourceProxyRequest('/api/matome/directories', {}, makeFetchSource())).body as {
      data: { directoryName: string }[];
    };
    directoryName = directories.data[0]?.directoryName ?? '';
    const detail = (await handleSourceProxyRequest('/api/matome/detail', { directoryName }, makeFetchSource())).body as {
      categories: { categoryId: string }[];
    };
    categoryId = detail.categories[0]?.categoryId ?? '';
    const articles = (await handleSourceProxyRequest('/api/matome/articles', { directoryName }, makeFetchSource())).body as {
      data: { id: string }[];
    };
    articleId = articles.data[0]?.id ?? '';
  });

  function paramsFor(name: string): Record<string, string> {
    const sample = SAMPLE_PARAMS[name] ?? {};
    const fill = { directoryName, categoryId, articleId } as Record<string, string>;
    return Object.fromEntries(Object.entries(sample).map(([key, value]) => [key, value === 'PLACEHOLDER' ? (fill[key] ?? '') : value]));
  }

  it.each([...PROXY_SOURCES.entries()])('%s serves %s, validated by its contract', async (proxyPath, name) => {
    const answer = await handleSourceProxyRequest(proxyPath, paramsFor(name), makeFetchSource());
    expect(answer.status).toBe(200);
    expect(SOURCES[name].response.safeParse(answer.body).success).toBe(true);
  });

  it.each([
    ['a non-proxied source path', '/api/api/article'],
    ['the article path itself', '/api/article'],
    ['the history API', '/api/com_articles/_search'],
    ['path traversal', '/api/../api/article'],
    ['an absolute URL', '/api/http://evil.test/'],
    ['an unknown path', '/api/nothing-here'],
  ])('%s is a 404', async (_name, path) => {
    const answer = await handleSourceProxyRequest(path, {}, makeFetchSource());
    expect(answer.status).toBe(404);
  });

  it.each([
    ['an unknown parameter', '/api/advertising-campaign', { url: 'http://evil.test/' }],
    ['a bad enum value', '/api/ad-space-pc-site', { pageType: 'ADMIN' }],
    ['a missing required parameter', '/api/ad-space-pc-site', {}],
    ['an array where a string is expected', '/api/ad-space-pc-site', { pageType: ['TOP', 'LIST'] }],
  ])('%s is a 400', async (_name, path, query) => {
    const answer = await handleSourceProxyRequest(path, query, makeFetchSource());
    expect(answer.status).toBe(400);
  });

  it('an upstream failure is a clean JSON error', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/advertising-campaign`, () => HttpResponse.json({ stack: 'at internal' }, { status: 500 })));
    const answer = await handleSourceProxyRequest('/api/advertising-campaign', {}, makeFetchSource());
    expect(answer.status).toBe(502);
    expect(JSON.stringify(answer.body)).not.toContain('internal');
  });
});
