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

/**
 * Settings only the demo build gets (`npm run build:demo`, the demo's own build): the ad providers'
 * script URLs the browser tests answer with a stand-in (reserved .example names, never resolved), so
 * the build's Content-Security-Policy allows their hosts as a production build with providers does
 * (the policy takes them at build time, decision 012). At run time they stay unset, so the demo and
 * the tests render no provider unit unless a test sets them.
 */
export const DEMO_BUILD_ONLY_ENV = { FLEXONE_SCRIPT_URL: 'https://flexone.example/tag.js', YAHOO_ADS_SCRIPT_URL: 'https://yads.example/js/yads.js' };

/** The demo settings for `next build`: those of demoEnv plus DEMO_BUILD_ONLY_ENV (the environment still wins). */
export function demoBuildEnv(overrides = {}) {
  return { ...parseEnvFile(readFileSync(ENV_EXAMPLE, 'utf8')), ...DEMO_BUILD_ONLY_ENV, ...process.env, ...overrides };
}
