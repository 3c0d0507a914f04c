/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * Layers that run one way (issue 15, docs/architecture.md): reads every import of the site, type
 * imports included, and fails on a cycle between two top-level folders or between two sub-folders
 * of one folder, on an import against the layer order, and on the site importing mocks/ or scripts/.
 * The lint rule in eslint.config.mjs says the same per file as one edits it.
 */

const ROOT = path.resolve(__dirname, '../..');
const SITE_FOLDERS = ['pages', 'components', 'lib', 'ads', 'api-clients', 'foundation', 'styles'];

/** What each top-level folder may import, besides itself (the layer picture). */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  pages: ['components', 'lib', 'ads', 'api-clients', 'foundation', 'styles'],
  components: ['lib', 'ads', 'api-clients', 'foundation', 'styles'],
  lib: ['ads', 'api-clients', 'foundation'],
  ads: ['api-clients', 'foundation'],
  'api-clients': ['foundation'],
  foundation: [],
  styles: [],
};

interface Edge {
  from: string;
  to: string;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|js|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every import of the site as repo paths (without extension), type imports included. */
function siteImports(): Edge[] {
  const files = SITE_FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder))).concat(
    ['instrumentation.ts', 'next.config.js'].map((name) => path.join(ROOT, name)),
  );
  return files.flatMap((file) => {
    const from = path.relative(ROOT, file);
    return Array.from(readFileSync(file, 'utf8').matchAll(IMPORT), (match) => match[1] ?? match[2] ?? match[3] ?? '')
      .map((specifier) => {
        if (specifier.startsWith('@/')) return specifier.slice(2);
        if (specifier.startsWith('.')) return path.relative(ROOT, path.resolve(path.dirname(file), specifier));
        return null;
      })
      .filter((to): to is string => to !== null)
      .map((to) => ({ from, to }));
  });
}

const edges = siteImports();

/** The unit a file belongs to at a folder: its sub-folder's name, or '.' for the folder's own files. */
function unitUnder(folder: string, file: string): string | null {
  const prefix = folder === '' ? '' : `${folder}/`;
  if (!file.startsWith(prefix)) return null;
  const rest = file.slice(prefix.length).split('/');
  return rest.length > 1 ? (rest[0] ?? '.') : '.';
}

/** Pairs of units under `folder` that import each other, with one import each way. */
function cyclesUnder(folder: string): string[] {
  const pairs = new Map<string, string>();
  for (const { from, to } of edges) {
    const a = unitUnder(folder, from);
    const b = unitUnder(folder, to);
    if (a && b && a !== b) pairs.set(`${a} -> ${b}`, `${from} imports ${to}`);
  }
  return [...pairs.keys()]
    .filter((key) => {
      const [a, b] = key.split(' -> ');
      return pairs.has(`${b} -> ${a}`) && (a ?? '') < (b ?? '');
    })
    .map((key) => {
      const [a, b] = key.split(' -> ');
      return `${pairs.get(key)} and ${pairs.get(`${b} -> ${a}`)}`;
    });
}

const siteFolders = [...new Set(edges.flatMap(({ from }) => from.split('/').slice(0, -1).map((_, index, parts) => parts.slice(0, index + 1).join('/'))))].sort();

describe('layers that run one way', () => {
  it('reads the imports of the whole site', () => {
    expect(edges.length).toBeGreaterThan(1_000);
    expect(siteFolders).toEqual(expect.arrayContaining(['foundation', 'lib/page-config', 'lib/page-data', 'api-clients/cache']));
  });

  it('each top-level folder imports only the layers below it', () => {
    const against = edges
      .map(({ from, to }) => ({ from, to, a: from.split('/')[0] ?? '', b: to.split('/')[0] ?? '' }))
      .filter(({ a, b }) => a !== b && a in ALLOWED && !(ALLOWED[a] ?? []).includes(b))
      .map(({ from, to }) => `${from} imports ${to}`);
    expect(against).toEqual([]);
  });

  it('no two top-level folders import each other', () => {
    expect(cyclesUnder('')).toEqual([]);
  });

  it.each(siteFolders)('no two sub-folders of %s import each other', (folder) => {
    expect(cyclesUnder(folder)).toEqual([]);
  });

  it('the site never imports mocks/ or scripts/', () => {
    expect(edges.filter(({ to }) => /^(mocks|scripts)(\/|$)/.test(to)).map(({ from, to }) => `${from} imports ${to}`)).toEqual([]);
  });
});
