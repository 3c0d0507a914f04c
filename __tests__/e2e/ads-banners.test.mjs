// Banners of issue 16 in chromium, PC and SP, with the googletag stand-in in place of gpt.js
// (support/googletag-stand-in.js; slots answer empty here, so the site's own banner jacks hold the
// sides): special-series and weekly articles show the article page's banners; the SP top page's
// carousel list goes by position (tiles, movie banner, movie overlay, window jack, each in its own
// home); both movie units report mov_start / mov_stop to window.dataLayer (spec §4); the Amazon
// widget sits beside articles with tagged links (spec §9).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, watchPageErrors } from './support/browser.mjs';
import { startSite } from './support/servers.mjs';
import { getJson, jstYearMonth } from './support/content.mjs';

const STAND_IN = await readFile(new URL('./support/googletag-stand-in.js', import.meta.url), 'utf8');

const PC_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const DEVICES = {
  PC: { viewport: { width: 1366, height: 900 }, userAgent: PC_USER_AGENT },
  SP: { viewport: { width: 390, height: 844 }, userAgent: IPHONE_USER_AGENT, isMobile: true, hasTouch: true },
};
/** Side jacks show from 1,600 px (decision 012); the article's background banners are checked at 1,700 px. */
const WIDE_PC = { ...DEVICES.PC, viewport: { width: 1700, height: 900 } };

/** The article page's banner units (components/pages/article-page.tsx). */
const ARTICLE_UNITS = { PC: ['super-jack', 'under-article', 'under-banner', 'icon'], SP: ['under-article', 'under-banner', 'icon'] };
/** The tracking id of the ARTICLE_DETAIL page type (ads/amazon-affiliate.ts). */
const ARTICLE_TAG = 'playnote-article-22';
/** Where the bundled content API draws each carousel position's artwork (mocks/data/ads.ts). */
const artOf = (position) => `/banners/${position}/`;

/** An article with ads, a special-series article and a weekly article of the bundled content API. */
async function findPages(contentApiUrl) {
  /** Whether an article's page carries ads at all: the data set turns them off for some (isDisplayAd false). */
  const showsAds = async (id) => {
    const detail = await getJson(`${contentApiUrl}/api/article?articleId=${id}`);
    // Not a live event: its body arrives with its own chunk and its ads are live.test.mjs's.
    return !detail.redirectUrl && !detail.live && detail.isDisplayAd && !detail.isR18 ? detail : null;
  };
  const firstWithAds = async (cards) => {
    for (const card of cards.filter((candidate) => !candidate.redirectUrl)) {
      const detail = await showsAds(card.id);
      if (detail) return detail;
    }
    return null;
  };
  const newest = await getJson(`${contentApiUrl}/api/q/articles?categoryCode=new-article&limit=50&page=1`);
  const latest = await firstWithAds(newest.data);
  const article = latest && `/article/${jstYearMonth(latest.publishedAt)}/${latest.articleId}/`;
  const directories = await getJson(`${contentApiUrl}/matome/directories`);
  let special;
  for (const directory of directories.data) {
    const list = await getJson(`${contentApiUrl}/matome/articles?directoryName=${directory.directoryName}&limit=20`);
    const member = await firstWithAds(list.data);
    if (member) {
      special = `/special/${directory.directoryName}/${member.articleId}/`;
      break;
    }
  }
  const weekly = await getJson(`${contentApiUrl}/weekly-playnote-part`);
  const part = await firstWithAds(weekly.parts);
  const pages = { article, special, weekly: part && `/special/content/weeklyplaynote/${part.articleId}/` };
  assert.ok(pages.article && pages.special && pages.weekly, `the data set has each kind of article page, with ads: ${JSON.stringify(pages)}`);
  return pages;
}

