// Releases in your calendar and the weekly magazine's back issues, in chromium on the built site
// (decision 023): the schedule's 「カレンダーに登録」 links on a desktop and an iPhone, the feed they
// name read by ical.js (a parser independent of the one that wrote it), a game's 「カレンダーに追加」
// download, and the weekly page's バックナンバー and 購入 links.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import ICAL from 'ical.js';
import { DEVICES, watchPageErrors } from './support/browser.mjs';
import { jstYearMonth } from './support/content.mjs';
import { closeSuite, openSuite } from './support/suite.mjs';

/** The page type whose Amazon tracking id the weekly page's links carry (ads/amazon-affiliate.ts: LIST). */
const WEEKLY_AMAZON_TAG = 'playnote-list-22';
const BACK_ISSUE_LIMIT = 8;

/** VEVENTs of an iCalendar text, as ical.js reads them. */
function parseEvents(text) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

const gameIdOf = (href) => /\/game\/title\/(\d+)\//.exec(href)?.[1];

describe('release calendars and weekly back issues in chromium', { timeout: 300_000 }, () => {
  let suite;

  before(async () => {
    suite = await openSuite();
  });

  after(async () => {
    await closeSuite(suite ?? {});
  });

  async function openPage(device, path) {
    const context = await suite.browser.newContext({ ...DEVICES[device], acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const response = await page.goto(`${suite.site.siteUrl}${path}`);
    assert.equal(response.status(), 200, `${path} answers 200`);
    return { context, page, errors };
  }

  for (const device of ['desktop', 'phone']) {
    it(`${device}: /schedule/ offers the shown platform's feed to subscribe to, and the feed holds the month's releases`, async () => {
      const { context, page, errors } = await openPage(device, '/schedule/');
      const box = page.getByRole('region', { name: 'カレンダーに登録' });
      await box.scrollIntoViewIfNeeded();
      const subscribe = box.getByRole('link', { name: 'カレンダーアプリで購読' });
      const file = box.getByRole('link', { name: 'iCalendar（.ics）' });
      const google = box.getByRole('link', { name: /Googleカレンダーに追加/ });
      for (const link of [subscribe, file, google]) assert.ok(await link.isVisible(), `${await link.textContent()} is visible`);
      for (const link of [subscribe, file, google]) {
        const boxSize = await link.boundingBox();
        assert.ok(boxSize && boxSize.height >= 32 && boxSize.x >= 0 && boxSize.x + boxSize.width <= DEVICES[device].viewport.width, 'a tappable button inside the screen');
      }

      const feedUrl = await file.getAttribute('href');
      assert.equal(feedUrl, `${suite.site.siteUrl}/schedule/calendar/all-platforms.ics`, 'the https link is the all-platforms feed on the site URL');
      assert.equal(await subscribe.getAttribute('href'), feedUrl.replace(/^https?:/, 'webcal:'), 'the subscription is the same address with the webcal scheme');
      assert.equal(new URL(await google.getAttribute('href')).searchParams.get('cid'), feedUrl.replace(/^https?:/, 'webcal:'));

      const response = await context.request.get(feedUrl);
      assert.equal(response.status(), 200);
      assert.match(response.headers()['content-type'], /^text\/calendar; charset=utf-8$/);
      assert.match(response.headers()['cache-control'], /public.*s-maxage=\d+/, 'a CDN may keep it like the schedule page');
      const text = await response.text();
      assert.ok(text.endsWith('\r\n') && !/[^\r]\n/.test(text), 'CRLF lines');
      const events = parseEvents(text);

      // The month the page shows, from its h1, and the releases it lists (day, game).
      const [, year, month] = /(\d{4})年(\d{1,2})月/.exec(await page.locator('main h1').textContent());
      const monthPrefix = `${year}-${month.padStart(2, '0')}-`;
      const listed = await page.locator('main section[id^="day-"] li h3 a').evaluateAll((links) =>
        links.map((link) => `${link.closest('section').querySelector('time').getAttribute('datetime')} ${link.getAttribute('href')}`),
      );
      assert.ok(listed.length > 0, 'the month lists releases');
      const inMonth = events.filter((event) => event.startDate.toString().startsWith(monthPrefix));
      assert.ok(inMonth.length > 0, `the feed has events in ${monthPrefix.slice(0, 7)}`);
      for (const event of inMonth) assert.equal(event.startDate.isDate, true, 'all-day events');
      assert.deepEqual(
        inMonth.map((event) => `${event.startDate.toString()} ${gameIdOf(event.component.getFirstPropertyValue('url'))}`).sort(),
        listed.map((entry) => `${entry.split(' ')[0]} ${gameIdOf(entry.split(' ')[1])}`).sort(),
        'the feed has exactly the releases the page lists for the month',
      );
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('phone: a platform view offers that platform’s feed', async () => {
    // The month after the data's "now": it has releases on any day the suite runs.
    const nextMonth = jstYearMonth(new Date(suite.site.dataNowMs + 31 * 86_400_000).toISOString());
    const { context, page } = await openPage('phone', `/schedule/ps5/${nextMonth}/`);
    const file = page.getByRole('region', { name: 'カレンダーに登録' }).getByRole('link', { name: 'iCalendar（.ics）' });
    assert.equal(await file.getAttribute('href'), `${suite.site.siteUrl}/schedule/calendar/ps5.ics`);
    const events = parseEvents(await (await context.request.get(await file.getAttribute('href'))).text());
    assert.ok(events.length > 0 && events.every((event) => / PS5|（PS5）/.test(event.summary)), 'PS5 releases only');
    await context.close();
  });

  it('desktop: a game page’s 「カレンダーに追加」 downloads that version’s release day, which ical.js reads back', async () => {
    // A game with a decided release: the first release of the all-platforms feed.
    const feed = await fetch(`${suite.site.siteUrl}/schedule/calendar/all-platforms.ics`).then((response) => response.text());
    const [release] = parseEvents(feed);
    const gamePath = new URL(release.component.getFirstPropertyValue('url')).pathname;
    const { context, page, errors } = await openPage('desktop', gamePath);
    const table = page.getByRole('table', { name: '機種別の発売日・価格' });
    const rows = table.locator('tbody tr');
    let checked = 0;
    for (let index = 0; index < (await rows.count()); index += 1) {
      const row = rows.nth(index);
      const date = await row.locator('time').getAttribute('datetime').catch(() => null);
      const link = row.getByRole('link', { name: /カレンダーに追加/ });
      if (date === null) {
        assert.equal(await link.count(), 0, 'an undecided release has no calendar link');
        continue;
      }
      assert.ok(await link.isVisible(), 'カレンダーに追加 beside the date');
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      assert.match(download.suggestedFilename(), /^release-\d+-[\w-]+\.ics$/);
      const events = parseEvents(await readFile(await download.path(), 'utf8'));
      assert.equal(events.length, 1);
      assert.equal(events[0].startDate.toString(), date, 'DTSTART is the release day shown');
      assert.equal(events[0].startDate.isDate, true);
      assert.match(events[0].summary, /発売$/);
      checked += 1;
    }
    assert.ok(checked > 0, 'the game has a dated version');
    assert.deepEqual(errors, []);
    await context.close();
  });

  for (const device of ['desktop', 'phone']) {
    it(`${device}: the weekly page shows 購入 buttons and the back issues, newest first, with their shops`, async () => {
      const { context, page, errors } = await openPage(device, '/special/content/weeklyplaynote/');
      const issueNumber = Number(/No\.(\d+)/.exec(await page.locator('main header').first().textContent())[1]);
      const buy = page.getByRole('list', { name: `No.${issueNumber}を購入` });
      const shops = buy.getByRole('link');
      assert.equal(await shops.count(), 4);
      for (let index = 0; index < 4; index += 1) {
        assert.ok(await shops.nth(index).isVisible());
        assert.equal(await shops.nth(index).getAttribute('rel'), 'sponsored noopener');
        assert.equal(await shops.nth(index).getAttribute('target'), '_blank');
      }
      const amazon = new URL(await buy.getByRole('link', { name: /^Amazon/ }).getAttribute('href'));
      assert.equal(amazon.hostname, 'www.amazon.co.jp');
      assert.equal(amazon.searchParams.get('tag'), WEEKLY_AMAZON_TAG, 'Amazon carries the page type’s affiliate id');

      const section = page.getByRole('region', { name: 'バックナンバー' });
      await section.scrollIntoViewIfNeeded();
      const issues = section.locator('ol > li');
      assert.equal(await issues.count(), BACK_ISSUE_LIMIT);
      const numbers = await issues.evaluateAll((items) => items.map((item) => Number(/^No\.(\d+)$/.exec(item.querySelector('p > span').textContent)[1])));
      assert.deepEqual(numbers, numbers.map((_, index) => issueNumber - index - 1), 'newest first, a week apart');
      for (let index = 0; index < BACK_ISSUE_LIMIT; index += 1) {
        const cover = issues.nth(index).locator('img');
        await cover.scrollIntoViewIfNeeded();
        await page.waitForFunction((image) => image.complete && image.naturalWidth > 0, await cover.elementHandle());
        const size = await cover.boundingBox();
        assert.ok(size.width >= 120 && Math.abs(size.height / size.width - 4 / 3) < 0.02, 'a 3:4 cover at least 120 px wide');
      }
      const backAmazon = section.locator('a[data-shop="amazon"]').first();
      assert.ok(await backAmazon.isVisible());
      assert.equal(new URL(await backAmazon.getAttribute('href')).searchParams.get('tag'), WEEKLY_AMAZON_TAG);
      assert.equal(await backAmazon.getAttribute('rel'), 'sponsored noopener');
      // Covers on one row share a top edge: a grid, two across on a phone and four on a desktop.
      const tops = await issues.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      assert.equal(tops.filter((top) => top === tops[0]).length, device === 'phone' ? 2 : 4);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
