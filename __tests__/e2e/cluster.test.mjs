// The load-balanced set-up (docs/deploy.md): two standalone replicas behind nginx with a shared
// Redis, on loopback. What readers and operators would notice: one upstream call per source key
// under a cold burst, no failed request when a replica dies or Redis goes away, the shared cache
// back in use after Redis returns, and the documented Cache-Control of every page type.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { withRuntimeCompress } from '../../scripts/deploy/assemble-standalone.mjs';
import { startCluster } from '../../scripts/deploy/cluster.mjs';
import { nginxBinary, NGINX_TEMPLATE, renderNginxConf } from '../../scripts/deploy/nginx.mjs';
import { callsPerKey, readRequestLog } from '../../scripts/lib/request-log.mjs';
import { runLoad, sumMetric } from './support/cluster-load.mjs';
import { discoverRoutes } from './support/routes.mjs';

const DEPLOY_DOC = new URL('../../docs/deploy.md', import.meta.url);
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ARTICLE_ROUTE = '/article/[publicationDate]/[articleId]/';

/** `| \`type\` | pages | \`Cache-Control\` |` rows of the doc's "Cache-Control per page type" table. */
function documentedCacheControl() {
  const text = readFileSync(DEPLOY_DOC, 'utf8');
  const section = text.slice(text.indexOf('### Cache-Control per page type'));
  const table = {};
  for (const match of section.matchAll(/^\| `([\w-]+)` \|[^|]*\| `([^`]+)` \|$/gm)) table[match[1]] = match[2];
  return table;
}

function jstYearMonth(date) {
  const jst = new Date(date.getTime() + 9 * 3_600_000);
  return `${jst.getUTCFullYear()}${String(jst.getUTCMonth() + 1).padStart(2, '0')}`;
}

async function getJson(url) {
  const response = await fetch(url);
  assert.equal(response.status, 200, url);
  return response.json();
}

/** Article paths of the data set, newest first: [{ path, yearMonth }]. */
async function articles(contentApiUrl, page) {
  const list = await getJson(`${contentApiUrl}/api/q/articles?categoryCode=new-article&page=${page}&limit=20`);
  return list.data.filter((card) => !card.redirectUrl).map((card) => {
    const yearMonth = jstYearMonth(new Date(card.publishedAt));
    return { id: String(card.id), yearMonth, path: `/article/${yearMonth}/${card.id}/` };
  });
}

describe('two replicas behind nginx with a shared Redis (docs/deploy.md)', { timeout: 120_000 }, () => {
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'playnote-cluster-test-'));
  const requestLog = path.join(logDir, 'content-api-requests.log');
  const logLines = () => readRequestLog(requestLog);
  let cluster;

  before(async () => {
    // A 200-request burst can take longer than the default 2 s render window on this shared 2-core
    // machine; a longer window keeps each replica to one render, so what the burst tests is the
    // sharing of concurrent misses across replicas (decision 014), not the window's length.
    const env = { RENDER_CACHE_TTL_MS: '10000' };
    cluster = await startCluster({ replicas: 2, redis: true, requestLog, env, logs: Boolean(process.env.E2E_VERBOSE) });
  });
  after(async () => {
    await cluster?.stop();
    rmSync(logDir, { recursive: true, force: true });
  });

  it('200 concurrent cold requests for one article, spread over both replicas, make one upstream call per source key (spec §7 cache key)', async () => {
    const [article] = await articles(cluster.contentApi.url, 3);
    const before = logLines().length;
    // Straight to the replicas in turn (as nginx without its micro-cache would spread them): what
    // is measured is how replicas share concurrent misses (decision 014); the edge is tested below.
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        fetch(`${cluster.replicas[index % cluster.replicas.length].url}${article.path}`).then(async (response) => ({ status: response.status, renderCache: response.headers.get('x-render-cache'), body: await response.text() })),
      ),
    );
    assert.deepEqual([...new Set(responses.map((response) => response.status))], [200]);
    // Each replica rendered the page once and answered the rest of its share from that render
    // (lib/next-adapters/render-cache-adapter.ts: what Next wrote for the first request is replayed).
    const renders = responses.filter((response) => response.renderCache === 'miss').length;
    assert.ok(renders >= 1 && renders <= cluster.replicas.length, `${renders} renders for ${cluster.replicas.length} replicas`);
    assert.equal(responses.filter((response) => response.renderCache === 'hit').length, 200 - renders);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const calls = callsPerKey(logLines().slice(before));
    assert.ok(calls.size >= 5, `the page needs several sources: ${[...calls.keys()].join(', ')}`);
    assert.ok([...calls.keys()].some((key) => key.includes(article.id)), 'the article itself was fetched');
    const repeated = [...calls].filter(([, count]) => count > 1);
    assert.deepEqual(repeated, [], 'no source key was fetched twice');

    // Both replicas answered part of the burst (each counts its own responses).
    for (const replica of cluster.replicas) {
      const metrics = await (await fetch(`${replica.url}/api/metrics/`)).text();
      const served = sumMetric(metrics, 'playnote_http_requests_total', { route: ARTICLE_ROUTE });
      assert.ok(served > 0, `${replica.name} served ${served} of the 200`);
    }
  });

  it('every page type answers the Cache-Control that docs/deploy.md documents, and Vary names the device class nginx sets', async () => {
    const documented = documentedCacheControl();
    assert.deepEqual(Object.keys(documented).sort(), ['article', 'error', 'list', 'old-article', 'preview', 'realtime-ranking', 'search', 'top']);
    const routes = await discoverRoutes(cluster.contentApi.url);
    const pathOf = (pattern) => routes.find((route) => route.pattern === pattern).path;
    const newest = await articles(cluster.contentApi.url, 1);
    const older = await articles(cluster.contentApi.url, 40);
    const currentMonth = jstYearMonth(new Date());
    const oldArticle = older.find((article) => article.yearMonth < currentMonth);
    const currentArticle = newest.find((article) => article.yearMonth === currentMonth);
    const cases = [
      ['top', '/'],
      ['realtime-ranking', '/ranking/article/'],
      ['realtime-ranking', '/ranking/game-sales/'],
      ['list', pathOf('/category/[categoryCode]/page/[pageNumber]/')],
      ['list', pathOf('/game/title/[gameId]/page/[pageNumber]/')],
      ['list', '/ranking/game-sales/last-week/'],
      ['list', '/schedule/'],
      ['article', pathOf('/special/content/weeklyplaynote/[articleId]/')],
      ['old-article', oldArticle.path],
      ['old-article', `/article/amp/${oldArticle.yearMonth}/${oldArticle.id}/`],
      ['search', pathOf('/search/')],
      ['search', pathOf('/search-history/')],
      // A preview without its signed token: refused, and never shared.
      ['preview', '/preview/article/100001/'],
    ];
    // The data set's newest articles are of its fixed month; they are current only in that month.
    if (currentArticle) cases.push(['article', currentArticle.path]);
    for (const [type, pagePath] of cases) {
      const response = await fetch(`${cluster.url}${pagePath}`, { redirect: 'manual' });
      await response.arrayBuffer();
      assert.equal(response.headers.get('cache-control'), documented[type], `${type} ${pagePath} (${response.status})`);
    }

    const phone = await fetch(`${cluster.url}/category/news/page/1/`, { headers: { 'user-agent': IPHONE } });
    assert.match(await phone.text(), /"adDevice":"SP"/);
    assert.match(phone.headers.get('vary') ?? '', /X-Device-Class/);
    assert.doesNotMatch(phone.headers.get('vary') ?? '', /User-Agent/);
    assert.equal(phone.headers.get('content-encoding'), 'gzip', 'nginx compresses');

    // Reached without the proxy, a replica varies on the User-Agent itself (a page no request through
    // nginx rendered, so the render cache does not replay a proxied answer's headers).
    const directPath = '/category/news/page/3/';
    const direct = await fetch(`${cluster.replicas[0].url}${directPath}`);
    await direct.arrayBuffer();
    assert.match(direct.headers.get('vary') ?? '', /User-Agent/);
    assert.equal(direct.headers.get('content-encoding'), null, 'replicas leave compression to nginx (NEXT_COMPRESS=false)');
    const etag = direct.headers.get('etag');
    assert.ok(etag, 'an ETag');
    const again = await fetch(`${cluster.replicas[0].url}${directPath}`, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304, 'If-None-Match with the current ETag → 304');
  });

  it('Redis stopped during a run: every page still answers 200; after it restarts, a key one replica fetched is served to the other from Redis', async () => {
    const urls = ['/', '/category/news/page/1/', '/ranking/article/', '/schedule/'].map((pagePath) => `${cluster.url}${pagePath}`);
    const run = await runLoad(urls, { concurrency: 6, durationMs: 3_000, at: [{ afterMs: 800, run: () => cluster.stopRedis() }] });
    assert.deepEqual(run.errors, []);
    assert.deepEqual(Object.keys(run.statuses), ['200'], JSON.stringify(run.statuses));

    await cluster.startRedisAgain();
    // Each replica reconnects by itself; /api/ready/ reports Redis per replica.
    for (const replica of cluster.replicas) {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const ready = await (await fetch(`${replica.url}/api/ready/`)).json();
        if (ready.checks?.redis === 'ok') break;
        assert.ok(Date.now() < deadline, `${replica.name} did not reconnect to Redis: ${JSON.stringify(ready)}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }

    // Last week but one's game sales: a key no earlier request asked for (TTL 60 s, spec §9).
    const key = '/api/sales/ranking?weeksAgo=2';
    const [replicaA, replicaB] = cluster.replicas;
    const before = logLines().length;
    assert.equal((await fetch(`${replicaA.url}/ranking/game-sales/before-last/`).then((r) => r.arrayBuffer().then(() => r))).status, 200);
    // The content API writes its request log after it answers: on a busy machine a moment later.
    const fetchedSince = async (from) => {
      const deadline = Date.now() + 2_000;
      for (;;) {
        const count = callsPerKey(logLines().slice(from)).get(key);
        if (count !== undefined || Date.now() > deadline) return count;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    assert.equal(await fetchedSince(before), 1, `${replicaA.name} fetched ${key}`);
    const afterA = logLines().length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal((await fetch(`${replicaB.url}/ranking/game-sales/before-last/`).then((r) => r.arrayBuffer().then(() => r))).status, 200);
    assert.equal(await fetchedSince(afterA), undefined, `${replicaB.name} read ${key} from Redis, not from the API`);
  });

  it('a replica killed (SIGKILL) during a load run: no failed request reaches the client', async () => {
    const [article] = await articles(cluster.contentApi.url, 5);
    const urls = ['/', '/category/news/page/1/', '/category/news/page/2/', article.path, '/ranking/amazon/', '/schedule/'].map((pagePath) => `${cluster.url}${pagePath}`);
    const run = await runLoad(urls, { concurrency: 8, durationMs: 5_000, at: [{ afterMs: 1_500, run: () => cluster.killReplica(0) }] });
    assert.ok(run.sent > 50, `a real load: ${run.sent} requests`);
    assert.deepEqual(run.errors, []);
    assert.deepEqual(Object.keys(run.statuses), ['200'], JSON.stringify(run.statuses));
    assert.notEqual(cluster.replicas[0].child.signalCode, null, 'the replica is dead');
  });
});

