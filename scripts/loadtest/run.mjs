// `npm run loadtest`: mixed traffic over every route pattern against the production build, once with
// a healthy content API and once with the content API killed halfway through (issue 7).
//
//   npm run loadtest [-- --seconds 60 --connections 8 --no-write]     (or LOADTEST_SECONDS=…)
//
// Uses the build in NEXT_DIST_DIR (else .next) and builds it first when it is missing. Writes its
// figures into docs/reliability.md between the loadtest markers, keeping the rest of that file.
// Goals: zero 5xx for pages whose sources are cached, and in the API-killed half for every page
// read in the healthy half (last good copies, decision 040), p99 < 1 s, memory bounded.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { discoverRoutes } from '../../__tests__/e2e/support/routes.mjs';
import { gitCommit } from '../lib/git-commit.mjs';
import { sampleGroupRss } from './process-memory.mjs';
import { renderSection, writeSection } from './report.mjs';
import { startContentApi, startLoggedNext } from './servers.mjs';
import { CACHED_PATTERN, isCached, pageTypeOf, urlMix } from './url-mix.mjs';
import { optionOf } from '../lib/cli-options.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => optionOf(argv, name, fallback);
const settings = {
  seconds: Number(option('seconds', process.env.LOADTEST_SECONDS ?? 60)),
  connections: Number(option('connections', process.env.LOADTEST_CONNECTIONS ?? 8)),
  distDir: process.env.NEXT_DIST_DIR || '.next',
};
const write = !argv.includes('--no-write');
const command = `npm run loadtest${argv.length ? ` -- ${argv.join(' ')}` : ''}`;
const REPORT_FILE = 'docs/reliability.md';
/** Goals of issue 7. */
const P99_GOAL_MS = 1_000;
const RSS_GOAL_BYTES = 1024 * 1024 * 1024;

const log = (...args) => console.log(`[loadtest ${new Date().toISOString().slice(11, 19)}]`, ...args);

