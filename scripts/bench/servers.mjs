// Servers for the benchmark, each on a free loopback port in its own process group.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { demoEnv } from '../lib/demo-env.mjs';
import { freePort, NEXT_BIN, startGroup, stopGroup, TSX_BIN, waitForUrl } from '../lib/processes.mjs';

const VERBOSE = Boolean(process.env.BENCH_VERBOSE);
const HAS_TASKSET = existsSync('/usr/bin/taskset');

/**
 * CPU pinning on a 2-core machine: the measured server on core 0, the load generator (this
 * process) and the content API on core 1, as in PERFORMANCE-NOTES.md. Off with BENCH_PIN=0.
 */
export const PIN = HAS_TASKSET && process.env.BENCH_PIN !== '0';
export const SERVER_CPU = '0';
export const LOAD_CPU = '1';

export function pinSelf() {
  if (!PIN) return;
  try {
    execFileSync('taskset', ['-a', '-cp', LOAD_CPU, String(process.pid)], { stdio: 'ignore' });
  } catch {
    // not allowed here: run unpinned
  }
}

/**
 * This process (and the browsers it launches from now on) back on every core. Lighthouse's phone
 * is measured with the browser on both cores: pinned with the load generator, Chromium's renderer
 * shared one core with its browser process, Lighthouse's own trace processing and the content API,
 * which took the same build's top-page TBT from about 170 to about 440 ms (docs/performance.md,
 * "Issue 18, fourth pass"). A phone's browser does not share its core with the test driver.
 */
export function unpinSelf() {
  if (!PIN) return;
  try {
    execFileSync('taskset', ['-a', '-cp', `${SERVER_CPU},${LOAD_CPU}`, String(process.pid)], { stdio: 'ignore' });
  } catch {
    // not allowed here: it stays as it was
  }
}

function pinned(cpu, command, args) {
  return PIN ? ['taskset', ['-c', cpu, command, ...args]] : [command, args];
}

function start(name, cpu, command, args, env, cwd) {
  const [cmd, cmdArgs] = pinned(cpu, command, args);
  return startGroup(name, cmd, cmdArgs, { env, cwd, stdio: VERBOSE ? 'inherit' : 'ignore' });
}

/** Demo settings for loopback ports; NEXT_COMPRESS=false (compression belongs to the proxy). */
export function benchEnv(contentApiUrl, siteUrl, extra = {}) {
  return demoEnv({
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    NEXT_COMPRESS: 'false',
    API_BASE_URL: contentApiUrl,
    HISTORY_API_BASE_URL: contentApiUrl,
    NEXT_PUBLIC_MOCK_API_BASE_URL: contentApiUrl,
    NEXT_PUBLIC_SITE_URL: siteUrl,
    ...extra,
  });
}

/**
 * The data's "now" of every bench run (MOCK_NOW), unless the environment sets one: the same
 * articles, bodies and list sizes on whatever day the bench runs, so runs compare.
 */
export const BENCH_MOCK_NOW = '2026-11-20T12:00:00+09:00';

/** The bundled content API; `articleCount` sets ARTICLE_COUNT, `requestLog` MOCK_REQUEST_LOG. */
export async function startContentApi({ articleCount, requestLog } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...benchEnv(url, 'http://127.0.0.1:0'),
    PORT: String(port),
    HOST: '127.0.0.1',
    MOCK_PUBLIC_BASE_URL: url,
    MOCK_NOW: process.env.MOCK_NOW ?? BENCH_MOCK_NOW,
    ...(articleCount ? { ARTICLE_COUNT: String(articleCount) } : {}),
    ...(requestLog ? { MOCK_REQUEST_LOG: requestLog } : {}),
  };
  const child = start('content-api', LOAD_CPU, process.execPath, [TSX_BIN, 'mocks/server/main.ts'], env);
  await waitForUrl(`${url}/health`, { child, timeoutMs: 180_000 });
  return { url, child, stop: () => stopGroup(child) };
}

/**
 * `next start` on the existing production build (.next), pinned to the server core. `cwd`: another
 * checkout (e.g. a baseline worktree), started from there with its own node_modules/.bin's next.
 */
export async function startNext(contentApiUrl, extraEnv = {}, { cwd } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = benchEnv(contentApiUrl, url, extraEnv);
  const child = start('next', SERVER_CPU, process.execPath, [NEXT_BIN, 'start', '--hostname', '127.0.0.1', '--port', String(port)], env, cwd);
  await waitForUrl(`${url}/api/health/`, { child, timeoutMs: 120_000 });
  return { url, child, stop: () => stopGroup(child) };
}

/** Any node script of the bench that prints "listening <port>" when ready (plain server, custom Next). */
export async function startScript(name, script, env) {
  const [cmd, args] = pinned(SERVER_CPU, process.execPath, [script]);
  const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', VERBOSE ? 'inherit' : 'pipe'], detached: true });
  child.name = name;
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const port = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${name}: not ready in 120 s\n${stderr}`)), 120_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /listening (\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it was ready\n${stderr}`));
    });
  });
  child.stdout.resume();
  return { url: `http://127.0.0.1:${port}`, child, stop: () => stopGroup(child) };
}

/** RSS of each process in the tree: [{pid, command, rssBytes}]. */
export function treeRss(rootPid) {
  const out = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=,comm='], { encoding: 'utf8' });
  const rows = out.trim().split('\n').map((line) => {
    const [pid, ppid, rss, ...comm] = line.trim().split(/\s+/);
    return { pid: Number(pid), ppid: Number(ppid), rssBytes: Number(rss) * 1024, command: comm.join(' ') };
  });
  const pids = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (pids.has(row.ppid) && !pids.has(row.pid)) {
        pids.add(row.pid);
        grew = true;
      }
    }
  }
  return rows.filter((row) => pids.has(row.pid));
}

let clockTicksPerSecond = null;

/**
 * CPU time (user + system, ms) the process `pid` has used so far, from /proc/<pid>/stat; null where
 * there is no /proc. CPU per request moves much less with the machine's load than requests per
 * second do (item 2: docs/performance.md, "Bench item 2: what the difference buys").
 */
export function processCpuMs(pid) {
  try {
    clockTicksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
  } catch {
    return null;
  }
}
