import { createWriteStream } from 'node:fs';
import { createServer } from 'node:http';
import { getResponse } from 'msw';
import { log } from '@/foundation/logging/logger';
import { getDataset } from '../data';
import { createHandlers } from '../handlers';
import { jsonResponse } from '../http/responses';
import { indexHandlers } from './handler-index';
import { sendFetchResponse, toFetchRequest } from './node-bridge';

const SHUTDOWN_GRACE_MS = 3_000;

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
// Image URLs in the data point back at this server unless told otherwise.
process.env.MOCK_PUBLIC_BASE_URL ??= `http://localhost:${port}`;
/** The handlers' mount point; requests are rebased onto it so any Host header works. */
const baseUrl = `http://localhost:${port}`;

const started = performance.now();
const dataset = (() => {
  try {
    return getDataset();
  } catch (error) {
    // A bad MOCK_NOW, ARTICLE_COUNT or MOCK_SEED: one clear line, no stack.
    log('error', 'content-api.invalid-setting', { message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
})();
const buildMs = Math.round(performance.now() - started);
const handlersFor = indexHandlers(createHandlers(baseUrl, { dataset }));
// MOCK_REQUEST_LOG=path (optional, for `npm run bench`): appends one line per request,
// "METHOD /path?query", so a benchmark can count upstream calls per source key.
const requestLog = process.env.MOCK_REQUEST_LOG ? createWriteStream(process.env.MOCK_REQUEST_LOG, { flags: 'a' }) : null;

const server = createServer((req, res) => {
  requestLog?.write(`${req.method ?? 'GET'} ${req.url ?? '/'}\n`);
  toFetchRequest(req, baseUrl)
    .then(async (request) => {
      const { pathname } = new URL(request.url);
      return (await getResponse(handlersFor(pathname), request)) ?? jsonResponse({ error: 'Not Found', path: pathname }, 404);
    })
    .catch((error: unknown) => {
      log('error', 'content-api.error', { url: req.url, message: error instanceof Error ? error.message : String(error) });
      return jsonResponse({ error: 'Internal Server Error' }, 500);
    })
    .then((response) => sendFetchResponse(res, response))
    .catch(() => res.destroy());
});

server.listen(port, host, () => {
  log('info', 'content-api.listening', {
    host,
    port,
    articleCount: dataset.articleCount,
    games: dataset.games.length,
    seed: dataset.seed,
    now: dataset.now,
    buildMs,
    publicBaseUrl: dataset.images.base,
  });
});

function shutdown(signal: string): void {
  log('info', 'content-api.stopping', { signal });
  server.close(() => (requestLog ? requestLog.end(() => process.exit(0)) : process.exit(0)));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, SHUTDOWN_GRACE_MS).unref();
}

process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));