describe('the edge micro-cache in front of the replicas (issue 35, decision 041)', { timeout: 120_000 }, () => {
  const CATEGORY_ROUTE = '/category/[categoryCode]/page/[pageNumber]/';
  let cluster;
  // Short page lifetimes (REVALIDATE_SECONDS=2: top s-maxage 1 s, lists 2 s) so copies go stale in the test's time.
  before(async () => {
    cluster = await startCluster({ replicas: 2, redis: false, env: { REVALIDATE_SECONDS: '2' }, logs: Boolean(process.env.E2E_VERBOSE) });
  });
  after(() => cluster?.stop());

  const get = async (pagePath, headers = {}) => {
    const response = await fetch(`${cluster.url}${pagePath}`, { headers, redirect: 'manual', signal: AbortSignal.timeout(20_000) });
    return { status: response.status, headers: response.headers, edge: response.headers.get('x-edge-cache'), body: await response.text() };
  };
  /** Requests the replicas themselves answered for a route, summed over both. */
  const replicaRequests = async (route) => {
    let total = 0;
    for (const replica of cluster.replicas) total += sumMetric(await (await fetch(`${replica.url}/api/metrics/`)).text(), 'playnote_http_requests_total', { route });
    return total;
  };
  const SECURITY = {
    'x-content-type-options': /^nosniff$/,
    'referrer-policy': /^strict-origin-when-cross-origin$/,
    'permissions-policy': /camera=\(\), microphone=\(\).*interest-cohort=\(\)/,
    'x-frame-options': /^SAMEORIGIN$/,
    'content-security-policy': /frame-ancestors 'self'/,
    'strict-transport-security': /^max-age=31536000; includeSubDomains$/,
  };
  const assertSecurityHeaders = (answer, label) => {
    const wrong = Object.entries(SECURITY).filter(([name, pattern]) => !pattern.test(answer.headers.get(name) ?? '')).map(([name]) => `${name}=${answer.headers.get(name)}`);
    assert.deepEqual(wrong, [], `${label} (${answer.status})`);
  };

  it('40 concurrent cold requests for a page make one request to a replica (proxy_cache_lock); the phone copy is its own; HSTS on every answer', async () => {
    const before = await replicaRequests(CATEGORY_ROUTE);
    const burst = await Promise.all(Array.from({ length: 40 }, () => get('/category/news/page/1/')));
    assert.deepEqual([...new Set(burst.map((answer) => answer.status))], [200]);
    assert.equal(burst.filter((answer) => answer.edge === 'MISS').length, 1, JSON.stringify(burst.map((answer) => answer.edge)));
    assert.equal(burst.filter((answer) => answer.edge === 'HIT').length, 39);
    assert.equal((await replicaRequests(CATEGORY_ROUTE)) - before, 1, 'one request reached a replica');
    assertSecurityHeaders(burst[0], 'a cached page');
    const phone = await get('/category/news/page/1/', { 'user-agent': IPHONE });
    assert.equal(phone.edge, 'MISS', 'the SP copy is another entry');
    assert.match(phone.body, /"adDevice":"SP"/);
    assert.match((await get('/category/news/page/1/', { 'user-agent': IPHONE })).body, /"adDevice":"SP"/);
    assert.match((await get('/category/news/page/1/')).body, /"adDevice":"PC"/, 'the PC copy stays the PC page');
    // A header the client sends cannot split the cache (the key holds nginx's own device class).
    assert.equal((await get('/category/news/page/1/', { 'x-device-class': 'sp' })).edge, 'HIT');
  });

  it('searches, previews and private answers (unlisted query keys) always reach a replica', async () => {
    const search = `/search/?q=${encodeURIComponent('ゲーム')}`;
    const before = await replicaRequests('/search/');
    const searches = [await get(search), await get(search)];
    assert.deepEqual(searches.map((answer) => [answer.status, answer.edge]), [[200, 'BYPASS'], [200, 'BYPASS']]);
    assert.equal((await replicaRequests('/search/')) - before, 2);
    const busted = [await get('/ranking/article/?cb=1'), await get('/ranking/article/?cb=1')];
    assert.deepEqual(busted.map((answer) => [answer.status, answer.edge, answer.headers.get('cache-control')]), [[200, 'MISS', 'private, max-age=0'], [200, 'MISS', 'private, max-age=0']]);
    const previews = [await get('/preview/article/100001/'), await get('/preview/article/100001/')];
    assert.deepEqual(previews.map((answer) => answer.edge), ['BYPASS', 'BYPASS']);
  });

  it('with the content API and then every replica stopped, pages read before answer 200 from the edge within their stale-if-error; a page never read gets nginx\'s Japanese 502 with the security headers', async () => {
    const readBefore = ['/', '/ranking/article/', '/category/news/page/2/'];
    for (const pagePath of readBefore) assert.equal((await get(pagePath)).status, 200, pagePath);
    await cluster.contentApi.stop();
    for (const pagePath of readBefore) assert.equal((await get(pagePath)).status, 200, `${pagePath} with the content API down`);
    for (let index = 0; index < cluster.replicas.length; index += 1) await cluster.killReplica(index);
    // Past the top page's s-maxage (1 s) and stale-while-revalidate (1 s): only stale-if-error lets the copy stand in.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const pagePath of readBefore) {
      const answer = await get(pagePath);
      assert.equal(answer.status, 200, `${pagePath} with every replica down`);
      assert.equal(answer.edge, 'STALE', pagePath);
      assertSecurityHeaders(answer, pagePath);
    }
    const neverRead = await get('/category/news/page/9/');
    assert.equal(neverRead.status, 502);
    assert.match(neverRead.body, /ページを表示できませんでした/);
    assert.equal(neverRead.headers.get('cache-control'), 'no-store');
    assertSecurityHeaders(neverRead, "nginx's own 502");
    // A request nginx refuses itself (a URI past its header buffers) gets the 4xx page, same headers.
    const tooLong = await get(`/search/?q=${'a'.repeat(9_000)}`);
    assert.equal(tooLong.status, 414);
    assert.match(tooLong.body, /リクエストを処理できませんでした/);
    assertSecurityHeaders(tooLong, "nginx's own 414");
  });
});