function ensureBuild() {
  if (existsSync(path.join(settings.distDir, 'BUILD_ID'))) return;
  log(`no build in ${settings.distDir}: npm run build:demo`);
  const result = spawnSync('npm', ['run', 'build:demo'], { stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: settings.distDir } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Runs the generator process; `onPhase(result)` is called as each half ends. */
function runGenerator(config, onPhase) {
  const child = spawn(process.execPath, ['scripts/loadtest/generator.mjs', JSON.stringify(config)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const phases = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    const phase = JSON.parse(line);
    phases.push(phase);
    onPhase(phase);
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => (code === 0 ? resolve(phases) : reject(new Error(`load generator exited with ${code}`))));
  });
}

async function runOnce({ name, killHalfway }) {
  log(`${name}: starting the content API and the site`);
  const api = await startContentApi();
  const site = await startLoggedNext({ apiUrl: api.url, env: { NEXT_DIST_DIR: settings.distDir } });
  try {
    const paths = urlMix(await discoverRoutes(api.url));
    for (const url of paths) await (await fetch(`${site.url}${url}`)).arrayBuffer();
    const fromLine = site.lines.length;
    const memory = sampleGroupRss(site.child.pid);
    log(`${name}: ${settings.seconds} s of load over ${paths.length} URLs`);
    const phases = await runGenerator(
      {
        url: site.url,
        paths,
        cachedPaths: paths.filter(isCached),
        connections: settings.connections,
        phaseSeconds: Math.max(1, Math.round(settings.seconds / 2)),
        phases: 2,
      },
      (phase) => {
        log(`${name}: half ${phase.phase}: ${phase.requests} requests, p99 ${phase.latencyMs.p99} ms, ${JSON.stringify(phase.byClass)}`);
        if (killHalfway && phase.phase === 1) {
          log(`${name}: killing the content API (SIGKILL)`);
          api.kill();
        }
      },
    );
    const rss = memory.stop();
    const health = await fetch(`${site.url}/api/health/`).then((response) => response.status, () => 0);
    return {
      name,
      phaseNames: killHalfway ? ['1st (API up)', '2nd (API killed)'] : ['1st', '2nd'],
      phases,
      memory: rss,
      alive: site.child.exitCode === null && health === 200,
      logs: {
        apiErrors: site.events('api-error', fromLine).length,
        staleServed: site.events('stale-served', fromLine).length,
        lastGoodServed: site.events('last-good-served', fromLine).length,
        pagesFromFallback: site.events('page-from-fallback', fromLine).length,
        otherLines: site.lines.slice(fromLine).filter((line) => !line.json).length,
      },
      urls: paths.length,
      cachedPages: paths.filter((url) => CACHED_PATTERN.test(url)).length,
    };
  } finally {
    await site.stop();
    await api.stop();
  }
}

ensureBuild();
const loadAverage = os.loadavg()[0].toFixed(1);
const runs = [];
for (const run of [
  { name: 'healthy', killHalfway: false },
  { name: 'content API killed halfway', killHalfway: true },
]) {
  runs.push(await runOnce(run));
}

/**
 * Per page type, the 2nd half of the API-killed run for the URLs that answered 2xx in its 1st half
 * (pages read before): requests and 5xx. Decision 040's goal is 0 for every type.
 */
function readBeforeAfterKill(run) {
  const [healthy, killed] = run.phases;
  const byType = new Map();
  for (const [url, counts] of Object.entries(killed.byPath)) {
    if (!(healthy.byPath[url]?.['2xx'] > 0)) continue;
    const type = pageTypeOf(url);
    const row = byType.get(type) ?? { type, urls: 0, requests: 0, fiveXx: 0 };
    row.urls += 1;
    row.requests += Object.values(counts).reduce((sum, count) => sum + count, 0);
    row.fiveXx += counts['5xx'] ?? 0;
    byType.set(type, row);
  }
  return [...byType.values()].sort((a, b) => a.type.localeCompare(b.type));
}

const killedRun = runs.find((run) => run.name !== 'healthy');
killedRun.readBefore = readBeforeAfterKill(killedRun);
const readBefore5xx = killedRun.readBefore.reduce((sum, row) => sum + row.fiveXx, 0);
const allPhases = runs.flatMap((run) => run.phases);
const cached5xx = allPhases.reduce((sum, phase) => sum + (phase.cached.byClass['5xx'] ?? 0), 0);
const worstP99 = Math.max(...allPhases.map((phase) => phase.latencyMs.p99));
const peakRss = Math.max(...runs.map((run) => run.memory.peakBytes));
const report = {
  date: new Date().toISOString(),
  command,
  settings: { ...settings, paths: runs[0].urls, cachedPatterns: `the ${runs[0].cachedPages} ranking pages (\`/ranking/…\`), the page-props refresh of one and \`/api/feature-banner/\`` },
  machine: { loadAverage, cores: os.cpus().length, cpu: os.cpus()[0]?.model.trim() ?? 'unknown', node: process.version, commit: gitCommit() },
  runs,
  goals: [
    { met: cached5xx === 0, text: `zero 5xx for cached pages (${cached5xx})` },
    {
      met: readBefore5xx === 0,
      text: `zero 5xx in the API-killed half for pages read in its healthy half, articles, games, archives and searches included (${readBefore5xx} of ${killedRun.readBefore.reduce((sum, row) => sum + row.requests, 0)})`,
    },
    { met: worstP99 < P99_GOAL_MS, text: `p99 < 1 s in every half (worst ${worstP99} ms)` },
    { met: peakRss < RSS_GOAL_BYTES, text: `memory bounded: peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB < 1024 MB` },
    { met: runs.every((run) => run.alive && run.logs.otherLines === 0), text: 'the site stays up, with JSON log lines only (no crash trace)' },
  ],
};

const section = renderSection(report);
console.log(`\n${section}\n`);
const rawDir = mkdtempSync(path.join(os.tmpdir(), 'playnote-loadtest-'));
writeFileSync(path.join(rawDir, 'results.json'), JSON.stringify(report, null, 2));
log(`raw figures: ${path.join(rawDir, 'results.json')}`);
if (write) {
  writeSection(REPORT_FILE, section);
  log(`wrote ${REPORT_FILE}`);
}
process.exit(report.goals.every((goal) => goal.met) ? 0 : 1);
