// Every route pattern of spec §2 in Debian chromium at a desktop and a phone viewport: status 200,
// one non-empty h1 (the expected one where known), no console errors, no horizontal overflow on the
// phone, and axe-core with no serious or critical violations. Then: every page type is reachable
// by following links from the top page.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { watchPageErrors } from './support/browser.mjs';
import { LINKABLE_PATTERNS } from './support/routes.mjs';
import { closeSuite, openSuite } from './support/suite.mjs';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Spec §2 fixes the viewport without user zoom (docs/decisions/005-viewport.md). */
const AXE_DISABLED_RULES = ['meta-viewport'];

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  {
    name: 'phone',
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  },
];

async function axeViolations(page) {
  // Through DevTools: an inline <script> of axe would be refused by the site's policy (decision 030).
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async (disabled) => {
    const rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
    const { violations } = await window.axe.run(document, { rules, resultTypes: ['violations'] });
    return violations.map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')) }));
  }, AXE_DISABLED_RULES);
  return result.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

describe('every reader route in chromium', { timeout: 600_000 }, () => {
  let site;
  let browser;
  let routes;

  before(async () => ({ site, browser, routes } = await openSuite()));
  after(() => closeSuite({ site, browser }));

  for (const { name, viewport, userAgent } of VIEWPORTS) {
    it(`${name}: 200, one h1, no console errors, no overflow, no serious axe violations`, async () => {
      const context = await browser.newContext({ viewport, userAgent });
      const failures = [];
      for (const route of routes) {
        const page = await context.newPage();
        const errors = watchPageErrors(page);
        const response = await page.goto(`${site.siteUrl}${route.path}`, { waitUntil: 'load' });
        const problems = [];
        if (response.status() !== 200) problems.push(`status ${response.status()}`);
        const headings = await page.locator('h1').allTextContents();
        if (headings.length !== 1 || !headings[0]?.trim()) problems.push(`h1s: ${JSON.stringify(headings)}`);
        else if (route.h1 && !route.h1.test(headings[0])) problems.push(`h1 "${headings[0]}" does not match ${route.h1}`);
        if (name === 'phone') {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 0) problems.push(`horizontal overflow ${overflow}px`);
        }
        const violations = await axeViolations(page);
        if (violations.length > 0) problems.push(`axe: ${JSON.stringify(violations)}`);
        if (errors.length > 0) problems.push(`errors: ${errors.join(' | ')}`);
        if (problems.length > 0) failures.push(`${route.pattern} (${route.path}): ${problems.join('; ')}`);
        await page.close();
      }
      await context.close();
      assert.deepEqual(failures, []);
    });
  }

  it('an unknown article and an unknown path answer 404 with the Japanese error page', async () => {
    const page = await browser.newPage();
    for (const path of ['/article/202601/999999999/', '/no-such-page/', '/category/no-such-category/page/1/']) {
      const response = await page.goto(`${site.siteUrl}${path}`);
      assert.equal(response.status(), 404, path);
      assert.match(await page.locator('h1').textContent(), /ページが見つかりません/);
    }
    await page.close();
  });

  it('every page type is reachable by following links from the top page', async () => {
    const reached = new Map();
    const queue = ['/'];
    const seen = new Set(queue);
    const MAX_PAGES = 120;
    let fetched = 0;
    while (queue.length > 0 && fetched < MAX_PAGES && reached.size < LINKABLE_PATTERNS.length) {
      const path = queue.shift();
      const response = await fetch(`${site.siteUrl}${path}`);
      fetched += 1;
      if (!response.ok) continue;
      const html = await response.text();
      for (const [, raw] of html.matchAll(/href="(\/[^"#]*)"/g)) {
        const href = raw.replaceAll('&amp;', '&');
        if (href.startsWith('/_next/') || href.startsWith('/api/')) continue;
        for (const [label, pattern] of LINKABLE_PATTERNS) {
          if (!reached.has(label) && pattern.test(href)) reached.set(label, `${path} → ${href}`);
        }
        // Visit one example of each kind of page to find what it links to.
        const kind = LINKABLE_PATTERNS.find(([, pattern]) => pattern.test(href))?.[0] ?? href;
        if (!seen.has(kind)) {
          seen.add(kind);
          queue.push(href);
        }
      }
    }
    const missing = LINKABLE_PATTERNS.map(([label]) => label).filter((label) => !reached.has(label));
    assert.deepEqual(missing, [], `not reachable from the top page within ${MAX_PAGES} pages`);
  });
});