describe('deployment files', () => {
  it('deploy/nginx.conf, filled for three replicas, is a valid nginx configuration (nginx -t)', () => {
    const prefix = mkdtempSync(path.join(os.tmpdir(), 'playnote-nginx-check-'));
    try {
      const conf = path.join(prefix, 'nginx.conf');
      const replicas = ['127.0.0.1:3001', '127.0.0.1:3002', '127.0.0.1:3003'];
      const text = renderNginxConf(readFileSync(NGINX_TEMPLATE, 'utf8'), { prefix, listen: '127.0.0.1:3000', replicas });
      assert.doesNotMatch(text, /\{\{/);
      assert.match(text, /proxy_next_upstream_tries 3;/);
      assert.match(text, /proxy_cache playnote_edge;/);
      assert.match(text, /add_header Permissions-Policy "camera=\(\)/, "nginx's own answers carry the site's Permissions-Policy");
      assert.match(renderNginxConf(readFileSync(NGINX_TEMPLATE, 'utf8'), { prefix, listen: '127.0.0.1:3000', replicas, edgeCache: false }), /proxy_cache off;/);
      writeFileSync(conf, text);
      execFileSync(nginxBinary(), ['-t', '-q', '-p', prefix, '-c', conf, '-e', 'stderr'], { stdio: 'pipe' });
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
    assert.throws(() => renderNginxConf('{{NOPE}}', { prefix: '/tmp/x', listen: '127.0.0.1:1', replicas: ['127.0.0.1:2'] }), /unknown placeholder/);
    assert.throws(() => renderNginxConf('', { prefix: '/tmp/x', listen: '127.0.0.1:1', replicas: [] }), /at least one replica/);
  });

  it("nginx derives X-Device-Class with the site's own mobile user-agent test (spec §5)", () => {
    const sitePattern = /return \/([^/]+)\/\.test\(userAgent/.exec(readFileSync(new URL('../../foundation/validation/text-patterns.ts', import.meta.url), 'utf8'))?.[1];
    const nginxPattern = /"~\(([^)]+)\)" sp;/.exec(readFileSync(NGINX_TEMPLATE, 'utf8'))?.[1];
    assert.ok(sitePattern, 'isMobileUserAgent found');
    assert.equal(nginxPattern, sitePattern);
  });

  it('the standalone server.js reads NEXT_COMPRESS at start, once, and refuses a server.js it does not know', () => {
    const generated = "const nextConfig = {}\n\nprocess.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(nextConfig)\n\nrequire('next')\n";
    const patched = withRuntimeCompress(generated);
    assert.match(patched, /nextConfig\.compress = process\.env\.NEXT_COMPRESS !== 'false'\n\nprocess\.env\.__NEXT_PRIVATE_STANDALONE_CONFIG/);
    assert.equal(withRuntimeCompress(patched), patched);
    assert.throws(() => withRuntimeCompress('startServer()'), /has Next changed/);
  });
});
