import { startSite } from './__tests__/e2e/support/servers.mjs';
import { launchBrowser, DEVICES, IPHONE_USER_AGENT } from './__tests__/e2e/support/browser.mjs';
const site = await startSite();
const browser = await launchBrowser();
try {
  const shot = async (name, device, path, fn) => {
    const ctx = await browser.newContext(device);
    const page = await ctx.newPage();
    await page.goto(site.siteUrl + path, { waitUntil: 'load' });
    await page.waitForTimeout(800);
    if (fn) await fn(page);
    await page.screenshot({ path: `/tmp/shots/${name}.png` });
    await ctx.close();
  };
  await shot('top-desktop', DEVICES.desktop, '/');
  await shot('top-phone', DEVICES.phone, '/');
  await shot('top-phone-menu', DEVICES.phone, '/', async (p) => { await p.locator('#site-header button[aria-controls]').tap(); await p.waitForTimeout(400); });
  await shot('top-320', { viewport: { width: 320, height: 640 }, userAgent: IPHONE_USER_AGENT, isMobile: true, hasTouch: true }, '/');
  await shot('top-phone-dark', { ...DEVICES.phone, colorScheme: 'dark' }, '/');
} finally { await browser.close(); await site.stop(); }
