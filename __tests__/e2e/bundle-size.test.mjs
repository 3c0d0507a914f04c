// Unit test of scripts/lib/bundle-size.mjs (the manifest → first-load JS per route sums and the
// budget checks); needs no build: it runs on a fixture manifest and fixture chunk files.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import {
  checkArticleWeight,
  checkFirstLoadJs,
  extractNextData,
  firstLoadFiles,
  firstLoadJsByRoute,
  firstLoadOverFloor,
  measureFirstLoadJs,
  measureHtml,
  pagePropsBreakdown,
} from '../../scripts/lib/bundle-size.mjs';

/** Shaped like a Next 16 (Turbopack) pages-router `.next/build-manifest.json`. */
const MANIFEST = {
  pages: {
    '/': ['static/chunks/top.js', 'static/chunks/shared.js', 'static/chunks/top.css', 'static/chunks/turbopack-runtime.js'],
    '/_app': ['static/chunks/react-dom.js', 'static/chunks/shared.js', 'static/chunks/app.css', 'static/chunks/turbopack-runtime.js'],
    '/_error': ['static/chunks/error.js', 'static/chunks/turbopack-runtime.js'],
    '/article/[publicationDate]/[articleId]': ['static/chunks/article.js', 'static/chunks/turbopack-runtime.js'],
  },
  devFiles: [],
  polyfillFiles: ['static/chunks/polyfills.js'],
  lowPriorityFiles: ['static/BUILD/_buildManifest.js'],
  rootMainFiles: [],
};
const SIZES = {
  'static/chunks/top.js': 1_000,
  'static/chunks/shared.js': 300,
  'static/chunks/react-dom.js': 50_000,
  'static/chunks/turbopack-runtime.js': 4_000,
  'static/chunks/article.js': 2_000,
  'static/chunks/polyfills.js': 10,
  'static/chunks/error.js': 7,
};
const sizeOf = (file) => {
  if (!(file in SIZES)) throw new Error(`sized a file that is not first-load JS: ${file}`);
  return SIZES[file];
};

describe('first-load JS from the build manifest', () => {
  it("a route's first load is polyfills + _app's chunks + its own, JavaScript only, each file once", () => {
    assert.deepEqual(firstLoadFiles(MANIFEST, '/'), [
      'static/chunks/polyfills.js',
      'static/chunks/react-dom.js',
      'static/chunks/shared.js',
      'static/chunks/turbopack-runtime.js',
      'static/chunks/top.js',
    ]);
  });

  it('sums per route, counting a chunk shared with _app once; _app and _error are not routes', () => {
    const measured = firstLoadJsByRoute(MANIFEST, sizeOf);
    assert.deepEqual(Object.keys(measured), ['/', '/article/[publicationDate]/[articleId]']);
    assert.equal(measured['/'].bytes, 10 + 50_000 + 300 + 4_000 + 1_000);
    assert.equal(measured['/article/[publicationDate]/[articleId]'].bytes, 10 + 50_000 + 300 + 4_000 + 2_000);
  });

  it('an unknown page is an error, not a zero', () => {
    assert.throws(() => firstLoadFiles(MANIFEST, '/nowhere'), /no page \/nowhere/);
  });

  describe('from a build directory on disk', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bundle-size-'));
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('gzips each chunk at level 9 and adds the sizes up', () => {
      mkdirSync(path.join(dir, 'static/chunks'), { recursive: true });
      const contents = {};
      for (const file of Object.keys(SIZES)) {
        contents[file] = `/* ${file} */ ${'var a = 1; '.repeat(SIZES[file] % 97)}`;
        writeFileSync(path.join(dir, file), contents[file]);
      }
      writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify(MANIFEST));
      const gz = (file) => gzipSync(contents[file], { level: 9 }).length;
      const measured = measureFirstLoadJs(dir);
      const expected = firstLoadFiles(MANIFEST, '/').reduce((sum, file) => sum + gz(file), 0);
      assert.equal(measured['/'].bytes, expected);
      assert.ok(expected < Object.values(contents).join('').length, 'gzipped, not raw, bytes');
    });
  });
});

