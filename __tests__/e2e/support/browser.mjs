// Debian's chromium driven by playwright-core (never a downloaded browser).
import { chromium } from 'playwright-core';
import { hasJapaneseFont } from '../../../scripts/lib/fonts.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's chromium (`args` added to the usual flags); stops first, with the fix, when no Japanese font is installed (see below). */
export function launchBrowser({ args = [] } = {}) {
  requireJapaneseFont();
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
      ...args,
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

export const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** The two readers of the site: a 1366 px desktop and a 390 px iPhone (user agent picks SP ads). */
export const DEVICES = {
  desktop: { viewport: { width: 1366, height: 768 } },
  phone: { viewport: { width: 390, height: 844 }, userAgent: IPHONE_USER_AGENT, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
};

/**
 * Layout tests measure widths and positions of Japanese text: without a Japanese font every glyph
 * is a box and every number is wrong, so they stop here with the fix instead.
 */
export function requireJapaneseFont() {
  if (!hasJapaneseFont()) {
    throw new Error('No Japanese font installed: apt-get install -y fonts-noto-cjk (layout widths and positions would be wrong)');
  }
}
