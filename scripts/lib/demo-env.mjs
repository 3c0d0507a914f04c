// The settings of .env.example, for the demo, the build in `npm test` and the browser tests.
// Values already in the environment win, so ops and CI can override any of them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ENV_EXAMPLE = fileURLToPath(new URL('../../.env.example', import.meta.url));

/** Parses KEY=value lines (comments and blank lines skipped). */
export function parseEnvFile(text) {
  const values = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) values[match[1]] = match[2];
  }
  return values;
}

export function demoEnv(overrides = {}) {
  return { ...parseEnvFile(readFileSync(ENV_EXAMPLE, 'utf8')), ...process.env, ...overrides };
}
