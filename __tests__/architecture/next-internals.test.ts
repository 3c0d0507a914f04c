/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * Next and React through their public surfaces (issue 34, decision 037): an import of Next's
 * internals (`next/dist/…`) or of React's (`react-dom/src`, `react/cjs`, the secret internals) sits
 * in lib/next-adapters/ only, where each adapter has a test against the real `next start`.
 */
const ROOT = path.resolve(__dirname, '../..');
const SITE = ['pages', 'components', 'lib', 'ads', 'api-clients', 'foundation', 'instrumentation.ts', 'next.config.js'];
const ADAPTERS = path.join('lib', 'next-adapters');
const INTERNAL = /(?:from\s*|import\(\s*|require\(\s*)['"](next\/dist\/[^'"]+|react(?:-dom)?\/(?:src|cjs)\/[^'"]*)['"]|__SECRET_INTERNALS|__CLIENT_INTERNALS/g;

function files(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full).flatMap((name) => (/\.(ts|tsx|js|mjs)$/.test(name) || statSync(path.join(full, name)).isDirectory() ? files(path.join(entry, name)) : []));
}

describe('Next and React internals', () => {
  const used = SITE.flatMap(files).flatMap((file) => [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(INTERNAL)].map((match) => ({ file, what: match[1] ?? match[0] })));

  it('the site reads some of them (else this test looks for the wrong thing)', () => {
    expect(used.length).toBeGreaterThan(0);
  });

  it('only lib/next-adapters/ imports them', () => {
    expect(used.filter(({ file }) => !file.startsWith(ADAPTERS + path.sep))).toEqual([]);
  });
});
