// Writes (or with --check, checks) the stylesheet lists of the parts whose code is not first-load
// JavaScript (decisions 032 to 034): after its `// styles-of:` lines, a file imports for side effect
// every CSS module the parts they name reach through static imports, so the server HTML's classes
// are styled at first paint although the parts' code comes later or never.
//   node scripts/later-part-styles.mjs          rewrites every such file
//   node scripts/later-part-styles.mjs --check  exits 1 naming each file that is out of date
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MARKER = /^\/\/ styles-of: (.+)$/;
const STATIC_IMPORT = /^import\s+(?!type\b)(?:[^'"]*?from\s+)?['"]([^'"]+)['"]/gm;
const SOURCE_EXTENSIONS = ['.tsx', '.ts', '/index.ts', '/index.tsx'];

/** The file an import names (`@/` or relative), or null for a package. */
function resolveImport(root, fromFile, specifier) {
  const base = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : specifier.startsWith('.') ? path.join(path.dirname(fromFile), specifier) : null;
  if (base === null) return null;
  if (/\.(scss|css)$/.test(base)) return base;
  for (const extension of ['', ...SOURCE_EXTENSIONS]) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * CSS modules reachable from `sources` through static, non-type imports (dynamic imports load their
 * own), in the order the bundler meets them (depth first, in import order): the cascade's order, so
 * a parent's class that overrides its child's still comes after it.
 */
export function stylesheetsReachableFrom(root, sources) {
  const seen = new Set();
  const sheets = new Set();
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.endsWith('.scss') || file.endsWith('.css')) {
      sheets.add(file);
      return;
    }
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolveImport(root, file, match[1]);
      if (target) walk(target);
    }
  };
  for (const source of sources) walk(source);
  return [...sheets];
}

const STYLESHEET_IMPORT = /^import '[^']+\.s?css';$/;

/**
 * The text `file` should have: after its `// styles-of:` lines, one import per stylesheet the named
 * parts reach, in place of the stylesheet imports that follow those lines now; the rest as it is.
 */
export function expectedStylesFile(root, file, text) {
  const lines = text.split('\n');
  const first = lines.findIndex((line) => MARKER.test(line));
  if (first < 0) return text;
  let end = first;
  const sources = [];
  for (; end < lines.length && MARKER.test(lines[end]); end += 1) sources.push(path.resolve(path.dirname(file), MARKER.exec(lines[end])[1]));
  let rest = end;
  while (rest < lines.length && STYLESHEET_IMPORT.test(lines[rest])) rest += 1;
  const specifier = (sheet) =>
    path.dirname(sheet) === path.dirname(file) ? `./${path.basename(sheet)}` : `@/${path.relative(root, sheet).split(path.sep).join('/')}`;
  const imports = stylesheetsReachableFrom(root, sources)
    .filter((sheet) => sheet !== file)
    .map((sheet) => `import '${specifier(sheet)}';`);
  return [...lines.slice(0, end), ...imports, ...lines.slice(rest)].join('\n');
}

/** Every TypeScript file under `folder` that has a `// styles-of:` line. */
export function laterPartStylesFiles(folder) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...laterPartStylesFiles(full));
    else if (/\.tsx?$/.test(entry.name) && /^\/\/ styles-of: /m.test(readFileSync(full, 'utf8'))) found.push(full);
  }
  return found.sort();
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const rootArgument = process.argv.find((argument) => argument.startsWith('--root='));
  const siteRoot = rootArgument ? path.resolve(rootArgument.slice('--root='.length)) : root;
  const check = process.argv.includes('--check');
  const stale = [];
  for (const file of laterPartStylesFiles(path.join(siteRoot, 'components'))) {
    const text = readFileSync(file, 'utf8');
    const expected = expectedStylesFile(siteRoot, file, text);
    if (text === expected) continue;
    stale.push(path.relative(siteRoot, file));
    if (!check) writeFileSync(file, expected);
  }
  if (check && stale.length > 0) {
    console.error(`Stylesheet lists out of date (run node scripts/later-part-styles.mjs):\n${stale.map((file) => `  ${file}`).join('\n')}`);
    process.exit(1);
  }
  if (!check) console.log(stale.length ? `rewrote ${stale.join(', ')}` : 'all up to date');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
