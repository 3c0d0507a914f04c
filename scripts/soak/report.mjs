// The goals of `npm run soak` (issue 19) and its section of docs/reliability.md.

import { ACROSS_PHASES } from './schedule.mjs';

export const SOAK_MARKERS = { start: '<!-- soak:start (written by npm run soak) -->', end: '<!-- soak:end -->' };
const RSS_SLOPE_GOAL_MIB_PER_MINUTE = 1;
/** The slope must be resolved, not only small: its standard error under this (issue 35). */
const RSS_SLOPE_ERROR_GOAL_MIB_PER_MINUTE = 0.5;
const HEALTHY_P99_GOAL_MS = 1_000;
/** A slow content API costs a reader at most one timeout, plus this share for rendering (issue 35). */
const SLOW_P99_MARGIN = 0.1;

const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const ms = (value) => (value === null || value === undefined ? '–' : `${Math.round(value)} ms`);
const slope = (fit) => (fit === null ? '–' : `${fit.slope.toFixed(2)} ± ${fit.standardError.toFixed(2)} MiB/min`);

export function judgeGoals(report) {
  const cachedTypes = Object.entries(report.requests.byPageType).filter(([, row]) => row.cached);
  const cached5xx = cachedTypes.reduce((sum, [, row]) => sum + row.fivexx, 0);
  // Every URL of the mix is read once before the clock starts: each is a page read before (decision 040).
  const readBefore5xx = Object.values(report.requests.byPageType).reduce((sum, row) => sum + row.fivexx, 0);
  const healthyP99 = report.requests.byPhase.healthy?.p99 ?? null;
  const slowP99 = report.requests.byPhase.slow?.p99 ?? null;
  const slowGoalMs = report.settings.requestTimeoutMs * (1 + SLOW_P99_MARGIN);
  const { counted, logLines } = report.unhandledRejections;
  const rssSlope = report.rss.slope;
  const window = report.settings.slopeWindowMinutes;
  return [
    {
      met: rssSlope !== null && rssSlope.slope < RSS_SLOPE_GOAL_MIB_PER_MINUTE && rssSlope.standardError < RSS_SLOPE_ERROR_GOAL_MIB_PER_MINUTE,
      text: `RSS slope over the last ${window === undefined ? 'two thirds of the run' : `${Math.round(window)} minutes`} < 1 MiB/min with a standard error < 0.5 (${slope(rssSlope)})`,
    },
    { met: cached5xx === 0, text: `no 5xx on the page types whose every source is cached, ${cachedTypes.map(([type]) => `\`${type}\``).join(', ')} (${cached5xx})` },
    { met: readBefore5xx === 0, text: `no 5xx on any page read before, every URL of the mix (last good copies, decision 040): ${readBefore5xx}` },
    { met: slowP99 !== null && slowP99 <= slowGoalMs, text: `response time p99 in the slow phases ≤ the timeout + 10 % (${ms(slowP99)} ≤ ${ms(slowGoalMs)})` },
    { met: counted === 0 && logLines === 0, text: `no unhandled rejections (${counted ?? 'not'} counted${counted === null ? ': this build has no playnote_unhandled_rejections_total' : ''}, ${logLines} logged)` },
    { met: healthyP99 !== null && healthyP99 < HEALTHY_P99_GOAL_MS, text: `response time p99 < 1 s in the healthy phases (${ms(healthyP99)})` },
    { met: report.alive && report.logs.pageErrors === 0, text: `the replica stays up, no page-error (our own code failing: ${report.logs.pageErrors})` },
  ];
}

function phaseTable(byPhase) {
  const rows = ['healthy', 'slow', '5xx', ACROSS_PHASES].filter((phase) => byPhase[phase]).map((phase) => {
    const row = byPhase[phase];
    return `| ${phase} | ${row.requests} | ${ms(row.p50)} | ${ms(row.p99)} | ${row.fivexx} |`;
  });
  return ['| content API phase | requests | p50 | p99 | 5xx |', '|---|---|---|---|---|', ...rows];
}

function pageTypeTable(byPageType) {
  const rows = Object.entries(byPageType)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, row]) => {
      const phases = Object.entries(row.fivexxByPhase).map(([phase, count]) => `${phase} ${count}`).join(', ');
      return `| \`${type}\` | ${row.cached ? 'yes' : 'no'} | ${row.requests} | ${row.fivexx}${phases ? ` (${phases})` : ''} |`;
    });
  return ['| page type | every source cached | requests | 5xx (by phase) |', '|---|---|---|---|', ...rows];
}

