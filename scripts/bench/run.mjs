// `npm run bench`: measured speed and weight of the site (issue 6), on loopback only.
//
//   npm run bench [-- --quick] [-- --rounds 3 --duration 10 --lighthouse-runs 5 --only 1,3,4 --no-write]
//   npm run bench -- --only 6 --pages top,article --lighthouse-runs 1 --no-write   (quick Lighthouse look)
//   (item 9, replicas and the shared cache, is scripts/bench/scale.mjs, also `npm run bench:scale`)
//   npm run bench -- --only 10 --taps-baseline <checkout with its own build> [--taps-runs 5]
//   (item 10, taps on a slow phone, is scripts/bench/taps.mjs, also `npm run bench:taps`: the build
//   under test against a baseline checkout; without --taps-baseline, against itself)
//   npm run bench -- --from-results /tmp/playnote-bench-…/results.json   (re-render a run's figures)
//
// Raw figures (every round) stay in a temporary folder, printed at the end.
//
// Needs a production build in .next, or in NEXT_DIST_DIR when set (`npm run build:demo`); nothing
// here builds or edits the app (item 5 builds the bare-Next fixture, scripts/lib/bare-floor.mjs).
// Prints a table and writes it to docs/performance.md under "## Benchmarks (npm run bench)",
// keeping every other section of that file. See the section's text for the methods.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { firstLoadOverFloor, measureFirstLoadJs, measureHtml } from '../lib/bundle-size.mjs';
import { hasJapaneseFont } from '../lib/fonts.mjs';
import { fetchAll, interleavedRounds, loadOnce, loadRounds } from './load.mjs';
import { getJson, jstYearMonth, pageTypePaths } from './page-types.mjs';
import { renderReport, writeReport } from './report.mjs';
import { BENCH_MOCK_NOW, benchEnv, pinSelf, PIN, processCpuMs, startContentApi, startNext, startScript, treeRss, unpinSelf } from './servers.mjs';
import { optionOf } from '../lib/cli-options.mjs';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name, fallback) => optionOf(argv, name, fallback);
const quick = flag('quick');
const settings = {
  rounds: Number(option('rounds', quick ? 2 : 3)),
  duration: Number(option('duration', quick ? 5 : 10)),
  connections: 10,
  steadySeconds: Number(option('steady', quick ? 15 : 30)),
  coldRequests: 200,
  lighthouseRuns: Number(option('lighthouse-runs', quick ? 3 : 5)),
  memoryRequests: Number(option('memory-requests', quick ? 4_000 : 20_000)),
  memoryArticles: Number(option('memory-articles', quick ? 1_000 : 5_000)),
  memoryDeadlineS: Number(option('memory-deadline', 300)),
  scaleArticles: Number(option('scale-articles', 100_000)),
  scaleDuration: Number(option('scale-duration', quick ? 5 : 8)),
  tapsRuns: Number(option('taps-runs', quick ? 3 : 5)),
  tapsBaseline: option('taps-baseline', null),
};
const only = new Set((option('only', '1,2,3,4,5,6,7,8,9,10') ?? '').split(',').map(Number));
const write = !flag('no-write');
// Item 6's page types (page-types.mjs), all by default; a few for a quick look.
const lighthousePageTypes = option('pages', null)?.split(',');
// The build under test: `next start` (servers.mjs) reads NEXT_DIST_DIR from the environment too.
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';

const require = createRequire(import.meta.url);
const ARTICLE_ROUTE = '/article/[publicationDate]/[articleId]/';
const log = (...args) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);

const command = `npm run bench${argv.length ? ` -- ${argv.join(' ')}` : ''}`;

// --from-results <results.json>: render and write the section again from a run's raw figures.
const fromResults = option('from-results', null);
if (fromResults) {
  const saved = JSON.parse(readFileSync(fromResults, 'utf8'));
  const reportDir = path.join(path.dirname(fromResults), 'lighthouse');
  if (saved.lighthouse && existsSync(reportDir)) saved.lighthouse = (await import('./lighthouse.mjs')).rereadPages(saved.lighthouse, reportDir);
  const section = renderReport(saved, { command: saved.command ?? command, date: new Date(saved.date ?? Date.now()) });
  console.log(section);
  if (write) writeReport('docs/performance.md', section);
  process.exit(0);
}

if (!existsSync(path.join(DIST_DIR, 'BUILD_ID'))) {
  console.error(`No production build in ${DIST_DIR}: run \`npm run build:demo\` first (NEXT_DIST_DIR picks the folder).`);
  process.exit(2);
}

// Items 6 and 10 without a Japanese font would measure boxes for every glyph, not what a reader sees.
if ((only.has(6) || only.has(10)) && !hasJapaneseFont()) {
  console.error('Items 6 (Lighthouse) and 10 (taps on a slow phone) need a Japanese font: apt-get install fonts-noto-cjk.');
  process.exit(2);
}

