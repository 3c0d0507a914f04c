/*
 * The render cache (decision 015) inside Next: the one file that knows the Next behaviour it
 * relies on. Next offers no supported way to keep a getServerSideProps page and answer the next
 * identical requests with it (ISR is getStaticProps only: no request, status or device; a custom
 * server would replace the standalone server.js that ops deploy; `cacheHandler` stores ISR and
 * fetch data only). So this adapter leans on the pages renderer of Next 16 (next/dist/server/
 * render.js, send-payload.js, route-modules/pages/pages-handler.js):
 *   1. Next writes the whole answer of a getServerSideProps page, HTML or `/_next/data` JSON, with
 *      `end` (or `write`s then `end`) on the very `res` that getServerSideProps received, after
 *      setting its Content-Type and ETag there; compression, when on, wrapped `res` earlier.
 *   2. When getServerSideProps has ended `res` itself, Next renders and sends nothing more for the
 *      request (sendRenderResult returns when `res` is finished), so the props returned are unused.
 *   3. The client router asks for a page's props with the `x-nextjs-data: 1` header (under
 *      /_next/data/<build>/…json); `resolvedUrl` is the same as the page's, so the key adds it.
 *   4. Each page is bundled on its own, so a module variable would be one per page: the cache
 *      lives on globalThis.
 * __tests__/e2e/next-adapters.test.mjs checks 1-3 against a built app under `next start`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import type { AdDevice } from '@/ads/types';
import { getServerEnv } from '@/foundation/env/server-env';
import { RenderCache, type RenderedPage } from './render-cache-store';

/** What the render cache needs to know of a request, from the route record and the request context. */
export interface RenderCacheRequest {
  /** The route record's `renderCache`: public pages only (never previews, search, or the AMP document). */
  cacheable: boolean;
  /** The reader's device class: the page is built for it (PC or SP ad set). */
  device: AdDevice;
  /** The Vary header the answer carries (cache-control.ts varyFor): it differs behind the proxy. */
  vary: string;
  /** The page's address in the key: with only the query keys the page reads (default: `resolvedUrl`). */
  url?: string;
  /**
   * The Cache-Control this answer goes out with instead of the page's own, which the kept copy
   * keeps: a request with query keys the page does not read must not fill a shared cache.
   */
  answerCacheControl?: string;
}

type NextContext = Pick<GetServerSidePropsContext, 'req' | 'res' | 'resolvedUrl'>;
type RequestLike = Pick<IncomingMessage, 'headers' | 'method' | 'url'>;

/** Header telling ops and tests whether the page came from the render cache. */
export const RENDER_CACHE_HEADER = 'X-Render-Cache';

/** Headers of a rendered page worth replaying; the rest (date, length, encoding) are per response. */
const REPLAYED_HEADERS = ['content-type', 'etag', 'cache-control', 'vary', 'x-robots-tag', 'link', 'x-upstream-fallback'] as const;

const GLOBAL_KEY = Symbol.for('playnote.renderCache');

/** The process's render cache (4. above), sized by RENDER_CACHE_TTL_MS and RENDER_CACHE_MAX_BYTES. */
export function getRenderCache(): RenderCache {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: RenderCache };
  if (!holder[GLOBAL_KEY]) {
    const env = getServerEnv();
    holder[GLOBAL_KEY] = new RenderCache({ ttlMs: env.RENDER_CACHE_TTL_MS, maxBytes: env.RENDER_CACHE_MAX_BYTES });
  }
  return holder[GLOBAL_KEY];
}

/** What getServerSideProps returns after it ended `res` itself (2. above): Next uses none of it. */
export function answerSent(): { props: never } {
  return { props: {} as never };
}

/** A client-side navigation asks for the page's props as JSON (3. above). */
export function isNextDataRequest(req: RequestLike): boolean {
  return req.headers['x-nextjs-data'] === '1' || (req.url ?? '').startsWith('/_next/data/');
}

/** The answer differs by HTML vs JSON props, device class, Vary header and URL with its query; by nothing else of the request. */
export function renderCacheKey(req: RequestLike, resolvedUrl: string, request: Pick<RenderCacheRequest, 'device' | 'vary'>): string {
  return JSON.stringify([isNextDataRequest(req) ? 'data' : 'html', request.device, request.vary, resolvedUrl]);
}

/**
 * Puts the render cache in front of one page render: a fresh kept page is sent as is, a request
 * arriving while the same page renders waits for that render, and otherwise `render` (the page's
 * getServerSideProps work) runs and a 200 answer Next then writes is kept for the next requests.
 */
export async function withRenderCache<R extends object>(
  request: RenderCacheRequest,
  context: NextContext,
  render: () => Promise<R>,
  cache: RenderCache = getRenderCache(),
): Promise<R> {
  const { req, res } = context;
  const { answerCacheControl } = request;
  if (!request.cacheable) return render();
  if (!cache.enabled || req.method !== 'GET') return renderWithCacheControl(res, render, answerCacheControl);
  const lookup = cache.lookup(renderCacheKey(req, request.url ?? context.resolvedUrl, request));
  if (lookup.kind === 'hit') return sendKeptPage(req, res, lookup.page, answerCacheControl);
  if (lookup.kind === 'wait') {
    const page = await lookup.pending;
    return page ? sendKeptPage(req, res, page, answerCacheControl) : render();
  }

  res.setHeader(RENDER_CACHE_HEADER, 'miss');
  const kept: Record<string, string> = {};
  captureAnswer(res, lookup.settle, kept);
  try {
    const result = await render();
    // Redirects, 404s and error pages are not kept; let waiting requests render for themselves now.
    if (!('props' in result) || res.statusCode !== 200) lookup.settle(null);
    else if (answerCacheControl) {
      // The kept copy keeps the page's own Cache-Control; this answer goes out with the other.
      const own = res.getHeader('cache-control');
      if (own !== undefined) kept['cache-control'] = String(own);
      res.setHeader('Cache-Control', answerCacheControl);
    }
    return result;
  } catch (error) {
    lookup.settle(null);
    throw error;
  }
}

/** A render the cache does not keep (off, or not a GET), its 200 answer sent with `cacheControl` when given. */
async function renderWithCacheControl<R extends object>(res: ServerResponse, render: () => Promise<R>, cacheControl: string | undefined): Promise<R> {
  const result = await render();
  if (cacheControl && 'props' in result && res.statusCode === 200 && !res.headersSent) res.setHeader('Cache-Control', cacheControl);
  return result;
}

/** Answers from a kept page, with 304 when the client already holds this version. */
function sendKeptPage<R>(req: RequestLike, res: ServerResponse, page: RenderedPage, cacheControl: string | undefined): R {
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  if (cacheControl) res.setHeader('Cache-Control', cacheControl);
  res.setHeader(RENDER_CACHE_HEADER, 'hit');
  const etag = page.headers.etag;
  if (etag && req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
  } else {
    res.statusCode = 200;
    res.setHeader('Content-Length', String(page.body.byteLength));
    res.end(req.method === 'HEAD' ? undefined : page.body);
  }
  return answerSent() as R;
}

/**
 * Records what Next writes for this response (1. above) and hands it to `done` once a complete 200
 * went out, with `keptHeaders` over the ones sent; anything else hands null.
 */
function captureAnswer(res: ServerResponse, done: (page: RenderedPage | null) => void, keptHeaders: Record<string, string>): void {
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
    done(headers ? { body: Buffer.concat(chunks), headers: { ...headers, ...keptHeaders } } : null);
  });
  res.once('close', () => {
    restore();
    done(null);
  });
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/** The headers to replay, or null for an answer that must not be shared (it sets a cookie). */
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
