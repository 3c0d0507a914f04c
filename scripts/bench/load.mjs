// Load generation (autocannon, loopback only, bounded in time) and the small statistics the
// report needs.
import autocannon from 'autocannon';

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One autocannon run: { rps, p50, p99, requests, non2xx, errors }. */
export async function loadOnce(url, { connections = 10, duration = 10, amount, headers } = {}) {
  if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])[:/]/.test(url)) throw new Error(`refusing a non-loopback target: ${url}`);
  const result = await autocannon({ url, connections, headers, timeout: 30, ...(amount ? { amount } : { duration }) });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** `rounds` runs of `durationS` seconds; medians of req/s, p50 and p99, plus each round. */
export async function loadRounds(url, { rounds = 3, duration = 10, connections = 10, warmup = 2 } = {}) {
  if (warmup > 0) await loadOnce(url, { connections, duration: warmup });
  const each = [];
  for (let round = 0; round < rounds; round += 1) each.push(await loadOnce(url, { connections, duration }));
  return summarise(each);
}

export function summarise(each) {
  return {
    rps: median(each.map((r) => r.rps)),
    cpuMsPerRequest: median(each.map((r) => r.cpuMsPerRequest)),
    p50: median(each.map((r) => r.p50)),
    p99: median(each.map((r) => r.p99)),
    non2xx: each.reduce((sum, r) => sum + r.non2xx, 0),
    errors: each.reduce((sum, r) => sum + r.errors, 0),
    rounds: each,
  };
}

/**
 * Interleaved rounds of several targets (A B A B …), so slow drift of the machine hits each alike.
 * With `cpuMs` (the measured server's CPU time so far, ms) each round also records the server's
 * CPU per request. Returns { name → summary }.
 */
export async function interleavedRounds(targets, { rounds = 3, duration = 10, connections = 10, warmup = 2 } = {}, { cpuMs } = {}) {
  const each = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (const url of Object.values(targets)) if (warmup > 0) await loadOnce(url, { connections, duration: warmup });
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, url] of Object.entries(targets)) {
      const before = cpuMs?.() ?? null;
      const run = await loadOnce(url, { connections, duration });
      const after = cpuMs?.() ?? null;
      each[name].push(before !== null && after !== null && run.requests > 0 ? { ...run, cpuMsPerRequest: (after - before) / run.requests } : run);
    }
  }
  return Object.fromEntries(Object.entries(each).map(([name, runs]) => [name, summarise(runs)]));
}

/** GETs every URL of `urls` once with `concurrency` workers, stopping at `deadlineMs`. */
export async function fetchAll(urls, { concurrency = 10, deadlineMs = Infinity } = {}) {
  let next = 0;
  let ok = 0;
  let failed = 0;
  const statuses = {};
  const started = performance.now();
  async function worker() {
    while (next < urls.length && Date.now() < deadlineMs) {
      const url = urls[next++];
      try {
        const response = await fetch(url, { redirect: 'manual' });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status < 400) ok += 1;
        else failed += 1;
      } catch {
        failed += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { done: ok + failed, ok, failed, statuses, seconds: (performance.now() - started) / 1000 };
}