/** TTL per content API path, from the source registry (api-clients/sources.ts, loaded with tsx). */
function ttlByPath() {
  const { register } = require('tsx/cjs/api');
  const unregister = register();
  try {
    const { SOURCES } = require(path.resolve('api-clients/sources.ts'));
    const ttl = new Map();
    for (const [name, source] of Object.entries(SOURCES)) {
      const entry = ttl.get(source.path) ?? { names: [], ttlMs: source.ttlMs };
      entry.names.push(name);
      // Two sources on one path: the shorter (or no) cache is the one that bounds calls.
      if (source.ttlMs === null || (entry.ttlMs !== null && source.ttlMs < entry.ttlMs)) entry.ttlMs = source.ttlMs;
      ttl.set(source.path, entry);
    }
    return ttl;
  } finally {
    unregister();
  }
}

/** Up to `count` article pages of the data set: [{ path, params }], newest first, no redirects. */
async function articlePaths(contentApiUrl, count) {
  const found = [];
  for (let page = 1; found.length < count && page <= 2_000; page += 1) {
    const list = await getJson(contentApiUrl, `/api/q/articles?categoryCode=new-article&page=${page}&limit=100`);
    if (!list.data?.length) break;
    for (const card of list.data) {
      if (card.redirectUrl) continue;
      const publicationDate = jstYearMonth(card.publishedAt);
      found.push({ path: `/article/${publicationDate}/${card.id}/`, params: { publicationDate, articleId: String(card.id) } });
    }
  }
  return found.slice(0, count);
}

function readLog(file, fromLine) {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  return { lines: lines.slice(fromLine), total: lines.length };
}
const lineCount = (file) => readLog(file, 0).total;
const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Upstream calls per key (path+query) from request-log lines, with each key's source TTL. */
function callsPerKey(lines, ttl) {
  const counts = new Map();
  for (const line of lines) {
    const target = line.slice(line.indexOf(' ') + 1);
    if (target.startsWith('/images/') || target.startsWith('/health')) continue;
    counts.set(target, (counts.get(target) ?? 0) + 1);
  }
  return [...counts].map(([key, calls]) => {
    const source = ttl.get(key.split('?')[0]);
    return { key, calls, ttlMs: source ? source.ttlMs : undefined, sources: source?.names ?? [] };
  });
}

const results = { command, date: new Date().toISOString(), settings, distDir: DIST_DIR, machine: machineInfo(), notes: [] };

function machineInfo() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    pinned: PIN,
    load: os.loadavg().map((value) => value.toFixed(2)).join(' '),
  };
}

const started = Date.now();
const stops = [];
async function stopAll() {
  while (stops.length) await stops.pop()().catch(() => {});
}
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
process.once('SIGTERM', () => void stopAll().then(() => process.exit(143)));

