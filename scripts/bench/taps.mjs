// Item 10 of `npm run bench`, also `npm run bench:taps`: what a reader on a slow phone feels when
// they tap before, or soon after, the page's script has run (issue "Every tap answers at once").
//
//   npm run bench:taps [-- --baseline <checkout with its own build>] [--baseline-dist .next] [--runs 5] [--json <file>]
//   npm run bench:taps -- --baseline <dir> --build <dir>   (B from another checkout too, e.g. before this one is built)
//
// Two builds against one bundled content API (this checkout's, MOCK_NOW pinned): A = the baseline
// (another checkout, e.g. `git worktree add --detach /work/bench-base <commit>` with its own
// `npm ci && npm run build:demo`, started from its folder with its own next), B = this checkout's
// build (NEXT_DIST_DIR or .next; --build names another checkout). Without --baseline, A is B (two servers of one build: a check of
// the harness, not a comparison). Each run is a new browser context on a throttled phone
// (taps-runs.mjs); A and B take turns in every round (A first in odd rounds, B first in even ones).
// Medians and ranges of `--runs` runs per item and build; figures from taps-figures.mjs.
//
// Needs production builds and a Japanese font; nothing here builds or edits the app.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { hasJapaneseFont } from '../lib/fonts.mjs';
import { startContentApi, startNext } from './servers.mjs';
import { LCP_WINDOW_MS, readPaints, readTap, summariseRuns, TIMEOUTS_MS } from './taps-figures.mjs';
import { renderTapsSection, tapsRows } from './taps-report.mjs';
import { findTargets, launchPhoneBrowser, SLOW_PHONE, timedRun } from './taps-runs.mjs';
import { DEVICES } from '../../__tests__/e2e/support/browser.mjs';

/** Delays of the tap after the first contentful paint. */
export const TAP_AFTER_PAINT_MS = { soon: 300, live: 8_000 };

const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');

/** Commit of a checkout (short hash, `+ uncommitted changes` when tracked files differ) and its build id. */
function describeBuild(label, dir, distDir) {
  const git = (...args) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' }).trim();
  let commit = 'unknown';
  try {
    commit = git('rev-parse', '--short', 'HEAD') + (git('status', '--porcelain', '--untracked-files=no') ? ' + uncommitted changes' : '');
  } catch {
    // not a git checkout
  }
  const buildIdFile = path.join(dir, distDir, 'BUILD_ID');
  return { label, dir, distDir, commit, buildId: existsSync(buildIdFile) ? readFileSync(buildIdFile, 'utf8').trim() : null };
}

/**
 * The runs of one round for one build: { item → raw run }. `targets` are that build's
 * (findTargets), `urls` its site's top page and article.
 */
function scenarios(siteUrl, targets) {
  const { story, section, menu } = targets;
  const headline = (run) => run.kind === 'headline';
  return {
    story: { url: `${siteUrl}/`, config: { title: story.title }, point: story, tapAfterPaintMs: TAP_AFTER_PAINT_MS.soon, done: headline, timeoutMs: TIMEOUTS_MS.story },
    section: {
      url: `${siteUrl}${story.name}`,
      config: {},
      point: section,
      tapAfterPaintMs: TAP_AFTER_PAINT_MS.soon,
      done: (run) => (run.kind === 'url' || run.kind === 'doc') && new URL(run.url).pathname === section.name,
      timeoutMs: TIMEOUTS_MS.section,
    },
    menu: { url: `${siteUrl}/`, config: { menu: true }, point: menu, tapAfterPaintMs: TAP_AFTER_PAINT_MS.soon, done: (run) => run.kind === 'menu', timeoutMs: TIMEOUTS_MS.menu },
    storyLive: { url: `${siteUrl}/`, config: { title: story.title }, point: story, tapAfterPaintMs: TAP_AFTER_PAINT_MS.live, done: headline, timeoutMs: TIMEOUTS_MS.storyLive },
    // Left alone for the LCP window (and a little more, for the entries to arrive).
    article: { url: `${siteUrl}${story.name}`, config: {}, point: null, stayMs: LCP_WINDOW_MS + 500 },
  };
}

/** The figures of one raw run of `item` (see taps-figures.mjs). */
function figuresOf(item, run, targets) {
  if (item === 'article') return readPaints(run);
  const end = { story: 'headline', storyLive: 'headline', section: 'section', menu: 'menu' }[item];
  const target = { story: targets.story.name, storyLive: targets.story.name, section: targets.section.name, menu: targets.menu.name }[item];
  const figures = readTap(run, { end, target, timeoutMs: TIMEOUTS_MS[item] });
  // The top page's own paints: from the run left alone for 8 s before its tap.
  return item === 'storyLive' ? { ...figures, paints: readPaints(run) } : figures;
}

const ITEMS = ['story', 'section', 'menu', 'storyLive', 'article'];

