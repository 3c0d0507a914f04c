// Size budgets on the build output (issue 6, "Budgets in CI"): `npm test` fails when the first-load
// JavaScript of a route grows past the bare-Next floor + its allowance (issue 18; the floor is built
// here, scripts/lib/bare-floor.mjs), or the article page's HTML or `__NEXT_DATA__` past its budget in
// performance-budgets.json. Runs after `npm run build:demo`, like the other e2e files.
// Figures are printed as test diagnostics; docs/performance.md ("Budgets (npm test)") has the table.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { BARE_FLOOR_DIR, buildBareFloor } from '../../scripts/lib/bare-floor.mjs';
import {
  checkArticleWeight,
  checkFirstLoadJs,
  firstLoadOverFloor,
  formatBytes,
  measureFirstLoadJs,
  measureHtml,
  extractNextData,
  pagePropsBreakdown,
} from '../../scripts/lib/bundle-size.mjs';
import { BENCH_MOCK_NOW } from '../../scripts/bench/servers.mjs';
import { startSite } from './support/servers.mjs';
import { getJson, jstYearMonth } from './support/content.mjs';

const budgets = JSON.parse(readFileSync(new URL('../../performance-budgets.json', import.meta.url), 'utf8'));

/** How many articles the weight check loads, and how many newest articles it picks them from. */
const ARTICLES_CHECKED = 3;
const CANDIDATES = 40;

describe('server-only code stays out of the browser bundle', () => {
  // Components may import only pure modules of lib/routes (paths, formats, labels): a value import
  // from a route handler once pulled the page-data code, api-clients/api-error.ts and Node's Buffer
  // polyfill into every page (about 9 KB gz).
  it('no browser chunk carries the upstream error codes of api-clients/api-error.ts', () => {
    // The build folder of this run (NEXT_DIST_DIR, as next.config.js reads it).
    const dir = new URL(`../../${process.env.NEXT_DIST_DIR || '.next'}/static/chunks/`, import.meta.url);
    const offenders = readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .filter((name) => /ERR_MALFORMED_JSON|ERR_SCHEMA_MISMATCH/.test(readFileSync(new URL(name, dir), 'utf8')));
    assert.deepEqual(offenders, []);
  });

  // Static islands (decision 032) are rendered on the server only: their components (the top
  // page's rail and its lower sections, by a heading each renders) reach no browser chunk.
  it("no browser chunk carries the top page islands' components", () => {
    const dir = new URL(`../../${process.env.NEXT_DIST_DIR || '.next'}/static/chunks/`, import.meta.url);
    const offenders = readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .filter((name) => /今月の発売予定|コンテンツ一覧/.test(readFileSync(new URL(name, dir), 'utf8')));
    assert.deepEqual(offenders, []);
  });
});

