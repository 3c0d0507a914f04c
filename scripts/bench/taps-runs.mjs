// Item 10's runs in the browser (scripts/bench/taps.mjs): Debian's chromium through playwright-core,
// one new browser context (an empty cache, no cookies) per run, the phone of the browser tests
// (390×844, iPhone user agent, touch), and over CDP Lighthouse's mobile conditions: 150 ms round
// trip, 1.6 Mbit/s down, 750 kbit/s up (Network.emulateNetworkConditions) and a 4× slower CPU
// (Emulation.setCPUThrottlingRate). The tap is sent over CDP (Input.dispatchTouchEvent touchStart
// then touchEnd at one point, the second sent without waiting for the page to take the first, as a
// finger lifts whatever the page is doing), timed from the first contentful paint as Chromium's
// lifecycle event reports it (its timestamp is the monotonic clock Node's hrtime reads).
import { readFileSync } from 'node:fs';
import { DEVICES, launchBrowser } from '../../__tests__/e2e/support/browser.mjs';
import { tapsProbe } from './taps-page.mjs';

/** Lighthouse's mobile conditions (its "slow 4G" and 4× CPU), applied for real, not simulated. */
export const SLOW_PHONE = { latencyMs: 150, downloadBitsPerS: 1.6e6, uploadBitsPerS: 750e3, cpuSlowdown: 4 };

const STAND_IN = readFileSync(new URL('../../__tests__/e2e/support/googletag-stand-in.js', import.meta.url), 'utf8');
const GPT_URL = /^https:\/\/securepubads\.g\.doubleclick\.net\/tag\/js\/gpt\.js/;

/** Milliseconds on the monotonic clock (CLOCK_MONOTONIC, as CDP's timestamps). */
export const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Chromium with no way off the machine: every host but loopback fails to resolve. */
export function launchPhoneBrowser() {
  return launchBrowser({ args: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] });
}

/**
 * As item 6 (lighthouse.mjs): gpt.js is the browser tests' googletag stand-in (it fills every slot
 * the site asks for), every other https host (analytics, video embeds) an empty 204.
 */
async function answerOutsideHosts(cdp) {
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    const gpt = GPT_URL.test(request.url);
    const answer = gpt
      ? {
          responseCode: 200,
          responseHeaders: [
            { name: 'content-type', value: 'text/javascript; charset=utf-8' },
            { name: 'access-control-allow-origin', value: '*' },
          ],
          body: Buffer.from(STAND_IN).toString('base64'),
        }
      : { responseCode: 204, responseHeaders: [], body: '' };
    cdp.send('Fetch.fulfillRequest', { requestId, ...answer }).catch(() => {});
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: 'https://*' }] });
}

/**
 * A new context and tab with the probe (taps-page.mjs) in every document: { page, cdp, reports,
 * waitFor, firstPaint, close }. `throttle` applies SLOW_PHONE.
 */
export async function openTab(browser, { config = {}, throttle = true } = {}) {
  const context = await browser.newContext({ ...DEVICES.phone });
  const reports = [];
  let wake = () => {};
  await context.exposeBinding('__benchTaps', (_source, report) => {
    reports.push({ ...report, receivedAt: monotonicMs() });
    wake();
  });
  await context.addInitScript(tapsProbe, { title: null, menu: false, ...config });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttle) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: SLOW_PHONE.downloadBitsPerS / 8,
      uploadThroughput: SLOW_PHONE.uploadBitsPerS / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  }
  await answerOutsideHosts(cdp);
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  const mainFrame = (await cdp.send('Page.getFrameTree')).frameTree.frame.id;
  // The first contentful paint of the first document that has one, on the monotonic clock.
  const firstPaint = new Promise((resolve) => {
    const onLifecycle = (event) => {
      if (event.frameId !== mainFrame || event.name !== 'firstContentfulPaint') return;
      cdp.off('Page.lifecycleEvent', onLifecycle);
      resolve({ atMs: event.timestamp * 1000, receivedAtMs: monotonicMs() });
    };
    cdp.on('Page.lifecycleEvent', onLifecycle);
  });

  /** The first report `test` accepts, or null after `timeoutMs`. */
  async function waitFor(test, timeoutMs) {
    const deadline = monotonicMs() + timeoutMs;
    for (;;) {
      const found = reports.find(test);
      if (found) return found;
      const left = deadline - monotonicMs();
      if (left <= 0) return null;
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }
  return { context, page, cdp, reports, waitFor, firstPaint, close: () => context.close().catch(() => {}) };
}

/** A finger's tap at (x, y): touchStart and touchEnd sent back to back, not waiting for the page. */
export async function touchTap(cdp, { x, y }) {
  const sentAt = monotonicMs();
  await Promise.all([
    cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] }),
    cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
  ]);
  return sentAt;
}

const withTimeout = (promise, ms) => Promise.race([promise, sleep(ms).then(() => null)]);

