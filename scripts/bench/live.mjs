// `npm run bench:live` (issue 36): 500 simulated readers keep one live article open against one
// replica (`next start` on the build), each polling its page-props refresh every 30 s as the page
// does, for `--minutes` (default 3). Measures the upstream calls for that article per minute (the
// content API's request log), the p99 of the refresh answers and the replica's RSS. Goal: at most
// one upstream call per 10 s for the article (decision 042), whatever the number of readers.
//
//   npm run bench:live [-- --readers 500 --minutes 3 --no-write]
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { optionOf } from '../lib/cli-options.mjs';
import { gitCommit } from '../lib/git-commit.mjs';
import { readRequestLog } from '../lib/request-log.mjs';
import { startContentApi, startNext, treeRss } from './servers.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => optionOf(argv, name, fallback);
const settings = { readers: Number(option('readers', 500)), minutes: Number(option('minutes', 3)), pollMs: 30_000 };
const write = !argv.includes('--no-write');
const REPORT_FILE = 'docs/performance.md';
const HEADING = '## Live coverage: many readers polling one live article (npm run bench:live)';
/** Decision 042: one upstream call per 10 s for the article, per replica. */
const GOAL_CALLS_PER_MINUTE = 6;
const log = (...args) => console.log(`[bench:live ${new Date().toISOString().slice(11, 19)}]`, ...args);

const percentile = (values, p) => {
  const sorted = Float64Array.from(values).sort();
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] : null;
};

async function findLiveArticle(apiUrl) {
  for (let page = 1; page <= 30; page += 1) {
    const list = await (await fetch(`${apiUrl}/api/q/articles?categoryCode=new-article&limit=100&page=${page}`)).json();
    const card = list.data.find((entry) => entry.liveState === 'live');
    if (card) {
      const detail = await (await fetch(`${apiUrl}/api/article?articleId=${card.id}`)).json();
      const jst = new Date(Date.parse(detail.publishedAt) + 9 * 3_600_000).toISOString();
      return { id: String(detail.articleId), yearMonth: `${jst.slice(0, 4)}${jst.slice(5, 7)}` };
    }
  }
  throw new Error('no running live article in the bundled data');
}

/** One reader: the refresh every 30 s from a random start, until `endAt`; latencies and statuses recorded. */
async function reader(url, endAt, samples) {
  await new Promise((resolve) => setTimeout(resolve, Math.random() * settings.pollMs));
  while (Date.now() < endAt) {
    const started = performance.now();
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      samples.push({ ms: performance.now() - started, status: response.status });
    } catch {
      samples.push({ ms: performance.now() - started, status: 0 });
    }
    await new Promise((resolve) => setTimeout(resolve, settings.pollMs));
  }
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'playnote-bench-live-'));
const requestLog = path.join(workDir, 'requests.log');
const api = await startContentApi({ requestLog });
let next;
try {
  // The live event runs around the data's "now" (pinned for the bench) on the API's live clock.
  next = await startNext(api.url);
  const article = await findLiveArticle(api.url);
  const refreshUrl = `${next.url}/api/pages/page-props-data/?routePath=${encodeURIComponent('/article/[publicationDate]/[articleId]/')}&publicationDate=${article.yearMonth}&articleId=${article.id}`;
  const warm = await fetch(refreshUrl);
  if (warm.status !== 200) throw new Error(`the refresh answered ${warm.status}`);
  const before = readRequestLog(requestLog).length;
  const samples = [];
  const rss = [];
  const started = Date.now();
  const endAt = started + settings.minutes * 60_000;
  log(`${settings.readers} readers polling every ${settings.pollMs / 1000} s for ${settings.minutes} min`);
  const sampler = setInterval(() => rss.push(treeRss(next.child.pid).reduce((sum, row) => sum + row.rssBytes, 0)), 5_000);
  await Promise.all(Array.from({ length: settings.readers }, () => reader(refreshUrl, endAt, samples)));
  clearInterval(sampler);
  const elapsedMinutes = (Date.now() - started) / 60_000;
  const articleCalls = readRequestLog(requestLog)
    .slice(before)
    .filter((line) => line.includes('/api/article?') && new URL(line.slice(line.indexOf(' ') + 1), 'http://x').searchParams.get('articleId') === article.id).length;
  const callsPerMinute = articleCalls / elapsedMinutes;
  const latencies = samples.map((sample) => sample.ms);
  const failed = samples.filter((sample) => sample.status !== 200).length;
  const figures = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    cores: os.cpus().length,
    load: os.loadavg()[0].toFixed(2),
    readers: settings.readers,
    minutes: Number(elapsedMinutes.toFixed(2)),
    refreshes: samples.length,
    refreshesPerSecond: Number((samples.length / (elapsedMinutes * 60)).toFixed(1)),
    failed,
    articleCalls,
    callsPerMinute: Number(callsPerMinute.toFixed(2)),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    rssPeakMiB: Math.round(Math.max(0, ...rss) / 1024 / 1024),
    rssLastMiB: Math.round((rss.at(-1) ?? 0) / 1024 / 1024),
  };
  const met = callsPerMinute <= GOAL_CALLS_PER_MINUTE + 1e-9 && failed === 0;
  const section = [
    HEADING,
    '',
    `Run ${figures.date.slice(0, 16).replace('T', ' ')} UTC · \`npm run bench:live\` · ${figures.cores} cores · load average ${figures.load} at the end · commit ${figures.commit} · one \`next start\` replica, the bundled content API with its request log.`,
    '',
    `${figures.readers} simulated readers keep the running live article open: each asks for its page-props refresh every 30 s (the page's live interval), from a random start, for ${figures.minutes} minutes. Upstream calls are the content API's \`/api/article\` requests for that article in the run.`,
    '',
    '| readers | refreshes (per s) | failed | upstream calls for the article | per minute | goal | refresh p50 | refresh p99 | replica RSS peak / last |',
    '|---|---|---|---|---|---|---|---|---|',
    `| ${figures.readers} | ${figures.refreshes} (${figures.refreshesPerSecond}) | ${failed} | ${articleCalls} | ${figures.callsPerMinute} | ≤ ${GOAL_CALLS_PER_MINUTE} (one per 10 s) ${met ? 'met' : '**missed**'} | ${Math.round(figures.p50)} ms | ${Math.round(figures.p99)} ms | ${figures.rssPeakMiB} / ${figures.rssLastMiB} MiB |`,
    '',
  ].join('\n');
  console.log(`\n${section}`);
  writeFileSync(path.join(workDir, 'figures.json'), JSON.stringify(figures, null, 2));
  if (write) {
    const current = existsSync(REPORT_FILE) ? readFileSync(REPORT_FILE, 'utf8') : '';
    const start = current.indexOf(HEADING);
    const end = start >= 0 ? current.indexOf('\n## ', start + HEADING.length) : -1;
    const updated = start >= 0 ? `${current.slice(0, start)}${section}${end >= 0 ? current.slice(end + 1) : ''}` : `${current.trimEnd()}\n\n${section}`;
    writeFileSync(REPORT_FILE, updated);
    log(`wrote ${REPORT_FILE}`);
  }
  process.exitCode = met ? 0 : 1;
} finally {
  await next?.stop();
  await api.stop();
  rmSync(workDir, { recursive: true, force: true });
}
