// A loopback HTTP proxy between the site and the bundled content API whose behaviour a test
// switches at run time (issue 7): pass through, hang past the site's timeout, answer 5xx, answer
// malformed JSON or JSON that breaks the contract, or stop listening altogether. It counts every
// call it failed, so a test can hold the site's error log to exactly one line per failed call.
import http from 'node:http';

/** 200 bodies that must fail: cut-off JSON, and well-formed JSON in no source's shape. */
const MALFORMED_JSON = '{"data": [{"id": 1, "title": "途中で切れた';
const OFF_CONTRACT_JSON = JSON.stringify({ unexpected: 'shape', data: 'not-a-list' });

/**
 * Faults: `pass`, `hang` (never answers; the site's timeout fires), `status` (with `status`:
 * 500, 502, 503…), `malformed`, `off-contract`, `refuse` (the port stops listening).
 * `paths` limits the fault to those upstream paths; every other path passes through.
 */
export async function startFaultProxy({ upstreamUrl }) {
  const upstream = new URL(upstreamUrl);
  const agent = new http.Agent({ keepAlive: true });
  const held = new Set();
  let fault = { kind: 'pass', paths: null };
  const failed = [];

  const passThrough = (req, res) => {
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host }, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  };

  const answerFault = (req, res, kind) => {
    failed.push({ path: new URL(req.url, 'http://proxy').pathname, kind });
    if (kind === 'hang') {
      // Held open until the site gives up (its timeout) or the proxy stops.
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    if (kind === 'status') {
      res.writeHead(fault.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: `injected ${fault.status}` }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(kind === 'malformed' ? MALFORMED_JSON : OFF_CONTRACT_JSON);
  };

  let open = 0;
  const server = http.createServer((req, res) => {
    open += 1;
    res.on('close', () => (open -= 1));
    const path = new URL(req.url, 'http://proxy').pathname;
    const applies = fault.kind !== 'pass' && (!fault.paths || fault.paths.includes(path));
    if (applies) answerFault(req, res, fault.kind);
    else passThrough(req, res);
  });
  server.keepAliveTimeout = 5_000;

  const listen = (port) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve(server.address().port);
      });
    });
  const close = () =>
    new Promise((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      // Kept-alive sockets would otherwise keep answering after the port is gone.
      for (const res of held) res.destroy();
      server.closeAllConnections();
    });

  const port = await listen(0);

  return {
    url: `http://127.0.0.1:${port}`,
    /** Calls failed so far, in order: [{path, kind}]. `refuse` fails at TCP level and is not counted. */
    failed,
    get failedCount() {
      return failed.length;
    },
    /** Requests received and not yet answered or dropped. */
    get openCount() {
      return open;
    },
    async setFault(kind, { status, paths } = {}) {
      if (kind === 'refuse') {
        fault = { kind: 'pass', paths: null };
        await close();
        // Let the client side see its kept-alive sockets close before the next request.
        await new Promise((resolve) => setTimeout(resolve, 100));
        return;
      }
      if (!server.listening) await listen(port);
      for (const res of held) res.destroy();
      fault = { kind, status, paths: paths ?? null };
    },
    async stop() {
      await close();
      agent.destroy();
    },
  };
}
