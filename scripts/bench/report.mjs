// The benchmark's section of docs/performance.md: rendered from the results, written in place of
// the previous "## Benchmarks (npm run bench)" section while every other section (the budgets
// section another script maintains) is kept as it is on disk right before writing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { TARGETS } from './lighthouse-figures.mjs';
import { renderTapsSection, tapsRows } from './taps-report.mjs';

export const HEADING = '## Benchmarks (npm run bench)';

const int = (n) => (n === null || n === undefined || !Number.isFinite(n) ? '–' : Math.round(n).toLocaleString('en-US'));
const fixed = (n, digits = 2) => (n === null || n === undefined || !Number.isFinite(n) ? '–' : n.toFixed(digits));
const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '–');
const mib = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 2 ** 20).toFixed(0)} MiB` : '–');
const verdict = (ok) => (ok === null || ok === undefined ? 'not measured' : ok ? 'met' : '**missed**');
const bytes = (n) => (Number.isFinite(n) ? `${Math.round(n).toLocaleString('en-US')} B` : '–');
const signedBytes = (n) => (Number.isFinite(n) ? `${n >= 0 ? '+' : '−'}${Math.abs(Math.round(n)).toLocaleString('en-US')} B` : '–');
const mark = (ok) => (ok === null || ok === undefined ? '–' : ok ? 'yes' : '**no**');
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? a / b : null);

/** Every upstream key of item 3 with its cold and steady calls and, for cached sources, the bound. */
function steadyRows(co, s) {
  const keys = new Set([...co.coldCalls.map((row) => row.key), ...co.steadyCalls.map((row) => row.key)]);
  return [...keys].sort().map((key) => {
    const cold = co.coldCalls.find((row) => row.key === key);
    const steady = co.steadyCalls.find((row) => row.key === key);
    const any = cold ?? steady;
    return {
      key,
      sources: any.sources,
      ttlMs: any.ttlMs,
      cold: cold?.calls ?? 0,
      steady: steady?.calls ?? 0,
      bound: any.ttlMs ? Math.ceil((s.steadySeconds * 1000) / any.ttlMs) + 1 : null,
    };
  });
}

export function renderReport(r, { command, date }) {
  const m = r.machine;
  const s = r.settings;
  const out = [];
  out.push(HEADING, '');
  out.push(`Run ${date.toISOString().slice(0, 16).replace('T', ' ')} UTC · \`${command}\` · ${m.cores} cores (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform} · load average at start ${m.load} · servers ${m.pinned ? 'pinned to core 0, load generator and content API on core 1 (taskset)' : 'not pinned'} · total ${int(r.elapsedS)} s.`);
  out.push('');
  out.push(`Settings: autocannon ${s.connections} connections, ${s.rounds} rounds × ${s.duration} s (medians; a 2 s warm-up first), \`NEXT_COMPRESS=false\`, \`next start\` on the existing production build (\`${r.distDir ?? '.next'}\`), bundled content API on loopback (its data's "now" pinned: \`MOCK_NOW=${r.mockNow ?? '–'}\`). Article page under test: \`${r.articlePath ?? '–'}\`.`);
  out.push('');

  const summary = [];
  const next = r.ssrNext;
  const plain = r.ssrPlain;
  const ssrRatio = ratio(next?.rps, plain?.rps);
  summary.push([
    '1. SSR throughput, Next / plain renderToString',
    next && plain ? `${int(next.rps)} / ${int(plain.rps)} req/s = **${fixed(ssrRatio)}**` : '–',
    '≥ 0.5',
    verdict(ssrRatio === null ? null : ssrRatio >= 0.5),
  ]);
  const rendering = r.ssrNextRendering;
  if (rendering) {
    const renderRatio = ratio(rendering.rps, plain?.rps);
    summary.push([
      "1'. The same with the render cache off (Next's own rendering cost)",
      plain ? `${int(rendering.rps)} / ${int(plain.rps)} req/s = **${fixed(renderRatio)}**` : `${int(rendering.rps)} req/s`,
      '(report)',
      'reported',
    ]);
  }
  const hc = r.hardcoded;
  const hcRatio = ratio(hc?.pageData?.rps, hc?.fixed?.rps);
  summary.push([
    '2. Warm-cache page / props hard-coded (same renderer)',
    hc ? `${int(hc.pageData.rps)} / ${int(hc.fixed.rps)} req/s = **${fixed(hcRatio)}**` : '–',
    '≥ 0.9',
    verdict(hcRatio === null ? null : hcRatio >= 0.9),
  ]);
  // The same two by the plain server's CPU per request: throughput ratios on a shared machine move
  // with its load (docs/performance.md, "Bench item 2: what the difference buys").
  const hcCpuRatio = ratio(hc?.fixed?.cpuMsPerRequest, hc?.pageData?.cpuMsPerRequest);
  if (hcCpuRatio !== null) {
    summary.push([
      "2'. The same by the plain server's CPU per request, fixed / page data",
      `${fixed(hc.fixed.cpuMsPerRequest)} / ${fixed(hc.pageData.cpuMsPerRequest)} ms = **${fixed(hcCpuRatio)}**`,
      '≥ 0.9',
      verdict(hcCpuRatio >= 0.9),
    ]);
  }
  const co = r.coalescing;
  if (co) {
    const coldMax = Math.max(...co.coldCalls.map((row) => row.calls), 0);
    const worst = co.coldCalls.reduce((a, b) => (b.calls > (a?.calls ?? 0) ? b : a), null);
    const cachedKeys = steadyRows(co, s).filter((row) => row.bound !== null);
    const cachedOver = cachedKeys.filter((row) => row.steady > row.bound);
    summary.push([
      '3a. 200 concurrent cold requests: upstream calls per key',
      `max ${coldMax} (\`${worst?.key ?? '–'}\`) over ${co.coldCalls.length} keys`,
      '= 1',
      verdict(coldMax === 1),
    ]);
    summary.push([
      `3b. ${s.steadySeconds} s steady load, cached sources: calls per key`,
      `${cachedOver.length} of ${cachedKeys.length} cached keys over ceil(${s.steadySeconds} s / TTL) + 1`,
      '≤ ceil(30 s / TTL) + 1',
      verdict(cachedOver.length === 0),
    ]);
  }
  const w = r.weight;
  if (w) {
    summary.push(['4a. Article HTML', kb(w.htmlBytes), '≤ 120 KB', verdict(w.htmlBytes <= 120 * 1024)]);
    summary.push(['4b. `__NEXT_DATA__` share of the HTML', `${kb(w.nextDataBytes)} = **${fixed(w.nextDataShare * 100, 1)} %**`, '≤ 25 %', verdict(w.nextDataShare <= 0.25)]);
  }
  const js = r.firstLoadJs;
  const floor = r.bareFloor;
  if (js && floor) {
    const largest = js.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const over = js.filter((row) => row.overFloor > floor.goalOverFloor);
    summary.push(['5. Bare-Next floor (first-load JS gz of a one-page pages-router app)', bytes(floor.bytes), '(report)', 'reported']);
    const shown = new Set([js.find((entry) => entry.route === '/'), js.find((entry) => entry.route === '/article/[publicationDate]/[articleId]'), largest]);
    for (const row of shown) {
      if (!row) continue;
      const label = row === largest ? `largest route, \`${row.route}\`` : `\`${row.route}\``;
      summary.push([`5. First-load JS gz, ${label}`, `${bytes(row.bytes)} = floor ${signedBytes(row.overFloor)}`, `≤ floor + ${bytes(floor.goalOverFloor)}`, verdict(row.overFloor <= floor.goalOverFloor)]);
    }
    summary.push(['5. Routes within floor + 10 KB', `${js.length - over.length} of ${js.length}`, `all ${js.length}`, verdict(over.length === 0)]);
  }
  const lh = r.lighthouse;
  const lighthouseGoal = `perf ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}, a11y: only ${TARGETS.allowedA11yFailures.join(', ')} fails`;
  if (lh) {
    for (const [name, x] of Object.entries(lh)) {
      summary.push([
        `6. Lighthouse (phone) ${name}`,
        `perf ${fixed(x.performance)}, LCP ${fixed(x.lcpMs / 1000, 2)} s, TBT ${int(x.tbtMs)} ms, CLS ${fixed(x.cls, 3)}, a11y ${fixed(x.accessibility)}`,
        lighthouseGoal,
        verdict(x.meets?.all),
      ]);
    }
  }
  const mem = r.memory;
  if (mem) {
    const after = mem.rssAfter.reduce((sum, p) => sum + p.rssBytes, 0);
    const before = mem.rssBefore.reduce((sum, p) => sum + p.rssBytes, 0);
    summary.push([
      `7. RSS of the site after ${int(mem.run.done)} requests over ${int(mem.articles)} articles`,
      `${mib(before)} → ${mib(after)} (peak ${mib(mem.peakBytes)})`,
      'bounded (report)',
      mem.run.done < mem.requested ? `reduced run (${int(mem.run.done)} of ${int(mem.requested)})` : 'reported',
    ]);
  }
  if (r.scaleDefault && r.scaleLarge) {
    for (const page of ['article', 'category']) {
      const a = r.scaleDefault[page].p50;
      const b = r.scaleLarge[page].p50;
      const x = ratio(b, a);
      summary.push([`8. p50 latency ${page} (render cache off), ${int(s.scaleArticles)} / default articles`, `${int(b)} / ${int(a)} ms = **${fixed(x)}×**`, '≤ 1.2×', verdict(x === null ? null : x <= 1.2)]);
    }
  }
  if (r.taps) summary.push(...tapsRows(r.taps));
  out.push('| item | measured | goal | |', '|---|---|---|---|', ...summary.map((row) => `| ${row.join(' | ')} |`), '');

  if (next || plain || hc) {
    out.push('### 1–2. SSR throughput', '');
    out.push('| server | req/s | p50 | p99 | HTML | non-2xx | rounds (req/s) |', '|---|---|---|---|---|---|---|');
    const line = (label, x, html) =>
      x && out.push(`| ${label} | ${int(x.rps)} | ${int(x.p50)} ms | ${int(x.p99)} ms | ${html} | ${x.non2xx} | ${x.rounds.map((y) => int(y.rps)).join(', ')} |`);
    line('`next start`, warm article page (render cache on, the default)', next, w ? kb(w.htmlBytes) : '–');
    line('`next start`, warm article page, `RENDER_CACHE_TTL_MS=0`', r.ssrNextRendering, w ? kb(w.htmlBytes) : '–');
    line('plain node:http + `renderToString`, fixed props', plain, r.plainWeight ? kb(r.plainWeight.htmlBytes) : '–');
    line('plain, page-data function (warm cache) + render', hc?.pageData, '');
    line('plain, fixed props (interleaved with the line above)', hc?.fixed, '');
    out.push('');
    out.push('Method. The plain server (`scripts/bench/plain-server.mjs`) renders the same React tree Next renders — `pages/_app.tsx` around `ArticlePageView`, inside the same router and head-manager contexts, with the props fetched once from `/api/pages/page-props-data/` — with one `renderToString` per request, and ships the props in a `__NEXT_DATA__` script as a hydrating server must. Sass class names are not hashed there (every class is its own name), so its HTML differs from Next\'s by a few KB. Item 2 cannot hard-code the props of a `next start` page without changing the app (a bench-only route or switch would ship in production; Next\'s compiled handler closes over `getServerSideProps`, so the bench cannot swap it from outside), so it is measured on the plain renderer: `/page-data/` runs the real page-data function (`runPageData` with the real source cache and the content API, as `getServerSideProps` does; the article source itself is not cached, spec §9) before rendering, `/` renders the fixed props; rounds interleaved. Item 2\' divides the CPU time (user + system, from `/proc/<pid>/stat`) the plain server used in each round by the requests it answered, medians of the rounds: a busy machine moves it much less than requests per second, since a page-data request also waits on the content API.');
    out.push('');
  }

  if (co) {
    out.push(`### 3. Coalescing (upstream calls counted in the content API's request log, \`MOCK_REQUEST_LOG\`)`, '');
    out.push(`Cold: ${co.cold.requests} requests at once (${co.cold.non2xx} non-2xx, ${co.cold.errors} errors). Steady: ${int(co.steady.requests)} requests in ${s.steadySeconds} s (${int(co.steady.rps)} req/s).`, '');
    out.push('| key (path?query) | source | TTL | cold calls | steady calls | steady bound |', '|---|---|---|---|---|---|');
    for (const row of steadyRows(co, s)) {
      const ttl = row.ttlMs === undefined ? '?' : row.ttlMs === null ? 'not cached' : `${row.ttlMs / 1000} s`;
      const key = row.key.length > 90 ? `${row.key.slice(0, 87)}…` : row.key;
      out.push(`| \`${key}\` | ${row.sources.join(', ') || '?'} | ${ttl} | ${row.cold} | ${row.steady} | ${row.bound ?? (row.ttlMs === null ? 'none (not cached)' : '–')} |`);
    }
    out.push('', 'Sources with no TTL (spec §9: article, game, search and archive sources) are coalesced only while a call is in flight: a request that arrives after the call has settled starts a new one. So a burst of cold requests that the server accepts over longer than one upstream round trip makes several calls for the article, and under steady load such a source is called about once per page view. The ceil(30 s / TTL) + 1 bound applies to cached sources (calls in the steady window, after the cold burst filled the cache).', '');
  }

  if (w) {
    out.push('### 4. Weight of the article page', '');
    out.push(`HTML ${int(w.htmlBytes)} B, \`__NEXT_DATA__\` ${int(w.nextDataBytes)} B (${fixed(w.nextDataShare * 100, 1)} %), uncompressed, \`${w.path}\`.`, '');
  }
  if (js) {
    out.push(`### 5. First-load JS per route (gzip -9, from \`${r.distDir ?? '.next'}/build-manifest.json\` via \`scripts/lib/bundle-size.mjs\`)`, '');
    if (floor) {
      out.push(`Floor: ${bytes(floor.bytes)}, the first load of \`scripts/bench/bare-floor\` (one getServerSideProps page) built in this run by \`scripts/lib/bare-floor.mjs\` with next ${floor.next}, react ${floor.react}, react-dom ${floor.reactDom}, counted like the site. Goal (issue 18): every route ≤ floor + ${bytes(floor.goalOverFloor)} = ${bytes(floor.bytes + floor.goalOverFloor)}.`, '');
      out.push('| route | JS files | gzipped | over the floor | within floor + 10 KB |', '|---|---|---|---|---|');
      out.push(...js.map((row) => `| \`${row.route}\` | ${row.files} | ${bytes(row.bytes)} | ${signedBytes(row.overFloor)} | ${mark(row.overFloor <= floor.goalOverFloor)} |`), '');
    } else {
      out.push('| route | JS files | gzipped |', '|---|---|---|', ...js.map((row) => `| \`${row.route}\` | ${row.files} | ${kb(row.bytes)} |`), '');
    }
  }
  if (lh) out.push(...lighthouseSection(lh, s));
  if (mem) {
    out.push('### 7. Memory', '');
    out.push(`Site on the ${int(s.scaleArticles)}-article content API; ${int(mem.run.done)} requests (${JSON.stringify(mem.run.statuses)}) over ${int(mem.articles)} distinct articles, ${s.connections} at a time, in ${fixed(mem.run.seconds, 0)} s. RSS per process before → after:`, '');
    for (const p of mem.rssAfter) {
      const b = mem.rssBefore.find((q) => q.pid === p.pid);
      out.push(`- ${p.command.replace(/ \(v[\d.]*$/, '')} (pid ${p.pid}): ${mib(b?.rssBytes)} → ${mib(p.rssBytes)}`);
    }
    out.push('');
  }
  if (r.scaleDefault && r.scaleLarge) {
    out.push('### 8. Data scale', '');
    out.push(`Content API with \`ARTICLE_COUNT=${s.scaleArticles}\` (ready in ${fixed(r.scaleApiStartS, 0)} s) against the default data set; one ${s.scaleDuration} s autocannon run per page and data set, ${s.connections} connections. The article is the newest one of each data set (not the same article); the category page is \`/category/news/page/1/\`.`, '');
    out.push('| page | default p50 / p99 / req/s | large p50 / p99 / req/s |', '|---|---|---|');
    for (const page of ['article', 'category']) {
      const a = r.scaleDefault[page];
      const b = r.scaleLarge[page];
      out.push(`| ${page} | ${int(a.p50)} ms / ${int(a.p99)} ms / ${int(a.rps)} | ${int(b.p50)} ms / ${int(b.p99)} ms / ${int(b.rps)} |`);
    }
    out.push('');
  }
  if (r.taps) out.push(...renderTapsSection(r.taps));
  for (const note of r.notes ?? []) out.push(`- ${note}`);
  if (r.error) out.push('', `The run failed: ${r.error.split('\n')[0]}`);
  return `${out.join('\n').trimEnd()}\n`;
}

