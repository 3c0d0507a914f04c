import type { IncomingMessage } from 'node:http';
import { BROWSER_REPORT_MAX_BYTES } from '@/foundation/site/browser-reports';

/** Spec: a report body over 8 KB is refused (413). */
export const MAX_REPORT_BODY_BYTES = BROWSER_REPORT_MAX_BYTES;

export type BodyReading = { ok: true; body: Buffer } | { ok: false; reason: 'too-large' | 'aborted' };

/**
 * The request body, read up to `maxBytes`. A declared Content-Length over the limit is refused
 * before reading anything; otherwise reading stops at the first chunk that passes the limit, so no
 * more than `maxBytes` (plus that one chunk) is ever held.
 */
export function readBodyWithin(req: IncomingMessage, maxBytes = MAX_REPORT_BODY_BYTES): Promise<BodyReading> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve({ ok: false, reason: 'too-large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (reading: BodyReading) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onError);
      resolve(reading);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        chunks.length = 0;
        req.pause();
        finish({ ok: false, reason: 'too-large' });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish({ ok: true, body: Buffer.concat(chunks, size) });
    const onError = () => finish({ ok: false, reason: 'aborted' });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    // A client that goes away before the end of its body.
    req.on('close', onError);
  });
}
