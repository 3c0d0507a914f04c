/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyBuiltSiteHeaders, type BuiltHeader } from '@/lib/next-adapters/built-headers';

const HEADERS: BuiltHeader[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Content-Security-Policy', value: "default-src 'self'; script-src 'self' 'sha256-abc'" },
];

function response(initial: Record<string, string> = {}, headersSent = false) {
  const headers = new Map(Object.entries(initial).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    headers,
    headersSent,
    hasHeader: (name: string) => headers.has(name.toLowerCase()),
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
  };
}

describe('applyBuiltSiteHeaders (issue 35, finding 2: Next answers some requests before headers())', () => {
  it('sets the built headers on an answer that has none (Next’s 400)', () => {
    const res = response();
    applyBuiltSiteHeaders(res, HEADERS);
    expect(Object.fromEntries(res.headers)).toEqual({ 'x-content-type-options': 'nosniff', 'content-security-policy': HEADERS[1]?.value });
  });

  it('leaves what headers() already set (the AMP twin’s own policy) and sends nothing once the headers are out', () => {
    const amp = response({ 'Content-Security-Policy': 'script-src https://cdn.ampproject.org/' });
    applyBuiltSiteHeaders(amp, HEADERS);
    expect(amp.headers.get('content-security-policy')).toBe('script-src https://cdn.ampproject.org/');
    const sent = response({}, true);
    applyBuiltSiteHeaders(sent, HEADERS);
    expect(sent.headers.size).toBe(0);
  });

  it('reads the every-path entry of the build’s routes-manifest.json', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'playnote-built-'));
    writeFileSync(path.join(folder, 'routes-manifest.json'), JSON.stringify({ headers: [{ source: '/article/amp/:path*', headers: [{ key: 'Content-Security-Policy', value: 'amp' }] }, { source: '/:path*', headers: HEADERS }] }));
    const { builtSiteHeaders } = await import('@/lib/next-adapters/built-headers');
    expect(builtSiteHeaders(folder)).toEqual(HEADERS);
    rmSync(folder, { recursive: true, force: true });
  });
});
