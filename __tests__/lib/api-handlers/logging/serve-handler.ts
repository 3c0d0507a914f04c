import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServedHandler {
  url: string;
  close(): Promise<void>;
}

/** Serves `handler` on a free loopback port: the requests come from 127.0.0.1, through a real socket. */
export async function serveHandler(handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Promise<ServedHandler> {
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/logging/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const JSON_TYPE = { 'Content-Type': 'application/json' };

/** A valid report of the site's own (application/json). */
export function errorReport(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { kind: 'error', message: 'boom', source: 'https://playnote.test/_next/static/chunks/app.js', line: 12, column: 3, stack: 'Error: boom\n    at x (app.js:12:3)', page: '/article/202607/123456/', ...overrides };
}

export function post(url: string, body: string | Buffer, headers: Record<string, string> = JSON_TYPE): Promise<Response> {
  return fetch(url, { method: 'POST', body: typeof body === 'string' ? body : new Blob([new Uint8Array(body)]), headers });
}
