/**
 * @jest-environment node
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventEmitter } from 'node:events';
import { renderCacheKey, withRenderCache, type RenderCacheRequest } from '@/lib/next-adapters/render-cache-adapter';
import { RenderCache, type RenderedPage } from '@/lib/next-adapters/render-cache-store';

const page = (text: string): RenderedPage => ({ body: Buffer.from(text), headers: { 'content-type': 'text/html; charset=utf-8', etag: `"${text}"` } });

describe('RenderCache (decision 015)', () => {
  it('keeps a rendered page for ttlMs, then asks for a new render', () => {
    let now = 1_000;
    const cache = new RenderCache({ ttlMs: 2_000, maxBytes: 1_000, now: () => now });
    const first = cache.lookup('k');
    expect(first.kind).toBe('render');
    if (first.kind === 'render') first.settle(page('a'));
    now += 1_999;
    expect(cache.lookup('k')).toEqual({ kind: 'hit', page: page('a') });
    now += 1;
    expect(cache.lookup('k').kind).toBe('render');
  });

  it('lets requests that arrive during a render wait for it instead of rendering again', async () => {
    const cache = new RenderCache({ ttlMs: 2_000, maxBytes: 1_000 });
    const leader = cache.lookup('k');
    const follower = cache.lookup('k');
    expect(follower.kind).toBe('wait');
    if (leader.kind !== 'render' || follower.kind !== 'wait') throw new Error('unexpected');
    leader.settle(page('a'));
    await expect(follower.pending).resolves.toEqual(page('a'));
  });

  it('keeps nothing when the render is not a keepable page, and waiters learn it', async () => {
    const cache = new RenderCache({ ttlMs: 2_000, maxBytes: 1_000 });
    const leader = cache.lookup('k');
    const follower = cache.lookup('k');
    if (leader.kind !== 'render' || follower.kind !== 'wait') throw new Error('unexpected');
    leader.settle(null);
    await expect(follower.pending).resolves.toBeNull();
    expect(cache.lookup('k').kind).toBe('render');
  });

  it('is bounded by bytes: a page larger than the bound is never kept, older pages are evicted', () => {
    const cache = new RenderCache({ ttlMs: 2_000, maxBytes: 10 });
    const big = cache.lookup('big');
    if (big.kind === 'render') big.settle(page('x'.repeat(11)));
    expect(cache.size).toBe(0);
    for (const key of ['a', 'b', 'c']) {
      const lookup = cache.lookup(key);
      if (lookup.kind === 'render') lookup.settle(page('1234'));
    }
    expect(cache.size).toBe(2);
    expect(cache.lookup('a').kind).toBe('render');
  });

  it('is off with a TTL of 0', () => {
    expect(new RenderCache({ ttlMs: 0, maxBytes: 10 }).enabled).toBe(false);
  });
});

describe('renderCacheKey', () => {
  const pc = { device: 'PC', vary: 'User-Agent' } as const;
  it('differs by device class, Vary, HTML vs JSON props, and URL with its query; by nothing else of the request', () => {
    const key = (headers: Record<string, string>, url: string, resolved = '/article/202611/1/', request: Pick<RenderCacheRequest, 'device' | 'vary'> = pc) =>
      renderCacheKey({ headers, method: 'GET', url }, resolved, request);
    const desktop = key({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' }, '/article/202611/1/');
    expect(key({ 'user-agent': 'Mozilla/5.0 (Windows NT 10.0)', cookie: 'a=1' }, '/article/202611/1/')).toBe(desktop);
    expect(key({}, '/article/202611/1/', undefined, { device: 'SP', vary: 'User-Agent' })).not.toBe(desktop);
    expect(key({ 'x-nextjs-data': '1' }, '/_next/data/b/article/202611/1.json')).not.toBe(desktop);
    expect(key({}, '/article/202611/1/?page=2', '/article/202611/1/?page=2')).not.toBe(desktop);
    // Through the proxy (X-Device-Class) the answer carries another Vary header.
    expect(key({}, '/article/202611/1/', undefined, { device: 'PC', vary: 'X-Device-Class' })).not.toBe(desktop);
  });
});

describe('withRenderCache in front of a page (real HTTP)', () => {
  let server: Server;
  let origin: string;
  let renders = 0;
  let status = 200;
  let cache: RenderCache;

  // Stands in for Next: runs getServerSideProps, then writes the page unless the response already went out.
  const handler = (cacheable: boolean, req: IncomingMessage, res: ServerResponse) =>
    withRenderCache(
      { cacheable, device: 'PC', vary: 'User-Agent' },
      { req, res, resolvedUrl: req.url ?? '/' } as never,
      async () => {
        renders += 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
        res.statusCode = status;
        return { props: { n: renders } };
      },
      cache,
    );

  beforeEach(async () => {
    renders = 0;
    status = 200;
    cache = new RenderCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
      // Search pages are not cacheable (their route record says so).
      const result = await handler(!req.url?.startsWith('/search'), req, res);
      if (res.headersSent) return;
      const body = `<p>render ${(result as { props: { n: number } }).props.n}</p>`;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('ETag', `"e${renders}"`);
      res.setHeader('Set-Cookie', req.url?.includes('cookie') ? 'a=1' : []);
      if (!req.url?.includes('cookie')) res.removeHeader('Set-Cookie');
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string; headers: IncomingMessage['headers'] }>((resolve, reject) => {
      request(`${origin}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), headers: res.headers }));
      })
        .on('error', reject)
        .end();
    });

  it('50 concurrent requests for one page make one render and all get its HTML', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => get('/article/202611/1/')));
    expect(renders).toBe(1);
    expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set(['<p>render 1</p>']));
    expect(answers.filter((answer) => answer.headers['x-render-cache'] === 'miss')).toHaveLength(1);
  });

  it('replays the ETag and answers 304 to a client that holds the page', async () => {
    const first = await get('/article/202611/1/');
    const again = await get('/article/202611/1/', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(renders).toBe(1);
  });

  it('renders a page whose route is not cacheable every time', async () => {
    await get('/search/?q=a');
    await get('/search/?q=a');
    expect(renders).toBe(2);
  });

  it('keeps no error page: the next request renders again', async () => {
    status = 502;
    expect((await get('/article/202611/1/')).status).toBe(502);
    status = 200;
    expect((await get('/article/202611/1/')).status).toBe(200);
    expect(renders).toBe(2);
  });

  it('keeps no answer that sets a cookie', async () => {
    await get('/article/202611/1/?cookie');
    await get('/article/202611/1/?cookie');
    expect(renders).toBe(2);
  });
});

describe('withRenderCache with answerCacheControl (a request with query keys the page does not read)', () => {
  const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
  const UNLISTED = 'private, max-age=0';
  let renders = 0;

  async function answer(cache: RenderCache, unlisted: boolean) {
    const headers: Record<string, string> = {};
    let body = '';
    const emitter = new EventEmitter();
    const res = Object.assign(emitter, {
      statusCode: 200,
      headersSent: false,
      setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
      getHeader: (name: string) => headers[name.toLowerCase()],
      removeHeader: (name: string) => void delete headers[name.toLowerCase()],
      write: () => true,
      end(chunk?: string) {
        body = chunk ?? body;
        emitter.emit('finish');
        return emitter;
      },
    });
    const request = { cacheable: true, device: 'PC', vary: 'User-Agent', url: '/ranking/article/', answerCacheControl: unlisted ? UNLISTED : undefined } as const;
    const result = await withRenderCache(request, { req: { headers: {}, method: 'GET', url: '/ranking/article/?cb=1' }, res, resolvedUrl: '/ranking/article/?cb=1' } as never, async () => {
      renders += 1;
      res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
      return { props: {} };
    }, cache);
    // Stands in for Next writing the page when getServerSideProps did not.
    if (!res.headersSent && body === '') {
      res.setHeader('Content-Type', 'text/html');
      res.end(`<p>render ${renders}</p>`);
    }
    return { result, headers, body };
  }

  it('goes out private, is kept with the page’s own Cache-Control, and the clean address hits it', async () => {
    renders = 0;
    const cache = new RenderCache({ ttlMs: 60_000, maxBytes: 100_000 });
    const busted = await answer(cache, true);
    expect(busted.headers['cache-control']).toBe(UNLISTED);
    const again = await answer(cache, true);
    expect(again.headers['x-render-cache']).toBe('hit');
    expect(again.headers['cache-control']).toBe(UNLISTED);
    const clean = await answer(cache, false);
    expect(clean.headers['x-render-cache']).toBe('hit');
    expect(clean.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(renders).toBe(1);
  });

  it('with the render cache off, the answer still goes out private', async () => {
    const busted = await answer(new RenderCache({ ttlMs: 0, maxBytes: 100_000 }), true);
    expect(busted.headers['cache-control']).toBe(UNLISTED);
  });
});
