// Debian's chromium driven by playwright-core (never a downloaded browser).
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Collects uncaught page errors and console errors so a test can assert there were none. */
export function watchPageErrors(page) {
  const errors = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Third-party hosts are unreachable here by design; only our own errors count.
    if (message.type() === 'error' && !/net::ERR_|Failed to load resource/.test(message.text())) errors.push(`console: ${message.text()}`);
  });
  return errors;
}