const workDir = mkdtempSync(path.join(os.tmpdir(), 'playnote-bench-'));
pinSelf();
try {
  // Item 5 needs no server: the site's build is read, the bare-Next floor built beside it.
  if (only.has(5)) {
    log('5. first-load JS, and the bare-Next floor (next build of scripts/bench/bare-floor)…');
    const { buildBareFloor } = await import('../lib/bare-floor.mjs');
    const floor = await buildBareFloor();
    const budgets = JSON.parse(readFileSync('performance-budgets.json', 'utf8'));
    const measured = measureFirstLoadJs(DIST_DIR);
    results.bareFloor = { bytes: floor.bytes, next: floor.next, react: floor.react, reactDom: floor.reactDom, goalOverFloor: budgets.firstLoadJs.goalOverFloor };
    results.firstLoadJs = firstLoadOverFloor(measured, budgets, floor.bytes).map(({ page, ...row }) => ({ route: page, files: measured[page].files.length, ...row }));
  }

  // ── Phase A: the default data set, request log on ──
  const requestLog = path.join(workDir, 'content-api-requests.log');
  log('content API (default data set)…');
  const api = await startContentApi({ requestLog });
  stops.push(api.stop);
  const ttl = ttlByPath();
  const [article] = await articlePaths(api.url, 1);
  if (!article) throw new Error('no article in the data set');
  results.articlePath = article.path;
  results.mockNow = process.env.MOCK_NOW ?? BENCH_MOCK_NOW;
  log('next start (cold)…');
  const site = await startNext(api.url);
  stops.push(site.stop);
  const articleUrl = `${site.url}${article.path}`;

  if (only.has(3)) {
    log(`3. ${settings.coldRequests} concurrent cold requests for ${article.path}…`);
    await settle(300);
    const before = lineCount(requestLog);
    const cold = await loadOnce(articleUrl, { connections: settings.coldRequests, amount: settings.coldRequests });
    await settle(500);
    const coldCalls = callsPerKey(readLog(requestLog, before).lines, ttl);
    log(`3. ${settings.steadySeconds} s of steady load…`);
    const beforeSteady = lineCount(requestLog);
    const steady = await loadOnce(articleUrl, { connections: settings.connections, duration: settings.steadySeconds });
    await settle(500);
    const steadyCalls = callsPerKey(readLog(requestLog, beforeSteady).lines, ttl).map((row) => ({
      ...row,
      bound: row.ttlMs ? Math.ceil((settings.steadySeconds * 1000) / row.ttlMs) + 1 : null,
    }));
    results.coalescing = { cold, coldCalls, steady, steadyCalls };
  } else {
    await loadOnce(articleUrl, { connections: 1, amount: 5 });
  }

  if (only.has(4)) {
    const html = await (await fetch(articleUrl)).text();
    results.weight = { ...measureHtml(html), path: article.path };
    writeFileSync(path.join(workDir, 'article.html'), html);
  }

  let propsFile = null;
  if (only.has(1) || only.has(2)) {
    const query = new URLSearchParams({ routePath: ARTICLE_ROUTE, ...article.params });
    const propsResponse = await fetch(`${site.url}/api/pages/page-props-data/?${query}`);
    if (!propsResponse.ok) throw new Error(`page-props-data: ${propsResponse.status}`);
    propsFile = path.join(workDir, 'props.json');
    writeFileSync(propsFile, await propsResponse.text());
  }

  if (only.has(1)) {
    log(`1. next start, warm article page: ${settings.rounds} × ${settings.duration} s…`);
    results.ssrNext = await loadRounds(articleUrl, settings);
  }
  // The render cache (decision 015) answers repeated requests from memory; Next's own rendering cost
  // and the data-scale comparison are measured with it off (RENDER_CACHE_TTL_MS=0).
  if (only.has(1) || only.has(8)) {
    log('next start with the render cache off…');
    const rendering = await startNext(api.url, { RENDER_CACHE_TTL_MS: '0' });
    stops.push(rendering.stop);
    const renderingArticleUrl = `${rendering.url}${article.path}`;
    await loadOnce(renderingArticleUrl, { connections: 1, amount: 5 });
    if (only.has(1)) {
      log(`1. next start without render cache: ${settings.rounds} × ${settings.duration} s…`);
      results.ssrNextRendering = await loadRounds(renderingArticleUrl, settings);
    }
    if (only.has(8)) {
      log('8. default data set: article and category latency (render cache off)…');
      results.scaleDefault = {
        article: await loadOnce(renderingArticleUrl, { duration: settings.scaleDuration }),
        category: await loadOnce(`${rendering.url}/category/news/page/1/`, { duration: settings.scaleDuration }),
      };
    }
    await stops.pop()();
  }

  if (only.has(1) || only.has(2)) {
    log('plain renderToString server…');
    const plain = await startScript('plain', 'scripts/bench/plain-server.mjs', {
      ...benchEnv(api.url, site.url),
      PROPS_FILE: propsFile,
      PAGE_PATH: article.path,
      ROUTE_PARAMS: JSON.stringify(article.params),
    });
    stops.push(plain.stop);
    const plainHtml = await (await fetch(`${plain.url}/`)).text();
    results.plainWeight = measureHtml(plainHtml);
    if (only.has(1)) {
      log(`1. plain server: ${settings.rounds} × ${settings.duration} s…`);
      results.ssrPlain = await loadRounds(`${plain.url}/`, settings);
    }
    if (only.has(2)) {
      log(`2. page data + render vs fixed props, interleaved ${settings.rounds} × ${settings.duration} s each…`);
      results.hardcoded = await interleavedRounds({ pageData: `${plain.url}/page-data/`, fixed: `${plain.url}/` }, settings, { cpuMs: () => processCpuMs(plain.child.pid) });
    }
    await stops.pop()();
  }

  if (only.has(6)) {
    const { lighthousePages, warmUp } = await import('./lighthouse.mjs');
    // Readers get compressed pages (nginx in production, docs/deploy.md); Lighthouse's simulated
    // slow 4G counts transferred bytes, so this site compresses like the proxy would.
    const compressed = await startNext(api.url, { NEXT_COMPRESS: 'true' });
    stops.push(compressed.stop);
    const paths = Object.entries(await pageTypePaths(api.url)).filter(([name]) => !lighthousePageTypes || lighthousePageTypes.includes(name));
    if (paths.length === 0) throw new Error(`--pages ${lighthousePageTypes}: no such page type`);
    const pages = Object.fromEntries(paths.map(([name, pagePath]) => [name, `${compressed.url}${pagePath}`]));
    log(`6. warming the caches (page data, optimised images) with one phone visit per page…`);
    // The browser and Lighthouse on both cores (servers.mjs unpinSelf); the load items pin again.
    unpinSelf();
    await warmUp(Object.values(pages));
    log(`6. Lighthouse, ${settings.lighthouseRuns} runs per page: ${Object.keys(pages).join(', ')}…`);
    results.lighthouse = await lighthousePages(pages, { runs: settings.lighthouseRuns, reportDir: path.join(workDir, 'lighthouse'), log });
    pinSelf();
    await stops.pop()();
  }

  if (only.has(10)) {
    const { tapsBench } = await import('./taps.mjs');
    const against = settings.tapsBaseline ? `baseline ${settings.tapsBaseline}` : 'the build against itself (no --taps-baseline)';
    log(`10. taps on a slow phone: ${settings.tapsRuns} interleaved round${settings.tapsRuns === 1 ? '' : 's'}, ${against}…`);
    // As item 6: the browser on both cores, the sites pinned to core 0 (servers.mjs).
    unpinSelf();
    try {
      results.taps = await tapsBench({ contentApiUrl: api.url, baseline: settings.tapsBaseline, distDir: DIST_DIR, runs: settings.tapsRuns, log });
    } finally {
      pinSelf();
    }
  }
  await stopAll();

  // ── Phase B: the large data set ──
  if (only.has(7) || only.has(8)) {
    log(`content API with ARTICLE_COUNT=${settings.scaleArticles}…`);
    const apiStarted = performance.now();
    const bigApi = await startContentApi({ articleCount: settings.scaleArticles });
    stops.push(bigApi.stop);
    results.scaleApiStartS = (performance.now() - apiStarted) / 1000;
    // Item 8 compares data paths, so the render cache is off for it; item 7 runs the default settings.
    let bigSite = await startNext(bigApi.url, only.has(8) ? { RENDER_CACHE_TTL_MS: '0' } : {});
    stops.push(bigSite.stop);
    const needed = only.has(7) ? settings.memoryArticles : 1;
    const articles = await articlePaths(bigApi.url, needed);
    const bigArticleUrl = `${bigSite.url}${articles[0].path}`;
    await loadOnce(bigArticleUrl, { connections: 1, amount: 5 });
    if (only.has(8)) {
      log('8. large data set: article and category latency…');
      results.scaleLarge = {
        article: await loadOnce(bigArticleUrl, { duration: settings.scaleDuration }),
        category: await loadOnce(`${bigSite.url}/category/news/page/1/`, { duration: settings.scaleDuration }),
      };
    }
    if (only.has(7)) {
      if (only.has(8)) {
        await stops.pop()();
        bigSite = await startNext(bigApi.url);
        stops.push(bigSite.stop);
      }
      log(`7. memory: ${settings.memoryRequests} requests over ${articles.length} articles…`);
      const rssBefore = treeRss(bigSite.child.pid);
      const urls = Array.from({ length: settings.memoryRequests }, (_, i) => `${bigSite.url}${articles[i % articles.length].path}`);
      const samples = [];
      const sampler = setInterval(() => samples.push(treeRss(bigSite.child.pid).reduce((sum, p) => sum + p.rssBytes, 0)), 2_000);
      const run = await fetchAll(urls, { concurrency: settings.connections, deadlineMs: Date.now() + settings.memoryDeadlineS * 1000 });
      clearInterval(sampler);
      await settle(2_000);
      const rssAfter = treeRss(bigSite.child.pid);
      results.memory = { articles: articles.length, requested: settings.memoryRequests, run, rssBefore, rssAfter, peakBytes: Math.max(...samples, 0) };
    }
    await stopAll();
  }
} catch (error) {
  results.error = error instanceof Error ? error.stack : String(error);
  console.error(results.error);
} finally {
  await stopAll();
  results.elapsedS = (Date.now() - started) / 1000;
  writeFileSync(path.join(workDir, 'results.json'), JSON.stringify(results, null, 2));
  log(`raw results: ${path.join(workDir, 'results.json')}`);
}

const section = renderReport(results, { command, date: new Date(results.date) });
console.log(`\n${section}`);
if (write && !results.error) writeReport('docs/performance.md', section);
else if (write) console.error('Not writing docs/performance.md: the run failed.');

// 9. Replicas and the shared cache (issue 8): its own script and section of docs/performance.md.
let scaleFailed = false;
if (only.has(9) && !results.error) {
  log('9. replicas and the shared cache (scripts/bench/scale.mjs)…');
  const { spawnSync } = await import('node:child_process');
  const scale = spawnSync(process.execPath, ['scripts/bench/scale.mjs', ...(quick ? ['--duration', '15', '--throughput-duration', '8'] : []), ...(write ? [] : ['--no-write'])], { stdio: 'inherit' });
  scaleFailed = scale.status !== 0;
}
process.exit(results.error || scaleFailed ? 1 : 0);
