import type { IncomingMessage, ServerResponse } from 'node:http';
import { detectAdDevice } from '@/ads/device';
import { headerValue, varyFor } from './cache-control';
import type { RenderedPage } from './render-cache';

/** Headers of a rendered page worth replaying; the rest (date, length, encoding) are per response. */
const REPLAYED_HEADERS = ['content-type', 'etag', 'cache-control', 'vary', 'x-robots-tag', 'link'] as const;

/** Header telling ops and tests whether the page came from the render cache. */
export const RENDER_CACHE_HEADER = 'X-Render-Cache';

type RequestLike = Pick<IncomingMessage, 'headers' | 'method' | 'url'>;

/** A client-side navigation asks for the page's props as JSON under /_next/data/. */
export function isNextDataRequest(req: RequestLike): boolean {
  return req.headers['x-nextjs-data'] === '1' || (req.url ?? '').startsWith('/_next/data/');
}

/**
 * The render cache key: the answer differs by URL (path and query), by HTML vs JSON props, by
 * device class (the PC or SP ad set comes from the user agent) and by its Vary header (behind the
 * proxy or not); nothing else of the request is read.
 */
export function renderCacheKey(req: RequestLike, resolvedUrl: string): string {
  const device = detectAdDevice(headerValue(req.headers, 'user-agent'));
  // The answer's Vary header differs with and without the proxy's device-class header.
  return JSON.stringify([isNextDataRequest(req) ? 'data' : 'html', device, varyFor(req.headers, device), resolvedUrl]);
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

function replayedHeaders(res: ServerResponse): Record<string, string> | null {
  if (res.getHeader('set-cookie') !== undefined) return null;
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = res.getHeader(name);
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(', ') : String(value);
    // The compression in front of us adds Accept-Encoding itself when it compresses.
    headers[name] = name === 'vary' ? text.split(/\s*,\s*/).filter((part) => part.toLowerCase() !== 'accept-encoding').join(', ') : text;
  }
  if (headers.vary === '') delete headers.vary;
  return headers;
}

/**
 * Records what Next writes for this response (before compression, which wraps write/end earlier)
 * and hands it to `done` when a complete 200 went out; anything else hands null.
 */
export function captureResponse(res: ServerResponse, done: (page: RenderedPage | null) => void): void {
  const chunks: Buffer[] = [];
  const originalWrite = res.write;
  const originalEnd = res.end;
  res.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    const buffer = toBuffer(chunk, rest[0]);
    if (buffer) chunks.push(buffer);
    return (originalWrite as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  res.end = function end(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    const buffer = toBuffer(chunk, rest[0]);
    if (buffer) chunks.push(buffer);
    return (originalEnd as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];

  const restore = () => {
    res.write = originalWrite;
    res.end = originalEnd;
  };
  res.once('finish', () => {
    restore();
    const headers = res.statusCode === 200 ? replayedHeaders(res) : null;
    done(headers ? { body: Buffer.concat(chunks), headers } : null);
  });
  res.once('close', () => {
    restore();
    done(null);
  });
}

/** Answers from a kept page, with 304 when the client already holds this version. */
export function sendRenderedPage(req: RequestLike, res: ServerResponse, page: RenderedPage): void {
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  res.setHeader(RENDER_CACHE_HEADER, 'hit');
  const etag = page.headers.etag;
  if (etag && req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Length', String(page.body.byteLength));
  res.end(req.method === 'HEAD' ? undefined : page.body);
}
