// Header, navigation, phone menu, back-to-top and footer as a reader meets them in chromium:
// desktop 1366 px and a 390 px iPhone, light and dark.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tsImport } from 'tsx/esm/api';
import { DEVICES, watchPageErrors } from './support/browser.mjs';
import { closeSuite, openSuite } from './support/suite.mjs';

const { MAIN_CATEGORY_LINKS, PLATFORM_LINKS } = await tsImport('../../foundation/site/header-navigation.ts', import.meta.url);
const { linkTarget } = await tsImport('../../foundation/site/navigation-links.ts', import.meta.url);

/** The phone header's budget (DECISIONS: the first screen carries editorial content). */
const PHONE_HEADER_MAX_PX = 56;

/**
 * Every visible link in the header that is cut off: outside the viewport, or outside an ancestor
 * whose overflow clips (hidden, auto, scroll, clip). Returns a description per clipped link.
 */
function clippedHeaderLinks() {
  const clips = (element) => {
    const style = getComputedStyle(element);
    return [style.overflowX, style.overflowY].some((value) => value !== 'visible');
  };
  const problems = [];
  for (const link of document.querySelectorAll('#site-header a, #site-header summary')) {
    const style = getComputedStyle(link);
    if (link.getClientRects().length === 0 || style.visibility === 'hidden') continue;
    const rect = link.getBoundingClientRect();
    const label = `${link.textContent.trim() || link.getAttribute('aria-label')} [${Math.round(rect.left)}..${Math.round(rect.right)} x ${Math.round(rect.top)}..${Math.round(rect.bottom)}]`;
    if (rect.left < 0 || rect.top < 0 || rect.right > window.innerWidth || rect.bottom > window.innerHeight) problems.push(`${label} leaves the viewport`);
    for (let parent = link.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (!clips(parent)) continue;
      const box = parent.getBoundingClientRect();
      if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5 || rect.top < box.top - 0.5 || rect.bottom > box.bottom + 0.5) {
        problems.push(`${label} is clipped by <${parent.tagName.toLowerCase()} class="${parent.className}">`);
      }
    }
  }
  return problems;
}

