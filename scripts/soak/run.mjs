// `npm run soak` (issue 19): mixed traffic over every route pattern against one standalone replica
// with Redis, for 15 minutes, while the content API goes through healthy, slow (past the timeout)
// and 5xx phases and Redis restarts every 2 minutes (scripts/soak/schedule.mjs). Not part of npm test.
//
//   npm run soak [-- --minutes 15 --connections 8 --no-write]
//
// Needs a build with its standalone folder (`npm run build:demo`) and redis-server. Prints a table,
// keeps the raw figures as JSON and writes the soak section of docs/reliability.md (unless --no-write).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFaultProxy } from '../../__tests__/e2e/support/fault-proxy.mjs';
import { discoverRoutes } from '../../__tests__/e2e/support/routes.mjs';
import { assembleStandalone, standalonePaths } from '../deploy/assemble-standalone.mjs';
import { startContentApi } from '../deploy/cluster.mjs';
import { startRedis } from '../deploy/redis.mjs';
import { demoEnv } from '../lib/demo-env.mjs';
import { gitCommit } from '../lib/git-commit.mjs';
import { freePort } from '../lib/processes.mjs';
import { writeSection } from '../loadtest/report.mjs';
import { urlMix } from '../loadtest/url-mix.mjs';
import { memorySlope, requestFigures } from './figures.mjs';
import { readMetrics, startCountedReplica, startSampler, sumOf } from './replica.mjs';
import { judgeGoals, renderSection, SOAK_MARKERS } from './report.mjs';
import { startFaultSchedule } from './fault-timers.mjs';
import { phaseSchedule } from './schedule.mjs';
import { optionOf } from '../lib/cli-options.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const argv = process.argv.slice(2);
const option = (name, fallback) => optionOf(argv, name, fallback);
const settings = {
  minutes: Number(option('minutes', 15)),
  connections: Number(option('connections', 8)),
  /** The replica's upstream timeout: a few seconds, as docs/reliability.md advises for production. */
  requestTimeoutMs: Number(option('timeout-ms', 2_000)),
  sampleSeconds: 5,
  distDir: process.env.NEXT_DIST_DIR || '.next',
};
const write = !argv.includes('--no-write');
const command = `npm run soak${argv.length ? ` -- ${argv.join(' ')}` : ''}`;
const REPORT_FILE = 'docs/reliability.md';
/** The RSS slope is taken over the last 20 minutes (the last two thirds of a shorter run): past start-up and the first cache fills. */
const SLOPE_WINDOW_MS = 20 * 60_000;
const slopeWindowMs = (totalMs) => Math.min(SLOPE_WINDOW_MS, (totalMs * 2) / 3);

const log = (...args) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}]`, ...args);

async function startServers(workDir) {
  const { serverJs, folder } = standalonePaths(settings.distDir, ROOT);
  if (!existsSync(serverJs)) throw new Error(`${path.relative(ROOT, serverJs)} is missing: run \`npm run build:demo\` first`);
  if (!existsSync(path.join(folder, settings.distDir, 'static'))) assembleStandalone({ distDir: settings.distDir, root: ROOT });
  const baseEnv = demoEnv({ NEXT_TELEMETRY_DISABLED: '1' });
  const stops = [];
  const servers = { stops };
  try {
    await startEach(servers, { serverJs, baseEnv, workDir });
  } catch (error) {
    while (stops.length) await stops.pop()().catch(() => {});
    throw error;
  }
  return servers;
}

/** Content API, fault proxy, Redis and the replica, in that order; each one's stop goes on `servers.stops`. */
async function startEach(servers, { serverJs, baseEnv, workDir }) {
  const { stops } = servers;
  servers.api = await startContentApi({ port: await freePort(), env: baseEnv });
  stops.push(() => servers.api.stop());
  servers.proxy = await startFaultProxy({ upstreamUrl: servers.api.url });
  stops.push(() => servers.proxy.stop());
  servers.redis = await startRedis({ port: await freePort(), dir: workDir });
  stops.push(() => servers.redis.stop());
  servers.replica = await startCountedReplica({
    serverJs,
    env: {
      ...baseEnv,
      NODE_ENV: 'production',
      API_BASE_URL: servers.proxy.url,
      HISTORY_API_BASE_URL: servers.proxy.url,
      NEXT_PUBLIC_MOCK_API_BASE_URL: servers.proxy.url,
      NEXT_PUBLIC_API_REQUEST_TIMEOUT: String(settings.requestTimeoutMs),
      REDIS_URL: servers.redis.url,
    },
  });
  stops.push(() => servers.replica.stop());
}

function runGenerator(config) {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/soak/generator.mjs'), JSON.stringify(config)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`load generator exited with ${code}`))));
  });
}

