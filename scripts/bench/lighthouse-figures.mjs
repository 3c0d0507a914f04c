// What the bench keeps of a Lighthouse report, and the goals of issue 18 it is held against: pure
// functions over Lighthouse's JSON (lhr), so lighthouse.mjs, the report and a unit test share them.
import { median } from './load.mjs';

/** Issue 18's goals for every page type on a phone (Lighthouse 12 mobile defaults). */
export const TARGETS = {
  performance: 0.95,
  lcpMs: 2_000,
  tbtMs: 100,
  cls: 0.01,
  // Spec §2 fixes the viewport (no user zoom, decision 005): the one audit allowed to fail.
  allowedA11yFailures: ['meta-viewport'],
};

/** Audits that say why the largest contentful paint comes when it does. */
const LCP_AUDITS = ['render-blocking-resources', 'lcp-lazy-loaded', 'prioritize-lcp-image'];

/** Ids of the category's audits that count and did not pass (informative and n/a ones have no score). */
export function failingAuditIds(lhr, category) {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs.map((ref) => ref.id).filter((id) => {
    const audit = lhr.audits[id];
    return audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative';
  });
}

/** The LCP element and its phases (TTFB, load delay, load time, render delay) from the lhr. */
export function lcpElement(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const phases = tables[1]?.items ?? [];
  return {
    selector: node?.selector ?? null,
    snippet: node?.snippet ?? null,
    phasesMs: Object.fromEntries(phases.map((row) => [row.phase, Math.round(row.timing)])),
  };
}

/** The LCP discovery insight's checks that failed (e.g. "fetchpriority=high should be applied"). */
function lcpDiscoveryMisses(lhr) {
  const checklist = (lhr.audits['lcp-discovery-insight']?.details?.items ?? []).find((item) => item.type === 'checklist');
  const misses = Object.values(checklist?.items ?? {}).filter((check) => check.value === false);
  return misses.length ? [{ id: 'lcp-discovery-insight', score: lhr.audits['lcp-discovery-insight'].score, items: misses.map((check) => ({ url: check.label, wastedMs: null })) }] : [];
}

/** For each LCP audit that did not pass: its id, score and the items it names (url and waste). */
function lcpBlockers(lhr) {
  const audits = LCP_AUDITS.flatMap((id) => {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 1) return [];
    const items = (audit.details?.items ?? []).map((item) => ({
      url: item.url ?? item.node?.selector ?? item.node?.snippet ?? null,
      wastedMs: item.wastedMs ?? null,
    }));
    return [{ id, score: audit.score, items }];
  });
  return [...audits, ...lcpDiscoveryMisses(lhr)];
}

/** Elements the target-size audit names, by selector (what to fix in the Sass). */
function targetSizeFailures(lhr) {
  const audit = lhr.audits['target-size'];
  if (!audit || audit.score === null || audit.score >= 1) return [];
  return (audit.details?.items ?? []).map((item) => item.node?.selector ?? item.node?.snippet ?? '?');
}

/** One run's figures: scores, metrics, the LCP element, what delays it, failing a11y audits. */
export function readRun(lhr, served = {}) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: lhr.categories.performance?.score ?? null,
    accessibility: lhr.categories.accessibility?.score ?? null,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    lcp: lcpElement(lhr),
    lcpBlockers: lcpBlockers(lhr),
    failingA11y: lhr.categories.accessibility ? failingAuditIds(lhr, 'accessibility') : [],
    targetSize: targetSizeFailures(lhr),
    runtimeError: lhr.runtimeError?.code ?? null,
    // Lighthouse's measure of the host's speed during the run: low when the machine was busy.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    ...served,
  };
}

/** Which of issue 18's goals a page's medians meet: { performance, lcp, tbt, cls, a11y, all }. */
export function verdicts(summary) {
  const allowed = new Set(TARGETS.allowedA11yFailures);
  const meets = {
    performance: summary.performance !== null && summary.performance >= TARGETS.performance,
    lcp: summary.lcpMs !== null && summary.lcpMs <= TARGETS.lcpMs,
    tbt: summary.tbtMs !== null && summary.tbtMs <= TARGETS.tbtMs,
    cls: summary.cls !== null && summary.cls <= TARGETS.cls,
    a11y: summary.accessibility === null ? null : summary.failingA11y.every((id) => allowed.has(id)),
  };
  return { ...meets, all: Object.values(meets).every((ok) => ok !== false) };
}

/** Ids failing in any run, with how many runs they failed in: { id → runs }. */
function countFailures(runs, key) {
  const counts = {};
  for (const run of runs) for (const id of run[key]) counts[id] = (counts[id] ?? 0) + 1;
  return counts;
}

/**
 * Medians of a page's runs, the LCP element of the run whose LCP is the median one, and every
 * accessibility audit that failed in any run (a flaky failure is still a failure).
 */
export function summariseRuns(runs) {
  const valid = runs.filter((run) => !run.runtimeError);
  const middle = (key) => median(valid.map((run) => run[key]));
  const lcpMs = middle('lcpMs');
  const medianRun = valid.reduce((best, run) => (best && Math.abs(best.lcpMs - lcpMs) <= Math.abs(run.lcpMs - lcpMs) ? best : run), null);
  const failures = countFailures(valid, 'failingA11y');
  const summary = {
    performance: middle('performance'),
    accessibility: middle('accessibility'),
    lcpMs,
    tbtMs: middle('tbtMs'),
    cls: middle('cls'),
    fcpMs: middle('fcpMs'),
    benchmarkIndex: middle('benchmarkIndex'),
    lcp: medianRun?.lcp ?? null,
    lcpBlockers: medianRun?.lcpBlockers ?? [],
    failingA11y: Object.keys(failures),
    failingA11yRuns: failures,
    targetSize: [...new Set(valid.flatMap((run) => run.targetSize))],
    runtimeErrors: runs.filter((run) => run.runtimeError).map((run) => run.runtimeError),
    runs,
  };
  return { ...summary, meets: verdicts(summary) };
}
