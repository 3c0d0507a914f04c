// Puts the AMP validator's engine file where the AMP tests load it (DECISIONS.md, AMP).
//
// amphtml-validator would download validator_wasm.js from cdn.ampproject.org; these machines reach
// only the npm registry. next@15.5.29 ships the same file at
// package/dist/compiled/amphtml-validator/validator_wasm.js, so: `npm pack next@15.5.29` into a
// temporary folder, extract that one file with tar, and keep it at
// .cache/amp-validator/validator_wasm.js (gitignored). A file already there is reused.
//
//   node scripts/setup-amp-validator.mjs           → prints the path of the engine file
//   import { ensureAmpValidatorEngine } from …     → same, as a function (tests call it)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ENGINE_PACKAGE = 'next@15.5.29';
const ENGINE_IN_TARBALL = 'package/dist/compiled/amphtml-validator/validator_wasm.js';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const ENGINE_PATH = path.join(ROOT, '.cache', 'amp-validator', 'validator_wasm.js');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

/** Path of the validator engine file, fetched from the npm registry once and cached. */
export function ensureAmpValidatorEngine({ quiet = false } = {}) {
  if (existsSync(ENGINE_PATH) && statSync(ENGINE_PATH).size > 0) return ENGINE_PATH;
  const work = mkdtempSync(path.join(tmpdir(), 'amp-validator-'));
  try {
    if (!quiet) console.error(`Fetching the AMP validator engine from ${ENGINE_PACKAGE} (npm registry)…`);
    // `--json` prints the tarball's file name; `--ignore-scripts` because nothing is installed.
    const packed = JSON.parse(run('npm', ['pack', ENGINE_PACKAGE, '--pack-destination', work, '--json', '--ignore-scripts'], { cwd: work }));
    const tarball = path.join(work, packed[0].filename);
    run('tar', ['-xzf', tarball, '-C', work, ENGINE_IN_TARBALL]);
    mkdirSync(path.dirname(ENGINE_PATH), { recursive: true });
    // Written under another name first, so an interrupted run never leaves half a file behind.
    const partial = `${ENGINE_PATH}.partial`;
    renameSync(path.join(work, ENGINE_IN_TARBALL), partial);
    renameSync(partial, ENGINE_PATH);
    return ENGINE_PATH;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(ensureAmpValidatorEngine());
}
