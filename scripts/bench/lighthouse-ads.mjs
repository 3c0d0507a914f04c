// What the ad inventory costs a phone reader (issue 16): Lighthouse 12 mobile performance, median of
// N runs, of two builds in one run (interleaved, same content API, same machine state), with the
// googletag stand-in of the browser tests served in place of gpt.js through puppeteer-core request
// interception (Lighthouse's Node API runs on the puppeteer page), so slots are defined, requested
// and filled at their largest size as they would be with real ads. Nothing leaves the machine:
// analytics and ad-network hosts other than gpt.js are answered 204.
//
//   node scripts/bench/lighthouse-ads.mjs --before <checkout with a production build> [--runs 5]
//
// The "after" build is this checkout's (NEXT_DIST_DIR respected); "before" is another checkout
// (e.g. a git worktree of the commit before the change) with its own `npm run build:demo`.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { median } from './load.mjs';
import { benchEnv, startContentApi } from './servers.mjs';
import { CHROMIUM_PATH } from './lighthouse.mjs';
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
  console.error('usage: node scripts/bench/lighthouse-ads.mjs --before <checkout with a production build> [--runs 5] [--pages top,article,category]');
  process.exit(2);
}
const RUNS = Number(options.runs);
const STAND_IN = await readFile(new URL('../../__tests__/e2e/support/googletag-stand-in.js', import.meta.url), 'utf8');
const GPT_URL = /^https:\/\/securepubads\.g\.doubleclick\.net\/tag\/js\/gpt\.js/;
const OFFLINE_HOSTS = /googletagmanager\.com|google-analytics\.com|googlesyndication\.com|doubleclick\.net/;

async function startSite(name, cwd, distDir, contentApiUrl) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Readers get compressed pages (nginx in production); Lighthouse's simulated 4G counts bytes.
  const env = benchEnv(contentApiUrl, url, { NEXT_COMPRESS: 'true', NEXT_DIST_DIR: distDir });
  const child = startGroup(name, process.execPath, [NEXT_BIN, 'start', '--hostname', '127.0.0.1', '--port', String(port)], { env, cwd, stdio: 'ignore' });
  await waitForUrl(`${url}/api/health/`, { child, timeoutMs: 120_000 });
  return { url, stop: () => stopGroup(child) };
}

async function firstArticlePath(contentApiUrl) {
  const list = await (await fetch(`${contentApiUrl}/api/q/articles?categoryCode=new-article&limit=50&page=1`)).json();
  for (const card of list.data) {
    const detail = await (await fetch(`${contentApiUrl}/api/article?articleId=${card.id}`)).json();
    if (detail.redirectUrl || !detail.isDisplayAd) continue;
    const date = new Date(new Date(detail.publishedAt).getTime() + 9 * 3_600_000);
    return `/article/${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}/${detail.articleId}/`;
  }
  throw new Error('no article with ads in the data set');
}

/** One Lighthouse run on a fresh puppeteer page that serves the stand-in for gpt.js. */
async function lighthouseWithStandIn(browser, url) {
  const page = await browser.newPage();
  const served = { gpt: 0, defined: new Set(), filled: new Set() };
  // Lighthouse leaves the page on about:blank, so the stand-in's record is read as it happens: its
  // call list is given a push that tells the console of each slot defined and each filled.
  await page.evaluateOnNewDocument(() => {
    const calls = [];
    calls.push = (...entries) => {
      for (const entry of entries) if (entry.fn === 'defineSlot' || (entry.fn === 'slotRenderEnded' && entry.args[1] === false)) console.debug(`stand-in:${entry.fn}:${entry.args[entry.fn === 'defineSlot' ? 2 : 0]}`);
      return Array.prototype.push.apply(calls, entries);
    };
    window.__gptCalls = calls;
  });
  page.on('console', (message) => {
    // By element id: the console reports each call twice on this page (Lighthouse's session and ours).
    const [tag, fn, id] = message.text().split(':');
    if (tag !== 'stand-in') return;
    if (fn === 'defineSlot') served.defined.add(id);
    if (fn === 'slotRenderEnded') served.filled.add(id);
  });
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (GPT_URL.test(request.url())) {
      served.gpt += 1;
      // gpt.js is loaded with crossorigin: a CORS answer, as Google's servers give.
      return request.respond({ status: 200, contentType: 'text/javascript; charset=utf-8', headers: { 'access-control-allow-origin': '*' }, body: STAND_IN });
    }
    if (OFFLINE_HOSTS.test(new URL(request.url()).hostname)) return request.respond({ status: 204, body: '' });
    return request.continue();
  });
  try {
    const { lhr } = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableFullPageScreenshot: true }, undefined, page);
    return {
      performance: lhr.categories.performance?.score ?? null,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
      gptServed: served.gpt,
      slotsDefined: served.defined.size,
      slotsFilled: served.filled.size,
      runtimeError: lhr.runtimeError?.code ?? null,
    };
  } finally {
    await page.close();
  }
}

const summary = (runs) => ({
  performance: median(runs.map((run) => run.performance)),
  cls: median(runs.map((run) => run.cls)),
  lcpMs: median(runs.map((run) => run.lcpMs)),
  tbtMs: median(runs.map((run) => run.tbtMs)),
  slotsDefined: median(runs.map((run) => run.slotsDefined)),
  slotsFilled: median(runs.map((run) => run.slotsFilled)),
  runs,
});

const api = await startContentApi();
const sites = {};
const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  sites.before = await startSite('before', options.before, options['before-dist'], api.url);
  sites.after = await startSite('after', process.cwd(), process.env.NEXT_DIST_DIR || '.next', api.url);
  const pagePaths = { top: '/', article: await firstArticlePath(api.url), category: '/category/news/page/1/' };
  const names = options.pages.split(',').filter((name) => name in pagePaths);
  const results = {};
  for (const name of names) {
    const runs = { before: [], after: [] };
    for (let run = 0; run < RUNS; run += 1) {
      // Interleaved, so a slow moment of the machine falls on both builds alike.
      for (const build of ['before', 'after']) runs[build].push(await lighthouseWithStandIn(browser, `${sites[build].url}${pagePaths[name]}`));
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
