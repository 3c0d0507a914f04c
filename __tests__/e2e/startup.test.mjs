// Invalid settings stop `next start` (spec §5): logged, thrown with the spec's message, exit code 1.
// So does a build whose Content-Security-Policy lacks its script hashes (docs/decisions/030).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { BOOTSTRAP_HASHES_PLACEHOLDER } from '../../lib/security/csp.js';
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

  it('an empty history API password stops start-up; spec §5: its log line says Required', async () => {
    const { code, output } = await startWith({ HISTORY_API_PASSWORD: '' });
    assert.equal(code, 1);
    assert.match(output, /HISTORY_API_PASSWORD/);
    assert.match(output, /"event":"invalid-environment".*"HISTORY_API_PASSWORD":\["Required"\]/);
  });
});

describe('start-up check of the built policy\'s script hashes', { timeout: 90_000 }, () => {
  // A second build folder made of links to the tested build, but its own routes-manifest.json.
  const built = process.env.NEXT_DIST_DIR || '.next';
  const copy = `${built}-policy-check`;
  const manifest = JSON.parse(readFileSync(path.join(built, 'routes-manifest.json'), 'utf8'));
  const withSitePolicy = (edit) => ({
    ...manifest,
    headers: manifest.headers.map((entry) => ({
      ...entry,
      headers: entry.headers.map((header) => (header.key === 'Content-Security-Policy' && header.value.includes("'sha256-") ? { ...header, value: edit(header.value) } : header)),
    })),
  });

  before(() => {
    rmSync(copy, { recursive: true, force: true });
    mkdirSync(copy);
    for (const name of readdirSync(built)) {
      if (!['routes-manifest.json', 'cache', 'standalone'].includes(name)) symlinkSync(path.resolve(built, name), path.join(copy, name));
    }
  });
  after(() => rmSync(copy, { recursive: true, force: true }));

  for (const [name, edit, message] of [
    ['the post-build step has not run (placeholder)', (policy) => policy.replace(/('sha256-[^']+' ?)+/, `${BOOTSTRAP_HASHES_PLACEHOLDER} `), /has not run/],
    ['the hashes are another build\'s (stale)', (policy) => policy.replace(/'sha256-[^']+'/, "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='"), /stale/],
  ]) {
    it(`${name}: next start stops with the reason`, async () => {
      writeFileSync(path.join(copy, 'routes-manifest.json'), JSON.stringify(withSitePolicy(edit)));
      const { code, output } = await startWith({ NEXT_DIST_DIR: copy });
      assert.equal(code, 1, output);
      assert.match(output, /Start-up stopped: the Content-Security-Policy of .* does not fit its build/);
      assert.match(output, message);
    });
  }
});
