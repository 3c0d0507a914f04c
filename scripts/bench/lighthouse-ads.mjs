// Two builds side by side (issue 16: what the ad inventory costs a phone reader): Lighthouse 12
// mobile performance, median of N runs of each, interleaved in one run (same content API, same
// machine state), through the same runs as item 6 of `npm run bench` (lighthouse.mjs: the googletag
// stand-in fills every slot the site requests, other hosts are answered 204, nothing leaves the
// machine). Item 6 measures one build against issue 18's goals; this compares two.
//
//   node scripts/bench/lighthouse-ads.mjs --before <checkout with a production build> [--runs 5] [--pages top,article,category]
//
// The "after" build is this checkout's (NEXT_DIST_DIR respected); "before" is another checkout
// (e.g. a git worktree of the commit before the change) with its own `npm run build:demo`.
import { parseArgs } from 'node:util';
import { readRun, summariseRuns } from './lighthouse-figures.mjs';
import { launchBrowser, runLighthouse } from './lighthouse.mjs';
import { median } from './load.mjs';
import { PAGE_TYPES, pageTypePaths } from './page-types.mjs';
import { benchEnv, startContentApi } from './servers.mjs';
import { freePort, NEXT_BIN, startGroup, stopGroup, waitForUrl } from '../lib/processes.mjs';

const { values: options } = parseArgs({
  options: {
    before: { type: 'string' },
    // The before checkout's build folder (this checkout's is NEXT_DIST_DIR or .next).
    'before-dist': { type: 'string', default: '.next' },
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: 'top,article,category' },
  },
});
if (!options.before) {
  console.error(`usage: node scripts/bench/lighthouse-ads.mjs --before <checkout with a production build> [--runs 5] [--pages top,article,category] (page types: ${PAGE_TYPES.join(', ')})`);
  process.exit(2);
}
const RUNS = Number(options.runs);

async function startSite(name, cwd, distDir, contentApiUrl) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Readers get compressed pages (nginx in production); Lighthouse's simulated 4G counts bytes.
  const env = benchEnv(contentApiUrl, url, { NEXT_COMPRESS: 'true', NEXT_DIST_DIR: distDir });
  const child = startGroup(name, process.execPath, [NEXT_BIN, 'start', '--hostname', '127.0.0.1', '--port', String(port)], { env, cwd, stdio: 'ignore' });
  await waitForUrl(`${url}/api/health/`, { child, timeoutMs: 120_000 });
  return { url, stop: () => stopGroup(child) };
}

/** One performance run: the figures of lighthouse-figures.mjs plus the stand-in's slot counts. */
async function performanceRun(browser, url) {
  const { lhr, served } = await runLighthouse(browser, url, { categories: ['performance'] });
  return readRun(lhr, served);
}

const summary = (runs) => ({
  ...summariseRuns(runs),
  slotsDefined: median(runs.map((run) => run.slotsDefined)),
  slotsFilled: median(runs.map((run) => run.slotsFilled)),
});

const api = await startContentApi();
const sites = {};
const browser = await launchBrowser();
try {
  sites.before = await startSite('before', options.before, options['before-dist'], api.url);
  sites.after = await startSite('after', process.cwd(), process.env.NEXT_DIST_DIR || '.next', api.url);
  const pagePaths = await pageTypePaths(api.url);
  const names = options.pages.split(',').filter((name) => name in pagePaths);
  const results = {};
  for (const name of names) {
    const runs = { before: [], after: [] };
    for (let run = 0; run < RUNS; run += 1) {
      // Interleaved, so a slow moment of the machine falls on both builds alike.
      for (const build of ['before', 'after']) runs[build].push(await performanceRun(browser, `${sites[build].url}${pagePaths[name]}`));
    }
    results[name] = { path: pagePaths[name], before: summary(runs.before), after: summary(runs.after) };
    const { before, after } = results[name];
    console.log(
      `${name}: performance ${before.performance} -> ${after.performance} (${(after.performance - before.performance).toFixed(2)}), ` +
        `CLS ${before.cls.toFixed(4)} -> ${after.cls.toFixed(4)}, LCP ${Math.round(before.lcpMs)} -> ${Math.round(after.lcpMs)} ms, ` +
        `TBT ${Math.round(before.tbtMs)} -> ${Math.round(after.tbtMs)} ms, slots defined/filled ${before.slotsDefined}/${before.slotsFilled} -> ${after.slotsDefined}/${after.slotsFilled}`,
    );
  }
  console.log(JSON.stringify(results, null, 1));
} finally {
  await browser.close();
  await Promise.all(Object.values(sites).map((site) => site.stop()));
  await api.stop();
}
