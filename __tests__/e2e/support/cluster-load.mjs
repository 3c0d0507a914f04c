// Bounded load for the cluster tests: `concurrency` workers GET the URLs in turn until `durationMs`
// passes or `maxRequests` are sent. Loopback only. Every answer is counted by status; a request
// that fails without an answer (connection refused or reset, timeout) is counted as an error.
const LOOPBACK = /^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])[:/]/;

export async function runLoad(urls, { concurrency = 8, durationMs = 5_000, maxRequests = 5_000, timeoutMs = 20_000, headers, at = [] } = {}) {
  for (const url of urls) if (!LOOPBACK.test(url)) throw new Error(`refusing a non-loopback target: ${url}`);
  const started = Date.now();
  const statuses = {};
  const errors = [];
  let sent = 0;
  // Actions during the run, e.g. [{ afterMs: 1500, run: () => killReplica(0) }].
  const actions = at.map(({ afterMs, run }) => new Promise((resolve, reject) => setTimeout(() => Promise.resolve().then(run).then(resolve, reject), afterMs)));
  async function worker() {
    while (Date.now() - started < durationMs && sent < maxRequests) {
      const url = urls[sent++ % urls.length];
      try {
        const response = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch (error) {
        errors.push(`${url}: ${error instanceof Error ? (error.cause?.message ?? error.message) : String(error)}`);
      }
    }
  }
  await Promise.all([...Array.from({ length: concurrency }, worker), ...actions]);
  return { sent, statuses, errors, seconds: (Date.now() - started) / 1000 };
}

/** Sum of a Prometheus counter's samples whose labels contain every `labels` pair. */
export function sumMetric(text, name, labels = {}) {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).some(([key, value]) => !line.includes(`${key}="${value}"`))) continue;
    sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}
