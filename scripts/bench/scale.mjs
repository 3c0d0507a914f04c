// `npm run bench:scale`: upstream calls and throughput with 1 replica, 2 replicas without Redis
// and 2 replicas with Redis, each behind nginx (scripts/deploy/cluster.mjs) without and with its
// micro-cache, and 1 replica with the render cache off, on loopback only.
//
//   npm run bench:scale [-- --duration 30 --rate 40 --throughput-duration 15 --connections 16 --no-write]
//
// Each set-up starts cold (fresh replicas, empty Redis) and gets the same load: autocannon through
// nginx at a fixed request rate, cycling over a fixed mix of pages (top, categories, rankings, 40
// articles); upstream calls are the content API's request log lines (MOCK_REQUEST_LOG) during that
// run. Then a run without a rate limit measures throughput. Needs a build with its
// standalone folder (`npm run build:demo`; NEXT_DIST_DIR picks it). Writes the figures to
// docs/performance.md under "## Scale: replicas and the shared cache", keeping the other sections.
import autocannon from 'autocannon';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from '../deploy/cluster.mjs';
import { standalonePaths } from '../deploy/assemble-standalone.mjs';
import { callsPerKey, readRequestLog } from '../lib/request-log.mjs';
import { treeRss } from './servers.mjs';
import { optionOf } from '../lib/cli-options.mjs';

const SCALE_HEADING = '## Scale: replicas and the shared cache (npm run bench:scale)';

const argv = process.argv.slice(2);
const option = (name, fallback) => optionOf(argv, name, fallback);
const settings = {
  durationS: Number(option('duration', 30)),
  rate: Number(option('rate', 40)),
  throughputS: Number(option('throughput-duration', 15)),
  connections: Number(option('connections', 16)),
  articles: 40,
};
const write = !argv.includes('--no-write');
const log = (...args) => console.log(`[bench:scale ${new Date().toISOString().slice(11, 19)}]`, ...args);

/**
 * Each set-up without nginx's micro-cache (every request reaches a replica: the figures before
 * issue 35) and with it, in one run; and the render cache off under the edge (decision 041).
 */
const SETUPS = [
  { id: 'one', name: '1 replica', replicas: 1, redis: false, edgeCache: false },
  { id: 'twoMemory', name: '2 replicas, no Redis', replicas: 2, redis: false, edgeCache: false },
  { id: 'twoRedis', name: '2 replicas + Redis', replicas: 2, redis: true, edgeCache: false },
  { id: 'oneEdge', name: '1 replica + edge cache', replicas: 1, redis: false, edgeCache: true },
  { id: 'twoMemoryEdge', name: '2 replicas, no Redis + edge cache', replicas: 2, redis: false, edgeCache: true },
  { id: 'twoRedisEdge', name: '2 replicas + Redis + edge cache', replicas: 2, redis: true, edgeCache: true },
  { id: 'oneEdgeNoRender', name: '1 replica + edge cache, render cache off', replicas: 1, redis: false, edgeCache: true, env: { RENDER_CACHE_TTL_MS: '0' } },
  { id: 'oneNoRender', name: '1 replica, render cache off', replicas: 1, redis: false, edgeCache: false, env: { RENDER_CACHE_TTL_MS: '0' } },
];

/** Backend paths whose sources are all uncached (spec §9: article, game, search, archive), from the registry. */
function uncachedPaths() {
  const require = createRequire(import.meta.url);
  const unregister = require('tsx/cjs/api').register();
  try {
    const { SOURCES } = require(path.resolve('api-clients/sources.ts'));
    const cachedPaths = new Set(Object.values(SOURCES).filter((source) => source.ttlMs !== null).map((source) => source.path));
    return new Set(Object.values(SOURCES).map((source) => source.path).filter((sourcePath) => !cachedPaths.has(sourcePath)));
  } finally {
    unregister();
  }
}
const UNCACHED_PATHS = uncachedPaths();