describe('the bare-Next floor build', () => {
  const distDir = '.next-timeout-check';
  after(() => rmSync(`${BARE_FLOOR_DIR}/${distDir}`, { recursive: true, force: true }));

  it('a build that does not finish in time is stopped and named in the error', async () => {
    await assert.rejects(buildBareFloor({ distDir, timeoutMs: 1 }), /next build scripts\/bench\/bare-floor` did not finish within 0.001 s and was stopped/);
  });
});

describe('first-load JS per route stays within the bare-Next floor + its allowance (performance-budgets.json)', { timeout: 240_000 }, () => {
  const measured = measureFirstLoadJs(process.env.NEXT_DIST_DIR || '.next');
  let floor;

  // The floor of this run: the bare fixture built with the installed next and react (5-10 s).
  before(async () => {
    floor = await buildBareFloor();
  });

  it('the bare-Next floor was built and measured', (t) => {
    t.diagnostic(`floor ${formatBytes(floor.bytes)} B gz in ${floor.files.length} files (next ${floor.next}, react ${floor.react}, react-dom ${floor.reactDom})`);
    assert.ok(floor.bytes > 0);
  });

  it('the budgets name only routes the build has', () => {
    const stale = checkFirstLoadJs(measured, budgets, floor.bytes).filter((message) => message.includes('has no page'));
    assert.deepEqual(stale, []);
  });

  for (const [page, { bytes, files }] of Object.entries(measured)) {
    it(`first-load JS of ${page}`, (t) => {
      const [row] = firstLoadOverFloor({ [page]: { bytes } }, budgets, floor.bytes);
      t.diagnostic(
        `${formatBytes(bytes)} B gz in ${files.length} files = floor ${formatBytes(floor.bytes)} + ${formatBytes(row.overFloor)} B; ` +
          `allowed + ${formatBytes(row.allowance)} B; goal + ${formatBytes(budgets.firstLoadJs.goalOverFloor)} B (${formatBytes(row.goalGap)} B to go)`,
      );
      const routeOnly = { ...budgets, firstLoadJs: { ...budgets.firstLoadJs, overFloor: { default: row.allowance } } };
      assert.deepEqual(checkFirstLoadJs({ [page]: { bytes, files } }, routeOnly, floor.bytes), []);
    });
  }
});

describe('article page HTML and __NEXT_DATA__ stay within performance-budgets.json', { timeout: 180_000 }, () => {
  let site;
  const pages = [];

  before(async () => {
    // The bytes of the same articles on every day: the data's "now" and the site's clock pinned together
    // to the bench's instant (docs/testing.md), as the bench pins them for comparable runs.
    site = await startSite({
      env: {
        MOCK_NOW: BENCH_MOCK_NOW,
        PLAYNOTE_TEST_NOW: BENCH_MOCK_NOW,
        NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${new URL('./support/shifted-clock.mjs', import.meta.url).href}`].filter(Boolean).join(' '),
      },
    });
    const articlePaths = await longestArticlePaths(site.contentApiUrl);
    for (const articlePath of articlePaths) {
      const response = await fetch(`${site.siteUrl}${articlePath}`, { headers: { 'Accept-Encoding': 'identity' } });
      assert.equal(response.status, 200, articlePath);
      pages.push({ path: articlePath, html: await response.text() });
    }
  });

  after(async () => {
    await site?.stop();
  });

  it(`${ARTICLES_CHECKED} long articles were loaded uncompressed`, () => {
    assert.equal(pages.length, ARTICLES_CHECKED);
    for (const { path, html } of pages) assert.ok(extractNextData(html), `${path} has a __NEXT_DATA__ script`);
  });

  for (let index = 0; index < ARTICLES_CHECKED; index += 1) {
    it(`article ${index + 1}: HTML ≤ ${formatBytes(budgets.articlePage.maxHtmlBytes)} B, __NEXT_DATA__ ≤ ${formatBytes(budgets.articlePage.maxNextDataBytes)} B and ≤ ${budgets.articlePage.maxNextDataShare * 100} % of the HTML`, (t) => {
      const page = pages[index];
      assert.ok(page, 'the article was loaded');
      const weight = measureHtml(page.html);
      const breakdown = pagePropsBreakdown(extractNextData(page.html));
      const props = breakdown.map(({ key, bytes }) => `${key} ${formatBytes(bytes)}`).join(', ');
      t.diagnostic(
        `${page.path}: HTML ${formatBytes(weight.htmlBytes)} B, __NEXT_DATA__ ${formatBytes(weight.nextDataBytes)} B (${(weight.nextDataShare * 100).toFixed(1)} %); pageProps: ${props}`,
      );
      const failures = checkArticleWeight(page.path, weight, budgets);
      assert.deepEqual(failures, [], `${failures.join('; ')}\npageProps by key (B): ${props}`);
    });
  }
});

/** The article pages (first body page) with the most body content among the newest articles. */
async function longestArticlePaths(contentApiUrl) {
  const list = await getJson(`${contentApiUrl}/api/q/articles?categoryCode=new-article&limit=${CANDIDATES}`);
  const candidates = list.data.filter((card) => !card.redirectUrl);
  const sized = [];
  for (const card of candidates) {
    const detail = await getJson(`${contentApiUrl}/api/article?articleId=${card.id}`);
    if (detail.redirectUrl) continue;
    sized.push({ path: `/article/${jstYearMonth(detail.publishedAt)}/${card.id}/`, bytes: JSON.stringify(detail.content[0] ?? {}).length });
  }
  return sized
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, ARTICLES_CHECKED)
    .map(({ path }) => path);
}