/** Relative luminance (0 black … 1 white) of a computed `rgb(…)` / `rgba(…)` colour. */
function luminanceOf(cssColour) {
  const [r, g, b] = cssColour.match(/[\d.]+/g).slice(0, 3).map(Number);
  const channel = (value) => {
    const srgb = value / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

describe('header, navigation and page shell in chromium', { timeout: 300_000 }, () => {
  let site;
  let browser;
  let routes;
  let sections;

  before(async () => {
    let discovered;
    ({ site, browser, routes: discovered } = await openSuite());
    routes = Object.fromEntries(discovered.map((route) => [route.pattern, route.path]));
    const commonParts = await (await fetch(`${site.contentApiUrl}/api/common_parts`)).json();
    sections = commonParts.headerNavigation;
  });

  after(() => closeSuite({ site, browser }));

  async function open(device, path, options = {}) {
    const context = await browser.newContext({ ...DEVICES[device], ...options });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const response = await page.goto(`${site.siteUrl}${path}`, { waitUntil: 'load' });
    assert.equal(response.status(), 200, `${path} answers 200`);
    return { context, page, errors };
  }

  describe('desktop', () => {
    it('no header link is clipped at 1366 or 1024 px (もっと見る open too), and none is repeated', async () => {
      const { context, page, errors } = await open('desktop', '/');
      try {
        for (const width of [1366, 1024]) {
          await page.setViewportSize({ width, height: 768 });
          assert.deepEqual(await page.evaluate(clippedHeaderLinks), [], `header links at ${width} px`);
          await page.locator('#site-header summary', { hasText: 'もっと見る' }).click();
          const more = page.locator('#site-header details[open] a');
          assert.ok((await more.count()) > 0, 'もっと見る opens a list of links');
          assert.deepEqual(await page.evaluate(clippedHeaderLinks), [], `header links with もっと見る open at ${width} px`);
          await page.keyboard.press('Escape');
          assert.equal(await page.locator('#site-header details[open]').count(), 0, 'Escape closes もっと見る');
        }
        const links = await page.locator('#site-header a').evaluateAll((anchors) =>
          anchors.map((anchor) => ({ label: anchor.textContent.trim() || anchor.getAttribute('aria-label') || anchor.querySelector('img')?.alt, href: anchor.getAttribute('href') })),
        );
        const targets = links.map((link) => linkTarget(link.href));
        const labels = links.map((link) => link.label);
        assert.deepEqual(targets.filter((target, i) => targets.indexOf(target) !== i), [], 'no link target appears twice in the header');
        assert.deepEqual(labels.filter((label, i) => labels.indexOf(label) !== i), [], 'no link label appears twice in the header');
        const nav = page.getByRole('navigation', { name: 'グローバルナビゲーション' });
        for (const link of [...sections, ...MAIN_CATEGORY_LINKS, ...PLATFORM_LINKS]) {
          assert.ok(targets.includes(linkTarget(link.url)), `the header links to ${link.label}`);
        }
        assert.equal(await nav.count(), 1, 'one global navigation');
        const band = await page.locator('#site-header').boundingBox();
        assert.equal(Math.round(band.width), 1024, 'the header band spans the whole viewport');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });

    it('the current section is marked aria-current="page"', async () => {
      const { context, page } = await open('desktop', '/category/news/page/2/');
      try {
        const current = page.locator('#site-header [aria-current="page"]');
        assert.equal(await current.count(), 1);
        assert.equal((await current.textContent()).trim(), 'ニュース');
      } finally {
        await context.close();
      }
    });

    it('the header search box shows the query on /search/ and /search-history/, already in the server HTML', async () => {
      for (const pathname of ['/search/', '/search-history/']) {
        const path = `${pathname}?q=${encodeURIComponent('ゼルダ')}`;
        const html = await (await fetch(`${site.siteUrl}${path}`)).text();
        const input = html.match(/<input[^>]*id="site-search"[^>]*>/)?.[0] ?? '';
        assert.match(input, /value="ゼルダ"/, `server HTML of ${pathname} has the query in the header box`);
        const { context, page } = await open('desktop', path);
        try {
          assert.equal(await page.locator('#site-search').inputValue(), 'ゼルダ');
          const form = page.locator('#site-header form[role="search"]');
          assert.equal(await form.getAttribute('method'), 'get');
          assert.equal(await form.getAttribute('action'), '/search/');
        } finally {
          await context.close();
        }
      }
    });
  });

  describe('phone', () => {
    it(`the header is at most ${PHONE_HEADER_MAX_PX} px and still at the top after scrolling 3,000 px, without shifting the page`, async () => {
      const { context, page } = await open('phone', routes['/article/[publicationDate]/[articleId]/']);
      try {
        await page.evaluate(() => {
          window.__headerShifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              if (!entry.hadRecentInput && entry.sources.some((source) => source.node?.closest?.('#site-header'))) window.__headerShifts.push(entry.value);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const before = await page.locator('#site-header').boundingBox();
        assert.ok(before.height <= PHONE_HEADER_MAX_PX, `phone header is ${before.height} px tall`);
        await page.evaluate(() => window.scrollTo(0, 3000));
        await page.waitForFunction(() => window.scrollY >= 2900);
        await page.waitForTimeout(200);
        const after = await page.locator('#site-header').boundingBox();
        assert.ok(Math.abs(after.y) <= 1, `header top after scrolling: ${after.y}`);
        assert.ok(after.height <= PHONE_HEADER_MAX_PX);
        assert.deepEqual(await page.evaluate(() => window.__headerShifts), [], 'the header causes no layout shift');
      } finally {
        await context.close();
      }
    });

    it('the menu button opens a panel with every section, main category and platform; Tab wraps inside; Escape closes and returns focus', async () => {
      const { context, page, errors } = await open('phone', '/');
      try {
        // The toggle reads メニュー, and 閉じる while the panel is open.
        const button = page.locator('#site-header button[aria-controls]');
        assert.equal((await button.textContent()).trim(), 'メニュー');
        assert.equal(await button.getAttribute('aria-expanded'), 'false');
        const menuId = await button.getAttribute('aria-controls');
        await button.click();
        // The button opens the popover itself; the header follows its toggle event (decision 037).
        await page.waitForFunction(() => document.querySelector('#site-header button[aria-controls]')?.getAttribute('aria-expanded') === 'true', null, { timeout: 2000 }).catch(() => {});
        assert.equal(await button.getAttribute('aria-expanded'), 'true');
        const menu = page.locator(`#${menuId}`);
        assert.ok(await menu.isVisible(), 'the panel shows');
        await page.waitForFunction((id) => document.getElementById(id)?.contains(document.activeElement), menuId, { timeout: 5000 }).catch(() => {});
        assert.ok(await page.evaluate((id) => document.getElementById(id).contains(document.activeElement), menuId), 'focus moved into the panel');

        for (const link of [...sections, ...MAIN_CATEGORY_LINKS, ...PLATFORM_LINKS]) {
          const anchor = menu.locator(`a[href="${link.url}"], a[href="${linkTarget(link.url)}"]`).first();
          assert.equal(await anchor.count(), 1, `the menu links to ${link.label}`);
          await anchor.scrollIntoViewIfNeeded();
          const box = await anchor.boundingBox();
          assert.ok(box && box.y >= 0 && box.y + box.height <= 844 && box.x >= 0 && box.x + box.width <= 390, `${link.label} shows within the screen`);
        }

        const scrollBefore = await page.evaluate(() => window.scrollY);
        await page.mouse.wheel(0, 800);
        await page.waitForTimeout(200);
        assert.equal(await page.evaluate(() => window.scrollY), scrollBefore, 'the page behind the menu does not scroll');

        const focusables = menu.locator('a[href], button, input');
        await focusables.last().focus();
        await page.keyboard.press('Tab');
        // The first item is the search box. Focus makes it the suggestions combobox (decision 020),
        // which replaces the plain box: wait for the swap, then compare in one step in the page.
        await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox', null, { timeout: 5000 }).catch(() => {});
        const wrapped = await page.evaluate((id) => {
          const first = document.getElementById(id)?.querySelector('a[href], button, input');
          const active = document.activeElement;
          return { ok: first === active, active: `${active?.tagName}#${active?.id} ${active?.getAttribute('role') ?? ''}` };
        }, menuId);
        assert.ok(wrapped.ok, `Tab from the last item wraps to the first (focus is on ${wrapped.active})`);
        await page.keyboard.press('Shift+Tab');
        assert.ok(await focusables.last().evaluate((element) => element === document.activeElement), 'Shift+Tab from the first wraps to the last');

        await page.keyboard.press('Escape');
        await page.waitForFunction(() => document.querySelector('#site-header button[aria-controls]')?.getAttribute('aria-expanded') === 'false', null, { timeout: 2000 }).catch(() => {});
        assert.equal(await button.getAttribute('aria-expanded'), 'false');
        assert.ok(!(await menu.isVisible()), 'Escape hides the panel');
        assert.ok(await button.evaluate((element) => element === document.activeElement), 'focus is back on the menu button');

        // A link closes the menu and takes the reader there.
        await button.click();
        await menu.getByRole('link', { name: 'レビュー', exact: true }).click();
        await page.waitForURL(/\/category\/review\//);
        assert.ok(!(await menu.isVisible()), 'the menu closed on the new page');
        assert.equal(await button.getAttribute('aria-expanded'), 'false');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });

    it('the search button opens the menu on its search box', async () => {
      const { context, page } = await open('phone', '/');
      try {
        await page.locator('#site-header').getByRole('link', { name: '検索', exact: true }).click();
        // Script opens the menu and puts focus on its search box.
        await page.waitForFunction(() => document.activeElement?.id === 'menu-search', null, { timeout: 5000 }).catch(() => {});
        assert.equal(await page.evaluate(() => document.activeElement?.id), 'menu-search');
      } finally {
        await context.close();
      }
    });

    it('back-to-top appears when the reader scrolls back up (not while reading on), clear of the PR icon banner, and takes the reader to the top', async () => {
      const { context, page } = await open('phone', routes['/article/[publicationDate]/[articleId]/']);
      try {
        const control = page.getByRole('button', { name: 'ページの先頭へ' });
        assert.ok(!(await control.isVisible()), 'hidden at the top of the page');
        await page.evaluate(() => window.scrollTo(0, 3000));
        await page.waitForFunction(() => window.scrollY >= 2900);
        await page.waitForTimeout(300);
        assert.ok(!(await control.isVisible()), 'hidden while the reader reads on (it would float over the text)');
        await page.mouse.wheel(0, -200);
        await page.waitForFunction(() => window.scrollY <= 2850);
        await control.waitFor({ state: 'visible' });
        const box = await control.boundingBox();
        assert.ok(box.x >= 0 && box.y + box.height <= 844, 'inside the screen');
        // The PR icon banner's dock (a bar along the bottom edge on phones) keeps its box even while its panel steps aside.
        const docks = page.locator('[data-icon-banner]');
        if ((await docks.count()) > 0) {
          const banner = await docks.first().boundingBox();
          const overlaps = box.x < banner.x + banner.width && banner.x < box.x + box.width && box.y < banner.y + banner.height && banner.y < box.y + box.height;
          assert.ok(!overlaps, `back-to-top ${JSON.stringify(box)} does not sit on the icon banner ${JSON.stringify(banner)}`);
        }
        await control.click();
        await page.waitForFunction(() => window.scrollY <= 10, null, { timeout: 10_000 });
      } finally {
        await context.close();
      }
    });
  });

  describe('dark mode', () => {
    for (const device of ['desktop', 'phone']) {
      it(`${device}: the page and the header are dark`, async () => {
        const { context, page } = await open(device, '/category/news/page/1/', { colorScheme: 'dark' });
        try {
          const colours = await page.evaluate(() => ({
            body: getComputedStyle(document.body).backgroundColor,
            header: getComputedStyle(document.querySelector('#site-header')).backgroundColor,
            footer: getComputedStyle(document.querySelector('footer')).backgroundColor,
          }));
          for (const [part, colour] of Object.entries(colours)) {
            assert.ok(luminanceOf(colour) < 0.2, `${part} background ${colour} is dark`);
          }
        } finally {
          await context.close();
        }
      });
    }
  });
});