/**
 * A tap more than this late on its delay after the paint is run again (at most MAX_ATTEMPTS in
 * all): Chromium's paint event reaches the bench through the page's main thread, and a busy one
 * (or a busy machine) can hand it over later than the delay itself.
 */
export const LATE_TAP_MS = 100;
const MAX_ATTEMPTS = 3;

/** One run of `item` with its figures; a run whose tap came late is run again. */
async function measuredRun(browser, plan, item, targets, log) {
  for (let attempt = 1; ; attempt += 1) {
    const figures = figuresOf(item, await timedRun(browser, plan), targets);
    const late = plan.point && figures.tapAfterPaintMs !== null && figures.tapAfterPaintMs - plan.tapAfterPaintMs > LATE_TAP_MS;
    if (!late || attempt === MAX_ATTEMPTS) return { ...figures, attempts: attempt, ...(late ? { lost: figures.lost ?? `tap ${figures.tapAfterPaintMs - plan.tapAfterPaintMs} ms late in ${attempt} attempts`, ms: null } : {}) };
    log(`10. ${item}: the tap came at FCP + ${figures.tapAfterPaintMs} ms, not ${plan.tapAfterPaintMs}: again`);
  }
}

function oneLine(item, figures) {
  if (item === 'article') return figures.lost ? `lost (${figures.lost})` : `FCP ${figures.fcpMs} ms, LCP ${figures.lcpMs} ms (${figures.element})`;
  const main = figures.lost ? `lost (${figures.lost})` : `${figures.ms} ms`;
  const extra = [
    figures.how,
    figures.tapAfterPaintMs !== null && `tap at FCP + ${figures.tapAfterPaintMs} ms`,
    figures.clickMs !== null && `click handled after ${figures.clickMs} ms`,
    figures.held && 'click held',
    figures.frameStartMs !== null && `frame ${figures.frameStartMs}–${figures.frameEndMs} ms`,
    figures.paintedMs !== null && `${item === 'menu' ? 'event' : 'element'} timing paint ${figures.paintedMs} ms`,
    figures.navStartMs !== null && `navigation start ${figures.navStartMs} ms`,
    figures.paints && !figures.paints.lost && `top FCP ${figures.paints.fcpMs} ms, LCP ${figures.paints.lcpMs} ms`,
  ].filter(Boolean);
  return `${main}${extra.length ? ` (${extra.join(', ')})` : ''}`;
}

/**
 * Item 10 against the content API at `contentApiUrl`: starts both sites (compressed, as readers get
 * them through nginx), finds the targets, warms each site with one unthrottled run per item, then
 * `runs` interleaved rounds. Returns the results the report renders (taps-report.mjs).
 */
