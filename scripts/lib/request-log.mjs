// The bundled content API's request log (MOCK_REQUEST_LOG=path: one line "METHOD /path?query" per
// request), read to count upstream calls per source key in tests and benchmarks.
import { readFileSync } from 'node:fs';

export function readRequestLog(file) {
  try {
    return readFileSync(file, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

/** Upstream calls per key (path + query) in log lines, leaving out images and health checks. */
export function callsPerKey(lines) {
  const counts = new Map();
  for (const line of lines) {
    const target = line.slice(line.indexOf(' ') + 1);
    if (target.startsWith('/images/') || target.startsWith('/health')) continue;
    counts.set(target, (counts.get(target) ?? 0) + 1);
  }
  return counts;
}
