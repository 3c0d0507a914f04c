// Page layouts as a reader sees them (issue 14): the top page repeats no story down the page, its
// rail fills its column and a phone opens on a story; the game-sales ranking reads on a phone
// without sideways scrolling and shows every column on desktop; the game images tab is a gallery.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { DEVICES } from './support/browser.mjs';
import { closeSuite, openSuite } from './support/suite.mjs';

const STAND_IN = await readFile(new URL('./support/googletag-stand-in.js', import.meta.url), 'utf8');

/** A story may show in this many blocks of the top page, no more. */
const MAX_BLOCKS_PER_STORY = 2;
/** On an 844 px phone screen the first story starts within this many pixels. */
const FIRST_STORY_MAX_TOP = 600;
/** The rail reaches this share of the main column, or its last box is in view at 3/4 of the page. */
const RAIL_SHARE = 0.8;
const GAME_SALES_ROWS_CHECKED = 10;
const MIN_GALLERY_IMAGES = 8;

let site;
let browser;
let routes;

before(async () => ({ site, browser, routes } = await openSuite()));
after(() => closeSuite({ site, browser }));

const pathOf = (pattern) => routes.find((route) => route.pattern === pattern).path;

/** A page at a device size, with the recording googletag stand-in filling every ad slot. */
async function open(deviceName, path) {
  const context = await browser.newContext(DEVICES[deviceName]);
  await context.route('**/gpt.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: STAND_IN }));
  await context.addInitScript(() => {
    window.__gptStandIn = { fillDelayMs: 0, mode: 'fill' };
  });
  const page = await context.newPage();
  await page.goto(`${site.siteUrl}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(400);
  return { page, close: () => context.close() };
}

/** Article ids linked from each top-level block (section, nav, list) of main and of the rail. */
function articleIdsPerBlock() {
  const articleId = (href) => /\/article\/\d{6}\/(\d+)\/?(?:[?#]|$)/.exec(new URL(href, location.href).pathname)?.[1];
  const blocks = [];
  for (const container of document.querySelectorAll('main, aside')) {
    const topLevel = [...container.querySelectorAll('section, nav, ul, ol')].filter((element) => {
      const enclosing = element.parentElement.closest('section, nav, ul, ol');
      return !enclosing || !container.contains(enclosing);
    });
    for (const block of topLevel) {
      const name = block.getAttribute('aria-label') ?? (block.getAttribute('aria-labelledby') && document.getElementById(block.getAttribute('aria-labelledby'))?.textContent) ?? block.tagName;
      const ids = new Set([...block.querySelectorAll('a[href]')].map((link) => articleId(link.getAttribute('href'))).filter(Boolean));
      blocks.push({ name, ids: [...ids] });
    }
  }
  return blocks;
}

describe('top page', () => {
  for (const deviceName of ['desktop', 'phone']) {
    it(`${deviceName}: no story shows in more than ${MAX_BLOCKS_PER_STORY} blocks of the page`, async (t) => {
      const { page, close } = await open(deviceName, '/');
      try {
        const blocks = await page.evaluate(articleIdsPerBlock);
        assert.ok(blocks.length >= 8, `the page has its blocks: ${blocks.map((block) => block.name).join(', ')}`);
        assert.ok(blocks.flatMap((block) => block.ids).length >= 40, 'the blocks link to articles');
        const blocksPerStory = new Map();
        for (const block of blocks) for (const id of block.ids) blocksPerStory.set(id, [...(blocksPerStory.get(id) ?? []), block.name]);
        const repeated = [...blocksPerStory].filter(([, names]) => names.length > MAX_BLOCKS_PER_STORY);
        t.diagnostic(`${blocks.length} blocks, ${blocksPerStory.size} stories, most blocks per story: ${Math.max(...[...blocksPerStory.values()].map((names) => names.length))}`);
        assert.deepEqual(repeated, [], 'stories in more than two blocks');
      } finally {
        await close();
      }
    });
  }

  it('desktop: the rail fills its column (it reaches 80 % of main, or its last box is in view at 3/4 of the page)', async (t) => {
    const { page, close } = await open('desktop', '/');
    try {
      const measure = () => {
        const main = document.querySelector('main').getBoundingClientRect();
        const rail = document.querySelector('aside');
        const last = rail.lastElementChild;
        const lastBox = last.getBoundingClientRect();
        const railBottom = Math.max(...[...rail.children].map((child) => child.getBoundingClientRect().bottom));
        return { mainTop: main.top, mainHeight: main.height, railContentHeight: railBottom - main.top, lastTop: lastBox.top, lastBottom: lastBox.bottom };
      };
      const atTop = await page.evaluate(measure);
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.evaluate((y) => window.scrollTo(0, y), Math.round(pageHeight * 0.75 - 384));
      await page.waitForTimeout(100);
      const atThreeQuarters = await page.evaluate(measure);
      const share = atTop.railContentHeight / atTop.mainHeight;
      const lastInView = atThreeQuarters.lastTop >= 0 && atThreeQuarters.lastBottom <= 768;
      t.diagnostic(`rail ${Math.round(share * 100)} % of main; last box at 3/4: ${Math.round(atThreeQuarters.lastTop)}-${Math.round(atThreeQuarters.lastBottom)} px`);
      assert.ok(
        share >= RAIL_SHARE || lastInView,
        `rail reaches ${Math.round(share * 100)} % of main (${Math.round(atTop.railContentHeight)} / ${Math.round(atTop.mainHeight)} px); last box at 3/4: ${Math.round(atThreeQuarters.lastTop)}-${Math.round(atThreeQuarters.lastBottom)} px`,
      );
    } finally {
      await close();
    }
  });

  it(`phone: the first story starts within ${FIRST_STORY_MAX_TOP} px of an 844 px screen`, async (t) => {
    const { page, close } = await open('phone', '/');
    try {
      const firstStory = await page.evaluate(() => {
        const link = [...document.querySelectorAll('main section a[href]')].find((element) => /\/article\/\d{6}\/\d+\/$/.test(element.getAttribute('href')));
        return { top: link.getBoundingClientRect().top + window.scrollY, text: link.textContent.trim() };
      });
      t.diagnostic(`first story top: ${Math.round(firstStory.top)} px`);
      assert.ok(firstStory.top <= FIRST_STORY_MAX_TOP, `first story 「${firstStory.text.slice(0, 30)}」 starts at ${Math.round(firstStory.top)} px`);
    } finally {
      await close();
    }
  });
});

describe('article lists while the reader jumps a screen at a time (decision 031)', () => {
  // Rows of different heights on purpose (a headline of one line or of three), so a row that held
  // an estimated height until it came near would move what follows it, on screen.
  const UNEVEN_ROWS = '[data-layout="row"] > li:nth-child(3n) { padding-bottom: 41px; }';
  for (const [name, path] of [['top page', '/'], ['category list', '/category/news/']]) {
    it(`phone: on the ${name}, a row of a list that comes on screen with a jump moves nothing (CLS 0)`, async (t) => {
      const context = await browser.newContext(DEVICES.phone);
      await context.route('**/gpt.js', (route) => route.abort());
      await context.addInitScript((css) => {
        window.__rowShifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (!entry.hadRecentInput) window.__rowShifts.push({ value: entry.value, sources: entry.sources.map((source) => source.node?.parentElement?.closest('li') ? 'LI' : (source.node?.nodeName ?? '?')) });
          }
        }).observe({ type: 'layout-shift' });
        document.addEventListener('DOMContentLoaded', () => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(css);
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        });
      }, UNEVEN_ROWS);
      const page = await context.newPage();
      try {
        await page.goto(`${site.siteUrl}${path}`, { waitUntil: 'load' });
        await page.waitForTimeout(500);
        await page.evaluate(() => {
          window.__rowShifts.length = 0;
        });
        // Instant jumps of most of a screen (a scrollbar drag, a key without smooth scrolling): the
        // rows of the next screen come on screen in one frame.
        const screens = await page.evaluate(async () => {
          let count = 0;
          const root = document.scrollingElement;
          while (root.scrollTop + innerHeight < root.scrollHeight - 1 && count < 60) {
            window.scrollBy(0, Math.round(innerHeight * 0.8));
            count += 1;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
          return count;
        });
        const shifts = await page.evaluate(() => window.__rowShifts.filter((shift) => shift.sources.includes('LI')));
        const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
        t.diagnostic(`${name}: ${screens} screens, list-row shifts ${cls.toFixed(4)}`);
        assert.ok(screens >= 3, 'a page several screens long');
        assert.equal(cls, 0, `rows on screen moved: ${JSON.stringify(shifts.slice(0, 5))}`);
      } finally {
        await context.close();
      }
    });
  }
});

describe('game-sales ranking', () => {
  it(`phone 390 px: no sideways scrolling, and rank, title and weekly sales of the first ${GAME_SALES_ROWS_CHECKED} rows are on screen`, async (t) => {
    const { page, close } = await open('phone', pathOf('/ranking/game-sales/'));
    try {
      const layout = await page.evaluate((rowCount) => {
        const inside = (element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
        };
        const rows = [...document.querySelectorAll('table tbody tr')].slice(0, rowCount);
        return {
          scrollWidth: document.documentElement.scrollWidth,
          rows: rows.map((row) => {
            const [rank] = row.querySelectorAll('td');
            const title = row.querySelector('th');
            const sales = [...row.querySelectorAll('td')].find((cell) => /^[\d,]+本$/.test(cell.textContent.trim()));
            return { title: title.textContent, rank: inside(rank), titleInside: inside(title), sales: sales ? inside(sales) : false };
          }),
        };
      }, GAME_SALES_ROWS_CHECKED);
      assert.ok(layout.scrollWidth <= 390, `page is ${layout.scrollWidth} px wide`);
      t.diagnostic(`page ${layout.scrollWidth} px wide`);
      assert.equal(layout.rows.length, GAME_SALES_ROWS_CHECKED);
      for (const row of layout.rows) assert.deepEqual(row, { title: row.title, rank: true, titleInside: true, sales: true });
    } finally {
      await close();
    }
  });

  for (const width of [1366, 1024]) {
    it(`desktop ${width} px: every column header is fully visible and the table fits its container`, async (t) => {
      const context = await browser.newContext({ viewport: { width, height: 768 } });
      const page = await context.newPage();
      try {
        await page.goto(`${site.siteUrl}${pathOf('/ranking/game-sales/')}`, { waitUntil: 'load' });
        const layout = await page.evaluate(() => {
          const table = document.querySelector('table');
          const container = table.parentElement.getBoundingClientRect();
          // A header is clipped when an ancestor that clips overflow does not contain it.
          const clipped = (element) => {
            const box = element.getBoundingClientRect();
            for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
              const style = getComputedStyle(ancestor);
              if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
              const clip = ancestor.getBoundingClientRect();
              if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) return true;
            }
            return box.right > window.innerWidth || box.left < 0;
          };
          return {
            headers: [...table.querySelectorAll('thead th')].map((th) => ({ text: th.textContent, visible: th.getBoundingClientRect().width > 0 && !clipped(th) })),
            tableWidth: table.getBoundingClientRect().width,
            containerWidth: container.width,
            scrollWidth: document.documentElement.scrollWidth,
          };
        });
        t.diagnostic(`table ${Math.round(layout.tableWidth)} px in ${Math.round(layout.containerWidth)} px`);
        assert.equal(layout.headers.length, 9);
        assert.deepEqual(
          layout.headers.filter((header) => !header.visible),
          [],
          'clipped column headers',
        );
        assert.ok(layout.tableWidth <= layout.containerWidth + 0.5, `table ${layout.tableWidth} px in a ${layout.containerWidth} px container`);
        assert.ok(layout.scrollWidth <= width, `page is ${layout.scrollWidth} px wide`);
      } finally {
        await context.close();
      }
    });
  }
});

describe('game images tab', () => {
  it(`desktop: at least ${MIN_GALLERY_IMAGES} images laid out in more than one column, filling the width`, async (t) => {
    const { page, close } = await open('desktop', pathOf('/game/title/[gameId]/images/page/[pageNumber]/'));
    try {
      const gallery = await page.evaluate(() => {
        const region = document.querySelector('section[aria-labelledby="game-images"]');
        const images = [...region.querySelectorAll('a[href^="/article/images/"] img')].map((img) => img.getBoundingClientRect());
        const list = region.querySelector('ul').getBoundingClientRect();
        return {
          count: images.length,
          columns: new Set(images.map((box) => Math.round(box.left))).size,
          rowWidth: Math.max(...images.map((box) => box.right)) - Math.min(...images.map((box) => box.left)),
          listWidth: list.width,
          aspectRatios: [...new Set(images.map((box) => (box.width / box.height).toFixed(2)))],
        };
      });
      t.diagnostic(`${gallery.count} images in ${gallery.columns} columns`);
      assert.ok(gallery.count >= MIN_GALLERY_IMAGES, `${gallery.count} images`);
      assert.ok(gallery.columns >= 3, `${gallery.columns} columns`);
      assert.ok(gallery.rowWidth >= gallery.listWidth * 0.95, `a row spans ${Math.round(gallery.rowWidth)} of ${Math.round(gallery.listWidth)} px`);
      assert.deepEqual(gallery.aspectRatios, ['1.78'], 'one tile shape');
    } finally {
      await close();
    }
  });
});
