// Unit test of scripts/deploy/compile-hints.mjs (V8's compile hint on the larger chunks, decision
// 036) on fixture chunks and source maps; needs no build. The built site is checked in
// hydrate-later.test.mjs.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { addCompileHints, COMPILE_HINT, MIN_HINTED_BYTES, shiftedOneLine, withCompileHint } from '../../scripts/deploy/compile-hints.mjs';

const folder = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
after(() => rmSync(folder, { recursive: true, force: true }));

/** A chunk of `bytes` bytes whose one function `answer` is mapped from src/answer.ts line 3 by its map. */
function writeChunk(name, bytes) {
  const code = 'function answer(){return 42}';
  const js = `${code}/*${'x'.repeat(Math.max(0, bytes - code.length - 40))}*/\n//# sourceMappingURL=${name}.map`;
  writeFileSync(path.join(folder, 'static/chunks', name), js);
  // [generated column 0 → source 0, line 2 (0-based), column 0, name 0]; "AAEAA" encodes 0,0,2,0,0.
  const map = { version: 3, file: name, sources: ['src/answer.ts'], names: ['answer'], mappings: 'AAEAA' };
  writeFileSync(path.join(folder, 'static/chunks', `${name}.map`), JSON.stringify(map));
}

describe("V8's compile hint on the build's chunks (decision 036)", () => {
  mkdirSync(path.join(folder, 'static/chunks/pages'), { recursive: true });
  writeChunk('big.js', MIN_HINTED_BYTES + 100);
  writeChunk('small.js', 2_000);
  writeChunk('pages/nested-big.js', MIN_HINTED_BYTES);
  const read = (name) => readFileSync(path.join(folder, 'static/chunks', name), 'utf8');
  const positionOf = (name) => {
    const lines = read(name).split('\n');
    const line = lines.findIndex((text) => text.startsWith('function answer'));
    return originalPositionFor(new TraceMap(read(`${name}.map`)), { line: line + 1, column: 0 });
  };

  it('hints chunks from MIN_HINTED_BYTES (16 KiB) up, nested ones too, and leaves smaller ones alone', () => {
    const hinted = addCompileHints(path.join(folder, 'static'));
    assert.deepEqual(hinted.sort(), ['chunks/big.js', 'chunks/pages/nested-big.js']);
    assert.ok(read('big.js').startsWith(COMPILE_HINT), 'the hint is the first line');
    assert.ok(!read('small.js').startsWith(COMPILE_HINT));
  });

  it("shifts a hinted chunk's source map by the line it adds, so the code maps where it did", () => {
    assert.deepEqual(positionOf('big.js'), { source: 'src/answer.ts', line: 3, column: 0, name: 'answer' });
    assert.deepEqual(positionOf('small.js'), { source: 'src/answer.ts', line: 3, column: 0, name: 'answer' });
  });

  it('is safe to run twice: nothing is hinted or shifted again', () => {
    const before = read('big.js.map');
    assert.deepEqual(addCompileHints(path.join(folder, 'static')), []);
    assert.equal(read('big.js.map'), before);
    assert.equal(withCompileHint(read('big.js')), read('big.js'));
  });

  it('shifts an indexed source map by its sections', () => {
    const indexed = { version: 3, sections: [{ offset: { line: 0, column: 0 }, map: { version: 3, sources: [], names: [], mappings: '' } }, { offset: { line: 5, column: 2 }, map: { version: 3, sources: [], names: [], mappings: '' } }] };
    assert.deepEqual(shiftedOneLine(indexed).sections.map((section) => section.offset), [{ line: 1, column: 0 }, { line: 6, column: 2 }]);
  });

  it('a build without chunks is left as it is', () => {
    assert.deepEqual(addCompileHints(path.join(folder, 'no-such-static')), []);
  });
});
