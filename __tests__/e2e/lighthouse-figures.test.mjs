// Unit test of scripts/bench/lighthouse-figures.mjs: what item 6 of `npm run bench` reads from a
// Lighthouse report and which of issue 18's goals it calls met. No browser: reports are fixtures
// shaped like Lighthouse 12's JSON.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readRun, summariseRuns, verdicts } from '../../scripts/bench/lighthouse-figures.mjs';

/** A Lighthouse-12-shaped report: scores, metrics, the LCP element and the accessibility audits. */
function report({ performance = 0.97, lcpMs = 1_800, tbtMs = 60, cls = 0, failing = ['meta-viewport'], targetSize = [], runtimeError } = {}) {
  const a11yIds = ['meta-viewport', 'target-size', 'color-contrast', 'image-alt'];
  const audits = {
    'largest-contentful-paint': { numericValue: lcpMs },
    'total-blocking-time': { numericValue: tbtMs },
    'cumulative-layout-shift': { numericValue: cls },
    'first-contentful-paint': { numericValue: 900 },
    'largest-contentful-paint-element': {
      details: {
        items: [
          { items: [{ node: { selector: 'figure > img.hero', snippet: '<img class="hero">' } }] },
          { items: [{ phase: 'TTFB', timing: 400.4 }, { phase: 'Render Delay', timing: 700.6 }] },
        ],
      },
    },
    'lcp-lazy-loaded': { score: 1, details: { items: [] } },
    'render-blocking-resources': { score: 0.5, details: { items: [{ url: 'http://127.0.0.1:3000/_next/static/chunks/a.css', wastedMs: 150 }] } },
    'bf-cache': { score: 0, scoreDisplayMode: 'informative' },
  };
  for (const id of a11yIds) {
    audits[id] = { score: failing.includes(id) ? 0 : 1, scoreDisplayMode: 'binary' };
  }
  audits['target-size'].details = { items: targetSize.map((selector) => ({ node: { selector } })) };
  audits['aria-hidden-body'] = { score: null, scoreDisplayMode: 'notApplicable' };
  return {
    categories: {
      performance: { score: performance },
      accessibility: { score: 0.94, auditRefs: [...a11yIds, 'aria-hidden-body', 'bf-cache'].map((id) => ({ id, weight: 7 })) },
    },
    audits,
    ...(runtimeError ? { runtimeError: { code: runtimeError } } : {}),
  };
}

describe('readRun', () => {
  it('reads the metrics, the LCP element with its phases, and what held the LCP back', () => {
    const run = readRun(report({ failing: ['meta-viewport', 'target-size'], targetSize: ['a.chip'] }), { slotsFilled: 2 });
    assert.equal(run.lcpMs, 1_800);
    assert.equal(run.tbtMs, 60);
    assert.deepEqual(run.lcp, { selector: 'figure > img.hero', snippet: '<img class="hero">', phasesMs: { TTFB: 400, 'Render Delay': 701 } });
    assert.deepEqual(run.lcpBlockers, [{ id: 'render-blocking-resources', score: 0.5, items: [{ url: 'http://127.0.0.1:3000/_next/static/chunks/a.css', wastedMs: 150 }] }]);
    assert.deepEqual(run.failingA11y, ['meta-viewport', 'target-size']);
    assert.deepEqual(run.targetSize, ['a.chip']);
    assert.equal(run.slotsFilled, 2);
  });
});

describe('verdicts', () => {
  const page = (overrides) => summariseRuns([readRun(report(overrides))]);

  it('meets every goal when only meta-viewport fails and the metrics are within the goals', () => {
    assert.deepEqual(verdicts(page({})), { performance: true, lcp: true, tbt: true, cls: true, a11y: true, all: true });
  });

  for (const [name, overrides, goal] of [
    ['performance below 0.95', { performance: 0.94 }, 'performance'],
    ['LCP over 2 s', { lcpMs: 2_001 }, 'lcp'],
    ['TBT over 100 ms', { tbtMs: 101 }, 'tbt'],
    ['CLS over 0.01', { cls: 0.011 }, 'cls'],
    ['target-size failing', { failing: ['meta-viewport', 'target-size'] }, 'a11y'],
  ]) {
    it(`misses the ${goal} goal with ${name}`, () => {
      const met = verdicts(page(overrides));
      assert.equal(met[goal], false);
      assert.equal(met.all, false);
    });
  }
});

describe('summariseRuns', () => {
  it('takes medians, and keeps an accessibility failure seen in any one run', () => {
    const runs = [
      readRun(report({ performance: 0.9, lcpMs: 2_400 })),
      readRun(report({ performance: 0.97, lcpMs: 1_700, failing: ['meta-viewport', 'target-size'] })),
      readRun(report({ performance: 0.96, lcpMs: 1_900 })),
    ];
    const summary = summariseRuns(runs);
    assert.equal(summary.performance, 0.96);
    assert.equal(summary.lcpMs, 1_900);
    assert.deepEqual(summary.failingA11yRuns, { 'meta-viewport': 3, 'target-size': 1 });
    assert.equal(summary.meets.a11y, false);
  });

  it('leaves a run Lighthouse could not finish out of the medians and names its error', () => {
    const summary = summariseRuns([readRun(report({ performance: 0.97 })), readRun(report({ performance: 0.2, runtimeError: 'NO_FCP' }))]);
    assert.equal(summary.performance, 0.97);
    assert.deepEqual(summary.runtimeErrors, ['NO_FCP']);
  });
});
