// @ts-check
// The hashes that let each page's Turbopack bootstrap script run under the site policy
// (docs/decisions/030-script-hashes.md). `next build` bakes headers() into routes-manifest.json
// before the bootstrap scripts exist, so the site policy carries BOOTSTRAP_HASHES_PLACEHOLDER and
// the post-build step (scripts/deploy/assemble-standalone.mjs) replaces it with the hashes computed
// here from the build's own manifest; the server refuses to start on a build whose policy still
// holds the placeholder or hashes of another build (instrumentation.ts).
// CommonJS, like csp.js: the post-build script, jest and the server all load it.
const { createHash } = require('node:crypto');
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
// Next's own builders of the inline bootstrap (next/dist/pages/_document.js getInlineBootstrapScript):
// the hashes are of exactly the text Next writes, whatever its format becomes.
const { getTurbopackChunkGroupBootstrap } = require('next/dist/server/get-page-files');
const { htmlEscapeJsonString } = require('next/dist/shared/lib/htmlescape');
const { BOOTSTRAP_HASHES_PLACEHOLDER } = require('../security/csp.js');

const NOT_PAGES = new Set(['/_app', '/_document']);

/** Every header of routes-manifest.json that carries a policy with the placeholder or hashes. */
const POLICY_HEADER = 'content-security-policy';

/**
 * @typedef {{
 *   pages: Record<string, string[]>,
 *   pagesChunkGroupBootstrapParams?: Record<string, unknown>,
 *   chunkLoadingGlobal?: string,
 * }} BuildManifest
 */

/**
 * The inline bootstrap text of every page of a build, keyed by page, exactly as _document writes it:
 * the `/_app` chunk group, then the page's own. A page rendered as the 404 or error page is a page
 * of the manifest too (/404, /500, /_error).
 * @param {BuildManifest} buildManifest
 * @returns {Map<string, string>}
 */
function bootstrapScriptTexts(buildManifest) {
  const params = buildManifest.pagesChunkGroupBootstrapParams;
  const global = buildManifest.chunkLoadingGlobal;
  if (!params || !global || !params['/_app']) {
    throw new Error(
      'build-manifest.json has no Turbopack bootstrap parameters (pagesChunkGroupBootstrapParams, chunkLoadingGlobal): ' +
        'not a Turbopack production build, or Next has changed how pages start (docs/decisions/030-script-hashes.md)',
    );
  }
  // /_app and /_document wrap every page and are never rendered as one.
  const pages = [...new Set([...Object.keys(buildManifest.pages), ...Object.keys(params)])].filter((page) => !NOT_PAGES.has(page)).sort();
  const texts = new Map();
  for (const page of pages) {
    const bootstrap = getTurbopackChunkGroupBootstrap(params, global, ['/_app', page]);
    if (bootstrap) texts.set(page, htmlEscapeJsonString(bootstrap));
  }
  return texts;
}

/** @param {string} text @returns {string} a CSP hash source of a script's text */
function scriptHashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The sorted, distinct hash sources of every page's bootstrap.
 * @param {BuildManifest} buildManifest
 */
function bootstrapHashSources(buildManifest) {
  return [...new Set([...bootstrapScriptTexts(buildManifest).values()].map(scriptHashSource))].sort();
}

/** @param {string} policy @returns {string[]} the hash sources of its script-src */
function scriptHashesOf(policy) {
  const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src ')) ?? '';
  return scriptSrc.trim().split(/\s+/).filter((token) => token.startsWith("'sha256-")).sort();
}

/**
 * @typedef {{ headers: { source: string, headers: { key: string, value: string }[] }[] }} RoutesManifest
 */

/** @param {RoutesManifest} manifest */
function policyHeaders(manifest) {
  return manifest.headers.flatMap((entry) => entry.headers.filter((header) => header.key.toLowerCase() === POLICY_HEADER).map((header) => ({ source: entry.source, header })));
}