function jstYearMonth(iso) {
  const date = new Date(new Date(iso).getTime() + 9 * 3_600_000);
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The page mix every set-up gets: the busy pages plus a tail of articles. */
async function pageMix(contentApiUrl) {
  const response = await fetch(`${contentApiUrl}/api/q/articles?categoryCode=new-article&limit=100`);
  const list = await response.json();
  const articles = list.data.filter((card) => !card.redirectUrl).slice(0, settings.articles);
  return [
    '/', '/ranking/article/', '/ranking/game-sales/', '/category/news/page/1/', '/category/news/page/2/', '/schedule/',
    ...articles.map((card) => `/article/${jstYearMonth(card.publishedAt)}/${card.id}/`),
  ];
}

async function load(url, paths, extra) {
  const result = await autocannon({
    url,
    connections: settings.connections,
    timeout: 30,
    requests: paths.map((pagePath) => ({ method: 'GET', path: pagePath })),
    ...extra,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** One set-up, cold: the fixed-rate run counts upstream calls, then a saturating run measures throughput. */
async function measure(setup, workDir) {
  const requestLog = path.join(workDir, `${setup.id}.log`);
  const cluster = await startCluster({ replicas: setup.replicas, redis: setup.redis, edgeCache: setup.edgeCache, env: setup.env, requestLog });
  try {
    const paths = await pageMix(cluster.contentApi.url);
    const before = readRequestLog(requestLog).length;
    const steady = await load(cluster.url, paths, { overallRate: settings.rate, duration: settings.durationS });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const calls = callsPerKey(readRequestLog(requestLog).slice(before));
    const upstreamCalls = [...calls.values()].reduce((sum, count) => sum + count, 0);
    const uncachedCalls = [...calls].filter(([key]) => UNCACHED_PATHS.has(key.split('?')[0])).reduce((sum, [, count]) => sum + count, 0);
    const throughput = await load(cluster.url, paths, { duration: settings.throughputS });
    const rssMiB = cluster.replicas.map((replica) => treeRss(replica.child.pid).reduce((sum, row) => sum + row.rssBytes, 0) / 2 ** 20);
    return { ...setup, pages: paths.length, steady, upstreamCalls, uncachedCalls, upstreamPerMinute: (upstreamCalls * 60) / settings.durationS, keys: calls.size, throughput, rssMiB };
  } finally {
    await cluster.stop();
  }
}

function renderSection(results, { date, command, machine }) {
  const { one, twoMemory, twoRedis, oneEdge, twoRedisEdge, oneEdgeNoRender, oneNoRender } = Object.fromEntries(results.map((row) => [row.id, row]));
  const ms = (value) => `${value} ms`;
  const rows = results.map((row) =>
    [
      row.name,
      Math.round(row.upstreamPerMinute),
      `${row.upstreamCalls - row.uncachedCalls} + ${row.uncachedCalls} over ${row.keys} keys`,
      `${row.steady.requests} (${row.steady.failed} failed)`,
      row.throughput.rps.toFixed(0),
      ms(row.throughput.p50),
      ms(row.throughput.p99),
      row.throughput.failed,
      `${row.rssMiB.map((mib) => mib.toFixed(0)).join(' + ')} MiB`,
    ].join(' | '),
  );
  const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
  // Redis makes a second replica cost no more upstream than one (fewer is fine: its share window also merges concurrent renders).
  const sameAsOne = twoRedis.upstreamCalls / one.upstreamCalls <= 1.1;
  return `${SCALE_HEADING}

Run ${date.toISOString().slice(0, 16).replace('T', ' ')} UTC · \`${command}\` · ${machine} · standalone replicas (\`node server.js\`, \`NEXT_COMPRESS=false\`) behind nginx (gzip), bundled content API, everything unpinned on the same cores as the load generator.

Each set-up starts cold (new replicas, empty Redis). Same load for all: ${settings.durationS} s at ${settings.rate} req/s through nginx (autocannon, ${settings.connections} connections), cycling over ${one.pages} pages (top, two rankings, two category pages, schedule, ${settings.articles} articles); then ${settings.throughputS} s without a rate limit for throughput.

| set-up | upstream calls / min | upstream calls: cached + uncached sources | requests at ${settings.rate} req/s | req/s, no limit | p50 | p99 | failed | RSS per replica |
|---|---|---|---|---|---|---|---|---|
${rows.map((row) => `| ${row} |`).join('\n')}

| item | measured | goal | |
|---|---|---|---|
| upstream calls, 2 replicas + Redis / 1 replica | ${ratio(twoRedis.upstreamCalls, one.upstreamCalls)} | ≤ 1 (+10 %) | ${sameAsOne ? 'met' : '**missed**'} |
| cached sources only, 2 replicas + Redis / 1 replica | ${ratio(twoRedis.upstreamCalls - twoRedis.uncachedCalls, one.upstreamCalls - one.uncachedCalls)} | = 1 | reported |
| upstream calls, 2 replicas without Redis / 1 replica | ${ratio(twoMemory.upstreamCalls, one.upstreamCalls)} | (what Redis saves) | reported |
| throughput, 2 replicas / 1 replica | ${ratio(twoRedis.throughput.rps, one.throughput.rps)} with Redis, ${ratio(twoMemory.throughput.rps, one.throughput.rps)} without | (report) | reported |
| upstream calls, with the edge cache / without (1 replica; 2 + Redis) | ${ratio(oneEdge.upstreamCalls, one.upstreamCalls)}; ${ratio(twoRedisEdge.upstreamCalls, twoRedis.upstreamCalls)} | (issue 35, item 2) | reported |
| throughput, with the edge cache / without (1 replica; 2 + Redis) | ${ratio(oneEdge.throughput.rps, one.throughput.rps)}; ${ratio(twoRedisEdge.throughput.rps, twoRedis.throughput.rps)} | (issue 35, item 2) | reported |
| render cache off / on, behind the edge (1 replica): upstream calls; req/s | ${ratio(oneEdgeNoRender.upstreamCalls, oneEdge.upstreamCalls)}; ${ratio(oneEdgeNoRender.throughput.rps, oneEdge.throughput.rps)} | (decision 041) | reported |
| render cache off / on, without the edge (1 replica): upstream calls; req/s | ${ratio(oneNoRender.upstreamCalls, one.upstreamCalls)}; ${ratio(oneNoRender.throughput.rps, one.throughput.rps)} | (decision 041) | reported |

Method. Upstream calls are the lines the bundled content API writes to its request log (\`MOCK_REQUEST_LOG\`) during the fixed-rate run, images and health checks left out; per minute = calls × 60 / ${settings.durationS} s. The figures include filling the empty caches. Cached sources (spec §9 TTLs) are fetched once per TTL per replica without Redis and once per TTL in all with it; article sources are not cached, so each replica fetches an article again for every render (one per page and device per 2 s, the render cache), and Redis shares such an answer only between replicas that miss within its 1 s share window. Throughput: the machine has 2 cores for everything (replicas, nginx, the content API and the load generator), so a second replica can add at most part of one core.
`;
}

/** Replaces this script's section of docs/performance.md (or appends it), keeping the others. */
function writeScaleSection(file, section) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const start = current.indexOf(SCALE_HEADING);
  if (start < 0) {
    writeFileSync(file, `${current.trimEnd()}\n\n${section}`);
    return;
  }
  const after = current.indexOf('\n## ', start + SCALE_HEADING.length);
  writeFileSync(file, `${current.slice(0, start)}${section}${after < 0 ? '' : `\n${current.slice(after + 1)}`}`);
}

async function main() {
  if (!existsSync(standalonePaths().serverJs)) {
    console.error('No standalone build: run `npm run build:demo` first (NEXT_DIST_DIR picks the folder).');
    process.exit(2);
  }
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'playnote-bench-scale-'));
  const cpus = os.cpus();
  const machine = `${cpus.length} cores (${cpus[0]?.model.split(' ').slice(0, 2).join(' ') ?? 'unknown'}), Node ${process.version} · load average at start ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`;
  const date = new Date();
  const results = [];
  try {
    for (const setup of SETUPS) {
      log(`${setup.name}: ${settings.durationS} s…`);
      const result = await measure(setup, workDir);
      log(`${setup.name}: ${result.upstreamCalls} upstream calls, ${result.throughput.rps.toFixed(0)} req/s unlimited`);
      results.push(result);
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  const command = `npm run bench:scale${argv.length ? ` -- ${argv.join(' ')}` : ''}`;
  const section = renderSection(results, { date, command, machine });
  console.log(`\n${section}`);
  if (write) writeScaleSection('docs/performance.md', section);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : String(error));
  process.exit(1);
});
