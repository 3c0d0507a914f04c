// One visual family (issue 14): cards, lists, tables and the article read as one finished site, in
// light and dark. Measured in chromium the way a reader meets them: computed styles, hover states,
// and the contrast of text against what is really behind it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEVICES } from './support/browser.mjs';
import { closeSuite, openSuite } from './support/suite.mjs';

/** WCAG AA for body text; large text (24 px, or 18.66 px bold) needs 3:1. */
const MIN_CONTRAST = 4.5;
const MIN_CONTRAST_LARGE = 3;

let site;
let browser;
let routes;

const pathOf = (pattern) => {
  const route = routes.find((candidate) => candidate.pattern === pattern);
  assert.ok(route, `no route ${pattern}`);
  return route.path;
};

async function openPage({ device = 'desktop', dark = false } = {}, path) {
  const context = await browser.newContext({ ...DEVICES[device], colorScheme: dark ? 'dark' : 'light' });
  const page = await context.newPage();
  await page.goto(`${site.siteUrl}${path}`, { waitUntil: 'load' });
  return { page, close: () => context.close() };
}

/** Resolved value of a colour role (e.g. `--color-link`) as chromium serialises a computed colour. */
function roleColour(page, role) {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  }, role);
}

/** The look of the first element matching each selector: radius, background, shadow. */
function cardLooks(page, selectors) {
  return page.evaluate((list) => {
    return list.map((selector) => {
      const element = document.querySelector(selector);
      if (!element) return { selector, missing: true };
      const style = getComputedStyle(element);
      return { selector, radius: style.borderTopLeftRadius, background: style.backgroundColor, shadow: style.boxShadow };
    });
  }, selectors);
}

/** Text elements under `scope` whose contrast against their real background is below AA. */
function illegibleText(page, scope) {
  return page.evaluate(
    ({ scope: scopeSelector, normal, large }) => {
      const parse = (value) => {
        const match = value.match(/rgba?\(([^)]+)\)/);
        if (!match) return null;
        const [r, g, b, a = 1] = match[1].split(/[\s,/]+/).filter(Boolean).map(Number);
        return { r, g, b, a };
      };
      const luminance = ({ r, g, b }) => {
        const channel = (value) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      const over = (top, bottom) => ({
        r: top.r * top.a + bottom.r * (1 - top.a),
        g: top.g * top.a + bottom.g * (1 - top.a),
        b: top.b * top.a + bottom.b * (1 - top.a),
        a: 1,
      });
      /** The colour behind an element: its own and its ancestors' backgrounds, composited. */
      const backdrop = (element) => {
        const layers = [];
        for (let node = element; node; node = node.parentElement) {
          const colour = parse(getComputedStyle(node).backgroundColor);
          if (colour && colour.a > 0) layers.push(colour);
          if (colour && colour.a === 1) break;
        }
        const canvas = parse(getComputedStyle(document.documentElement).backgroundColor);
        let result = canvas && canvas.a === 1 ? canvas : { r: 255, g: 255, b: 255, a: 1 };
        for (const layer of layers.reverse()) result = over(layer, result);
        return result;
      };
      const problems = [];
      for (const scopeElement of document.querySelectorAll(scopeSelector)) {
        for (const element of scopeElement.querySelectorAll('h1, h2, h3, p, li, a, th, td, dt, dd, time, span, figcaption, blockquote')) {
          const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim() !== '');
          if (!ownText || element.closest('.visually-hidden, [hidden]')) continue;
          const rect = element.getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0) continue;
          const style = getComputedStyle(element);
          if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
          const foreground = parse(style.color);
          if (!foreground) continue;
          const background = backdrop(element);
          const [lighter, darker] = [luminance(over(foreground, background)), luminance(background)].sort((a, b) => b - a);
          const ratio = (lighter + 0.05) / (darker + 0.05);
          const size = parseFloat(style.fontSize);
          const isLarge = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
          if (ratio < (isLarge ? large : normal)) {
            problems.push(`${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 24)}" ${ratio.toFixed(2)}:1 (${style.color} on rgb(${background.r}, ${background.g}, ${background.b}))`);
          }
        }
      }
      return problems;
    },
    { scope, normal: MIN_CONTRAST, large: MIN_CONTRAST_LARGE },
  );
}

before(async () => ({ site, browser, routes } = await openSuite()));
after(() => closeSuite({ site, browser }));

describe('cards and card links', () => {
  it('article cards are plain links: no underline at rest or on hover, the title in the heading colour', async () => {
    const { page, close } = await openPage({}, pathOf('/category/[categoryCode]/page/[pageNumber]/'));
    try {
      const card = page.locator('main article a').first();
      const title = card.locator('h3');
      const heading = await roleColour(page, '--color-heading');
      const link = await roleColour(page, '--color-link');
      const atRest = await title.evaluate((element) => ({ color: getComputedStyle(element).color, line: getComputedStyle(element.closest('a')).textDecorationLine }));
      assert.equal(atRest.line, 'none');
      assert.equal(atRest.color, heading);
      assert.notEqual(atRest.color, link, 'a card title must not be link blue');
      await card.hover();
      const hovered = await card.evaluate((element) => getComputedStyle(element).textDecorationLine);
      assert.equal(hovered, 'none', 'a card does not underline on hover');
    } finally {
      await close();
    }
  });

  it('article cards, ranked articles, video cards and collection tiles share the card look', async () => {
    const looks = [];
    for (const [pattern, selector] of [
      ['/category/[categoryCode]/page/[pageNumber]/', 'main article[data-layout]'],
      ['/ranking/article/', '[role="tabpanel"]:not([hidden]) ol > li'],
      ['/game/title/[gameId]/videos/page/[pageNumber]/', 'ul[data-variant="page"] > li'],
      ['/special/[matomeDirectoryName]/', 'ul[data-pc-columns] > li'],
    ]) {
      const { page, close } = await openPage({}, pathOf(pattern));
      try {
        const [look] = await cardLooks(page, [selector]);
        looks.push({ pattern, ...look, surface: await roleColour(page, '--color-surface') });
      } finally {
        await close();
      }
    }
    for (const look of looks) {
      assert.ok(!look.missing, `${look.pattern}: no ${look.selector}`);
      assert.equal(look.background, look.surface, `${look.pattern}: card on the surface role`);
      assert.notEqual(look.shadow, 'none', `${look.pattern}: card is raised`);
    }
    assert.equal(new Set(looks.map((look) => look.radius)).size, 1, `one corner radius: ${looks.map((look) => `${look.pattern} ${look.radius}`).join(', ')}`);
  });
});

