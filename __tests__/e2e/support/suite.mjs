// One site (the bundled content API and `next start` on free loopback ports), one chromium and a
// working URL for every route pattern, for a browser test file; closed by closeSuite.
import { launchBrowser } from './browser.mjs';
import { discoverRoutes } from './routes.mjs';
import { startSite } from './servers.mjs';

export async function openSuite({ env } = {}) {
  const site = await startSite({ env });
  try {
    const browser = await launchBrowser();
    return { site, browser, routes: await discoverRoutes(site.contentApiUrl) };
  } catch (error) {
    await site.stop();
    throw error;
  }
}

export async function closeSuite({ site, browser } = {}) {
  await browser?.close();
  await site?.stop();
}
