// Item 10's rows in the Benchmarks table and its own subsection (report.mjs), from tapsBench's
// results (taps.mjs).
import { meetsGoal, TAP_GOALS } from './taps-figures.mjs';

const int = (n) => (n === null || n === undefined || !Number.isFinite(n) ? '–' : Math.round(n).toLocaleString('en-US'));
const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–');
const verdict = (ok) => (ok === null || ok === undefined ? 'not measured' : ok ? 'met' : '**missed**');

/** The items in table order: key, label, goal text. */
const ITEMS = [
  ['story', '10a. Story on the top page tapped 300 ms after first paint → its headline on screen', `≤ ${int(TAP_GOALS.story)} ms`],
  ['section', "10b. Article's breadcrumb section link tapped 300 ms after first paint → the address changes", `≤ ${int(TAP_GOALS.section)} ms`],
  ['menu', '10c. Phone menu button tapped 300 ms after first paint → the menu open', `≤ ${int(TAP_GOALS.menu)} ms in every run`],
  ['storyLive', '10d. Story tapped 8 s after first paint (the router live) → its headline on screen', `≤ ${int(TAP_GOALS.storyLive)} ms`],
  ['lcpTop', '10e. Observed LCP, top page left alone', `≤ ${seconds(TAP_GOALS.lcp)}`],
  ['lcpArticle', '10f. Observed LCP, article page left alone', `≤ ${seconds(TAP_GOALS.lcp)}`],
];

const isPaint = (item) => item.startsWith('lcp');
const show = (item, ms) => (isPaint(item) ? seconds(ms) : `${int(ms)} ms`);
const range = (item, x) => (x.measured ? `${show(item, x.min)}–${show(item, x.max)}` : '–');
const lostNote = (x) => (x.lost ? `, ${x.lost} of ${x.runs.length} lost` : '');

function measured(item, x, results) {
  const b = x.B;
  const bText = `**${show(item, b.median)}** (${range(item, b)}${lostNote(b)})`;
  const within = item === 'menu' ? `, ${b.runs.filter((run) => run.ms !== null && run.ms <= TAP_GOALS.menu).length} of ${b.runs.length} within ${TAP_GOALS.menu} ms` : '';
  const fcp = isPaint(item) ? `; FCP ${seconds(x.A.fcp.median)} → ${seconds(b.fcp.median)}` : '';
  if (results.sameBuild) return `A = B (no baseline): ${show(item, x.A.median)} / ${bText}${within}${fcp}`;
  return `${show(item, x.A.median)} (${range(item, x.A)}${lostNote(x.A)}) → ${bText}${within}${fcp}`;
}

/** Rows [item, measured, goal, verdict] for the Benchmarks table: A's median (range) → B's. */
export function tapsRows(results) {
  return ITEMS.filter(([item]) => results.items?.[item]).map(([item, label, goal]) => [
    `${label}${results.sameBuild ? '' : ', baseline → this build'}`,
    measured(item, results.items[item], results),
    goal,
    verdict(meetsGoal(item, results.items[item].B)),
  ]);
}

const cell = (item, run, key) => {
  const value = run[key];
  if (value === null || value === undefined) return run.lost ? `lost (${run.lost})` : '–';
  return show(item, value);
};

