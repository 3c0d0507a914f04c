// The bare-Next floor (issue 18): the first-load JavaScript of a bare pages-router app (the fixture
// in scripts/bench/bare-floor, one getServerSideProps page), built with this project's own next and
// react and counted like the site (bundle-size.mjs). The site's budgets are "floor + N", so a Next
// or React upgrade moves the floor and the limits together instead of breaking or hiding them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { measureFirstLoadJs } from './bundle-size.mjs';
import { startGroup, stopGroup } from './processes.mjs';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The fixture app; it lives inside the project because Turbopack builds only below its root. */
export const BARE_FLOOR_DIR = path.join(PROJECT_ROOT, 'scripts/bench/bare-floor');

/** The fixture's one route, whose first load is the floor. */
export const BARE_FLOOR_ROUTE = '/';

/** A build takes about 5-10 s on 2 cores; past this it is stuck. */
const BUILD_TIMEOUT_MS = 180_000;

/** Lines of the build's output kept for an error message. */
const OUTPUT_TAIL_LINES = 30;

const NEXT_BIN = path.join(PROJECT_ROOT, 'node_modules/next/dist/bin/next');

/** Installed versions of next, react and react-dom: the ones the floor and the site are built with. */
export function installedVersions() {
  const versionOf = (name) => JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
  return { next: versionOf('next'), react: versionOf('react'), reactDom: versionOf('react-dom') };
}

/**
 * Builds the fixture with `next build` (a child in its own process group, stopped by its PID on
 * timeout or when this process exits) and measures its route's first-load JS.
 *
 * distDir: the fixture's build folder, relative to the fixture (default: this process's
 * NEXT_DIST_DIR or `.next`, so parallel runs with their own NEXT_DIST_DIR do not share one).
 * sourceMaps: build browser source maps too (the bytes then include the sourceMappingURL comments).
 *
 * Resolves to `{ bytes, files, next, react, reactDom, distDir }` (bytes: gzip -9 sum, as the site is
 * counted; files: the route's first-load JS files; distDir: absolute). Rejects with the build's
 * last lines of output when the build fails or times out.
 */
export async function buildBareFloor({ distDir = process.env.NEXT_DIST_DIR || '.next', sourceMaps = false, timeoutMs = BUILD_TIMEOUT_MS } = {}) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: distDir,
    NEXT_SOURCE_MAPS: sourceMaps ? 'true' : 'false',
  };
  await runBuild(['build', path.relative(PROJECT_ROOT, BARE_FLOOR_DIR)], { env, timeoutMs });
  const buildDir = path.join(BARE_FLOOR_DIR, distDir);
  const route = measureFirstLoadJs(buildDir)[BARE_FLOOR_ROUTE];
  if (!route) throw new Error(`bare floor: ${buildDir}/build-manifest.json has no page ${BARE_FLOOR_ROUTE}`);
  return { bytes: route.bytes, files: route.files, ...installedVersions(), distDir: buildDir };
}

/** Runs `next <args>` in the project root; resolves when it exits 0, else rejects with its output's tail. */
function runBuild(args, { env, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const command = `next ${args.join(' ')}`;
    const child = startGroup('bare floor', process.execPath, [NEXT_BIN, ...args], { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    // A parent that exits mid-build (a test timeout, Ctrl-C) takes the build with it (synchronously).
    const stopOnExit = () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already exited
      }
    };
    process.once('exit', stopOnExit);
    const output = [];
    const keep = (chunk) => output.push(chunk.toString());
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    // Plain text for the error message (Turbopack colours its code frames whatever NO_COLOR says).
    const tail = () => stripVTControlCharacters(output.join('')).trimEnd().split('\n').slice(-OUTPUT_TAIL_LINES).join('\n') || '(none)';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      void stopGroup(child, 1_000);
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      process.off('exit', stopOnExit);
      reject(new Error(`bare floor: could not start \`${command}\`: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      process.off('exit', stopOnExit);
      if (code === 0) return resolve();
      const why = timedOut ? `did not finish within ${timeoutMs / 1000} s and was stopped` : `failed (exit ${code ?? signal})`;
      reject(new Error(`bare floor: \`${command}\` ${why}. Last lines of its output:\n${tail()}`));
    });
  });
}