const bannerKinds = (page) => page.$$eval('[data-banner]', (elements) => [...new Set(elements.map((element) => element.getAttribute('data-banner')))].sort());
/** The banner units but the background jacks, whose A/B/C pattern (one or two sides) each request draws anew. */
const unitKinds = async (page) => (await bannerKinds(page)).filter((kind) => !kind.startsWith('article-background-'));
const dataLayerEvents = (page) => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => /^mov_/.test(entry.event)).map((entry) => ({ event: entry.event, bannerId: entry.bannerId })));

describe('banners, the SP carousel by position and the Amazon widget in chromium (issue 16)', { timeout: 300_000 }, () => {
  let site;
  let browser;
  let pages;

  before(async () => {
    site = await startSite();
    browser = await launchBrowser();
    pages = await findPages(site.contentApiUrl);
  });

  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  /** A page in a new context of the device, gpt.js replaced by the stand-in (slots answer empty), no YouTube. */
  async function open(device, path, options = DEVICES[device]) {
    const context = await browser.newContext(options);
    await context.route('**/gpt.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: STAND_IN }));
    await context.route(/youtube(-nocookie)?\.com/, (route) => route.fulfill({ status: 204, body: '' }));
    await context.addInitScript(() => {
      window.__gptStandIn = { mode: 'empty', fillDelayMs: 50 };
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${site.siteUrl}${path}`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    return { page, errors, close: () => context.close() };
  }

  for (const device of ['PC', 'SP']) {
    for (const kind of ['special', 'weekly']) {
      it(`${device}: a ${kind} article shows the article page's banners (super jack on PC, under-article pair, icon banner)`, async () => {
        const reference = await open(device, pages.article);
        const expected = await unitKinds(reference.page);
        await reference.close();
        const { page, errors, close } = await open(device, pages[kind]);
        try {
          const kinds = await unitKinds(page);
          for (const unit of ARTICLE_UNITS[device]) assert.ok(kinds.includes(unit), `${unit} on the ${kind} article (${kinds.join(', ')})`);
          assert.deepEqual(kinds, expected, 'the same units as the article page');
          if (device === 'PC') {
            const order = await page.evaluate(() => {
              const jack = document.querySelector('[data-banner="super-jack"]');
              const article = document.querySelector('article');
              return Boolean(jack.compareDocumentPosition(article) & Node.DOCUMENT_POSITION_FOLLOWING);
            });
            assert.ok(order, 'the super jack stands above the article');
          }
          const pairInArticle = await page.$$eval('article [data-banner="under-article"], article [data-banner="under-banner"]', (elements) => elements.length);
          assert.equal(pairInArticle, 2, 'the under-article pair under the body');
          assert.deepEqual(errors, []);
        } finally {
          await close();
        }
      });
    }
  }

  for (const kind of ['article', 'special', 'weekly']) {
    it(`PC at 1,700 px: the ${kind} page's background jacks (A/B/C) beside the column, clear of it`, async () => {
      const { page, close } = await open('PC', pages[kind], WIDE_PC);
      try {
        // The ad server's side jacks come first; once they answer empty, the site's own take the sides.
        await page.waitForSelector('[data-banner^="article-background-"]', { timeout: 10_000 });
        const boxes = await page.$$eval('[data-banner^="article-background-"]', (elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect();
            return { left: box.left, right: box.right, width: box.width, pattern: element.closest('[data-pattern]')?.getAttribute('data-pattern') };
          }),
        );
        assert.ok(boxes.length > 0, 'background banners shown');
        assert.ok(boxes.every((box) => box.width > 0 && /^[ABC]$/.test(box.pattern ?? '')), 'visible, of one A/B/C pattern');
        const main = await page.$eval('main', (element) => element.getBoundingClientRect().toJSON());
        assert.ok(boxes.every((box) => box.right <= main.left || box.left >= main.right + 300), 'beside the content column, never over it');
      } finally {
        await close();
      }
    });
  }

  it('SP top: the carousel holds only carousel tiles; the movie banner, the window jack and the overlay have their own homes', async () => {
    const { page, errors, close } = await open('SP', '/');
    try {
      const tiles = await page.$$eval('ul[aria-label="特集バナー"] img', (images) => images.map((image) => decodeURIComponent(image.currentSrc || image.src)));
      assert.ok(tiles.length > 1, 'several tiles');
      assert.ok(tiles.every((src) => src.includes(artOf('spCarousel'))), `tiles are spCarousel units only: ${tiles.join(' ')}`);
      const movie = await page.$eval('[data-banner="movie"] img', (image) => decodeURIComponent(image.currentSrc || image.src));
      assert.ok(movie.includes(artOf('spHeaderMovieBanner')), 'the movie banner is the header movie unit');
      // Before any of the page's script runs its play control is a link to the video: a tap is never lost.
      const noScript = await open('SP', '/', { ...DEVICES.SP, javaScriptEnabled: false });
      try {
        const play = await noScript.page.$eval('[data-banner="movie"] a:has(img)', (link) => ({ href: link.getAttribute('href'), text: link.textContent }));
        assert.match(play.href, /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/, 'the play control opens the video');
        assert.match(play.text, /動画を再生/);
      } finally {
        await noScript.close();
      }
      const order = await page.evaluate(() => {
        const follows = (a, b) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
        const lead = document.querySelector('main section, main h2');
        const movieBanner = document.querySelector('[data-banner="movie"]');
        const newest = document.querySelector('section[aria-labelledby="new-articles"]');
        const jack = document.querySelector('[data-banner="window-jack"]');
        return { movieAfterLead: follows(lead, movieBanner), jackAfterNewest: follows(newest, jack) };
      });
      assert.deepEqual(order, { movieAfterLead: true, jackAfterNewest: true }, 'the first screen stays editorial; the window jack after the newest stories');
      const firstScreen = await page.$eval('[data-banner="window-jack"]', (element) => element.getBoundingClientRect().top);
      assert.ok(firstScreen > DEVICES.SP.viewport.height, 'the window jack is not on the first screen');
      // Its creative loads only near the viewport, then stays fixed behind the window as it scrolls.
      assert.equal(await page.$('[data-banner="window-jack"] img'), null, 'no creative requested while far');
      await page.$eval('[data-banner="window-jack"]', (element) => element.scrollIntoView({ block: 'center' }));
      await page.waitForSelector('[data-banner="window-jack"] img');
      const creative = await page.$eval('[data-banner="window-jack"] img', (image) => decodeURIComponent(image.currentSrc || image.src));
      assert.ok(creative.includes(artOf('spWindowJack')), 'the window shows the window jack creative');
      const before = await page.$eval('[data-banner="window-jack"] img', (image) => image.getBoundingClientRect().top);
      await page.mouse.wheel(0, 120);
      await page.waitForTimeout(200);
      const afterScroll = await page.$eval('[data-banner="window-jack"] img', (image) => image.getBoundingClientRect().top);
      assert.equal(afterScroll, before, 'the creative stays put on the screen while the window passes');
      const label = await page.$eval('[data-banner="window-jack"]', (element) => element.textContent);
      assert.match(label, /PR/);
      assert.match(label, /広告/);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  it('SP top: the movie overlay docks once the reader has scrolled past the movie banner; the movies report mov_start / mov_stop (spec §4), one at a time', async () => {
    const { page, errors, close } = await open('SP', '/');
    try {
      const overlay = '[data-banner="movie-overlay"]';
      assert.equal(await page.getAttribute(overlay, 'data-movie-overlay'), 'waiting', 'not on the first screen');
      const overlayArt = await page.$eval(`${overlay} img`, (image) => decodeURIComponent(image.currentSrc || image.src));
      assert.ok(overlayArt.includes(artOf('spHeaderMovieBannerOverlay')), 'the overlay is the overlay unit');
      // Scroll past the movie banner.
      await page.$eval('[data-banner="movie"]', (element) => window.scrollTo(0, element.getBoundingClientRect().bottom + window.scrollY + 10));
      await page.waitForSelector(`${overlay}[data-movie-overlay="shown"]`);
      assert.equal(await page.getAttribute('[data-icon-banner]', 'data-icon-banner'), 'stepped-aside', 'the icon bar makes way');
      // Docked at the bottom edge once it has slid in, its close control in reach.
      await page.waitForFunction(
        ({ selector, height }) => {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          return box && box.bottom <= height && box.top > height - 80;
        },
        { selector: `${overlay} button[aria-label="動画広告を閉じる"]`, height: DEVICES.SP.viewport.height },
        { timeout: 2_000 },
      );
      assert.match(await page.$eval(overlay, (element) => element.textContent), /PR/);

      await page.click(`${overlay} button:has-text("動画を再生")`);
      await page.waitForSelector(`${overlay}[data-movie-overlay="playing"] iframe`);
      let events = await dataLayerEvents(page);
      assert.deepEqual(events.map((entry) => entry.event), ['mov_start'], 'the overlay reports mov_start');

      // The movie banner started: the overlay's movie stops first.
      await page.$eval('[data-banner="movie"]', (element) => element.scrollIntoView({ block: 'center' }));
      await page.click('[data-banner="movie"] a:has-text("動画を再生")');
      await page.waitForSelector('[data-banner="movie"] iframe');
      events = await dataLayerEvents(page);
      assert.deepEqual(events.map((entry) => entry.event), ['mov_start', 'mov_stop', 'mov_start'], 'one movie at a time: mov_stop, then the banner’s mov_start');
      assert.equal(events[1].bannerId, events[0].bannerId, 'the overlay’s movie is the one stopped');
      assert.notEqual(events[2].bannerId, events[0].bannerId, 'the movie banner has its own id');
      assert.equal(await page.$(`${overlay} iframe`), null, 'the overlay no longer plays');

      await page.click('[data-banner="movie"] button:has-text("動画を閉じる")');
      events = await dataLayerEvents(page);
      assert.deepEqual(events.at(-1), { event: 'mov_stop', bannerId: events[2].bannerId }, 'closing the movie reports mov_stop');

      // × closes the overlay for the session.
      await page.$eval('[data-banner="movie"]', (element) => window.scrollTo(0, element.getBoundingClientRect().bottom + window.scrollY + 10));
      await page.waitForSelector(`${overlay}[data-movie-overlay="shown"]`);
      await page.click(`${overlay} button[aria-label="動画広告を閉じる"]`);
      assert.equal(await page.$(overlay), null, 'closed');
      await page.reload();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      assert.equal(await page.$(overlay), null, 'still closed on the next load of the session');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  it('PC top: nothing of the SP carousel list (no tiles, window jack or overlay)', async () => {
    const { page, close } = await open('PC', '/');
    try {
      const kinds = await bannerKinds(page);
      for (const kind of ['carousel', 'movie', 'movie-overlay', 'window-jack']) assert.ok(!kinds.includes(kind), `no ${kind} on PC`);
    } finally {
      await close();
    }
  });

  for (const device of ['PC', 'SP']) {
    it(`${device}: the Amazon widget on an article (${device === 'PC' ? 'in the rail' : 'after the article'}), every link tagged ${ARTICLE_TAG}`, async () => {
      const { page, close } = await open(device, pages.article);
      try {
        const widget = await page.$eval('[data-amazon-widget]', (element) => ({
          inRail: element.closest('aside') !== null,
          afterArticle: Boolean(document.querySelector('article').compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
          links: [...element.querySelectorAll('a[href^="https://"]')].map((link) => link.href),
        }));
        assert.equal(widget.inRail, device === 'PC');
        assert.ok(widget.afterArticle);
        assert.ok(widget.links.length > 0);
        for (const link of widget.links) assert.equal(new URL(link).searchParams.get('tag'), ARTICLE_TAG, link);
        const untagged = await page.$$eval('a[href*="amazon.co.jp"]', (links, tag) => links.map((link) => link.href).filter((href) => new URL(href).searchParams.get('tag') !== tag), ARTICLE_TAG);
        assert.deepEqual(untagged, [], 'no Amazon link on the page goes untagged');
      } finally {
        await close();
      }
    });
  }
});
