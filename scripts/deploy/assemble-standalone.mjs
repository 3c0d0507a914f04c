// Completes the build that `next build` writes (output: 'standalone'). First it writes the hashes of
// the pages' inline bootstrap scripts into the Content-Security-Policy that `next build` baked into
// routes-manifest.json (before those scripts existed) with a placeholder, in the build folder
// (`next start`) and in its standalone copy (docs/decisions/030-script-hashes.md). It gives the
// larger browser chunks V8's compile hint (compile-hints.mjs, decision 036). Then, as Next
// traces the server's files into <distDir>/standalone/ but leaves the browser assets out, it copies
// <distDir>/static and public/ next to server.js, and lets server.js read NEXT_COMPRESS at start.
// The folder is then a whole replica:
//
//   node scripts/deploy/assemble-standalone.mjs            (after a build; npm run build:demo runs it)
//   cd .next/standalone && PORT=3000 HOSTNAME=0.0.0.0 node server.js
//
// NEXT_DIST_DIR picks the build folder, as in next.config.js.
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addCompileHints } from './compile-hints.mjs';

const require = createRequire(import.meta.url);
const { bootstrapHashSources, checkBuiltPolicy, withBootstrapHashes } = require('../../lib/next-adapters/bootstrap-hashes.js');

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where the standalone replica of a build folder lives: { folder, serverJs }. */
export function standalonePaths(distDir = process.env.NEXT_DIST_DIR || '.next', root = ROOT) {
  const folder = path.join(root, distDir, 'standalone');
  return { folder, serverJs: path.join(folder, 'server.js') };
}

/** Where Next's generated server.js hands its (build-time) config to the server. */
const CONFIG_HANDOVER = '\nprocess.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(nextConfig)\n';
const RUNTIME_COMPRESS = "\n// assemble-standalone.mjs: NEXT_COMPRESS is read at start, as `next start` reads next.config.js.\nnextConfig.compress = process.env.NEXT_COMPRESS !== 'false'\n";

/**
 * server.js carries next.config.js as it was at build time. Only `compress` should follow the
 * replica's environment (a replica behind nginx leaves compression to it), so that one value is
 * read at start. Returns the patched text; a server.js of another shape is an error, not a guess.
 */
export function withRuntimeCompress(serverJs) {
  if (serverJs.includes(RUNTIME_COMPRESS)) return serverJs;
  const at = serverJs.indexOf(CONFIG_HANDOVER);
  if (at < 0 || serverJs.indexOf(CONFIG_HANDOVER, at + 1) >= 0) throw new Error('server.js: cannot find where the config is handed over (has Next changed its standalone server?)');
  return `${serverJs.slice(0, at)}${RUNTIME_COMPRESS}${serverJs.slice(at)}`;
}

/**
 * Writes the bootstrap hashes of the build in <root>/<distDir> (from its build-manifest.json) into
 * the policy of its routes-manifest.json and of the standalone copy's, then checks both as the server
 * will at start. Throws, naming the file, when a manifest is missing, has no placeholder and other
 * hashes (a stale policy), or the build has no bootstrap parameters. Returns the hashes.
 */
export function writeBootstrapHashes({ distDir = process.env.NEXT_DIST_DIR || '.next', root = ROOT } = {}) {
  const buildDir = path.join(root, distDir);
  const buildManifest = path.join(buildDir, 'build-manifest.json');
  if (!existsSync(buildManifest)) throw new Error(`${path.relative(root, buildManifest)} is missing: build first`);
  const hashes = bootstrapHashSources(JSON.parse(readFileSync(buildManifest, 'utf8')));
  for (const folder of [buildDir, path.join(standalonePaths(distDir, root).folder, distDir)]) {
    const file = path.join(folder, 'routes-manifest.json');
    if (!existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: build first`);
    let patched;
    try {
      patched = withBootstrapHashes(JSON.parse(readFileSync(file, 'utf8')), hashes);
    } catch (error) {
      throw new Error(`${path.relative(root, file)}: ${error instanceof Error ? error.message : String(error)}`);
    }
    writeFileSync(file, JSON.stringify(patched));
    // The standalone copy carries no build-manifest.json of its own when Next leaves it out: check
    // it against the build's.
    if (existsSync(path.join(folder, 'build-manifest.json'))) {
      const problems = checkBuiltPolicy(folder);
      if (problems.length > 0) throw new Error(`${path.relative(root, folder)}: ${problems.join('; ')}`);
    }
  }
  return hashes;
}

/**
 * Writes the bootstrap hashes, hints the larger chunks, copies static/ and public/ into the
 * standalone folder (replacing old copies); returns its paths.
 */
export function assembleStandalone({ distDir = process.env.NEXT_DIST_DIR || '.next', root = ROOT } = {}) {
  const paths = standalonePaths(distDir, root);
  if (!existsSync(paths.serverJs)) {
    throw new Error(`${path.relative(root, paths.serverJs)} is missing: build first (output: 'standalone' in next.config.js)`);
  }
  writeBootstrapHashes({ distDir, root });
  addCompileHints(path.join(root, distDir, 'static'));
  const copies = [
    [path.join(root, distDir, 'static'), path.join(paths.folder, distDir, 'static')],
    [path.join(root, 'public'), path.join(paths.folder, 'public')],
  ];
  for (const [from, to] of copies) {
    rmSync(to, { recursive: true, force: true });
    if (existsSync(from)) cpSync(from, to, { recursive: true });
  }
  writeFileSync(paths.serverJs, withRuntimeCompress(readFileSync(paths.serverJs, 'utf8')));
  return paths;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { folder } = assembleStandalone();
    console.log(`standalone replica ready: ${path.relative(ROOT, folder)}/server.js (+ static/, public/; script hashes written into the policy, compile hints added)`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
