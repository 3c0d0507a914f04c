// Unit test of scripts/bench/taps-figures.mjs: what item 10 of `npm run bench` (taps on a slow
// phone) reads from the reports its in-page probe sends (scripts/bench/taps-page.mjs). No browser:
// the reports are fixtures shaped like the probe's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { meetsGoal, readPaints, readTap, summariseRuns } from '../../scripts/bench/taps-figures.mjs';

const TOP = 1_000_000;
const ARTICLE = 1_004_000;

/** The top page's document: committed, painted at +800 ms, LCP candidates at +800 and +1,100. */
const topPage = [
  { kind: 'doc', doc: TOP, url: 'http://127.0.0.1:1/', timeOrigin: TOP, at: TOP + 200 },
  { kind: 'paint', doc: TOP, name: 'first-paint', startTime: 800, at: TOP + 800 },
  { kind: 'paint', doc: TOP, name: 'first-contentful-paint', startTime: 800, at: TOP + 800 },
  { kind: 'lcp', doc: TOP, startTime: 800, at: TOP + 800, size: 100, element: 'h2' },
  { kind: 'lcp', doc: TOP, startTime: 1_100, at: TOP + 1_100, size: 900, element: 'img.lead' },
];
const tapAt = (ms, target = '/article/202611/1/') => ({ kind: 'tap', doc: TOP, type: 'pointerdown', at: TOP + ms, handledAt: TOP + ms + 40, target, url: 'http://127.0.0.1:1/' });

