// V8's explicit compile hint (Chrome 136+): a file that begins with `//# allFunctionsCalledOnLoad`
// has all its functions compiled on the background thread that streams it, not lazily on the main
// thread at first call. Without it, the task that starts the page spent about two thirds of its
// time compiling react-dom's and Next's functions (docs/decisions/036-compile-hints.md). Turbopack
// has no setting for it, so the build's chunks get it here, after `next build`, with their source
// maps shifted by the line it adds. Only chunks of at least MIN_HINTED_BYTES: a small chunk's lazy
// compile is short, and each hint is 29 more bytes for the reader to fetch.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
export const MIN_HINTED_BYTES = 16 * 1024;

/** The chunk's text with the hint in front (the same text when it has it already). */
export function withCompileHint(js) {
  return js.startsWith(COMPILE_HINT) ? js : COMPILE_HINT + js;
}

/** A source map (plain or indexed) for the same file with one line added at its top. */
export function shiftedOneLine(map) {
  if (Array.isArray(map.sections)) {
    return { ...map, sections: map.sections.map((section) => ({ ...section, offset: { ...section.offset, line: section.offset.line + 1 } })) };
  }
  return { ...map, mappings: `;${map.mappings}` };
}

/** The file a chunk's `//# sourceMappingURL=` names, beside it; null when it names none. */
function sourceMapOf(chunkFile, js) {
  const named = /\n\/\/# sourceMappingURL=([^\s]+)\s*$/.exec(js);
  return named && !named[1].startsWith('data:') ? path.join(path.dirname(chunkFile), named[1]) : null;
}

function* javaScriptFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* javaScriptFiles(file);
    else if (entry.name.endsWith('.js')) yield file;
  }
}

/**
 * Adds the hint to every JavaScript chunk of at least `minBytes` under <staticDir>/chunks (and
 * shifts its source map, when the build wrote one). Safe to run twice: a hinted chunk is left as
 * it is. Returns the chunks it hinted this time, relative to staticDir.
 */
export function addCompileHints(staticDir, { minBytes = MIN_HINTED_BYTES } = {}) {
  const chunks = path.join(staticDir, 'chunks');
  if (!existsSync(chunks)) return [];
  const hinted = [];
  for (const file of javaScriptFiles(chunks)) {
    if (statSync(file).size < minBytes) continue;
    const js = readFileSync(file, 'utf8');
    if (js.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, withCompileHint(js));
    const mapFile = sourceMapOf(file, js);
    if (mapFile && existsSync(mapFile)) writeFileSync(mapFile, JSON.stringify(shiftedOneLine(JSON.parse(readFileSync(mapFile, 'utf8')))));
    hinted.push(path.relative(staticDir, file));
  }
  return hinted;
}
