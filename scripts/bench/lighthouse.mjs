// Lighthouse 12 (mobile, its default config and simulated throttling) on Debian's chromium.
// GPT is not served here (no ad network): its script URL is blocked, so slots keep their reserved
// heights and are never filled (the googletag stand-in of the browser tests needs request
// interception, which a Lighthouse run does not offer). Analytics hosts are blocked likewise.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './load.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const BLOCKED = ['*securepubads.g.doubleclick.net*', '*googletagmanager.com*', '*google-analytics.com*', '*googlesyndication.com*'];

/** { name → { performance, accessibility, cls, lcpMs, runs } } with medians over `runs` runs per page. */
export async function lighthousePages(pages, { runs = 5 } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const results = {};
  try {
    for (const [name, url] of Object.entries(pages)) {
      const each = [];
      for (let run = 0; run < runs; run += 1) {
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          blockedUrlPatterns: BLOCKED,
        });
        each.push({
          performance: lhr.categories.performance?.score ?? null,
          accessibility: lhr.categories.accessibility?.score ?? null,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
          runtimeError: lhr.runtimeError?.code ?? null,
        });
      }
      results[name] = {
        performance: median(each.map((r) => r.performance)),
        accessibility: median(each.map((r) => r.accessibility)),
        cls: median(each.map((r) => r.cls)),
        lcpMs: median(each.map((r) => r.lcpMs)),
        runs: each,
      };
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
