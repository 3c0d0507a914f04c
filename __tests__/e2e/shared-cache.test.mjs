// Issue 8: the shared Redis cache level across two replicas, readiness and metrics, against a real
// redis-server, the bundled content API (which logs every upstream call) and two `next start`
// replicas of the build in NEXT_DIST_DIR. Decision 014; spec §7 (cache), §9 (TTLs).
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { demoEnv } from '../../scripts/lib/demo-env.mjs';
import { freePort, NEXT_BIN, startGroup, stopGroup, TSX_BIN, waitForUrl } from '../../scripts/lib/processes.mjs';
import { startRedis } from './support/redis-server.mjs';
import { jstYearMonth } from './support/content.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long an uncached source's answer is shared between replicas (SHARE_WINDOW_MS, decision 014). */
const SHARE_WINDOW_MS = 2_000;

/** Starts a process whose JSON log lines the test reads. */
function startLogged(name, args, env) {
  const child = startGroup(name, process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  for (const stream of [child.stdout, child.stderr]) readline.createInterface({ input: stream }).on('line', (line) => lines.push(line));
  return { child, lines, events: (event) => lines.filter((line) => line.includes(`"event":"${event}"`)) };
}

async function startReplica(name, env) {
  const port = await freePort();
  const replica = startLogged(name, [NEXT_BIN, 'start', '--hostname', '127.0.0.1', '--port', String(port)], env);
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/api/health/`, { child: replica.child });
  return { ...replica, url };
}

async function waitFor(check, what, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe('shared cache across two replicas (issue 8, decision 014)', { timeout: 120_000 }, () => {
  const tempDir = mkdtempSync(path.join(tmpdir(), 'playnote-shared-cache-'));
  const requestLog = path.join(tempDir, 'upstream.log');
  let redis;
  let contentApi;
  let replicas = [];
  let articles = [];
  let redisClient;

  /** Upstream calls so far ("GET /path?query"), as logged by the content API. */
  const upstreamCalls = () => readFileSync(requestLog, 'utf8').split('\n').filter(Boolean);
  /** Upstream calls made while `run` ran. */
  async function callsDuring(run) {
    const before = upstreamCalls().length;
    await run();
    await sleep(150); // the content API writes its log asynchronously
    return upstreamCalls().slice(before);
  }
  const get = async (replica, pagePath) => {
    const response = await fetch(`${replica.url}${pagePath}`);
    await response.arrayBuffer();
    return response.status;
  };
  const nextArticle = () => articles.shift();

  before(async () => {
    redis = await startRedis();
    const [apiPort] = [await freePort()];
    const contentApiUrl = `http://127.0.0.1:${apiPort}`;
    const env = demoEnv({
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_PUBLIC_MOCK_API_BASE_URL: contentApiUrl,
      NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1',
      REDIS_URL: redis.url,
      // Each replica logs its upstream calls (api-request), for the messages of failed checks.
      DEBUGGER: 'true',
    });
    contentApi = startLogged('content-api', [TSX_BIN, 'mocks/server/main.ts'], {
      ...env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      MOCK_PUBLIC_BASE_URL: contentApiUrl,
      MOCK_REQUEST_LOG: requestLog,
    });
    await waitForUrl(`${contentApiUrl}/health`, { child: contentApi.child });
    replicas = await Promise.all([startReplica('replica-a', env), startReplica('replica-b', env)]);
    const newest = await (await fetch(`${contentApiUrl}/api/q/articles?categoryCode=new-article&limit=40`)).json();
    articles = newest.data.filter((card) => !card.redirectUrl).map((card) => `/article/${jstYearMonth(card.publishedAt)}/${card.id}/`);
    redisClient = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => 200 });
  });

  after(async () => {
    redisClient?.disconnect();
    await Promise.all([...replicas.map((replica) => stopGroup(replica.child)), contentApi && stopGroup(contentApi.child), redis?.stop()]);
    rmSync(tempDir, { recursive: true, force: true });
  });

  it('a source one replica fetched is served to the other from Redis, with no upstream call (spec §9 TTLs)', async () => {
    const [a, b] = replicas;
    const byA = await callsDuring(async () => assert.equal(await get(a, '/ranking/article/'), 200));
    const cachedByA = byA.filter((call) => /\/api\/common_parts|\/api\/ranking\/|\/ad-space-|\/api\/ranking\/trend_word/.test(call));
    assert.ok(cachedByA.length > 0, `replica A fetched cacheable sources: ${byA.join(', ')}`);

    const byB = await callsDuring(async () => assert.equal(await get(b, '/ranking/article/'), 200));
    assert.deepEqual(byB.filter((call) => cachedByA.includes(call)), []);
    const metrics = await (await fetch(`${b.url}/api/metrics/`)).text();
    assert.match(metrics, /playnote_cache_lookups_total\{level="redis",source="commonParts",result="hit"\} [1-9]/);
  });

  it('200 concurrent cold requests for one article over both replicas: one upstream call per source key', async (t) => {
    const article = nextArticle();
    const logStart = replicas.map((replica) => replica.lines.length);
    const started = Date.now();
    const calls = await callsDuring(async () => {
      const statuses = await Promise.all(Array.from({ length: 200 }, (_, index) => get(replicas[index % 2], article)));
      assert.deepEqual([...new Set(statuses)], [200]);
    });
    const burstMs = Date.now() - started;
    t.diagnostic(`200 requests answered in ${burstMs} ms with ${calls.length} upstream calls`);
    const articleId = article.split('/')[3];
    assert.ok(calls.some((call) => call.startsWith('GET /api/article?') && call.includes(articleId)), calls.join('\n'));

    // Both replicas' own records of their upstream calls (DEBUGGER): which key, when it started and ended.
    const fetches = replicas
      .flatMap((replica, index) => replica.lines.slice(logStart[index]).filter((line) => line.includes('"event":"api-request"')))
      .map((line) => JSON.parse(line))
      .map((record) => ({ key: `${record.endpoint} ${JSON.stringify(record.params)}`, end: Date.parse(record.time), start: Date.parse(record.time) - record.ms }));
    assert.equal(fetches.length, calls.length, 'every upstream call is in a replica log');
    const byKey = new Map();
    for (const fetch of fetches) byKey.set(fetch.key, [...(byKey.get(fetch.key) ?? []), fetch]);
    const repeats = [...byKey].filter(([, list]) => list.length > 1);
    if (burstMs < SHARE_WINDOW_MS) {
      assert.deepEqual(repeats, [], `burst of ${burstMs} ms`);
    } else {
      // On a busy machine the burst outlasts the share window, and a request that misses after it is
      // a new cold request: a key may be fetched again, but never while the last answer was shared.
      for (const [key, list] of repeats) {
        list.sort((a, b) => a.start - b.start);
        for (let index = 1; index < list.length; index += 1) {
          assert.ok(list[index].start - list[index - 1].end >= SHARE_WINDOW_MS - 50, `${key} fetched again after ${list[index].start - list[index - 1].end} ms (burst ${burstMs} ms)`);
        }
      }
    }
  });

  it('/api/ready: ready with the content API and Redis answering, never cached', async () => {
    const response = await fetch(`${replicas[0].url}/api/ready/`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.deepEqual(await response.json(), { status: 'ready', checks: { contentApi: 'ok', redis: 'ok' } });
  });

  it('/api/metrics: Prometheus text with route, cache and upstream series by source, and process memory', async () => {
    const response = await fetch(`${replicas[0].url}/api/metrics/`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.match(response.headers.get('content-type'), /^text\/plain; version=0\.0\.4/);
    // Which replica fetched a source for both is a race; together they hold every series.
    const text = (await response.text()) + (await (await fetch(`${replicas[1].url}/api/metrics/`)).text());
    for (const series of [
      /playnote_http_requests_total\{route="\/article\/\[publicationDate\]\/\[articleId\]\/",method="GET",status="200"\} \d+/,
      /playnote_http_request_duration_seconds_bucket\{le="0\.5",route="\/ranking\/article\/",method="GET"\} \d+/,
      /playnote_cache_lookups_total\{level="memory",source="commonParts",result="(hit|miss)"\} \d+/,
      /playnote_upstream_requests_total\{source="articleDetail",outcome="ok"\} \d+/,
      /playnote_upstream_request_duration_seconds_count\{source="articleDetail"\} \d+/,
      /playnote_shared_cache_up\{store="redis"\} 1/,
      /process_resident_memory_bytes \d+/,
      /nodejs_heap_size_used_bytes \d+/,
    ]) {
      assert.match(text, series);
    }
  });

  it('Redis hung (SIGSTOP): pages still answer at once, the outage is logged once, and it is used again when it resumes', async () => {
    const [a, b] = replicas;
    redis.pause();
    try {
      for (let round = 0; round < 6; round += 1) {
        const article = nextArticle();
        const started = Date.now();
        assert.deepEqual(await Promise.all([get(a, article), get(b, article)]), [200, 200]);
        // At most a few 100 ms command timeouts before Redis counts as down and is skipped.
        assert.ok(Date.now() - started < 2_000, `round ${round} took ${Date.now() - started} ms`);
        await sleep(300);
      }
      for (const replica of replicas) assert.equal(replica.events('shared-cache-down').length, 1, replica.events('shared-cache-down').join('\n'));
    } finally {
      redis.resume();
    }
    await waitFor(() => replicas.every((replica) => replica.events('shared-cache-up').length === 2), 'both replicas to use Redis again', 10_000);
  });

  it('Redis stopped: pages still answer, each replica logs the outage once; restarted: used again by itself', async () => {
    const [a, b] = replicas;
    await redis.stop();
    const started = Date.now();
    while (Date.now() - started < 3_000) {
      const article = nextArticle();
      assert.deepEqual(await Promise.all([get(a, article), get(b, article)]), [200, 200]);
      await sleep(300);
    }
    const ready = await fetch(`${a.url}/api/ready/`);
    assert.equal(ready.status, 200);
    assert.deepEqual(await ready.json(), { status: 'degraded', checks: { contentApi: 'ok', redis: 'down' } });
    assert.match(await (await fetch(`${a.url}/api/metrics/`)).text(), /playnote_shared_cache_up\{store="redis"\} 0/);
    for (const replica of replicas) assert.equal(replica.events('shared-cache-down').length, 2, replica.events('shared-cache-down').join('\n'));

    redis = await startRedis({ port: redis.port });
    await waitFor(() => replicas.every((replica) => replica.events('shared-cache-up').length === 3), 'both replicas to reconnect');

    const article = nextArticle();
    const calls = await callsDuring(async () => {
      assert.equal(await get(a, article), 200);
      assert.equal(await get(b, article), 200);
    });
    const articleId = article.split('/')[3];
    assert.equal(calls.filter((call) => call.startsWith('GET /api/article?') && call.includes(articleId)).length, 1, calls.join('\n'));
    await redisClient.connect();
    assert.ok((await redisClient.keys('playnote:v1:*')).length > 0);
    for (const replica of replicas) assert.equal(replica.events('shared-cache-down').length, 2);
  });

  it('/api/ready answers 503 naming the content API when it is down', async () => {
    await stopGroup(contentApi.child);
    await sleep(2_100); // past the reuse window of the last probe
    const response = await fetch(`${replicas[0].url}/api/ready/`);
    assert.equal(response.status, 503);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.deepEqual(await response.json(), { status: 'unavailable', checks: { contentApi: 'down', redis: 'ok' } });
  });
});

describe('server-only packages stay out of the browser', () => {
  it('no browser chunk of the build holds ioredis or prom-client', () => {
    const chunks = path.join(process.env.NEXT_DIST_DIR || '.next', 'static');
    const files = readdirSync(chunks, { recursive: true }).filter((file) => String(file).endsWith('.js'));
    assert.ok(files.length > 0, `no chunks under ${chunks}`);
    const leaking = files.filter((file) => /enableOfflineQueue|ioredis|prom-client|collectDefaultMetrics/.test(readFileSync(path.join(chunks, String(file)), 'utf8')));
    assert.deepEqual(leaking, []);
  });
});
