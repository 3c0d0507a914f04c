// Starts the bundled content API and `next start` on free loopback ports for browser tests.
import { demoEnv } from '../../../scripts/lib/demo-env.mjs';
import { freePort, NEXT_BIN, startGroup, stopGroup, TSX_BIN, waitForUrl } from '../../../scripts/lib/processes.mjs';

/** Now, to the second, as the content API's MOCK_NOW takes it (`2026-12-02T02:15:05Z`). */
export function isoSecond(ms = Date.now()) {
  return new Date(ms - (ms % 1_000)).toISOString().replace('.000Z', 'Z');
}

/**
 * The bundled content API and the site on free ports. The data's "now" is pinned to the moment the
 * servers start (`MOCK_NOW`, unless the test pins its own), so the site's clock and the data agree
 * to the second on whatever day the suite runs; `dataNowMs` tells the test what it is.
 */
export async function startSite({ env: extraEnv = {} } = {}) {
  const [apiPort, sitePort] = [await freePort(), await freePort()];
  const mockNow = extraEnv.MOCK_NOW ?? isoSecond();
  const contentApiUrl = `http://127.0.0.1:${apiPort}`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const env = demoEnv({
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_MOCK_API_BASE_URL: contentApiUrl,
    NEXT_PUBLIC_SITE_URL: siteUrl,
    ...extraEnv,
    MOCK_NOW: mockNow,
  });
  const stdio = process.env.E2E_VERBOSE ? 'inherit' : 'ignore';
  const contentApi = startGroup('content-api', process.execPath, [TSX_BIN, 'mocks/server/main.ts'], {
    env: { ...env, PORT: String(apiPort), HOST: '127.0.0.1', MOCK_PUBLIC_BASE_URL: contentApiUrl },
    stdio,
  });
  const site = startGroup('site', process.execPath, [NEXT_BIN, 'start', '--hostname', '127.0.0.1', '--port', String(sitePort)], {
    env,
    stdio,
  });
  const stop = () => Promise.all([stopGroup(site), stopGroup(contentApi)]);
  try {
    await waitForUrl(`${contentApiUrl}/health`, { child: contentApi });
    await waitForUrl(`${siteUrl}/api/health/`, { child: site });
  } catch (error) {
    await stop();
    throw error;
  }
  return { siteUrl, contentApiUrl, dataNowMs: Date.parse(mockNow), stop, processes: { site, contentApi } };
}
