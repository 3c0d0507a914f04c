/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  bootstrapHashProblems,
  bootstrapHashSources,
  bootstrapScriptTexts,
  checkBuiltPolicy,
  scriptHashesOf,
  withBootstrapHashes,
  type BuildManifest,
  type RoutesManifest,
} from '@/lib/next-adapters/bootstrap-hashes';
import { checkBuiltPolicyOrExit, servedBuildFolder } from '@/lib/next-adapters/built-policy-check';
import { BOOTSTRAP_HASHES_PLACEHOLDER, buildSiteCsp, securityHeaders } from '@/lib/security/csp';

/** A Turbopack build manifest of three pages, one of which (/feed) has no chunk group of its own. */
const BUILD_MANIFEST: BuildManifest = {
  pages: { '/': [], '/_app': [], '/article/[publicationDate]/[articleId]': [], '/feed': [] },
  pagesChunkGroupBootstrapParams: {
    '/_app': { otherChunks: ['static/chunks/app.js'], runtimeModuleIds: [1, 2] },
    '/': { otherChunks: ['static/chunks/top.js', 'static/chunks/top.css'], runtimeModuleIds: [3] },
    '/article/[publicationDate]/[articleId]': { otherChunks: ['static/chunks/a<b>&.js'], runtimeModuleIds: [4] },
  },
  chunkLoadingGlobal: 'TURBOPACK',
};

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const push = (params: unknown) => `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(${JSON.stringify(params)});`;

/** routes-manifest.json as `next build` writes it: the site policy with the placeholder, the AMP policy without. */
function builtRoutesManifest(): RoutesManifest & { version: number } {
  const entries = securityHeaders({});
  return { version: 3, headers: entries.map((entry) => ({ ...entry, regex: '^x$' })) };
}

const sitePolicy = (manifest: RoutesManifest) => manifest.headers[0]!.headers.find((header) => header.key === 'Content-Security-Policy')!.value;

describe('the bootstrap scripts of a build (as next/dist/pages/_document.js writes them)', () => {
  const texts = bootstrapScriptTexts(BUILD_MANIFEST);

  it('one per page: the /_app chunk group, then the page’s own', () => {
    const app = BUILD_MANIFEST.pagesChunkGroupBootstrapParams!['/_app'];
    expect(texts.get('/')).toBe(`${push(app)}\n${push(BUILD_MANIFEST.pagesChunkGroupBootstrapParams!['/'])}`);
    expect(texts.has('/_app')).toBe(false);
  });

  it('a page without a chunk group of its own (feeds, robots.txt) gets the /_app bootstrap alone', () => {
    expect(texts.get('/feed')).toBe(push(BUILD_MANIFEST.pagesChunkGroupBootstrapParams!['/_app']));
  });

  it('with the HTML escapes of htmlEscapeJsonString (< > & as \\u escapes), as served', () => {
    expect(texts.get('/article/[publicationDate]/[articleId]')).toContain('static/chunks/a\\u003cb\\u003e\\u0026.js');
  });

  it('hash sources are sha256 of the text, sorted and distinct', () => {
    const hashes = bootstrapHashSources(BUILD_MANIFEST);
    expect(hashes).toEqual([...new Set([...texts.values()].map(sha))].sort());
    expect(hashes).toHaveLength(3);
  });

  it('a build without Turbopack bootstrap parameters is an error, not an empty list', () => {
    expect(() => bootstrapScriptTexts({ pages: { '/': [] } })).toThrow(/no Turbopack bootstrap parameters/);
  });
});

