/** @jest-environment node */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GetServerSidePropsContext } from 'next';
import { documentPageProps, type DocumentAnswer } from '@/lib/next-adapters/document-page';

const FEED: DocumentAnswer = { status: 200, body: '<rss>日本語</rss>', headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, s-maxage=300' } };

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** What getServerSideProps returned to Next. */
  result: unknown;
}

/** Serves `getServerSideProps` as Next would call it (the node req/res of the request) and sends one request to it. */
async function ask(answerFor: Parameters<typeof documentPageProps>[1], init: { method?: string; path?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  const getServerSideProps = documentPageProps('/feed/', answerFor);
  let result: unknown;
  const server: Server = createServer((req, res) => {
    void getServerSideProps({ req, res, params: {}, query: {}, resolvedUrl: req.url ?? '/' } as GetServerSidePropsContext).then((value) => {
      result = value;
      if (!res.writableEnded) res.end('rendered by Next');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<Reply>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: init.path ?? '/feed/', method: init.method ?? 'GET', headers: init.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => setImmediate(() => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), result })));
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    server.close();
  }
}

describe('documentPageProps: a document answered by getServerSideProps (decision 024)', () => {
  it('writes the status, headers, length and body itself, so Next renders nothing', async () => {
    const reply = await ask(async () => FEED);
    expect(reply.status).toBe(200);
    expect(reply.body).toBe(FEED.body);
    expect(reply.headers['content-type']).toBe(FEED.headers['Content-Type']);
    expect(reply.headers['cache-control']).toBe(FEED.headers['Cache-Control']);
    expect(reply.headers['content-length']).toBe(String(Buffer.byteLength(FEED.body)));
    expect(reply.result).toEqual({ props: {} });
  });

  it('sends an ETag and answers 304 when the client already holds that version', async () => {
    const first = await ask(async () => FEED);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"\s]+"$/);
    const again = await ask(async () => FEED, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe(FEED.headers['Cache-Control']);
    const changed = await ask(async () => ({ ...FEED, body: '<rss>new</rss>' }), { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
  });

  it('HEAD gets the headers without the body', async () => {
    const reply = await ask(async () => FEED, { method: 'HEAD' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-length']).toBe(String(Buffer.byteLength(FEED.body)));
    expect(reply.body).toBe('');
  });

  it('an error answer is written as it is', async () => {
    const reply = await ask(async () => ({ status: 404, body: 'Not Found\n', headers: { 'Content-Type': 'text/plain; charset=utf-8' } }));
    expect(reply).toMatchObject({ status: 404, body: 'Not Found\n' });
  });

  it('a path the page file catches but no document lives at is the site\'s 404 page (Next renders it)', async () => {
    const answerFor = jest.fn(() => null);
    const reply = await ask(answerFor);
    expect(reply.result).toEqual({ notFound: true });
    expect(reply.body).toBe('rendered by Next');
  });

  it.each([
    ['the client router\'s header', { path: '/feed/', headers: { 'x-nextjs-data': '1' } }],
    ['the /_next/data/ address', { path: '/_next/data/build/feed.json' }],
  ])('a props request (%s) is a plain 404, so the browser loads the address itself, and no document is built', async (_name, init) => {
    const answerFor = jest.fn(async () => FEED);
    const reply = await ask(answerFor, init);
    expect(reply.status).toBe(404);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(() => JSON.parse(reply.body)).toThrow();
    expect(answerFor).not.toHaveBeenCalled();
  });
});
