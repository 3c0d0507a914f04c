import { readFileSync } from 'node:fs';
import path from 'node:path';
import { servedBuildFolder } from '@/lib/next-adapters/built-policy-check';

export interface BuiltHeader {
  key: string;
  value: string;
}

/** The headers() entry of every path (lib/security/csp.js securityHeaders: source '/:path*'). */
const EVERY_PATH_SOURCE = '/:path*';

let cached: { folder: string; headers: BuiltHeader[] } | undefined;

/**
 * The security headers as the served build applies them to every path, policy hashes included:
 * routes-manifest.json (Next's file) after the post-build step wrote the hashes in (decision 030).
 * Next skips headers() on the answers it makes before routing, e.g. its 400 for a path that does
 * not decode (issue 35, finding 2); pages/_error.tsx sets these on them. [] when unreadable: the
 * start-up check (built-policy-check.ts) has already stopped a server with no such file.
 */
export function builtSiteHeaders(folder: string = servedBuildFolder()): BuiltHeader[] {
  if (cached?.folder === folder) return cached.headers;
  let headers: BuiltHeader[];
  try {
    const manifest = JSON.parse(readFileSync(/* turbopackIgnore: true */ path.join(folder, 'routes-manifest.json'), 'utf8')) as { headers?: { source: string; headers: BuiltHeader[] }[] };
    headers = manifest.headers?.find((entry) => entry.source === EVERY_PATH_SOURCE)?.headers ?? [];
  } catch {
    headers = [];
  }
  cached = { folder, headers };
  return headers;
}

/** Sets each built header the response does not carry yet (headers() may have run for it). */
export function applyBuiltSiteHeaders(response: { hasHeader(name: string): boolean; setHeader(name: string, value: string): unknown; headersSent: boolean }, headers: BuiltHeader[] = builtSiteHeaders()): void {
  if (response.headersSent) return;
  for (const { key, value } of headers) if (!response.hasHeader(key)) response.setHeader(key, value);
}
