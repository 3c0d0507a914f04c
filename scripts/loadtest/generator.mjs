// The load generator of `npm run loadtest`, run as its own process so it does not share an event loop
// with the servers or the memory sampler. Input: one JSON argument
//   {url, paths: [...], cachedPaths: [...], connections, phaseSeconds, phases}
// Output: one JSON line per phase on stdout ({phase, ...figures}), printed as soon as the phase ends,
// so the caller can act between phases (e.g. kill the content API).
import autocannon from 'autocannon';

const config = JSON.parse(process.argv[2]);
const cached = new Set(config.cachedPaths);

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : null);
const statusClass = (status) => `${String(status)[0]}xx`;

async function runPhase(phase) {
  const byClass = {};
  /** {path: {'2xx': n, '5xx': n, …}}: which pages answered what in this phase. */
  const byPath = {};
  const cachedByClass = {};
  const cachedLatencies = [];
  const instance = autocannon({
    url: config.url,
    connections: config.connections,
    duration: config.phaseSeconds,
    // A request slower than this counts as an error (timeout), not as a latency sample.
    timeout: 30,
    requests: [
      {
        method: 'GET',
        setupRequest: (request, context) => {
          const path = config.paths[Math.floor(Math.random() * config.paths.length)];
          context.path = path;
          context.sentAt = performance.now();
          return { ...request, path };
        },
        onResponse: (status, _body, context) => {
          const group = statusClass(status);
          byClass[group] = (byClass[group] ?? 0) + 1;
          const counts = (byPath[context.path] ??= {});
          counts[group] = (counts[group] ?? 0) + 1;
          if (cached.has(context.path)) {
            cachedByClass[group] = (cachedByClass[group] ?? 0) + 1;
            cachedLatencies.push(performance.now() - context.sentAt);
          }
        },
      },
    ],
  });
  const result = await instance;
  cachedLatencies.sort((a, b) => a - b);
  return {
    phase,
    seconds: result.duration,
    requests: result.requests.total ?? result.latency.totalCount,
    requestsPerSecond: result.requests.average,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    byClass,
    byPath,
    byStatus: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, Number(count)])),
    errors: result.errors,
    timeouts: result.timeouts,
    cached: {
      requests: cachedLatencies.length,
      byClass: cachedByClass,
      latencyMs: { p50: percentile(cachedLatencies, 0.5), p99: percentile(cachedLatencies, 0.99) },
    },
  };
}

for (let phase = 1; phase <= config.phases; phase += 1) {
  console.log(JSON.stringify(await runPhase(phase)));
}