describe('the article', () => {
  for (const [device, headline] of [
    ['desktop', 28],
    ['phone', 22],
  ]) {
    it(`reads as an article on ${device}: ${headline} px headline, 16 px body with loose leading, chapter headings with a brand bar`, async () => {
      const { page, close } = await openPage({ device }, pathOf('/article/[publicationDate]/[articleId]/'));
      try {
        const measured = await page.evaluate(() => {
          const h1 = getComputedStyle(document.querySelector('main article h1'));
          const paragraph = document.querySelector('[data-server-html="article-body"] p');
          const body = getComputedStyle(paragraph);
          const h2 = document.querySelector('[data-server-html="article-body"] h2');
          return {
            headline: parseFloat(h1.fontSize),
            bodySize: parseFloat(body.fontSize),
            leading: parseFloat(body.lineHeight) / parseFloat(body.fontSize),
            paragraphGap: parseFloat(body.marginBottom),
            h2Bar: h2 ? getComputedStyle(h2).borderLeftColor : null,
            h2BarWidth: h2 ? parseFloat(getComputedStyle(h2).borderLeftWidth) : 0,
          };
        });
        assert.equal(measured.headline, headline);
        assert.equal(measured.bodySize, 16);
        assert.ok(measured.leading >= 1.85, `body leading ${measured.leading}`);
        assert.ok(measured.paragraphGap >= 16, `paragraph gap ${measured.paragraphGap}`);
        assert.equal(measured.h2Bar, await roleColour(page, '--color-brand'));
        assert.ok(measured.h2BarWidth >= 3);
      } finally {
        await close();
      }
    });
  }

  it('shows the authors with their avatars and share buttons as labelled round icon buttons', async () => {
    const { page, close } = await openPage({ device: 'phone' }, pathOf('/article/[publicationDate]/[articleId]/'));
    try {
      const avatars = await page.locator('main article header a[href^="/author/"] img').count();
      assert.ok(avatars >= 1, 'an author avatar');
      const buttons = await page.locator('main article header ul[aria-label="この記事をシェア"] a').evaluateAll((links) =>
        links.map((link) => {
          const box = link.getBoundingClientRect();
          return { label: link.textContent.trim(), icon: link.querySelector('svg') !== null, width: box.width, height: box.height, radius: getComputedStyle(link).borderTopLeftRadius };
        }),
      );
      assert.equal(buttons.length, 4);
      for (const button of buttons) {
        assert.ok(button.label.length > 0 && button.icon, `${button.label}: icon and label`);
        assert.ok(button.width >= 40 && button.height >= 40, `${button.label}: tap target ${button.width}x${button.height}`);
        assert.equal(button.width, button.height, `${button.label}: round`);
      }
    } finally {
      await close();
    }
  });
});

describe('tables', () => {
  it('a cross review table has its header row on the sunken surface, hairline rows and tabular numbers', async () => {
    const { page, close } = await openPage({}, pathOf('/game/title/[gameId]/reviews/'));
    try {
      const table = page.locator('main table:has(thead)').first();
      const look = await table.evaluate((element) => ({
        header: getComputedStyle(element.querySelector('thead th')).backgroundColor,
        rowLine: getComputedStyle(element.querySelector('tbody td')).borderBottomColor,
        numbers: getComputedStyle(element).fontVariantNumeric,
      }));
      assert.equal(look.header, await roleColour(page, '--color-surface-sunken'));
      assert.equal(look.rowLine, await roleColour(page, '--color-border'));
      assert.match(look.numbers, /tabular-nums/);
    } finally {
      await close();
    }
  });
});

describe('legible in light and dark', () => {
  const pages = [
    ['/article/[publicationDate]/[articleId]/', 'main article'],
    ['/category/[categoryCode]/page/[pageNumber]/', 'main ol'],
    ['/ranking/article/', '[role="tabpanel"]:not([hidden])'],
    ['/game/title/[gameId]/reviews/', 'main section'],
    ['/schedule/[gamePlatforms]/[gameReleaseDate]/', 'main table, main section'],
    ['/special/content/weeklyplaynote/', 'main header, main section'],
  ];
  for (const dark of [false, true]) {
    for (const [pattern, scope] of pages) {
      it(`${pattern} (${dark ? 'dark' : 'light'}): every text passes AA contrast against what is behind it`, async () => {
        const { page, close } = await openPage({ dark }, pathOf(pattern));
        try {
          assert.deepEqual(await illegibleText(page, scope), []);
        } finally {
          await close();
        }
      });
    }
  }
});