describe('item 10 figures (taps-figures.mjs)', () => {
  it('a story answered by a client navigation: tap → the headline painted (element timing), the click held', () => {
    const reports = [
      ...topPage,
      tapAt(1_100),
      { kind: 'click', doc: TOP, at: TOP + 1_100, handledAt: TOP + 1_400, target: '/article/202611/1/' },
      { kind: 'clickDone', doc: TOP, defaultPrevented: true, at: TOP + 1_401 },
      { kind: 'url', doc: TOP, how: 'pushState', url: 'http://127.0.0.1:1/article/202611/1/', at: TOP + 2_500 },
      { kind: 'headline', doc: TOP, at: TOP + 2_900, frameAt: TOP + 2_880, checkedAt: TOP + 2_885 },
      { kind: 'element', doc: TOP, at: TOP + 2_910 },
    ];
    const figures = readTap({ reports }, { end: 'headline', target: '/article/202611/1/', timeoutMs: 15_000 });
    assert.deepEqual(figures, { ms: 1_810, lost: null, how: 'client', tapAfterPaintMs: 300, paintedMs: 1_810, frameStartMs: 1_780, frameEndMs: 1_800, navStartMs: null, clickMs: 300, held: true });
  });

  it('without an element timing entry in or after the frame that found the h1 on screen, the end of that frame', () => {
    const base = [...topPage, tapAt(1_100), { kind: 'headline', doc: TOP, at: TOP + 2_900, frameAt: TOP + 2_700, checkedAt: TOP + 2_705 }];
    assert.equal(readTap({ reports: base }, { end: 'headline', target: '/article/202611/1/', timeoutMs: 15_000 }).ms, 1_800);
    const early = [...base, { kind: 'element', doc: TOP, at: TOP + 2_600 }];
    assert.equal(readTap({ reports: early }, { end: 'headline', target: '/article/202611/1/', timeoutMs: 15_000 }).ms, 1_800);
  });

  it('a section link answered by a full load: the new document committed, its navigation start beside it', () => {
    const reports = [
      ...topPage,
      tapAt(1_100, '/category/review/page/1/'),
      { kind: 'click', doc: TOP, at: TOP + 1_100, handledAt: TOP + 1_150 },
      { kind: 'clickDone', doc: TOP, defaultPrevented: false, at: TOP + 1_151 },
      { kind: 'doc', doc: ARTICLE, url: 'http://127.0.0.1:1/category/review/page/1/', timeOrigin: TOP + 1_160, at: TOP + 1_450 },
    ];
    const figures = readTap({ reports }, { end: 'section', target: '/category/review/page/1/', timeoutMs: 10_000 });
    assert.equal(figures.ms, 350);
    assert.equal(figures.how, 'full load');
    assert.equal(figures.navStartMs, 60);
    assert.equal(figures.held, false);
  });

  it('a headline reached through a full load counts the new document', () => {
    const reports = [...topPage, tapAt(1_100), { kind: 'doc', doc: ARTICLE, url: 'http://127.0.0.1:1/article/202611/1/', timeOrigin: ARTICLE, at: ARTICLE + 100 }, { kind: 'headline', doc: ARTICLE, at: ARTICLE + 500, frameAt: ARTICLE + 480, checkedAt: ARTICLE + 485 }];
    const figures = readTap({ reports }, { end: 'headline', target: '/article/202611/1/', timeoutMs: 15_000 });
    assert.equal(figures.how, 'full load');
    assert.equal(figures.ms, ARTICLE + 500 - (TOP + 1_100));
  });

  it('a run is lost when the menu never opened, the tap landed elsewhere, or never came', () => {
    const menu = { end: 'menu', target: 'button[aria-controls=phone-menu]', timeoutMs: 5_000 };
    assert.match(readTap({ reports: [...topPage, tapAt(1_100, 'button[aria-controls=phone-menu]')] }, menu).lost, /no menu within 5 s/);
    const late = [...topPage, tapAt(1_100, 'button[aria-controls=phone-menu]'), { kind: 'menu', doc: TOP, at: TOP + 7_000 }];
    assert.equal(readTap({ reports: late }, menu).ms, null);
    assert.match(readTap({ reports: [...topPage, tapAt(1_100, '/elsewhere/')] }, menu).lost, /landed on \/elsewhere\//);
    assert.equal(readTap({ reports: topPage }, menu).lost, 'the tap never reached the page');
    const opened = [...topPage, tapAt(1_100, 'button[aria-controls=phone-menu]'), { kind: 'menu', doc: TOP, at: TOP + 1_190 }];
    assert.equal(readTap({ reports: opened }, menu).ms, 90);
  });

  it('the menu: the frame after the click (Event Timing) when it had the menu open, else the end of the first frame that had it', () => {
    const menu = { end: 'menu', target: 'button[aria-controls=phone-menu]', timeoutMs: 5_000 };
    const tapped = [...topPage, tapAt(1_100, 'button[aria-controls=phone-menu]')];
    const byClick = [...tapped, { kind: 'event', doc: TOP, name: 'click', at: TOP + 1_100, processingEndAt: TOP + 1_180, paintAt: TOP + 1_260 }, { kind: 'menu', doc: TOP, frameAt: TOP + 1_170, checkedAt: TOP + 1_200, at: TOP + 1_330 }];
    assert.deepEqual(
      (({ ms, paintedMs, frameStartMs, frameEndMs }) => ({ ms, paintedMs, frameStartMs, frameEndMs }))(readTap({ reports: byClick }, menu)),
      { ms: 160, paintedMs: 160, frameStartMs: 70, frameEndMs: 230 },
    );
    // The old build's dialog: the click was held, the menu opened by script frames later.
    const later = [...tapped, { kind: 'event', doc: TOP, name: 'click', at: TOP + 1_100, processingEndAt: TOP + 1_150, paintAt: TOP + 1_190 }, { kind: 'menu', doc: TOP, frameAt: TOP + 2_990, checkedAt: TOP + 3_000, at: TOP + 3_100 }];
    assert.equal(readTap({ reports: later }, menu).ms, 2_000);
  });

  it('the observed LCP is the last entry before the first input and within 10 s', () => {
    assert.deepEqual(readPaints({ reports: topPage }), { fcpMs: 800, lcpMs: 1_100, element: 'img.lead', lost: null });
    assert.equal(readPaints({ reports: [...topPage, tapAt(1_000)] }).lcpMs, 800);
    const late = [...topPage, { kind: 'lcp', doc: TOP, startTime: 10_500, at: TOP + 10_500, size: 5_000, element: 'img' }];
    assert.equal(readPaints({ reports: late }).lcpMs, 1_100);
    assert.equal(readPaints({ reports: [], error: 'no first contentful paint in 30 s' }).lost, 'no first contentful paint in 30 s');
  });

  it('medians and ranges skip lost runs; the menu goal needs every run within 300 ms', () => {
    const runs = [{ ms: 120 }, { ms: 250 }, { ms: null, lost: 'x' }, { ms: 200 }, { ms: 90 }];
    const summary = summariseRuns(runs);
    assert.deepEqual({ median: summary.median, min: summary.min, max: summary.max, measured: summary.measured, lost: summary.lost }, { median: 160, min: 90, max: 250, measured: 4, lost: 1 });
    assert.equal(meetsGoal('menu', summary), false);
    assert.equal(meetsGoal('menu', summariseRuns([{ ms: 120 }, { ms: 300 }])), true);
    assert.equal(meetsGoal('story', summariseRuns([{ ms: 900 }, { ms: 1_200 }, { ms: 950 }])), true);
    assert.equal(meetsGoal('lcpTop', summariseRuns([{ lcpMs: 1_300 }], 'lcpMs')), false);
    assert.equal(meetsGoal('story', summariseRuns([{ ms: null, lost: 'x' }])), null);
  });
});