/**
 * One timed run: open `url` on the slow phone, tap `point` `tapAfterPaintMs` after the first
 * contentful paint (no tap when `point` is null), wait up to `timeoutMs` after the tap for a report
 * `done` accepts, and keep the tab at least `stayMs` from the start of navigation (a page left alone).
 * `throttle: false` for the untimed warm-up runs.
 * Returns { reports, firstPaint, tapSentAt, done, error }: the times are for taps-figures.mjs.
 */
export async function timedRun(browser, { url, config, point = null, tapAfterPaintMs = 300, done = null, timeoutMs = 15_000, stayMs = 0, throttle = true }) {
  const tab = await openTab(browser, { config, throttle });
  const startedAt = monotonicMs();
  const run = { reports: tab.reports, firstPaint: null, tapSentAt: null, done: null, error: null };
  try {
    const navigation = tab.page.goto(url, { waitUntil: 'commit', timeout: 30_000 }).catch((error) => {
      run.error ??= `navigation: ${error.message.split('\n')[0]}`;
    });
    run.firstPaint = await withTimeout(tab.firstPaint, 30_000);
    if (!run.firstPaint) {
      run.error ??= 'no first contentful paint in 30 s';
      return run;
    }
    if (point) {
      await sleep(run.firstPaint.atMs + tapAfterPaintMs - monotonicMs());
      run.tapSentAt = await touchTap(tab.cdp, point);
      if (done) run.done = await tab.waitFor(done, timeoutMs);
      // Stragglers: a busy page delivers the Element Timing entry well after the frame that showed the h1.
      await sleep(1_000);
    }
    await sleep(startedAt + stayMs - monotonicMs());
    await withTimeout(navigation, 1_000);
    return run;
  } catch (error) {
    run.error ??= error instanceof Error ? error.message.split('\n')[0] : String(error);
    return run;
  } finally {
    run.reports = [...tab.reports];
    await tab.close();
  }
}

/** In the page: the centre of the `index`th `selector`, and what the probe names it (taps-page.mjs). */
function targetOf([selector, index]) {
  const element = document.querySelectorAll(selector)[index];
  if (!element) return null;
  const box = element.getBoundingClientRect();
  const controls = element.getAttribute('aria-controls');
  return {
    x: Math.round(box.left + box.width / 2),
    y: Math.round(box.top + box.height / 2),
    box: [box.left, box.top, box.width, box.height].map(Math.round),
    name: element.tagName === 'A' ? element.getAttribute('href') : `${element.tagName.toLowerCase()}${controls ? `[aria-controls=${controls}]` : ''}`,
    text: element.textContent.trim().slice(0, 60),
  };
}

/** In the page: which `main` article link is the lead story, the first wholly on the first screen below the header. */
function leadStoryIndex(selector) {
  const header = document.getElementById('site-header')?.getBoundingClientRect().bottom ?? 0;
  return [...document.querySelectorAll(selector)].findIndex((link) => {
    const box = link.getBoundingClientRect();
    return box.height >= 40 && box.top >= header && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth && link.checkVisibility({ visibilityProperty: true });
  });
}

/** In the page: the visible h1's text with whitespace removed (as taps-page.mjs compares it). */
function visibleHeadline() {
  const h1 = [...document.getElementsByTagName('h1')].find((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  });
  return h1 ? h1.textContent.replace(/[\s\u200b]+/g, '') : null;
}

export const STORY_LINKS = 'main a[href*="/article/"]';
export const MENU_BUTTON = '#site-header button[aria-controls="phone-menu"]';
export const BREADCRUMB_LINKS = 'nav[aria-label="パンくずリスト"] a';

/**
 * What item 10 taps on one build, read from its pages loaded whole without throttling (the same
 * first screen a phone shows; CLS is 0): the lead story of the top page and the h1 of the article it
 * opens, the phone menu button, and on that article the breadcrumb's second link (its category:
 * the first plain site link of the phone's first screen below the header). Also warms the server.
 */
export async function findTargets(browser, siteUrl) {
  const tab = await openTab(browser, { throttle: false });
  try {
    await tab.page.goto(`${siteUrl}/`, { waitUntil: 'load' });
    const lead = await tab.page.evaluate(leadStoryIndex, STORY_LINKS);
    const story = lead < 0 ? null : await tab.page.evaluate(targetOf, [STORY_LINKS, lead]);
    const menu = await tab.page.evaluate(targetOf, [MENU_BUTTON, 0]);
    if (!story || !menu) throw new Error(`${siteUrl}/: ${story ? '' : 'no story link wholly on the first screen; '}${menu ? '' : `no ${MENU_BUTTON}`}`);
    await tab.page.goto(`${siteUrl}${story.name}`, { waitUntil: 'load' });
    const title = await tab.page.evaluate(visibleHeadline);
    const section = await tab.page.evaluate(targetOf, [BREADCRUMB_LINKS, 1]);
    if (!title || !section) throw new Error(`${siteUrl}${story.name}: ${title ? '' : 'no visible h1; '}${section ? '' : `no second ${BREADCRUMB_LINKS}`}`);
    await tab.page.goto(`${siteUrl}${section.name}`, { waitUntil: 'load' });
    return { story: { ...story, title }, section, menu };
  } finally {
    await tab.close();
  }
}
