/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { readBodyWithin } from '@/lib/api-handlers/logging/read-body';

/** A request body of `chunks` chunks of 1 KB, counting how many were read. */
function bodyOf(chunks: number, headers: Record<string, string> = {}) {
  const counter = { read: 0 };
  const stream = Readable.from(
    (function* produce() {
      for (let index = 0; index < chunks; index += 1) {
        counter.read += 1;
        yield Buffer.alloc(1024, 0x61);
      }
    })(),
    { objectMode: false, highWaterMark: 1024 },
  );
  return { req: Object.assign(stream, { headers }) as unknown as IncomingMessage, counter };
}

describe('reading a report body within 8 KB (8192 bytes)', () => {
  it('returns a body of exactly 8192 bytes whole', async () => {
    const { req } = bodyOf(8);
    const reading = await readBodyWithin(req, 8192);
    expect(reading.ok && reading.body.length).toBe(8192);
  });

  it('stops reading at 8 KB + 1 KB of a 1 MB body (413), holding nothing more', async () => {
    const { req, counter } = bodyOf(1024);
    await expect(readBodyWithin(req, 8192)).resolves.toEqual({ ok: false, reason: 'too-large' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The stream's read-ahead may take a chunk or two more; nothing like the whole megabyte.
    expect(counter.read).toBeLessThan(16);
  });

  it('refuses a declared Content-Length of 8193 before reading anything (413)', async () => {
    const { req, counter } = bodyOf(9, { 'content-length': '8193' });
    await expect(readBodyWithin(req, 8192)).resolves.toEqual({ ok: false, reason: 'too-large' });
    expect(counter.read).toBe(0);
  });
});