/**
 * What is wrong with the bootstrap hashes of a built policy: [] when every policy that had the
 * placeholder holds exactly the build's hashes. The site policy is the one entry whose script-src
 * carries the placeholder or hashes; the AMP policy carries neither (AMP pages run no site script).
 * @param {RoutesManifest} routesManifest
 * @param {string[]} expected from bootstrapHashSources
 * @returns {string[]}
 */
function bootstrapHashProblems(routesManifest, expected) {
  const problems = [];
  const withScriptHashes = policyHeaders(routesManifest).filter(({ header }) => header.value.includes(BOOTSTRAP_HASHES_PLACEHOLDER) || scriptHashesOf(header.value).length > 0);
  if (withScriptHashes.length === 0) problems.push('no Content-Security-Policy in routes-manifest.json carries the bootstrap hashes or their placeholder');
  for (const { source, header } of withScriptHashes) {
    if (header.value.includes(BOOTSTRAP_HASHES_PLACEHOLDER)) {
      problems.push(`${source}: the policy still holds ${BOOTSTRAP_HASHES_PLACEHOLDER} (the post-build step scripts/deploy/assemble-standalone.mjs has not run on this build)`);
      continue;
    }
    const actual = scriptHashesOf(header.value);
    const missing = expected.filter((hash) => !actual.includes(hash));
    const extra = actual.filter((hash) => !expected.includes(hash));
    if (missing.length > 0 || extra.length > 0) {
      problems.push(`${source}: the policy's bootstrap hashes are stale (${missing.length} of this build's missing, ${extra.length} of another build's present): build again (npm run build runs the post-build step)`);
    }
  }
  return problems;
}

/**
 * routes-manifest.json with the placeholder replaced by the hashes. A manifest already holding
 * exactly these hashes is returned as it is (the step may run twice); any other is an error.
 * @param {RoutesManifest} routesManifest
 * @param {string[]} hashes
 * @returns {RoutesManifest}
 */
function withBootstrapHashes(routesManifest, hashes) {
  if (hashes.length === 0) throw new Error('no bootstrap hash to write into the policy');
  const copy = structuredClone(routesManifest);
  for (const { header } of policyHeaders(copy)) {
    if (header.value.includes(BOOTSTRAP_HASHES_PLACEHOLDER)) header.value = header.value.replace(BOOTSTRAP_HASHES_PLACEHOLDER, hashes.join(' '));
  }
  const problems = bootstrapHashProblems(copy, hashes);
  if (problems.length > 0) throw new Error(problems.join('; '));
  return copy;
}

/**
 * Checks a build folder (where routes-manifest.json and build-manifest.json are) as the server
 * will read it; [] when its policy allows exactly this build's bootstrap scripts.
 * @param {string} distDir
 * @returns {string[]}
 */
function checkBuiltPolicy(distDir) {
  const routesFile = path.join(distDir, 'routes-manifest.json');
  const buildFile = path.join(distDir, 'build-manifest.json');
  // The build folder is only known at run time: the ignore comments keep the server's file tracing
  // from taking the whole project into the standalone folder for these reads.
  const absent = [routesFile, buildFile].filter((file) => !existsSync(/* turbopackIgnore: true */ file));
  if (absent.length > 0) return absent.map((file) => `${file} is missing`);
  try {
    const expected = bootstrapHashSources(JSON.parse(readFileSync(/* turbopackIgnore: true */ buildFile, 'utf8')));
    return bootstrapHashProblems(JSON.parse(readFileSync(/* turbopackIgnore: true */ routesFile, 'utf8')), expected);
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}

module.exports = {
  BOOTSTRAP_HASHES_PLACEHOLDER,
  bootstrapScriptTexts,
  bootstrapHashSources,
  scriptHashSource,
  scriptHashesOf,
  bootstrapHashProblems,
  withBootstrapHashes,
  checkBuiltPolicy,
};
