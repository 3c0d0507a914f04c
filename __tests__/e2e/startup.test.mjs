// Invalid settings stop `next start` (spec §5): logged, thrown with the spec's message, exit code 1.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { describe, it } from 'node:test';
import { demoEnv } from '../../scripts/lib/demo-env.mjs';
import { freePort, NEXT_BIN, stopGroup } from '../../scripts/lib/processes.mjs';

async function startWith(overrides) {
  const port = await freePort();
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    env: demoEnv({ NEXT_TELEMETRY_DISABLED: '1', ...overrides }),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => void stopGroup(child), 30_000);
  const code = await new Promise((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  return { code, output };
}

describe('start-up settings check', { timeout: 90_000 }, () => {
  it('an invalid server setting stops start-up with "Invalid environment variables"', async () => {
    const { code, output } = await startWith({ API_BASE_URL: 'not a url' });
    assert.equal(code, 1);
    assert.match(output, /Invalid environment variables/);
    assert.match(output, /"event":"invalid-environment".*API_BASE_URL/);
  });

  it('an invalid client setting stops start-up with "Invalid client environment variables"', async () => {
    const { code, output } = await startWith({ NEXT_PUBLIC_ENV: 'production' });
    assert.equal(code, 1);
    assert.match(output, /Invalid client environment variables/);
  });

  it('an empty history API password stops start-up', async () => {
    const { code, output } = await startWith({ HISTORY_API_PASSWORD: '' });
    assert.equal(code, 1);
    assert.match(output, /HISTORY_API_PASSWORD/);
  });
});
