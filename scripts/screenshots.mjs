// `npm run screenshots`: PNGs of every page type at desktop (1366 px) and phone (390 px, iPhone
// user agent) size, first screen and whole page, into screenshots/ (git-ignored), from the build
// of `npm run build:demo` (made first when there is none). `--only=top,404` picks page types by
// name; `--viewport-only` skips the whole-page shots; SCREENSHOTS_DIR changes the folder. `--readme` writes the README's pictures
// instead: the first screen of the top page and of an article, desktop and phone, into
// docs/screenshots/ (committed JPEGs, each at most README_MAX_BYTES).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { discoverRoutes } from '../__tests__/e2e/support/routes.mjs';
import { startSite } from '../__tests__/e2e/support/servers.mjs';
import { DEVICES, launchBrowser } from '../__tests__/e2e/support/browser.mjs';

const OUT_DIR = process.env.SCREENSHOTS_DIR ?? 'screenshots';
const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
const viewportOnly = args.includes('--viewport-only');
const readme = args.includes('--readme');
const README_MAX_BYTES = 300 * 1024;
const README_SHOTS = { top: 'top', 'article-publicationDate-articleId': 'article' };

function slug(pattern) {
  const name = pattern
    .replace(/\[(\w+)\]/g, '$1')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return name === '' ? 'top' : name;
}

/** Scrolls through the page so lazy images load, then back to the top (a full-page shot does not scroll). */
async function loadLazyImages(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/**
 * A first-screen picture for the README, as JPEG: the generated artwork makes PNGs of 250-400 KB,
 * and README pictures stay at most README_MAX_BYTES (checked by __tests__/docs/readme.test.ts).
 */
async function readmeShot(page, base) {
  mkdirSync('docs/screenshots', { recursive: true });
  await page.screenshot({ path: `${base}.jpg`, type: 'jpeg', quality: 88 });
  const bytes = statSync(`${base}.jpg`).size;
  if (bytes > README_MAX_BYTES) throw new Error(`${base}.jpg is ${bytes} B, over ${README_MAX_BYTES} B`);
  console.log(`${base}.jpg  ${bytes} B`);
}

const distDir = process.env.NEXT_DIST_DIR || '.next';
if (!existsSync(`${distDir}/BUILD_ID`)) {
  console.log(`No build in ${distDir}: npm run build:demo first…`);
  const build = spawnSync('npm', ['run', 'build:demo'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const site = await startSite();
const browser = await launchBrowser();
mkdirSync(OUT_DIR, { recursive: true });
try {
  const routes = [...(await discoverRoutes(site.contentApiUrl)), { pattern: '404', path: '/no-such-page/' }];
  const wanted = readme ? Object.keys(README_SHOTS) : only;
  const chosen = routes.filter((route) => !wanted || wanted.includes(slug(route.pattern)));
  for (const [deviceName, device] of Object.entries(DEVICES)) {
    const context = await browser.newContext({ ...device, colorScheme: process.env.SCREENSHOTS_DARK ? 'dark' : 'light' });
    const page = await context.newPage();
    for (const route of chosen) {
      await page.goto(`${site.siteUrl}${route.path}`, { waitUntil: 'load' });
      // Let the ad controller run and the house promotions replace unanswered slots.
      await page.waitForTimeout(Number(process.env.SCREENSHOTS_WAIT_MS ?? 300));
      if (readme) {
        await readmeShot(page, join('docs', 'screenshots', `${README_SHOTS[slug(route.pattern)]}-${deviceName}`));
        continue;
      }
      const base = join(OUT_DIR, `${slug(route.pattern)}.${deviceName}`);
      await page.screenshot({ path: `${base}.png` });
      if (!viewportOnly) {
        await loadLazyImages(page);
        await page.screenshot({ path: `${base}.full.png`, fullPage: true });
      }
      console.log(`${base}.png  ${route.path}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