export async function tapsBench({ contentApiUrl, baseline = null, baselineDist = '.next', build = process.cwd(), distDir = process.env.NEXT_DIST_DIR || '.next', runs = 5, log = console.log }) {
  const dirB = path.resolve(build);
  const dirA = baseline ? path.resolve(baseline) : dirB;
  const distA = baseline ? baselineDist : distDir;
  const sameBuild = dirA === dirB && path.resolve(dirA, distA) === path.resolve(dirB, distDir);
  for (const [dir, dist] of [[dirA, distA], [dirB, distDir]]) {
    if (!existsSync(path.join(dir, dist, 'BUILD_ID'))) throw new Error(`no production build in ${path.join(dir, dist)}: run \`npm run build:demo\` there`);
    if (!existsSync(path.join(dir, 'node_modules/next/dist/bin/next'))) throw new Error(`no node_modules/next in ${dir}: run \`npm ci\` there`);
  }
  const results = {
    startedAt: new Date().toISOString(),
    runs,
    sameBuild,
    builds: { A: describeBuild('baseline', dirA, distA), B: describeBuild('build under test', dirB, distDir) },
    phone: { ...SLOW_PHONE, viewport: DEVICES.phone.viewport, userAgent: DEVICES.phone.userAgent, tapAfterPaintMs: TAP_AFTER_PAINT_MS },
    load: { start: loadAverage(), rounds: [] },
    targets: {},
    items: {},
  };
  const stops = [];
  const browser = await launchPhoneBrowser();
  const started = Date.now();
  try {
    const sites = {};
    for (const [build, dir, dist] of [['A', dirA, distA], ['B', dirB, distDir]]) {
      log(`10. next start of build ${build} (${results.builds[build].commit}, ${path.join(dir, dist)})…`);
      const site = await startNext(contentApiUrl, { NEXT_COMPRESS: 'true', NEXT_DIST_DIR: dist }, { cwd: dir });
      stops.push(site.stop);
      sites[build] = site.url;
    }
    for (const build of ['A', 'B']) results.targets[build] = await findTargets(browser, sites[build]);
    const { A, B } = results.targets;
    for (const key of ['name', 'title']) {
      if (A.story[key] !== B.story[key]) throw new Error(`the builds' lead stories differ (${key}: ${A.story[key]} / ${B.story[key]})`);
    }
    if (A.section.name !== B.section.name) throw new Error(`the article's breadcrumb links differ: ${A.section.name} / ${B.section.name}`);
    log(`10. targets: story ${B.story.name} at (${B.story.x}, ${B.story.y}), breadcrumb ${B.section.name} "${B.section.text}" at (${B.section.x}, ${B.section.y}), menu button at (${B.menu.x}, ${B.menu.y}) [build A: (${A.story.x}, ${A.story.y}), (${A.section.x}, ${A.section.y}), (${A.menu.x}, ${A.menu.y})]`);

    const plans = { A: scenarios(sites.A, A), B: scenarios(sites.B, B) };
    log('10. warm-up: one unthrottled run of each item per build (page data, optimised images, the harness)…');
    for (const build of ['A', 'B']) {
      for (const item of ITEMS) {
        const figures = figuresOf(item, await timedRun(browser, { ...plans[build][item], throttle: false, stayMs: item === 'article' ? 2_000 : 0 }), results.targets[build]);
        log(`10. warm-up ${build} ${item}: ${oneLine(item, figures)}`);
      }
    }

    const raw = Object.fromEntries(ITEMS.map((item) => [item, { A: [], B: [] }]));
    for (let round = 1; round <= runs; round += 1) {
      const order = round % 2 ? ['A', 'B'] : ['B', 'A'];
      for (const item of ITEMS) {
        for (const build of order) {
          const figures = await measuredRun(browser, plans[build][item], item, results.targets[build], log);
          raw[item][build].push({ round, ...figures });
          log(`10. round ${round}/${runs} ${item} ${build}: ${oneLine(item, figures)}`);
        }
      }
      results.load.rounds.push(loadAverage());
      log(`10. round ${round}/${runs} done, load average ${results.load.rounds.at(-1)}`);
    }
    for (const item of ['story', 'section', 'menu', 'storyLive']) {
      results.items[item] = { A: summariseRuns(raw[item].A), B: summariseRuns(raw[item].B) };
    }
    const paints = (build, item) => (item === 'article' ? raw.article[build] : raw.storyLive[build].map((run) => ({ round: run.round, ...(run.paints ?? { lost: run.lost }) })));
    for (const [name, item] of [['lcpTop', 'storyLive'], ['lcpArticle', 'article']]) {
      results.items[name] = Object.fromEntries(['A', 'B'].map((build) => [build, { ...summariseRuns(paints(build, item), 'lcpMs'), fcp: summariseRuns(paints(build, item), 'fcpMs') }]));
    }
    results.articlePath = B.story.name;
  } finally {
    await browser.close().catch(() => {});
    while (stops.length) await stops.pop()().catch(() => {});
    results.load.end = loadAverage();
    // Another build written into a folder mid-run (shared checkouts) would make the figures a mix.
    results.warnings = ['A', 'B'].flatMap((build) => {
      const { dir, distDir: dist, buildId } = results.builds[build];
      const now = describeBuild('', dir, dist).buildId;
      return now === buildId ? [] : [`build ${build}'s ${path.join(dir, dist)} changed during the run (build ${buildId} → ${now}): its figures may mix two builds`];
    });
    for (const warning of results.warnings) log(`10. warning: ${warning}`);
    results.elapsedS = Math.round((Date.now() - started) / 1000);
  }
  return results;
}

// `npm run bench:taps`: item 10 alone, with its own content API; prints the rows and the section.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values: options } = parseArgs({
    options: {
      baseline: { type: 'string' },
      'baseline-dist': { type: 'string', default: '.next' },
      build: { type: 'string' },
      runs: { type: 'string', default: '5' },
      json: { type: 'string' },
    },
  });
  if (!hasJapaneseFont()) {
    console.error('Item 10 needs a Japanese font (a first screen of boxes is not what a reader sees): apt-get install fonts-noto-cjk.');
    process.exit(2);
  }
  const runs = Number(options.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error(`--runs ${options.runs}: a whole number of runs, 1 or more`);
    process.exit(2);
  }
  const log = (...args) => console.log(`[taps ${new Date().toISOString().slice(11, 19)}]`, ...args);
  const api = await startContentApi();
  let results;
  try {
    results = await tapsBench({ contentApiUrl: api.url, baseline: options.baseline ?? null, baselineDist: options['baseline-dist'], build: options.build ?? process.cwd(), runs, log });
  } finally {
    await api.stop();
  }
  const file = options.json ?? path.join(mkdtempSync(path.join(os.tmpdir(), 'playnote-taps-')), 'taps.json');
  writeFileSync(file, JSON.stringify(results, null, 2));
  console.log(`\n| item | measured | goal | |\n|---|---|---|---|\n${tapsRows(results).map((row) => `| ${row.join(' | ')} |`).join('\n')}\n`);
  console.log(renderTapsSection(results).join('\n'));
  log(`raw results: ${file}`);
}