/** Item 6: medians and goals per page, then what holds the largest contentful paint back. */
function lighthouseSection(lh, s) {
  const out = [`### 6. Lighthouse 12 on a phone (mobile defaults, simulated throttling, Debian chromium, median of ${s.lighthouseRuns})`, ''];
  out.push(
    '| page | address | performance | LCP | TBT | CLS | accessibility | failing a11y audits (runs) | goals met: perf / LCP / TBT / CLS / a11y | runs (perf) | host benchmark index |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const [name, x] of Object.entries(lh)) {
    const failing = x.failingA11y.map((id) => `${id} (${x.failingA11yRuns[id]})`).join(', ') || 'none';
    const goals = ['performance', 'lcp', 'tbt', 'cls', 'a11y'].map((goal) => mark(x.meets[goal])).join(' / ');
    out.push(
      `| ${name} | \`${x.url}\` | ${fixed(x.performance)} | ${int(x.lcpMs)} ms | ${int(x.tbtMs)} ms | ${fixed(x.cls, 4)} | ${fixed(x.accessibility)} | ${failing} | ${goals} | ${x.runs.map((y) => fixed(y.performance)).join(', ')} | ${int(x.benchmarkIndex)} |`,
    );
  }
  out.push('', 'The largest contentful paint of the median run (by LCP): the element, its phases (Lighthouse\'s `largest-contentful-paint-element`) and the LCP audits that did not pass (`render-blocking-resources`, `lcp-lazy-loaded`, `prioritize-lcp-image`, and the failed checks of `lcp-discovery-insight`):', '');
  out.push('| page | LCP element | TTFB | load delay | load time | render delay | LCP audits not passed |', '|---|---|---|---|---|---|---|');
  for (const [name, x] of Object.entries(lh)) {
    const phases = x.lcp?.phasesMs ?? {};
    const blockers = x.lcpBlockers.map((audit) => `${audit.id}${audit.items.length ? `: ${audit.items.map((item) => `${shortUrl(item.url)}${item.wastedMs ? ` ${int(item.wastedMs)} ms` : ''}`).join(', ')}` : ''}`).join('; ') || 'none';
    out.push(`| ${name} | \`${x.lcp?.selector ?? '–'}\` | ${int(phases.TTFB)} ms | ${int(phases['Load Delay'])} ms | ${int(phases['Load Time'])} ms | ${int(phases['Render Delay'])} ms | ${blockers} |`);
  }
  out.push(
    '',
    'Method (`scripts/bench/lighthouse.mjs`): Lighthouse\'s Node API on a puppeteer-core page, one fresh page per run, after one untimed phone visit per page (page data and optimised images cached, as for any reader after the first). The page\'s requests are intercepted: gpt.js is answered with the googletag stand-in of the browser tests, which fills every slot the site requests at its largest size; every other host than loopback (analytics, other ad hosts) is answered 204, so nothing leaves the machine and the site runs with no test-only setting. The site compresses its answers (`NEXT_COMPRESS=true`), as readers get them through nginx. The browser and Lighthouse run on both cores, the Next server on core 0 (pinned with the load generator on one core, Chromium\'s renderer competed with Lighthouse\'s own trace processing: top-page TBT about 440 instead of about 170 ms on one build). Addresses come from the bundled content API (`scripts/bench/page-types.mjs`; the article is the newest with ads). The spec fixes the viewport (no user zoom, decision 005), so the meta-viewport audit always fails; every other accessibility audit must pass in every run. The host benchmark index is Lighthouse\'s own measure of the machine\'s speed during the runs (median); simulated throttling scales what it observed, so a busy machine (a low index) inflates TBT and LCP. Each report\'s JSON stays in the run\'s temporary folder (`lighthouse/<page>-<run>.json`).',
    '',
  );
  return out;
}

/** An address or snippet short enough for a table cell. */
function shortUrl(text) {
  if (!text) return '?';
  const plain = text.replace(/^https?:\/\/[^/]+/, '').replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return `\`${plain.length > 70 ? `${plain.slice(0, 67)}…` : plain}\``;
}

/** Replaces (or appends) the benchmark section, re-reading the file right before writing. */
export function writeReport(file, section) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const start = current.indexOf(HEADING);
  let next;
  if (start < 0) {
    next = `${current.trimEnd()}\n\n${section}`;
  } else {
    const after = current.indexOf('\n## ', start + HEADING.length);
    next = `${current.slice(0, start)}${section}${after < 0 ? '' : `\n${current.slice(after + 1)}`}`;
  }
  writeFileSync(file, next);
}