const clock = (offsetMs) => `${Math.floor(offsetMs / 60_000)}:${String(Math.floor(offsetMs / 1000) % 60).padStart(2, '0')}`;

/** The 5xx answers of a healthy phase (the first ten), with when they were sent. */
function healthy5xxLines(answers) {
  if (!answers.length) return [];
  const shown = answers.slice(0, 10).map((answer) => `\`${answer.url}\` ${answer.status} at ${clock(answer.offsetMs)} (${Math.round(answer.ms)} ms)`);
  return [`5xx sent in a healthy phase (${answers.length}): ${shown.join('; ')}.`, ''];
}

/** The Markdown section for one soak run (the object run.mjs builds, with its goals). */
export function renderSection(report) {
  const { settings, machine, requests, rss } = report;
  const lines = [
    SOAK_MARKERS.start,
    '### Figures (npm run soak)',
    '',
    `Run on ${report.date.slice(0, 10)} with \`${report.command}\`: ${machine.cores} cores (${machine.cpu}), Node ${machine.node}, ` +
      `build \`${settings.distDir}\` (commit ${machine.commit}), 1-minute load average ${machine.loadBefore} before and ${machine.loadAfter} after. ` +
      `One standalone replica (\`node server.js\`) with Redis, ${settings.minutes} minute${settings.minutes === 1 ? '' : 's'} of traffic from a second process ` +
      `(autocannon, ${settings.connections} connections) over the ${settings.urls} URLs of the load test, while the content API ` +
      `(behind the fault proxy of the fault tests) cycles healthy → slow (never answers; the replica's timeout is ${settings.requestTimeoutMs} ms) → 503, ` +
      `three cycles of 60/20/20 %, and Redis is stopped every ${(settings.redisRestartEveryMs / 60_000).toFixed(1)} min and started again, empty, on the same port ${(settings.redisDownMs / 1000).toFixed(1)} s later. ` +
      `Response times are per request, measured by the load process; a request counts in the phase it was sent and answered in, or as "${ACROSS_PHASES}"; RSS is the replica's VmRSS ` +
      `every ${settings.sampleSeconds} s, its slope a least-squares fit over the last ${settings.slopeWindowMinutes ? `${Math.round(settings.slopeWindowMinutes)} minutes` : 'two thirds of the run'}; the event-loop delay is prom-client's ` +
      `\`nodejs_eventloop_lag_p99_seconds\` from /api/metrics, one value per ${settings.sampleSeconds}-s interval.`,
    '',
    `| requests | p50 | p99 | conn. errors | timeouts | RSS first / peak / last | RSS slope ± standard error | JS heap in use, slope | event-loop delay p99 (median / worst interval) | stale serves (stale-served + last-good-served lines + retry-pause lookups; pages from fallback) | api-error lines | unhandled rejections |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    `| ${requests.overall.requests} | ${ms(requests.overall.p50)} | ${ms(requests.overall.p99)} | ${report.totals.errors} | ${report.totals.timeouts} | ` +
      `${mib(rss.firstBytes)} / ${mib(rss.peakBytes)} / ${mib(rss.lastBytes)} | ${slope(rss.slope)} | ${slope(rss.heapUsedSlope)} | ` +
      `${ms(report.eventLoopP99Ms.median)} / ${ms(report.eventLoopP99Ms.worst)} | ` +
      `${report.staleServes.logLines} + ${report.staleServes.lastGoodLines ?? '–'} + ${report.staleServes.retryPauseLookups}; ${report.staleServes.pagesFromFallback ?? '–'} | ` +
      `` +
      `${report.logs.apiErrors} | ${report.unhandledRejections.counted ?? '–'} |`,
    '',
    ...phaseTable(requests.byPhase),
    '',
    ...pageTypeTable(requests.byPageType),
    '',
    ...healthy5xxLines(requests.healthy5xx),
    'Goals:',
    ...report.goals.map((goal) => `- ${goal.met ? 'Met' : '**Not met**'}: ${goal.text}`),
    '',
    SOAK_MARKERS.end,
  ];
  return lines.join('\n');
}
