// Renders the figures of `npm run loadtest` as Markdown and writes them into docs/reliability.md
// between the two markers below, keeping the rest of the file (the fault behaviour, written by hand).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const START_MARKER = '<!-- loadtest:start (written by npm run loadtest) -->';
export const END_MARKER = '<!-- loadtest:end -->';

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value) => (value === null || value === undefined ? '–' : `${Math.round(value)} ms`);
/** `2xx 1667, 5xx 3221 (502: 3200, 504: 21)`: the error classes with their status codes. */
const classes = (byClass, byStatus = {}) =>
  ['2xx', '3xx', '4xx', '5xx']
    .filter((name) => byClass[name])
    .map((name) => {
      const codes = Object.entries(byStatus).filter(([status]) => status[0] === name[0] && name !== '2xx');
      return `${name} ${byClass[name]}${codes.length ? ` (${codes.map(([status, count]) => `${status}: ${count}`).join(', ')})` : ''}`;
    })
    .join(', ') || '–';

function phaseRow(runName, phaseName, phase) {
  return `| ${runName} | ${phaseName} | ${phase.requests} | ${phase.requestsPerSecond.toFixed(1)} | ${ms(phase.latencyMs.p50)} | ${ms(phase.latencyMs.p99)} | ${classes(phase.byClass, phase.byStatus)} | ${phase.errors} | ${phase.cached.requests} | ${phase.cached.byClass['5xx'] ?? 0} | ${ms(phase.cached.latencyMs.p99)} |`;
}

/** The section for one `npm run loadtest`: {date, command, settings, machine, runs: [{name, phases, memory, logs}]}. */
export function renderSection(report) {
  const { settings, machine } = report;
  const lines = [
    START_MARKER,
    '## Load test (npm run loadtest)',
    '',
    `Run on ${report.date.slice(0, 10)} with \`${report.command}\`: ${machine.cores} cores (${machine.cpu}), Node ${machine.node}, ` +
      `build \`${settings.distDir}\` (commit ${machine.commit}), 1-minute load average ${machine.loadAverage} before the runs. ` +
      `Load from a second process on loopback (autocannon, ` +
      `${settings.connections} connections, no pipelining) over ${settings.paths} URLs: one for every route pattern of spec §2, ` +
      `the page-props endpoint and the /api proxies, picked at random for each request. Each run is ${settings.seconds} s in two halves; ` +
      'the site starts fresh for each run and every URL is requested once before the clock starts. ' +
      `"Cached pages" are those whose every source is cached (spec §9): ${settings.cachedPatterns}. ` +
      'Latency is per request, measured by the load process; memory is the summed VmRSS of the site\'s process group, ' +
      'sampled every 250 ms.',
    '',
    '| run | half | requests | req/s | p50 | p99 | responses | conn. errors | cached-page requests | cached-page 5xx | cached-page p99 |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const run of report.runs) {
    run.phases.forEach((phase, index) => lines.push(phaseRow(run.name, run.phaseNames[index], phase)));
  }
  lines.push('', '| run | RSS after warm-up | peak RSS | RSS at the end | api-error lines | stale-served lines | last-good-served lines | page-from-fallback lines | site process |', '|---|---|---|---|---|---|---|---|---|');
  for (const run of report.runs) {
    lines.push(
      `| ${run.name} | ${mb(run.memory.firstBytes)} | ${mb(run.memory.peakBytes)} | ${mb(run.memory.lastBytes)} | ${run.logs.apiErrors} | ${run.logs.staleServed} | ${run.logs.lastGoodServed ?? '–'} | ${run.logs.pagesFromFallback ?? '–'} | ${run.alive ? 'alive, /api/health 200' : '**died**'} |`,
    );
  }
  const killed = report.runs.find((run) => run.readBefore);
  if (killed) {
    lines.push(
      '',
      `${killed.name}, 2nd half, by page type: the URLs that answered 2xx in the 1st half (every one: each was also read before the clock started), built from last good copies once the API was gone (decision 040).`,
      '',
      '| page type | URLs | requests | 5xx |',
      '|---|---|---|---|',
      ...killed.readBefore.map((row) => `| ${row.type} | ${row.urls} | ${row.requests} | ${row.fiveXx} |`),
    );
  }
  const goals = report.goals.map((goal) => `- ${goal.met ? 'Met' : '**Not met**'}: ${goal.text}`);
  lines.push('', 'Goals:', ...goals, '', END_MARKER);
  return lines.join('\n');
}

/** Replaces the marked section of `file` (or appends it), keeping everything else; `npm run soak` passes its own markers. */
export function writeSection(file, section, markers = { start: START_MARKER, end: END_MARKER }) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Reliability\n';
  const start = current.indexOf(markers.start);
  const end = current.indexOf(markers.end);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${section}${current.slice(end + markers.end.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}