describe('writing the hashes into the built policy', () => {
  const hashes = bootstrapHashSources(BUILD_MANIFEST);

  it('the built site policy carries the placeholder and no inline allowance; the AMP policy neither', () => {
    const manifest = builtRoutesManifest();
    expect(sitePolicy(manifest)).toContain(BOOTSTRAP_HASHES_PLACEHOLDER);
    expect(sitePolicy(manifest)).not.toMatch(/unsafe-inline'[^;]*;\s*style-src/);
    expect(manifest.headers[1]!.headers[0]!.value).not.toContain(BOOTSTRAP_HASHES_PLACEHOLDER);
  });

  it('replaces the placeholder with the hashes in script-src and leaves everything else as it was', () => {
    const manifest = builtRoutesManifest();
    const patched = withBootstrapHashes(manifest, hashes);
    expect(scriptHashesOf(sitePolicy(patched))).toEqual(hashes);
    expect(sitePolicy(patched)).toBe(sitePolicy(manifest).replace(BOOTSTRAP_HASHES_PLACEHOLDER, hashes.join(' ')));
    expect(patched.headers[1]).toEqual(manifest.headers[1]);
    expect(patched.version).toBe(3);
    expect(bootstrapHashProblems(patched, hashes)).toEqual([]);
  });

  it('may run twice on the same build', () => {
    const once = withBootstrapHashes(builtRoutesManifest(), hashes);
    expect(withBootstrapHashes(once, hashes)).toEqual(once);
  });

  it('a policy with another build’s hashes (stale) is an error', () => {
    const stale = withBootstrapHashes(builtRoutesManifest(), [sha('another build')]);
    expect(() => withBootstrapHashes(stale, hashes)).toThrow(/stale/);
    expect(bootstrapHashProblems(stale, hashes)).toEqual([expect.stringMatching(/\/:path\*: the policy's bootstrap hashes are stale \(3 of this build's missing, 1 of another build's present\)/)]);
  });

  it('a policy still holding the placeholder is named as such', () => {
    expect(bootstrapHashProblems(builtRoutesManifest(), hashes)).toEqual([expect.stringMatching(/still holds 'turbopack-bootstrap-hashes'.*has not run/)]);
  });

  it('a manifest without the placeholder or hashes (a policy from elsewhere) is an error', () => {
    const manifest = builtRoutesManifest();
    manifest.headers = manifest.headers.slice(1);
    expect(() => withBootstrapHashes(manifest, hashes)).toThrow(/no Content-Security-Policy .* carries the bootstrap hashes or their placeholder/);
  });

  it('no hashes at all is an error', () => {
    expect(() => withBootstrapHashes(builtRoutesManifest(), [])).toThrow(/no bootstrap hash/);
  });
});

describe('the server’s start-up check of its build folder', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'csp-build-'));
    writeFileSync(path.join(folder, 'build-manifest.json'), JSON.stringify(BUILD_MANIFEST));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const writeRoutes = (manifest: RoutesManifest) => writeFileSync(path.join(folder, 'routes-manifest.json'), JSON.stringify(manifest));

  it('passes a build whose policy holds exactly its hashes', () => {
    writeRoutes(withBootstrapHashes(builtRoutesManifest(), bootstrapHashSources(BUILD_MANIFEST)));
    expect(checkBuiltPolicy(folder)).toEqual([]);
  });

  it.each([
    ['the post-build step has not run', () => builtRoutesManifest(), /has not run/],
    ['the hashes are another build’s', () => withBootstrapHashes(builtRoutesManifest(), [sha('old')]), /stale/],
  ])('stops the start when %s', (_name, manifest, message) => {
    writeRoutes(manifest());
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      checkBuiltPolicyOrExit(folder);
      expect(exit).toHaveBeenCalledWith(1);
      expect(error).toHaveBeenCalledWith(expect.stringMatching(message));
    } finally {
      exit.mockRestore();
      error.mockRestore();
    }
  });

  it('names a missing manifest', () => {
    expect(checkBuiltPolicy(folder)).toEqual([`${path.join(folder, 'routes-manifest.json')} is missing`]);
  });

  it.each([
    ['next start: NEXT_DIST_DIR or .next under the project', {}, '/srv/site/.next'],
    ['next start with NEXT_DIST_DIR', { NEXT_DIST_DIR: '.next-e2e' }, '/srv/site/.next-e2e'],
    ['the standalone server.js: the distDir it hands over', { __NEXT_PRIVATE_STANDALONE_CONFIG: JSON.stringify({ distDir: './.next' }), NEXT_DIST_DIR: 'ignored' }, '/srv/site/.next'],
  ])('serves the build folder of %s', (_name, env, expected) => {
    expect(servedBuildFolder(env, '/srv/site')).toBe(expected);
  });
});

it('the policy without hashes is the only one `next build` bakes for production', () => {
  expect(buildSiteCsp({})).toContain(BOOTSTRAP_HASHES_PLACEHOLDER);
});
