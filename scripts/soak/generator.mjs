// The traffic of `npm run soak`, in its own process so it shares no event loop with the replica or
// the samplers. Input: one JSON argument {url, paths, connections, seconds, recordsFile}. Writes one
// record per answered request to recordsFile, [sentAt (epoch ms), latency ms, status, path index],
// and prints one JSON line of totals (requests, connection errors, timeouts) when it ends.
import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';

const config = JSON.parse(process.argv[2]);
const records = [];

const result = await autocannon({
  url: config.url,
  connections: config.connections,
  duration: config.seconds,
  // Past the site's own upstream timeout: a request this slow is a hung site, counted as a timeout.
  timeout: 30,
  requests: [
    {
      method: 'GET',
      setupRequest: (request, context) => {
        context.pathIndex = Math.floor(Math.random() * config.paths.length);
        context.sentAt = Date.now();
        context.startedAt = performance.now();
        return { ...request, path: config.paths[context.pathIndex] };
      },
      onResponse: (status, _body, context) => {
        records.push([context.sentAt, Math.round((performance.now() - context.startedAt) * 10) / 10, status, context.pathIndex]);
      },
    },
  ],
});

writeFileSync(config.recordsFile, JSON.stringify(records));
console.log(JSON.stringify({ requests: records.length, errors: result.errors, timeouts: result.timeouts }));
