// Sizes of the build output that `npm test` keeps within budgets (performance-budgets.json):
// first-load JavaScript per route, read from `.next/build-manifest.json` and held to the bare-Next
// floor (bare-floor.mjs) + an allowance, and the weight of a page's HTML and its `__NEXT_DATA__`.
// Pure functions plus a thin reader of the build directory.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip level used for every JS size: what a proxy with `gzip_comp_level 9` would send. */
export const GZIP_LEVEL = 9;

/** Bytes of `content` gzipped at level 9. */
export function gzipSize(content) {
  return gzipSync(content, { level: GZIP_LEVEL }).length;
}

/** Next's internal pages (`/_app`, `/_error`, `/_document`) are not routes of their own. */
export function isRoutePage(page) {
  return !page.startsWith('/_');
}

/**
 * The JavaScript files a first visit to `page` loads, each once, in load order:
 * polyfills and root main files (framework / runtime), then `/_app`'s chunks, then the page's.
 * Stylesheets listed beside the chunks are not JavaScript and are left out.
 */
export function firstLoadFiles(manifest, page) {
  const pages = manifest.pages ?? {};
  if (!pages[page]) throw new Error(`build manifest has no page ${page}`);
  const files = [
    ...(manifest.polyfillFiles ?? []),
    ...(manifest.rootMainFiles ?? []),
    ...(pages['/_app'] ?? []),
    ...pages[page],
  ];
  return [...new Set(files.filter((file) => file.endsWith('.js')))];
}

/**
 * First-load JS of every route in the manifest: `{ page → { files, bytes } }`, where bytes is the
 * sum of `sizeOf(file)` over firstLoadFiles (a chunk shared with `_app` is counted once).
 */
export function firstLoadJsByRoute(manifest, sizeOf) {
  const result = {};
  for (const page of Object.keys(manifest.pages ?? {}).filter(isRoutePage).sort()) {
    const files = firstLoadFiles(manifest, page);
    result[page] = { files, bytes: files.reduce((sum, file) => sum + sizeOf(file), 0) };
  }
  return result;
}

/** Reads `<distDir>/build-manifest.json` and gzips each chunk (once) to measure every route. */
export function measureFirstLoadJs(distDir = '.next') {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const cache = new Map();
  const sizeOf = (file) => {
    if (!cache.has(file)) cache.set(file, gzipSize(readFileSync(path.join(distDir, file))));
    return cache.get(file);
  };
  return firstLoadJsByRoute(manifest, sizeOf);
}

const NEXT_DATA = /<script id="__NEXT_DATA__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/;

/** The text inside `<script id="__NEXT_DATA__">`, or null when the page has none. */
export function extractNextData(html) {
  return NEXT_DATA.exec(html)?.[1] ?? null;
}

/** UTF-8 bytes of a string. */
export function byteLength(text) {
  return Buffer.byteLength(text, 'utf8');
}

/** HTML bytes, `__NEXT_DATA__` bytes and the share of the one in the other. */
export function measureHtml(html) {
  const nextData = extractNextData(html);
  const htmlBytes = byteLength(html);
  const nextDataBytes = nextData === null ? 0 : byteLength(nextData);
  return { htmlBytes, nextDataBytes, nextDataShare: htmlBytes === 0 ? 0 : nextDataBytes / htmlBytes };
}

/** Bytes of each top-level key of `props.pageProps` in a `__NEXT_DATA__` text, largest first. */
export function pagePropsBreakdown(nextDataText) {
  const pageProps = JSON.parse(nextDataText)?.props?.pageProps ?? {};
  return Object.entries(pageProps)
    .map(([key, value]) => ({ key, bytes: byteLength(JSON.stringify(value) ?? '') }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** 131234 → "131,234". */
export function formatBytes(bytes) {
  return Math.round(bytes).toLocaleString('en-US');
}

/**
 * Bytes a route may load over the bare-Next floor (bare-floor.mjs): its own entry in
 * `budgets.firstLoadJs.overFloor.routes`, else the default.
 */
export function firstLoadAllowanceOf(budgets, page) {
  const { overFloor } = budgets.firstLoadJs;
  return overFloor.routes?.[page] ?? overFloor.default;
}

/** A floor that is not a positive number would make every limit meaningless: an error, never a pass. */
function assertFloor(floorBytes) {
  if (!Number.isFinite(floorBytes) || floorBytes <= 0) throw new Error(`the bare-Next floor must be a positive number of bytes, got ${floorBytes}`);
}

/**
 * Every route against floor + allowance, in the measured order:
 * `[{ page, bytes, overFloor, allowance, limit, goalGap }]`, where goalGap is how far overFloor is
 * above `budgets.firstLoadJs.goalOverFloor` (0 when at or below it, null when there is no goal).
 */
export function firstLoadOverFloor(measured, budgets, floorBytes) {
  assertFloor(floorBytes);
  const goal = budgets.firstLoadJs.goalOverFloor;
  return Object.entries(measured).map(([page, { bytes }]) => {
    const allowance = firstLoadAllowanceOf(budgets, page);
    const overFloor = bytes - floorBytes;
    return { page, bytes, overFloor, allowance, limit: floorBytes + allowance, goalGap: goal === undefined ? null : Math.max(0, overFloor - goal) };
  });
}

/**
 * Failure messages for first-load JS over floor + allowance; an empty list when every route is
 * within. A budget naming a route the build no longer has is a failure too, so the file cannot go stale.
 */
export function checkFirstLoadJs(measured, budgets, floorBytes) {
  const failures = firstLoadOverFloor(measured, budgets, floorBytes)
    .filter(({ overFloor, allowance }) => overFloor > allowance)
    .map(
      ({ page, bytes, overFloor, allowance, limit }) =>
        `first-load JS of ${page} is ${formatBytes(bytes)} B gz = floor ${formatBytes(floorBytes)} B + ${formatBytes(overFloor)} B, ` +
        `allowed floor + ${formatBytes(allowance)} B (${formatBytes(limit)} B)`,
    );
  for (const page of Object.keys(budgets.firstLoadJs.overFloor.routes ?? {})) {
    if (!measured[page]) failures.push(`performance-budgets.json names ${page}, which the build has no page for`);
  }
  return failures;
}

/** Failure messages for one article page's HTML weight against `budgets.articlePage`. */
export function checkArticleWeight(label, { htmlBytes, nextDataBytes, nextDataShare }, budgets) {
  const { maxHtmlBytes, maxNextDataBytes, maxNextDataShare } = budgets.articlePage;
  const failures = [];
  if (htmlBytes > maxHtmlBytes) failures.push(`HTML of ${label} is ${formatBytes(htmlBytes)} B, budget ${formatBytes(maxHtmlBytes)} B`);
  if (nextDataBytes > maxNextDataBytes) {
    failures.push(`__NEXT_DATA__ of ${label} is ${formatBytes(nextDataBytes)} B, budget ${formatBytes(maxNextDataBytes)} B`);
  }
  if (nextDataShare > maxNextDataShare) {
    failures.push(
      `__NEXT_DATA__ of ${label} is ${(nextDataShare * 100).toFixed(1)} % of its HTML, budget ${(maxNextDataShare * 100).toFixed(1)} %`,
    );
  }
  return failures;
}
