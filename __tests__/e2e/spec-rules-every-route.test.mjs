// Spec rules that hold on every route, read from what `next start` serves (no browser needed):
// §2 the fixed viewport on every non-AMP page and not on AMP (decision 005), §3 the page props'
// adUnitsType, §5 the generic validation messages never in a page or an API answer.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { discoverRoutes } from './support/routes.mjs';
import { startSite } from './support/servers.mjs';

/** Spec §3: the page props' adUnitsType takes one of these five. */
const SPEC_AD_UNITS_TYPES = ['TOP', 'ARTICLE_DETAIL', 'PREVIEW', 'LIST', 'SCHEDULE'];
/** Spec §5: these appear only in the start-up validation's log. */
const GENERIC_MESSAGES = /\bRequired\b|Invalid input/;

const get = (url, init = {}) => fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000), ...init });

function viewportOf(html) {
  const tags = html.match(/<meta[^>]*name="viewport"[^>]*>/g) ?? [];
  return tags.map((tag) => tag.match(/content="([^"]*)"/)?.[1] ?? '');
}

function pagePropsOf(html) {
  const json = html.match(/<script id="__NEXT_DATA__" type="application\/json"[^>]*>([^<]*)<\/script>/)?.[1];
  return json ? JSON.parse(json).props.pageProps : null;
}

