// One standalone replica (`node server.js`) for `npm run soak`, with its JSON log lines counted by
// event rather than kept (15 minutes of api-error lines), and its /api/metrics read as numbers.
import { createInterface } from 'node:readline';
import { waitForReplica } from '../deploy/cluster.mjs';
import { freePort, startGroup, stopGroup } from '../lib/processes.mjs';
import { groupPids, rssBytes } from '../loadtest/process-memory.mjs';

/** Counts the replica's output lines: JSON lines by `event`, other lines (crash traces, Next's own logs) apart. */
function countLines(child) {
  const counts = { events: {}, otherLines: 0, unhandledRejectionLines: 0, otherSamples: [] };
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      try {
        const { event } = JSON.parse(line);
        counts.events[event] = (counts.events[event] ?? 0) + 1;
        return;
      } catch {
        // not a JSON line
      }
      counts.otherLines += 1;
      if (line.includes('unhandledRejection')) counts.unhandledRejectionLines += 1;
      if (counts.otherSamples.length < 5) counts.otherSamples.push(line.slice(0, 300));
    });
  }
  return counts;
}

export async function startCountedReplica({ serverJs, env }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startGroup('replica', process.execPath, [serverJs], {
    env: { ...env, HOSTNAME: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs = countLines(child);
  const stop = () => stopGroup(child);
  try {
    await waitForReplica(url, { child });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, child, logs, stop };
}

/** Samples of a Prometheus text exposition: [{name, labels, value}] (comments skipped). */
export function parsePrometheus(text) {
  const samples = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** Sum of the samples of `name` whose labels include `labels`. */
export function sumOf(samples, name, labels = {}) {
  return samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

/** The replica's metrics now; each read also resets prom-client's event-loop histogram, so p99 covers the time since the last read. */
export async function readMetrics(url) {
  const response = await fetch(`${url}/api/metrics/`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`/api/metrics/: ${response.status}`);
  return parsePrometheus(await response.text());
}

/** Every `everyMs`: the replica group's RSS from /proc and, from /api/metrics, its JS heap in use and the event-loop p99 of the interval. */
export function startSampler(replica, { startedAt, everyMs }) {
  const samples = [];
  const take = async () => {
    const offsetMs = Date.now() - startedAt;
    const rss = groupPids(replica.child.pid).reduce((sum, pid) => sum + rssBytes(pid), 0);
    const metrics = await readMetrics(replica.url).catch(() => null);
    samples.push({
      offsetMs,
      rssBytes: rss,
      heapUsedBytes: metrics ? sumOf(metrics, 'nodejs_heap_size_used_bytes') : null,
      eventLoopP99Ms: metrics ? sumOf(metrics, 'nodejs_eventloop_lag_p99_seconds') * 1000 : null,
    });
  };
  const timer = setInterval(() => void take(), everyMs);
  return { samples, stop: () => clearInterval(timer) };
}