/** The subsection "### 10. Taps on a slow phone": builds, conditions, every run, the method. */
export function renderTapsSection(results) {
  const { A, B } = results.builds;
  const p = results.phone;
  const out = ['### 10. Taps on a slow phone (Debian chromium, real throttling, new context per run)', ''];
  out.push(
    results.sameBuild
      ? `A and B are both this build (\`${B.commit}\`, \`${B.distDir}\`, build ${B.buildId}): no \`--baseline\` was given, so this only checks the harness.`
      : `A = baseline \`${A.commit}\` (\`${A.dir}\`, \`${A.distDir}\`, build ${A.buildId}); B = this build \`${B.commit}\` (\`${B.distDir}\`, build ${B.buildId}).`,
    '',
  );
  out.push(
    `${results.runs} round${results.runs === 1 ? '' : 's'}, ${results.startedAt.slice(0, 16).replace('T', ' ')} UTC, ${int(results.elapsedS)} s; load average at start ${results.load.start}, after each round ${results.load.rounds.join(' · ')}. Story: \`${results.targets.B?.story.name}\`; breadcrumb link: \`${results.targets.B?.section.name}\` (“${results.targets.B?.section.text}”).`,
    '',
  );
  for (const warning of results.warnings ?? []) out.push(`**Warning:** ${warning}.`, '');
  out.push('| item | build | median | range | lost | runs, in round order |', '|---|---|---|---|---|---|');
  for (const [item, label] of ITEMS) {
    const x = results.items?.[item];
    if (!x) continue;
    for (const build of ['A', 'B']) {
      const s = x[build];
      out.push(`| ${label.replace(/^10\w\. /, '')} | ${build} | ${show(item, s.median)} | ${range(item, s)} | ${s.lost} | ${s.runs.map((run) => cell(item, run, isPaint(item) ? 'lcpMs' : 'ms')).join(', ')} |`);
    }
  }
  out.push('');
  out.push(
    "What each tapped run shows besides (per run, in round order, ms after the tap): where the tap fell after the first contentful paint (its pointerdown timeStamp against the paint entry) and in how many attempts (a tap over 100 ms late is run again), how the page answered (a full page load or a client navigation), when the page first handled the click (its main thread free), whether its handlers called preventDefault (a tap held for later, or taken by the router), the browser's own paint time (Element Timing for the headline, Event Timing's next paint after the click for the menu) and the start and end of the first frame that had the headline on screen or the menu open, and for a full load when the navigation started (the new document's time origin):",
    '',
  );
  out.push('| item | build | tap at FCP + (attempts) | answered by | click handled | preventDefault | painted (element / event timing) | first frame with it, start–end | navigation start |', '|---|---|---|---|---|---|---|---|---|');
  for (const [item, label] of ITEMS.filter(([key]) => !isPaint(key))) {
    const x = results.items?.[item];
    if (!x) continue;
    for (const build of ['A', 'B']) {
      const runs = x[build].runs;
      const list = (key, format = (v) => `${int(v)}`) => runs.map((run) => (run[key] === null || run[key] === undefined ? '–' : format(run[key]))).join(', ');
      const tapAt = runs.map((run) => `${run.tapAfterPaintMs === null ? '–' : int(run.tapAfterPaintMs)}${run.attempts > 1 ? ` (${run.attempts})` : ''}`).join(', ');
      const frames = runs.map((run) => (run.frameStartMs === null ? '–' : `${int(run.frameStartMs)}–${int(run.frameEndMs)}`)).join(', ');
      out.push(`| ${label.replace(/^10\w\. /, '').split(' → ')[0]} | ${build} | ${tapAt} | ${list('how', (v) => v)} | ${list('clickMs')} | ${list('held', (v) => (v ? 'yes' : 'no'))} | ${list('paintedMs')} | ${frames} | ${list('navStartMs')} |`);
    }
  }
  out.push('');
  out.push(
    `Method (\`scripts/bench/taps.mjs\`, \`taps-runs.mjs\`, \`taps-page.mjs\`, \`taps-figures.mjs\`; \`npm run bench:taps -- --baseline <checkout>\` alone). Both builds run \`next start\` (compressed answers, as readers get them through nginx; pinned to core 0) against one bundled content API (MOCK_NOW pinned); Debian's chromium through playwright-core, on both cores. Every run is a new browser context (an empty cache, no cookies) with the browser tests' phone (${p.viewport.width}×${p.viewport.height}, iPhone user agent, touch) and, over CDP, Lighthouse's mobile conditions applied for real: ${p.latencyMs} ms added to each request, ${p.downloadBitsPerS / 1e6} Mbit/s down, ${p.uploadBitsPerS / 1e3} kbit/s up (\`Network.emulateNetworkConditions\`), the CPU ${p.cpuSlowdown}× slower (\`Emulation.setCPUThrottlingRate\`, kept across the tab's navigations). Outside hosts never answer from the network: gpt.js is the browser tests' googletag stand-in (it fills every slot, as in item 6), other https hosts an empty 204, and every other host fails to resolve. Before the runs, each build's pages are loaded once whole without throttling to find the targets (the lead story: the first article link of \`main\` wholly on the first screen; the article's h1; the breadcrumb's second link, the article's category, the first plain site link of the phone's first screen; the menu button) and one unthrottled run of each item warms the server (page data, optimised images). Then ${results.runs} round${results.runs === 1 ? '' : 's'}; in each, every item runs once on A and once on B, back to back (A first in odd rounds, B first in even ones).`,
    '',
    `The tap: ${p.tapAfterPaintMs.soon} ms (items a–c) or ${int(p.tapAfterPaintMs.live)} ms (d) after the first contentful paint as Chromium's \`firstContentfulPaint\` lifecycle event stamps it (CDP's monotonic clock, the one Node's hrtime reads), at the centre of the target as measured above, sent as CDP touchStart and touchEnd at one point, the second without waiting for the page to take the first (a finger lifts whatever the page is doing). A run whose touch landed on anything else counts as lost; one whose tap came over 100 ms late (the paint event reaches the bench through the page's busy main thread) is run again, at most three times. Times are read in the page (an init script in every document of the tab, reporting through a binding) on its clock, \`performance.timeOrigin + t\`, so the top page and the article it opened compare; each duration starts at the pointerdown's timeStamp, when the browser received the touch, not when the page got round to it. The headline (a, d) is on screen when Chromium's Element Timing entry for the h1 whose text is the story's title (whitespace removed; the probe marks each h1 with \`elementtiming\` before it paints) says it was presented (renderTime), provided that paint comes after the probe's check in the first frame in which it, checking every frame from the tap on, found that h1 in the viewport and visible (checkVisibility, opacity and visibility); otherwise (no entry) the end of that frame: the moment a message posted from its requestAnimationFrame callback runs, an upper bound, since tasks queued before the message delay it (on the slow phone a new article's frame takes 200–300 ms from start to end). The address changes (b) at \`history.pushState\` for a client navigation, or for a full load when the new document has been committed (its first script ran; its URL is the one shown). The menu (c) is open in the first frame after the tap in which \`#phone-menu\` matches \`:popover-open\`, or is not \`hidden\`, visible, and holds a link of non-zero size (the older build's dialog): when the probe's check in that frame came after the click's handlers and default action and before the frame the click's Event Timing entry names (the popover opened by the click itself), at the click's Event Timing next paint (startTime + duration, to 8 ms), otherwise at the end of that frame as for the headline; not open within ${int(5_000)} ms counts as lost. Observed LCP (e, f): the page's \`largest-contentful-paint\` entries, the last before the first input and within 10 s of the start of navigation; the top page's from item d's runs (left alone for the 8 s before their tap), the article's from a run that loads it and taps nothing for 10.5 s. FCP is the \`first-contentful-paint\` paint entry of the same runs. The goal of c holds only when every run is within it; the others are held against B's median.`,
    '',
  );
  return out;
}
