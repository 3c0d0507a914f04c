// Fault matrix against the running site (issue 7). A proxy between the site and the bundled content
// API (support/fault-proxy.mjs) hangs past the timeout, answers 500/502/503, malformed JSON, JSON
// outside the contract, or stops listening; the site must keep cached pages up from their stale
// entries (spec §7, decision 003), pages read before from their sources' last good copies
// (decision 040, X-Upstream-Fallback), answer pages never read with the Japanese error page and
// 502/504 within the timeout (spec §8, decision 004), drop secondary blocks, answer the /api proxies and the
// page-props endpoint with clean JSON errors, log each failed call once as the spec's API error
// record (spec §3), and never crash. The cache TTLs (60 s to 30 min, spec §9) are made to elapse by
// moving the site's Date.now forward (support/clock-offset.mjs); nothing in the site is test-only.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startFaultProxy } from './support/fault-proxy.mjs';
import { startContentApi, startLoggedSite } from './support/logged-site.mjs';
import { discoverRoutes } from './support/routes.mjs';

const TIMEOUT_MS = 2_000;
/** Rendering and loopback overhead allowed on top of the timeout (2 shared cores). */
const MARGIN_MS = 1_500;
/** Past the longest source TTL (30 min, spec §9) and within the stale retention set below. */
const STALE_JUMP_MS = 31 * 60_000;
const SITE_ENV = {
  NEXT_PUBLIC_API_REQUEST_TIMEOUT: String(TIMEOUT_MS),
  // An operator's setting (0-3600000, spec §5): keep expired entries an hour for stale-on-error.
  MEMORY_CACHE_TTL: '3600000',
  // The render cache of whole pages off, so every probe renders from the data caches under test.
  RENDER_CACHE_TTL_MS: '0',
};
const API_ERROR_FIELDS = ['name', 'code', 'url', 'status', 'statusText', 'data', 'requestHeader', 'responseHeader', 'method', 'endpoint', 'params', 'log'];
const CREDENTIALS = ['demo-password', Buffer.from('playnote:demo-password').toString('base64')];
const STACK_TRACE = /\n\s+at [^\n]*[(/]|node_modules|\.next\/server/;

/** Pages whose every source is cached (rankings; spec §9): they must outlive the content API. */
const CACHED_PAGES = ['/ranking/amazon/', '/ranking/amazon/comic/', '/ranking/game-sales/', '/ranking/game-sales/last-week/', '/ranking/article/'];
/** What a cached page shows, from its __NEXT_DATA__: the ranking rows (time-of-request fields left out). */
const rankingRows = (html) => {
  const data = JSON.parse(/<script id="__NEXT_DATA__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)[1]);
  const { items, panels } = data.props.pageProps;
  return JSON.stringify(items ?? panels);
};

/** The client refresh of a cached page (spec §7 pageProps). */
const RANKING_PROPS = `/api/pages/page-props-data/?routePath=${encodeURIComponent('/ranking/game-sales/')}`;

const FAULTS = [
  { name: 'hang past the timeout', kind: 'hang', pageStatus: 504, code: 'ECONNABORTED', logStatus: 504 },
  { name: 'upstream 500', kind: 'status', status: 500, pageStatus: 502, code: 'ERR_BAD_RESPONSE', logStatus: 500 },
  { name: 'upstream 502', kind: 'status', status: 502, pageStatus: 502, code: 'ERR_BAD_RESPONSE', logStatus: 502 },
  { name: 'upstream 503', kind: 'status', status: 503, pageStatus: 502, code: 'ERR_BAD_RESPONSE', logStatus: 503 },
  { name: 'malformed JSON', kind: 'malformed', pageStatus: 502, code: 'ERR_MALFORMED_JSON', logStatus: 502 },
  { name: 'a 200 outside the zod contract', kind: 'off-contract', pageStatus: 502, code: 'ERR_SCHEMA_MISMATCH', logStatus: 502 },
  // A kept-alive socket the proxy closed a moment ago may still be picked for a request: reset, not refused.
  { name: 'connection refused (not listening)', kind: 'refuse', pageStatus: 502, code: ['ECONNREFUSED', 'ECONNRESET'], logStatus: -1 },
];

let api;
let proxy;
let site;
let redirectSite;
let productionSite;
let routes;
let clockDir;

async function get(target, pagePath) {
  const started = performance.now();
  const response = await fetch(`${target.url}${pagePath}`, { redirect: 'manual', signal: AbortSignal.timeout(20_000) });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, ms: performance.now() - started };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the failed calls' log lines are all written, then a little longer to catch doubles. */
async function apiErrorsSince(target, fromLine, expected) {
  const deadline = Date.now() + 5_000;
  while (target.events('api-error', fromLine).length < expected && Date.now() < deadline) await sleep(50);
  await sleep(200);
  return target.events('api-error', fromLine);
}

async function assertSiteUp(target) {
  assert.ok(target.alive(), 'the site process is still running');
  assert.equal((await get(target, '/api/health/')).status, 200);
  const lines = target.lines.slice(target.readyLine);
  assert.deepEqual(lines.filter((line) => !line.json).map((line) => line.text), [], 'every line after start-up is a JSON log line (no crash trace)');
  assert.deepEqual(target.events('page-error', target.readyLine), [], 'no failure was our own bug (500)');
  assert.ok(!CREDENTIALS.some((secret) => lines.some((line) => line.text.includes(secret))), 'no credentials in the logs');
}

function assertCleanJsonError(answer, status) {
  assert.equal(answer.status, status);
  assert.match(answer.headers.get('content-type') ?? '', /^application\/json/);
  assert.deepEqual(Object.keys(JSON.parse(answer.body)).sort(), ['error', 'message']);
  assert.doesNotMatch(answer.body, STACK_TRACE);
  assert.ok(!answer.body.includes(new URL(proxy.url).host) && !answer.body.includes('127.0.0.1'), 'no upstream address');
  assert.ok(!CREDENTIALS.some((secret) => answer.body.includes(secret)), 'no credentials');
}

/** The article title (or the first field) of a page-props answer, to compare two answers' content. */
function pagePropsTitle(body) {
  const data = JSON.parse(body);
  return JSON.stringify(data.articleDetailData?.title ?? data.data?.[0] ?? Object.keys(data));
}

/** The page's <h1> text: what a reader sees it is. */
const headlineOf = (html) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, '');

/** A page read before, built from last good copies: 200, the same headline, marked, briefly cacheable. */
function assertPageFromLastGoodCopies(answer, before, label) {
  assert.equal(answer.status, 200, label);
  assert.equal(headlineOf(answer.body), headlineOf(before.body), `${label} shows what it showed before`);
  assert.match(answer.headers.get('x-upstream-fallback') ?? '', /last-good/, `${label} says it was built from copies`);
  assert.match(answer.headers.get('cache-control') ?? '', /^public, max-age=0, s-maxage=10, stale-if-error=\d+$/, `${label}: a CDN keeps it 10 s at most`);
}

function assertJapaneseErrorPage(answer, status) {
  assert.equal(answer.status, status);
  assert.match(answer.body, /ページを表示できませんでした/);
  assert.match(answer.body, new RegExp(`エラーコード：(<!-- -->)?${status}`));
  assert.equal(answer.headers.get('cache-control'), 'no-store');
}

before(async () => {
  clockDir = mkdtempSync(path.join(os.tmpdir(), 'playnote-faults-'));
  api = await startContentApi();
  proxy = await startFaultProxy({ upstreamUrl: api.url });
  const start = (name, env) => startLoggedSite({ apiUrl: proxy.url, clockFile: path.join(clockDir, name), env: { ...SITE_ENV, ...env } });
  const started = await Promise.allSettled([
    // The main site shows debug details on its error pages (dev): that switch is proved here.
    start('main', { NEXT_PUBLIC_ENV: 'dev', NEXT_PUBLIC_DEBUG_ON_ERROR_PAGE: 'true', NEXT_PUBLIC_REDIRECT_ERROR_PAGE_ON_API_ERROR: 'false' }),
    start('redirect', { NEXT_PUBLIC_ENV: 'dev', NEXT_PUBLIC_DEBUG_ON_ERROR_PAGE: 'true', NEXT_PUBLIC_REDIRECT_ERROR_PAGE_ON_API_ERROR: 'true' }),
    start('production', { NEXT_PUBLIC_ENV: 'prd', NEXT_PUBLIC_DEBUG_ON_ERROR_PAGE: 'true', NEXT_PUBLIC_REDIRECT_ERROR_PAGE_ON_API_ERROR: 'true' }),
  ]);
  [site, redirectSite, productionSite] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  routes = await discoverRoutes(api.url);
});

after(async () => {
  await Promise.all([site, redirectSite, productionSite].map((target) => target?.stop()));
  await proxy?.stop();
  await api?.stop();
  if (clockDir) rmSync(clockDir, { recursive: true, force: true });
});

const pathOf = (pattern) => routes.find((route) => route.pattern === pattern).path;

describe('faults of the content API (issue 7)', () => {
  it('secondary blocks (rail ranking, schedule, feature banners) drop out and the page stays 200 (spec §7, STYLE 3)', async () => {
    const article = pathOf('/article/[publicationDate]/[articleId]/');
    const fromLine = site.lines.length;
    const failedBefore = proxy.failedCount;
    // Cold cache: nothing stale to fall back on, so the blocks must go.
    await proxy.setFault('status', { status: 500, paths: ['/api/ranking/now', '/api/schedule', '/feature-banner'] });
    const [top, articlePage] = [await get(site, '/'), await get(site, article)];
    assert.equal(top.status, 200);
    assert.equal(articlePage.status, 200);
    assert.doesNotMatch(top.body, /今月の発売予定|おすすめ特集/);
    assert.doesNotMatch(articlePage.body, /アクセスランキング/);
    const failed = proxy.failed.slice(failedBefore);
    const errors = await apiErrorsSince(site, fromLine, failed.length);
    assert.ok(failed.length >= 3);
    assert.deepEqual(errors.map((record) => record.endpoint).sort(), failed.map((call) => call.path).sort(), 'one api-error line per failed call');

    await proxy.setFault('pass');
    const healthyTop = (await get(site, '/')).body;
    assert.match(healthyTop, /今月の発売予定/);
    assert.match(healthyTop, /おすすめ特集/);
    assert.match((await get(site, article)).body, /アクセスランキング/);
    await assertSiteUp(site);
  });

  /** Failed calls per fault for the same requests made one at a time; equal for every fault. */
  let sequentialCalls = null;

  const articleProps = (publicationDate, articleId) =>
    `/api/pages/page-props-data/?routePath=${encodeURIComponent('/article/[publicationDate]/[articleId]/')}&publicationDate=${publicationDate}&articleId=${articleId}`;

  for (const [faultIndex, fault] of FAULTS.entries()) {
    it(`${fault.name}: cached pages 200 from stale entries, pages read before 200 from last good copies, pages never read ${fault.pageStatus} in Japanese within the timeout, clean JSON from /api, one log line per failed call`, async () => {
      const article = pathOf('/article/[publicationDate]/[articleId]/');
      const author = pathOf('/author/[authorId]/page/[pageNumber]/');
      const [publicationDate, articleId] = article.split('/').slice(2, 4);
      // Addresses no reader asked for before this fault (one per fault): nothing kept can stand in.
      const neverReadId = String(9_900_000 + faultIndex);
      const neverReadArticle = `/article/${publicationDate}/${neverReadId}/`;
      const readBefore = [article, '/archive-history/', author, '/'];
      const readBeforeJson = ['/api/matome/directories/', articleProps(publicationDate, articleId)];

      // Warm every cached source, then let every TTL lapse: a refresh is due on the next request.
      // (The 5-second HTTP cache of page-props must lapse first, or its warm-up would not reach the sources.)
      await proxy.setFault('pass');
      await site.advanceClock(10_000);
      const warm = await Promise.all(CACHED_PAGES.map((page) => get(site, page)));
      assert.deepEqual(warm.map((answer) => answer.status), CACHED_PAGES.map(() => 200));
      // The author page's master (cached) goes stale too; its list is not cached.
      assert.equal((await get(site, author)).status, 200);
      const warmBanners = await get(site, '/api/feature-banner/');
      assert.equal(warmBanners.status, 200);
      assert.equal((await get(site, RANKING_PROPS)).status, 200);
      // Readers read these while the API answered: each source's last good copy is kept (decision 040).
      const warmPages = new Map();
      for (const page of [...readBefore, ...readBeforeJson]) {
        const answer = await get(site, page);
        assert.equal(answer.status, 200, `${page} while the API answers`);
        assert.equal(answer.headers.get('x-upstream-fallback'), null, `${page} is not a fallback while the API answers`);
        warmPages.set(page, answer);
      }
      await site.advanceClock(STALE_JUMP_MS);

      const fromLine = site.lines.length;
      const failedBefore = proxy.failedCount;
      await proxy.setFault(fault.kind, { status: fault.status });
      const probes = [
        ...CACHED_PAGES.map((page) => ['cached', page]),
        ['cached-json', '/api/feature-banner/'],
        ['cached-json', RANKING_PROPS],
        ...readBefore.map((page) => ['page-read', page]),
        ...readBeforeJson.map((page) => ['json-read', page]),
        ['page', neverReadArticle],
        ['json', `/api/matome/articles/?directoryName=never-read-${faultIndex}`],
        ['json', articleProps(publicationDate, neverReadId)],
      ];
      // A hanging upstream is probed all at once (each probe waits the timeout); the others one by
      // one, so no call is shared between probes and the count of failed calls is the same for each.
      const answers = [];
      if (fault.kind === 'hang') {
        answers.push(...(await Promise.all(probes.map(([, target]) => get(site, target)))));
      } else {
        for (const [, target] of probes) {
          answers.push(await get(site, target));
          while (proxy.openCount > 0) await sleep(10);
          await sleep(20);
        }
      }

      probes.forEach(([kind, target], index) => {
        const answer = answers[index];
        const label = `${fault.name}: ${target}`;
        assert.ok(answer.ms < TIMEOUT_MS + MARGIN_MS, `${label} answered in ${Math.round(answer.ms)} ms`);
        if (fault.kind === 'hang' && kind !== 'cached' && kind !== 'cached-json') assert.ok(answer.ms >= TIMEOUT_MS - 100, `${label} waited for the timeout`);
        if (kind === 'cached') {
          assert.equal(answer.status, 200, label);
          assert.equal(rankingRows(answer.body), rankingRows(warm[CACHED_PAGES.indexOf(target)].body), `${label} shows the cached rows`);
        } else if (kind === 'cached-json') {
          assert.equal(answer.status, 200, label);
          if (target === '/api/feature-banner/') assert.equal(answer.body, warmBanners.body, label);
        } else if (kind === 'page-read') {
          assertPageFromLastGoodCopies(answer, warmPages.get(target), label);
        } else if (kind === 'json-read') {
          assert.equal(answer.status, 200, label);
          assert.match(answer.headers.get('x-upstream-fallback') ?? '', /last-good/, label);
          assert.equal(pagePropsTitle(answer.body), pagePropsTitle(warmPages.get(target).body), `${label} shows what it showed before`);
        } else if (kind === 'page') {
          assertJapaneseErrorPage(answer, fault.pageStatus);
        } else {
          assertCleanJsonError(answer, fault.pageStatus);
        }
      });
      // The debug switch (dev) shows what failed; decision 004.
      const debug = /data-testid="error-debug">([\s\S]*?)<\/pre>/.exec(answers[probes.findIndex(([, target]) => target === neverReadArticle)].body);
      assert.ok(debug, 'debug details on the error page');
      assert.match(debug[1], /&quot;endpoint&quot;: &quot;\/api\/article&quot;/);

      const failed = proxy.failed.slice(failedBefore);
      let expectedCalls = failed.length;
      if (fault.kind === 'refuse') {
        // A refused connection never reaches the proxy: the same requests failed this many calls before.
        assert.equal(failed.length, 0);
        expectedCalls = sequentialCalls;
      } else if (fault.kind !== 'hang') {
        sequentialCalls ??= failed.length;
        assert.equal(failed.length, sequentialCalls, 'the same requests fail the same calls under every fault');
      }
      // Behind a hanging API a page's later calls have no time left: not sent (ERR_PAGE_DEADLINE,
      // decision 040's shared deadline), so the proxy never sees them; each still has its line.
      const logged = await apiErrorsSince(site, fromLine, expectedCalls);
      const skipped = logged.filter((record) => record.code === 'ERR_PAGE_DEADLINE');
      if (fault.kind !== 'hang') assert.deepEqual(skipped, [], 'only a hanging API spends a page\'s time');
      for (const record of skipped) assert.equal(record.status, 504);
      const errors = logged.filter((record) => record.code !== 'ERR_PAGE_DEADLINE');
      assert.ok(expectedCalls > 0);
      assert.equal(errors.length, expectedCalls, `one api-error line per failed upstream call (${errors.length} lines, ${expectedCalls} calls)`);
      if (fault.kind !== 'refuse') assert.deepEqual(errors.map((record) => record.endpoint).sort(), failed.map((call) => call.path).sort());
      for (const record of errors) {
        assert.deepEqual(API_ERROR_FIELDS.filter((field) => !(field in record)), [], 'the spec §3 record');
        assert.equal(record.name, 'ApiError');
        assert.ok([fault.code].flat().includes(record.code), `${record.code} for ${fault.name}`);
        assert.equal(record.status, fault.logStatus);
        assert.equal(record.method, 'GET');
        assert.equal(record.url, `${proxy.url}${record.endpoint}`);
      }
      // Cached pages were answered from stale entries, pages read before from copies, and the log says so.
      assert.ok(site.events('stale-served', fromLine).length > 0);
      assert.ok(site.events('last-good-served', fromLine).length > 0);
      const fallbackPages = site.events('page-from-fallback', fromLine).map((record) => record.path);
      for (const page of readBefore) assert.ok(fallbackPages.includes(page), `a page-from-fallback line for ${page}`);
      if (fault.kind === 'hang') {
        // Right after a refresh failed, the stale entry answers at once while one retry runs behind
        // it (STALE_RETRY_AFTER_MS, decision 003): only the first reader waited for the timeout.
        const again = await get(site, CACHED_PAGES[0]);
        assert.equal(again.status, 200);
        assert.ok(again.ms < TIMEOUT_MS / 2, `the next reader of a cached page waited ${Math.round(again.ms)} ms`);
        // Let the retries behind it time out here, so the next fault counts only its own calls.
        await sleep(TIMEOUT_MS + MARGIN_MS);
      }
      await assertSiteUp(site);
    });
  }

  it('the content API dies in the middle of a load run: zero 5xx for cached pages, the site stays up', async (t) => {
    await proxy.setFault('pass');
    await Promise.all(CACHED_PAGES.map((page) => get(site, page)));
    const statuses = new Map();
    const latencies = [];
    const runMs = 6_000;
    const started = Date.now();
    let turn = 0;
    const client = async () => {
      while (Date.now() - started < runMs) {
        const answer = await get(site, CACHED_PAGES[(turn += 1) % CACHED_PAGES.length]);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        latencies.push(answer.ms);
      }
    };
    // Halfway: the port closes, and (as after a long outage) every cached entry is past its TTL.
    const outage = sleep(runMs / 2).then(async () => {
      await proxy.setFault('refuse');
      await site.advanceClock(STALE_JUMP_MS);
    });
    const fromLine = site.lines.length;
    await Promise.all([outage, ...Array.from({ length: 8 }, client)]);
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.floor(latencies.length * 0.99)];
    t.diagnostic(`load under outage: ${latencies.length} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}, p99 ${Math.round(p99)} ms`);
    assert.deepEqual([...statuses.keys()], [200], 'every cached page answered 200');
    assert.ok(site.events('stale-served', fromLine).length > 0, 'stale entries carried the pages after the outage began');
    await assertSiteUp(site);
    await proxy.setFault('pass');
  });

  // Next bundles pages and API routes into two runtimes (.next/server/chunks/ssr and .next/server/chunks);
  // a fetcher kept in a module variable would give a process two ServerCaches (twice the upstream
  // calls, and no stale entry for the refresh of a page only SSR warmed). api-clients/content-api.ts
  // keeps it on globalThis, and isApiError recognises errors of either runtime's ApiError class.
  it('the client refresh (page-props) reads the source cache the pages filled: one cache per process (decision 003)', async () => {
    await proxy.setFault('pass');
    // Past every entry's retention in either cache: both start empty.
    await site.advanceClock(2 * 60 * 60_000);
    assert.equal((await get(site, '/ranking/game-sales/')).status, 200);
    const failedBefore = proxy.failedCount;
    await proxy.setFault('status', { status: 500 });
    const answer = await get(site, RANKING_PROPS);
    await proxy.setFault('pass');
    assert.equal(proxy.failedCount - failedBefore, 0, 'every source the refresh needs was fresh in the cache the page filled');
    assert.equal(answer.status, 200);
  });
});

