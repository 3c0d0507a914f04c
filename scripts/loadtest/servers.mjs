// The bundled content API and `next start`, each on a free loopback port in its own process group,
// with the site's stdout and stderr (the JSON lines of foundation/logging/logger.ts) kept for counting.
// Used by `npm run loadtest` and by the fault tests (__tests__/e2e/support/logged-site.mjs).
import { demoEnv } from '../lib/demo-env.mjs';
import { freePort, NEXT_BIN, startGroup, stopGroup, TSX_BIN, waitForUrl } from '../lib/processes.mjs';

const VERBOSE = Boolean(process.env.E2E_VERBOSE || process.env.LOADTEST_VERBOSE);

/** The bundled content API; `kill()` ends it at once (SIGKILL to its group), as a crash would. */
export async function startContentApi(extraEnv = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startGroup('content-api', process.execPath, [TSX_BIN, 'mocks/server/main.ts'], {
    env: demoEnv({ PORT: String(port), HOST: '127.0.0.1', MOCK_PUBLIC_BASE_URL: url, ...extraEnv }),
    stdio: VERBOSE ? 'inherit' : 'ignore',
  });
  const stop = () => stopGroup(child);
  try {
    await waitForUrl(`${url}/health`, { child, timeoutMs: 120_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  const kill = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  return { url, child, stop, kill };
}

/** Splits a stream into lines: {text, json (parsed, or null when the line is not JSON)}. */
function collectLines(stream, lines, label) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop();
    for (const text of parts) {
      if (VERBOSE) console.log(`[${label}] ${text}`);
      let json = null;
      try {
        json = text.startsWith('{') ? JSON.parse(text) : null;
      } catch {
        // not a JSON line
      }
      lines.push({ text, json });
    }
  });
}

/**
 * `next start` (the build in NEXT_DIST_DIR, else .next) against `apiUrl` for both backends in mock
 * mode, with the demo settings of .env.example under `env`.
 */
export async function startLoggedNext({ apiUrl, env: extraEnv = {} }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = demoEnv({
    NEXT_TELEMETRY_DISABLED: '1',
    API_BASE_URL: apiUrl,
    HISTORY_API_BASE_URL: apiUrl,
    NEXT_PUBLIC_MOCK_API_BASE_URL: apiUrl,
    NEXT_PUBLIC_SITE_URL: url,
    ...extraEnv,
  });
  const child = startGroup('site', process.execPath, [NEXT_BIN, 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  collectLines(child.stdout, lines, `site ${port}`);
  collectLines(child.stderr, lines, `site ${port}`);
  const site = {
    url,
    child,
    lines,
    /** Log records of one event (`api-error`, `stale-served`, …) from line `from` on. */
    events: (event, from = 0) => lines.slice(from).filter((line) => line.json?.event === event).map((line) => line.json),
    stop: () => stopGroup(child),
  };
  try {
    await waitForUrl(`${url}/api/health/`, { child, timeoutMs: 120_000 });
  } catch (error) {
    await site.stop();
    throw new Error(`${error.message}\n${lines.map((line) => line.text).join('\n')}`);
  }
  return site;
}