describe('first-load JS budgets: the bare-Next floor + an allowance per route', () => {
  const measured = { '/': { bytes: 131_234, files: [] }, '/search': { bytes: 90_000, files: [] } };
  const FLOOR = 80_000;
  const budgetsOf = (overFloor, goalOverFloor) => ({ firstLoadJs: { goalOverFloor, overFloor } });

  it('a route over floor + its own allowance fails with the route, its size, the floor, the difference and the allowance', () => {
    const budgets = budgetsOf({ default: 60_000, routes: { '/': 50_000 } });
    assert.deepEqual(checkFirstLoadJs(measured, budgets, FLOOR), [
      'first-load JS of / is 131,234 B gz = floor 80,000 B + 51,234 B, allowed floor + 50,000 B (130,000 B)',
    ]);
  });

  it('a route without its own allowance is held to the default', () => {
    const budgets = budgetsOf({ default: 9_000, routes: { '/': 60_000 } });
    assert.deepEqual(checkFirstLoadJs(measured, budgets, FLOOR), [
      'first-load JS of /search is 90,000 B gz = floor 80,000 B + 10,000 B, allowed floor + 9,000 B (89,000 B)',
    ]);
  });

  it('exactly at floor + allowance passes, one byte over fails', () => {
    assert.deepEqual(checkFirstLoadJs(measured, budgetsOf({ default: 51_234 }), FLOOR), []);
    assert.equal(checkFirstLoadJs(measured, budgetsOf({ default: 51_233 }), FLOOR).length, 1);
  });

  it('the floor moves the limit: the same build passes on a higher floor and fails on a lower one', () => {
    const budgets = budgetsOf({ default: 10_000 });
    assert.deepEqual(checkFirstLoadJs(measured, budgets, 125_000), []);
    assert.deepEqual(checkFirstLoadJs(measured, budgets, 120_000), [
      'first-load JS of / is 131,234 B gz = floor 120,000 B + 11,234 B, allowed floor + 10,000 B (130,000 B)',
    ]);
  });

  it('a budget for a route the build does not have fails, so the file cannot go stale', () => {
    const budgets = budgetsOf({ default: 200_000, routes: { '/gone': 1 } });
    assert.deepEqual(checkFirstLoadJs(measured, budgets, FLOOR), ['performance-budgets.json names /gone, which the build has no page for']);
  });

  it('a missing or zero floor is an error, never a pass', () => {
    const budgets = budgetsOf({ default: 10_000 });
    assert.throws(() => checkFirstLoadJs(measured, budgets, undefined), /floor must be a positive number of bytes, got undefined/);
    assert.throws(() => checkFirstLoadJs(measured, budgets, 0), /floor must be a positive number/);
  });

  it('reports each route over the floor, its allowance and its distance to the goal', () => {
    const budgets = budgetsOf({ default: 60_000, routes: { '/': 55_000 } }, 10_240);
    assert.deepEqual(firstLoadOverFloor(measured, budgets, FLOOR), [
      { page: '/', bytes: 131_234, overFloor: 51_234, allowance: 55_000, limit: 135_000, goalGap: 40_994 },
      { page: '/search', bytes: 90_000, overFloor: 10_000, allowance: 60_000, limit: 140_000, goalGap: 0 },
    ]);
  });
});

describe('article HTML and __NEXT_DATA__', () => {
  const nextData = JSON.stringify({ props: { pageProps: { big: 'x'.repeat(50), small: 1, text: 'ゲーム' } }, page: '/' });
  const html = `<!DOCTYPE html><html><body><div id="__next">記事</div><script id="__NEXT_DATA__" type="application/json" nonce="n">${nextData}</script></body></html>`;

  it('finds the __NEXT_DATA__ script and measures UTF-8 bytes', () => {
    assert.equal(extractNextData(html), nextData);
    assert.equal(extractNextData('<html></html>'), null);
    const weight = measureHtml(html);
    assert.equal(weight.htmlBytes, Buffer.byteLength(html));
    assert.equal(weight.nextDataBytes, Buffer.byteLength(nextData));
    assert.ok(weight.htmlBytes > html.length, 'Japanese text counts 3 bytes a character');
  });

  it('breaks pageProps down by top-level key, largest first', () => {
    assert.deepEqual(pagePropsBreakdown(nextData), [
      { key: 'big', bytes: 52 },
      { key: 'text', bytes: 11 },
      { key: 'small', bytes: 1 },
    ]);
  });

  it('HTML, __NEXT_DATA__ bytes and the __NEXT_DATA__ share each fail on their own budget', () => {
    const budgets = { articlePage: { maxHtmlBytes: 100_000, maxNextDataBytes: 25_000, maxNextDataShare: 0.25 } };
    assert.deepEqual(checkArticleWeight('/a/', { htmlBytes: 100_000, nextDataBytes: 25_000, nextDataShare: 0.25 }, budgets), []);
    assert.deepEqual(checkArticleWeight('/a/', { htmlBytes: 100_001, nextDataBytes: 30_000, nextDataShare: 0.3 }, budgets), [
      'HTML of /a/ is 100,001 B, budget 100,000 B',
      '__NEXT_DATA__ of /a/ is 30,000 B, budget 25,000 B',
      '__NEXT_DATA__ of /a/ is 30.0 % of its HTML, budget 25.0 %',
    ]);
  });
});