describe('error switches end to end (spec §8, decision 004)', () => {
  it('NEXT_PUBLIC_REDIRECT_ERROR_PAGE_ON_API_ERROR=true (dev) redirects to /error/?status=502; /api answers stay JSON', async () => {
    await proxy.setFault('status', { status: 500 });
    const article = pathOf('/article/[publicationDate]/[articleId]/');
    const answer = await get(redirectSite, article);
    assert.equal(answer.status, 307);
    assert.equal(answer.headers.get('location'), '/error/?status=502');
    const errorPage = await get(redirectSite, '/error/?status=502');
    assertJapaneseErrorPage(errorPage, 502);
    assert.doesNotMatch(errorPage.body, /error-debug/);
    assertCleanJsonError(await get(redirectSite, '/api/matome/directories/'), 502);
    await assertSiteUp(redirectSite);
  });

  it('NEXT_PUBLIC_ENV=prd forces both switches off: the error page in place, no debug details', async () => {
    await proxy.setFault('status', { status: 500 });
    const answer = await get(productionSite, pathOf('/article/[publicationDate]/[articleId]/'));
    assertJapaneseErrorPage(answer, 502);
    assert.equal(answer.headers.get('location'), null);
    assert.doesNotMatch(answer.body, /error-debug|\/api\/article|ApiError|failed: 500|Internal Server Error/);
    assert.doesNotMatch(answer.body, STACK_TRACE);
    assert.ok(!answer.body.includes(new URL(proxy.url).host), 'no upstream address');
    // Operators still get the record.
    assert.ok(productionSite.events('api-error', productionSite.readyLine).some((record) => record.endpoint === '/api/article'));
    assertCleanJsonError(await get(productionSite, '/api/matome/directories/'), 502);
    await assertSiteUp(productionSite);
    await proxy.setFault('pass');
  });
});