async function soak() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'playnote-soak-'));
  const loadBefore = os.loadavg()[0];
  const servers = await startServers(workDir);
  servers.workDir = workDir;
  const stopAll = () =>
    (servers.stopping ??= (async () => {
      while (servers.stops.length) await servers.stops.pop()().catch(() => {});
      rmSync(workDir, { recursive: true, force: true });
    })());
  // The servers run in their own process groups, out of reach of the terminal's Ctrl-C.
  const interrupt = () => void stopAll().then(() => process.exit(130));
  process.once('SIGINT', interrupt).once('SIGTERM', interrupt);
  try {
    const paths = urlMix(await discoverRoutes(servers.api.url));
    for (const url of paths) await (await fetch(`${servers.replica.url}${url}`)).arrayBuffer();
    const metricsBefore = await readMetrics(servers.replica.url);
    const totalMs = settings.minutes * 60_000;
    log(`${settings.minutes} min of traffic over ${paths.length} URLs, ${settings.connections} connections, replica pid ${servers.replica.child.pid}`);
    const startedAt = Date.now();
    const sampler = startSampler(servers.replica, { startedAt, everyMs: settings.sampleSeconds * 1000 });
    const schedule = startFaultSchedule(servers, { totalMs, startedAt, log });
    const recordsFile = path.join(workDir, 'records.json');
    const totals = await runGenerator({ url: servers.replica.url, paths, connections: settings.connections, seconds: totalMs / 1000, recordsFile });
    schedule.stop();
    sampler.stop();
    const metricsAfter = await readMetrics(servers.replica.url);
    const counter = (name, labels) => sumOf(metricsAfter, name, labels) - sumOf(metricsBefore, name, labels);
    const health = await fetch(`${servers.replica.url}/api/health/`).then((response) => response.status, () => 0);
    const records = JSON.parse(readFileSync(recordsFile, 'utf8'));
    const eventLoop = sampler.samples.map((sample) => sample.eventLoopP99Ms).filter((value) => value !== null);
    return {
      date: new Date().toISOString(),
      command,
      settings: { ...settings, slopeWindowMinutes: slopeWindowMs(totalMs) / 60_000, urls: paths.length, phases: phaseSchedule(totalMs), redisRestartEveryMs: schedule.restarts.intervalMs, redisDownMs: schedule.restarts.downMs },
      machine: {
        cores: os.cpus().length,
        cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
        node: process.version,
        commit: gitCommit(),
        loadBefore: loadBefore.toFixed(1),
        loadAfter: os.loadavg()[0].toFixed(1),
      },
      totals,
      requests: requestFigures(records, { paths, phases: phaseSchedule(totalMs), startedAt }),
      rss: {
        slope: memorySlope(sampler.samples, 'rssBytes', totalMs - slopeWindowMs(totalMs)),
        heapUsedSlope: memorySlope(sampler.samples, 'heapUsedBytes', totalMs - slopeWindowMs(totalMs)),
        firstBytes: sampler.samples[0]?.rssBytes ?? 0,
        peakBytes: Math.max(0, ...sampler.samples.map((sample) => sample.rssBytes)),
        lastBytes: sampler.samples.at(-1)?.rssBytes ?? 0,
        samples: sampler.samples,
      },
      eventLoopP99Ms: { worst: Math.max(0, ...eventLoop), median: eventLoop.sort((a, b) => a - b)[Math.floor(eventLoop.length / 2)] ?? null },
      staleServes: {
        logLines: servers.replica.logs.events['stale-served'] ?? 0,
        lastGoodLines: servers.replica.logs.events['last-good-served'] ?? 0,
        pagesFromFallback: servers.replica.logs.events['page-from-fallback'] ?? 0,
        retryPauseLookups: counter('playnote_cache_lookups_total', { result: 'stale' }),
      },
      unhandledRejections: {
        // A build from before the counter existed must not read as zero.
        counted: metricsAfter.some((sample) => sample.name === 'playnote_unhandled_rejections_total') ? counter('playnote_unhandled_rejections_total') : null,
        logLines: servers.replica.logs.unhandledRejectionLines,
      },
      logs: { apiErrors: servers.replica.logs.events['api-error'] ?? 0, pageErrors: servers.replica.logs.events['page-error'] ?? 0, otherLines: servers.replica.logs.otherLines, otherSamples: servers.replica.logs.otherSamples },
      faults: schedule.events,
      alive: servers.replica.child.exitCode === null && health === 200,
    };
  } finally {
    process.off('SIGINT', interrupt).off('SIGTERM', interrupt);
    await stopAll();
  }
}

const report = await soak();
report.goals = judgeGoals(report);
const section = renderSection(report);
console.log(`\n${section}\n`);
const resultFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'playnote-soak-result-')), 'results.json');
writeFileSync(resultFile, JSON.stringify(report, null, 2));
log(`raw figures: ${resultFile}`);
if (write) {
  writeSection(REPORT_FILE, section, SOAK_MARKERS);
  log(`wrote ${REPORT_FILE}`);
}
process.exit(report.goals.every((goal) => goal.met) ? 0 : 1);
