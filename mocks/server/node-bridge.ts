import type { IncomingMessage, ServerResponse } from 'node:http';

/** Node request → Fetch `Request` against `baseUrl` (the handlers' mount point, whatever the Host header says). */
export async function toFetchRequest(req: IncomingMessage, baseUrl: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = req.method ?? 'GET';
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    body = new Uint8Array(Buffer.concat(chunks));
  }
  return new Request(new URL(req.url ?? '/', baseUrl), { method, headers, body });
}

export async function sendFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, { ...headers, 'Content-Length': String(body.length) });
  res.end(body);
}