describe('spec rules on every route', { timeout: 300_000 }, () => {
  let site;
  let routes;
  let pages;
  let amp;

  before(async () => {
    site = await startSite();
    routes = await discoverRoutes(site.contentApiUrl);
    const articlePath = routes.find((route) => route.pattern === '/article/[publicationDate]/[articleId]/').path;
    const others = [
      { pattern: '404 page', path: '/no-such-page/' },
      { pattern: 'error page', path: '/error/' },
    ];
    pages = [];
    for (const route of [...routes, ...others]) {
      const response = await get(`${site.siteUrl}${route.path}`);
      pages.push({ ...route, status: response.status, html: await response.text() });
    }
    const ampResponse = await get(`${site.siteUrl}${articlePath.replace('/article/', '/article/amp/')}`);
    amp = { status: ampResponse.status, html: await ampResponse.text() };
  });
  after(() => site?.stop());

  it('spec §2: every non-AMP page fixes the viewport (maximum-scale=1, user-scalable=no, viewport-fit=cover); decision 005', () => {
    const wrong = [];
    for (const page of pages) {
      const viewports = viewportOf(page.html);
      const fixed = viewports.length === 1 && ['maximum-scale=1', 'user-scalable=no', 'viewport-fit=cover'].every((part) => viewports[0].split(/,\s*/).includes(part));
      if (page.status >= 300 && page.status < 400) wrong.push(`${page.path}: redirect ${page.status}`);
      else if (!fixed) wrong.push(`${page.path} (${page.status}): ${JSON.stringify(viewports)}`);
    }
    assert.ok(pages.length > routes.length, 'the routes, the 404 and the error page');
    assert.deepEqual(wrong, []);
  });

  it('spec §2: the AMP page does not fix the viewport (no user-scalable, maximum-scale or viewport-fit)', () => {
    assert.equal(amp.status, 200);
    const viewports = viewportOf(amp.html);
    assert.equal(viewports.length, 1, JSON.stringify(viewports));
    assert.match(viewports[0], /width=device-width/);
    assert.doesNotMatch(viewports[0], /user-scalable|maximum-scale|viewport-fit/);
  });

  it('spec §3: adUnitsType is one of TOP, ARTICLE_DETAIL, PREVIEW, LIST, SCHEDULE in every route’s page props', () => {
    const wrong = [];
    for (const page of pages.filter((entry) => routes.some((route) => route.path === entry.path))) {
      const props = pagePropsOf(page.html);
      if (!props) wrong.push(`${page.path}: no page props`);
      else if (!SPEC_AD_UNITS_TYPES.includes(props.adUnitsType)) wrong.push(`${page.path}: ${JSON.stringify(props.adUnitsType)}`);
    }
    assert.deepEqual(wrong, []);
  });

  it('spec §7: /api/ranking and /api/search, the content API\'s generic forms, have no same-origin proxy (decision 043)', async () => {
    for (const path of ['/api/ranking/?type=daily', '/api/search/?keyword=x']) assert.equal((await get(`${site.siteUrl}${path}`)).status, 404, path);
  });

  it('spec §5: bad query params on every page never show "Required" or "Invalid input"', async () => {
    const bad = '?page=abc&q[]=1&type=%3Cscript%3E&month=13&tab=nope&%ZZ=1';
    const paths = [
      ...routes.map((route) => `${route.path.split('?')[0]}${bad}`),
      '/category/news/page/-1/',
      '/category/news/page/abc/',
      '/category/no-such-code/page/1/',
      '/article/abcdef/xyz/',
      '/article/202601/1/?page=zzz',
      '/article/images/202601/1/abc/',
      `/search/?q=${'x'.repeat(500)}&type=nope&page=-1`,
      '/search-history/?q=&page=0',
      '/schedule/ps5/999999/',
      '/schedule/nope/202601/',
      '/game/title/abc/page/1/',
      '/author/abc/page/1/',
      '/special/%00/',
      '/preview/article/1/?token=bad',
    ];
    const leaks = [];
    for (const path of paths) {
      const response = await get(`${site.siteUrl}${path}`);
      const body = await response.text();
      if (response.status >= 500) leaks.push(`${path}: ${response.status}`);
      if (GENERIC_MESSAGES.test(body)) leaks.push(`${path} (${response.status}): ${body.match(GENERIC_MESSAGES)[0]}`);
    }
    assert.deepEqual(leaks, []);
  });

  it('spec §5: bad query params and bad bodies on every API route never answer "Required" or "Invalid input"', async () => {
    const json = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const requests = [
      ['/api/pages/page-props-data/'],
      ['/api/pages/page-props-data/?routePath=/nope/'],
      ['/api/pages/page-props-data/?routePath=/&routePath=/'],
      ['/api/pages/page-props-data/?routePath=/&extra=1'],
      ['/api/pages/page-props-data/?routePath=/article/[publicationDate]/[articleId]/&publicationDate=abc&articleId=xyz'],
      ['/api/pages/page-props-data/?routePath=/article/[publicationDate]/[articleId]/&publicationDate=202601'],
      ['/api/pages/page-props-data/?routePath=/category/[categoryCode]/page/[pageNumber]/&categoryCode=news&pageNumber=-5'],
      ['/api/search/suggest/'],
      ['/api/search/suggest/?q='],
      [`/api/search/suggest/?q=${'x'.repeat(500)}`],
      ['/api/search/suggest/?q=a&q=b'],
      ['/api/search/suggest/?q=a&type=1'],
      ['/api/advertising-campaign/?bogus=1'],
      ['/api/advertising-campaign/?a=1&a=2'],
      ['/api/matome/articles/'],
      ['/api/matome/articles/?directoryName=!!!&page=abc&limit=-1'],
      ['/api/matome/category-articles/?directoryName=x'],
      ['/api/pickup-title/?limit=abc'],
      ['/api/ad-space-pc-site/?pageType=NOPE'],
      ['/api/weekly-playnote-part/?page=1'],
      ['/api/ranking/'],
      ['/api/search/'],
      ['/api/no-such-source/?x=1'],
      ['/api/advertising-campaign/', { method: 'POST', body: '{}' }],
      ['/api/logging/'],
      ['/api/logging/', json('{}')],
      ['/api/logging/', json('not json')],
      ['/api/logging/', json('{"type":"error","message":1}')],
      ['/api/logging/', json('[]')],
      ['/api/logging/', { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body: '{"csp-report":{}}' }],
      ['/api/logging/', { method: 'POST', headers: { 'content-type': 'application/reports+json' }, body: '[{"type":"csp-violation"}]' }],
      ['/api/logging/', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }],
      ['/api/health/?x=1'],
      ['/api/ready/?x=1'],
      ['/api/metrics/?x=1'],
    ];
    const leaks = [];
    const statuses = new Set();
    for (const [path, init] of requests) {
      const response = await get(`${site.siteUrl}${path}`, init);
      const body = await response.text();
      statuses.add(response.status);
      if (response.status >= 500) leaks.push(`${init?.method ?? 'GET'} ${path}: ${response.status}`);
      if (GENERIC_MESSAGES.test(body)) leaks.push(`${init?.method ?? 'GET'} ${path} (${response.status}): ${body.slice(0, 200)}`);
    }
    assert.deepEqual(leaks, []);
    assert.ok(statuses.has(400) && statuses.has(404), `the bad requests were refused: ${[...statuses]}`);
  });
});
