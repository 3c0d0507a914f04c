// Item 10's figures from a run's reports (taps-page.mjs): pure functions, so taps.mjs, the report
// and a unit test share them. Every duration is on the page's clock (timeOrigin-based epoch ms),
// from the tap as the browser received it (the pointerdown's timeStamp).
import { median } from './load.mjs';

/** Issue "Every tap answers at once": the goals, in ms. The menu's must hold in every run. */
export const TAP_GOALS = { story: 1_000, section: 400, menu: 300, storyLive: 800, lcp: 1_200 };

/** A run that had not answered by then is lost. */
export const TIMEOUTS_MS = { story: 15_000, section: 10_000, menu: 5_000, storyLive: 15_000 };

/** A page left alone: the LCP entries of its first 10 s count (and none after the first input). */
export const LCP_WINDOW_MS = 10_000;

const firstOf = (reports, test) => reports.find(test) ?? null;
const round = (n) => (Number.isFinite(n) ? Math.round(n) : null);

/** The run's first document (the page it opened) and that document's first contentful paint. */
function start(reports) {
  const doc = firstOf(reports, (r) => r.kind === 'doc');
  const fcp = doc && firstOf(reports, (r) => r.kind === 'paint' && r.name === 'first-contentful-paint' && r.doc === doc.doc);
  return { doc, fcp };
}

/**
 * The tap and what came of it. `end` = 'headline' | 'section' | 'menu'; `target` is what the
 * finger had to land on (a link's href or `button[aria-controls=phone-menu]`).
 * Returns { ms, lost, how, tapAfterPaintMs, paintedMs, frameStartMs, frameEndMs, navStartMs,
 * clickMs, held }: ms = tap → end; lost = why there is no ms (null when there is one); how = 'full
 * load' or 'client'.
 *
 * The headline's end is its paint as Chromium's Element Timing reports it (renderTime: the frame's
 * presentation), when that paint is of the frame in which the probe found the h1 in the viewport and
 * visible (it came after the probe's check in that frame), or a later one; otherwise (no entry, or one for a paint before the h1 was on screen) the
 * end of that frame (an upper bound: tasks queued before the probe's message delay it). The menu's
 * end is, likewise, the frame presented after the click's handlers and default action (Event
 * Timing: startTime + duration, to 8 ms) when that is the first frame that had it open (the
 * popover opened by the click itself), else the end of the first frame that had it open.
 */
export function readTap(run, { end, target, timeoutMs }) {
  const reports = run.reports ?? [];
  const { doc, fcp } = start(reports);
  const tap = firstOf(reports, (r) => r.kind === 'tap');
  const figures = { ms: null, lost: null, how: null, tapAfterPaintMs: tap && fcp ? round(tap.at - fcp.at) : null, paintedMs: null, frameStartMs: null, frameEndMs: null, navStartMs: null, clickMs: null, held: null };
  if (run.error && !tap) return { ...figures, lost: run.error };
  if (!tap) return { ...figures, lost: 'the tap never reached the page' };
  if (tap.target !== target) return { ...figures, lost: `the tap landed on ${tap.target ?? 'nothing'}, not ${target}` };
  const click = firstOf(reports, (r) => r.kind === 'click' && r.doc === tap.doc);
  const clickDone = firstOf(reports, (r) => r.kind === 'clickDone' && r.doc === tap.doc);
  figures.clickMs = click ? round(click.handledAt - tap.at) : null;
  figures.held = clickDone ? clickDone.defaultPrevented : null;
  const newDoc = firstOf(reports, (r) => r.kind === 'doc' && r.doc !== doc.doc);
  const urlChange = firstOf(reports, (r) => r.kind === 'url' && r.doc === doc.doc && r.at >= tap.at);
  let done = null;
  if (end === 'headline') {
    const frame = firstOf(reports, (r) => r.kind === 'headline' && r.at >= tap.at);
    const element = firstOf(reports, (r) => r.kind === 'element' && r.at >= tap.at);
    figures.paintedMs = element ? round(element.at - tap.at) : null;
    if (frame) {
      figures.how = frame.doc === doc.doc ? 'client' : 'full load';
      figures.frameStartMs = round(frame.frameAt - tap.at);
      figures.frameEndMs = round(frame.at - tap.at);
      done = element && element.at >= frame.checkedAt ? element : frame;
    }
  } else if (end === 'section') {
    // The address changes: history.pushState (a client navigation) or the new document committed.
    done = [urlChange, newDoc].filter(Boolean).sort((a, b) => a.at - b.at)[0] ?? null;
    if (done) figures.how = done === newDoc ? 'full load' : 'client';
    // A full load began when the browser started it: the new document's time origin.
    figures.navStartMs = newDoc ? round(newDoc.timeOrigin - tap.at) : null;
  } else if (end === 'menu') {
    const frame = firstOf(reports, (r) => r.kind === 'menu' && r.doc === tap.doc);
    const click = firstOf(reports, (r) => r.kind === 'event' && r.name === 'click' && r.doc === tap.doc && r.at >= tap.at - 1);
    figures.paintedMs = click ? round(click.paintAt - tap.at) : null;
    if (frame) {
      figures.frameStartMs = round(frame.frameAt - tap.at);
      figures.frameEndMs = round(frame.at - tap.at);
      // Event Timing's duration is rounded to 8 ms.
      const sameFrame = click && click.processingEndAt <= frame.checkedAt && click.paintAt >= frame.checkedAt - 8;
      done = sameFrame ? { at: Math.max(click.paintAt, frame.checkedAt) } : frame;
    }
  }
  if (!done || done.at - tap.at > timeoutMs) return { ...figures, lost: `no ${end} within ${timeoutMs / 1000} s` };
  return { ...figures, ms: round(done.at - tap.at) };
}

/**
 * The observed first contentful paint and largest contentful paint of the page a run opened:
 * the last LCP entry before the first input and within LCP_WINDOW_MS (startTime: from the start
 * of navigation), with its element. { fcpMs, lcpMs, element, lost }.
 */
export function readPaints(run) {
  const reports = run.reports ?? [];
  const { doc, fcp } = start(reports);
  if (!doc || !fcp) return { fcpMs: null, lcpMs: null, element: null, lost: run.error ?? 'no first contentful paint' };
  const tap = firstOf(reports, (r) => r.kind === 'tap' && r.doc === doc.doc);
  const entries = reports.filter((r) => r.kind === 'lcp' && r.doc === doc.doc && r.startTime <= LCP_WINDOW_MS && (!tap || r.at < tap.at));
  const last = entries.at(-1);
  if (!last) return { fcpMs: round(fcp.startTime), lcpMs: null, element: null, lost: 'no largest-contentful-paint entry' };
  return { fcpMs: round(fcp.startTime), lcpMs: round(last.startTime), element: last.element, lost: null };
}

/** Median and range of the runs that have a figure (`key`), and how many were lost. */
export function summariseRuns(runs, key = 'ms') {
  const values = runs.map((run) => run[key]).filter((value) => Number.isFinite(value));
  return {
    median: round(median(values)),
    min: values.length ? Math.min(...values) : null,
    max: values.length ? Math.max(...values) : null,
    measured: values.length,
    lost: runs.length - values.length,
    runs,
  };
}

/** Whether B's runs of an item meet its goal: the median, or every run for the menu. */
export function meetsGoal(item, summary) {
  if (!summary || summary.measured === 0) return null;
  if (item === 'menu') return summary.lost === 0 && summary.max <= TAP_GOALS.menu;
  const goal = item.startsWith('lcp') ? TAP_GOALS.lcp : TAP_GOALS[item];
  return summary.median <= goal;
}
