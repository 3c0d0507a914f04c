// Lighthouse 12 on a phone (its default mobile config, simulated throttling) through Lighthouse's
// Node API on a puppeteer-core page of Debian's chromium, used by item 6 of `npm run bench` and by
// lighthouse-ads.mjs. The page sees the world a reader's phone would, without the network:
// gpt.js is the googletag stand-in of the browser tests (served through request interception, it
// fills every requested slot at its largest size), and every host other than loopback (analytics,
// other ad hosts) is answered 204 here, so nothing leaves the machine. The site itself has no
// test-only setting for this.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { readRun, summariseRuns } from './lighthouse-figures.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const STAND_IN = readFileSync(new URL('../../__tests__/e2e/support/googletag-stand-in.js', import.meta.url), 'utf8');
const GPT_URL = /^https:\/\/securepubads\.g\.doubleclick\.net\/tag\/js\/gpt\.js/;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function launchBrowser() {
  return puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
}

/** Answers gpt.js with the stand-in and every other outside host with 204; loopback goes through. */
function answerLocally(request, served) {
  const url = request.url();
  if (GPT_URL.test(url)) {
    served.gpt += 1;
    // gpt.js is loaded with crossorigin: a CORS answer, as Google's servers give.
    return request.respond({ status: 200, contentType: 'text/javascript; charset=utf-8', headers: { 'access-control-allow-origin': '*' }, body: STAND_IN });
  }
  const { protocol, hostname } = new URL(url);
  if (/^https?:$/.test(protocol) && !LOOPBACK_HOSTS.has(hostname)) return request.respond({ status: 204, body: '' });
  return request.continue();
}

/**
 * Lighthouse leaves the page on about:blank, so the stand-in's record is read as it happens: its
 * call list gets a push that tells the console of each slot defined and each slot filled.
 */
function reportSlotsToConsole() {
  const calls = [];
  calls.push = (...entries) => {
    for (const entry of entries) {
      if (entry.fn === 'defineSlot') console.debug(`stand-in:defineSlot:${entry.args[2]}`);
      if (entry.fn === 'slotRenderEnded' && entry.args[1] === false) console.debug(`stand-in:slotRenderEnded:${entry.args[0]}`);
    }
    return Array.prototype.push.apply(calls, entries);
  };
  window.__gptCalls = calls;
}

/**
 * One Lighthouse run on a fresh page of `browser`: { lhr, served } where served counts gpt.js
 * answers and the element ids of slots defined and filled.
 */
export async function runLighthouse(browser, url, { categories = ['performance', 'accessibility'] } = {}) {
  const page = await browser.newPage();
  const served = { gpt: 0, defined: new Set(), filled: new Set() };
  await page.evaluateOnNewDocument(reportSlotsToConsole);
  page.on('console', (message) => {
    // By element id: the console reports each call twice here (Lighthouse's session and ours).
    const [tag, fn, id] = message.text().split(':');
    if (tag !== 'stand-in') return;
    if (fn === 'defineSlot') served.defined.add(id);
    if (fn === 'slotRenderEnded') served.filled.add(id);
  });
  await page.setRequestInterception(true);
  // A request of a page that is closing cannot be answered any more: nothing to do then.
  page.on('request', (request) => void answerLocally(request, served).catch(() => {}));
  try {
    const { lhr } = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: categories, disableFullPageScreenshot: true }, undefined, page);
    return { lhr, served: { gptServed: served.gpt, slotsDefined: served.defined.size, slotsFilled: served.filled.size } };
  } finally {
    await page.close();
  }
}

/**
 * One visit per URL as Lighthouse's phone (its screen and user agent), so the measured runs find
 * the site's caches as a reader after the first one does: page data fetched, images optimised.
 */
export async function warmUp(urls) {
  const browser = await launchBrowser();
  try {
    const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
    for (const url of urls) {
      const page = await browser.newPage();
      const served = { gpt: 0 };
      await page.setRequestInterception(true);
      page.on('request', (request) => void answerLocally(request, served).catch(() => {}));
      await page.setUserAgent(userAgents.mobile);
      await page.setViewport({ width, height, deviceScaleFactor, isMobile: true, hasTouch: true });
      // Only a warm-up: a page that never goes quiet is measured all the same.
      await page.goto(url, { waitUntil: 'networkidle2', timeout: 60_000 }).catch(() => {});
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

/**
 * `runs` runs per page, pages in turn: { name → summary (lighthouse-figures.mjs) } with the URL.
 * Every report's JSON is kept in `reportDir` (when given) as <name>-<run>.json.
 */
export async function lighthousePages(pages, { runs = 5, reportDir = null, log = () => {} } = {}) {
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const browser = await launchBrowser();
  const results = {};
  try {
    for (const [name, url] of Object.entries(pages)) {
      const each = [];
      for (let run = 1; run <= runs; run += 1) {
        const { lhr, served } = await runLighthouse(browser, url);
        if (reportDir) writeFileSync(path.join(reportDir, `${name}-${run}.json`), JSON.stringify(lhr));
        const figures = readRun(lhr, served);
        log(`6. ${name} ${run}/${runs}: perf ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls?.toFixed(4)}, a11y ${figures.accessibility}, host index ${Math.round(figures.benchmarkIndex)}${figures.runtimeError ? ` (${figures.runtimeError})` : ''}`);
        each.push(figures);
      }
      results[name] = { url: new URL(url).pathname + new URL(url).search, ...summariseRuns(each) };
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * Item 6 read again from a run's saved reports (`reportDir`/<name>-<run>.json), so figures the
 * bench learns to read later appear in an older run's table; the stand-in's counts are kept.
 */
export function rereadPages(saved, reportDir) {
  return Object.fromEntries(
    Object.entries(saved).map(([name, page]) => {
      const files = page.runs.map((_, index) => path.join(reportDir, `${name}-${index + 1}.json`));
      if (!files.every((file) => existsSync(file))) return [name, page];
      const runs = files.map((file, index) => {
        const { gptServed, slotsDefined, slotsFilled } = page.runs[index];
        return readRun(JSON.parse(readFileSync(file, 'utf8')), { gptServed, slotsDefined, slotsFilled });
      });
      return [name, { url: page.url, ...summariseRuns(runs) }];
    }),
  );
}
