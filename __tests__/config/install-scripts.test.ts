/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const ROOT = path.resolve(__dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

/** Names of the locked packages that have install scripts (npm records `hasInstallScript`). */
function packagesWithInstallScripts(): string[] {
  const lock = readJson('package-lock.json') as { packages: Record<string, { hasInstallScript?: boolean }> };
  const names = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([location]) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length));
  return [...new Set(names)].sort();
}

describe('install scripts (npm 11 allowScripts)', () => {
  it('every locked package with an install script has a decision in allowScripts, and no stale one stays', () => {
    const decided = Object.keys(readJson('package.json').allowScripts ?? {}).sort();
    expect(packagesWithInstallScripts().length).toBeGreaterThan(0);
    expect(decided).toEqual(packagesWithInstallScripts());
  });

  it('none runs: the site builds and tests without them (prebuilt binaries come as optional packages; msw has no worker directory to fill)', () => {
    const { allowScripts, msw } = readJson('package.json');
    expect(Object.values(allowScripts)).toEqual(Object.values(allowScripts).map(() => false));
    expect(msw?.workerDirectory).toBeUndefined();
  });
});


describe('engines (a fresh npm ci prints no EBADENGINE warning)', () => {
  // npm compares engines with the Node that runs it: the one the machines and CI run (20.20).
  it('every locked package admits the Node running the install (budoux\'s commander is held at 14: 15 wants Node 22)', () => {
    const lock = readJson('package-lock.json') as { packages: Record<string, { engines?: { node?: string } | string[] }> };
    const refusing = Object.entries(lock.packages)
      .filter(([location]) => location !== '')
      .flatMap(([location, entry]) => {
        const range = !entry.engines || Array.isArray(entry.engines) ? undefined : entry.engines.node;
        return range && !semver.satisfies(process.versions.node, range) ? [`${location} (${range})`] : [];
      });
    expect(Object.keys(lock.packages).length).toBeGreaterThan(100);
    expect(refusing).toEqual([]);
  });

  it('the Node versions package.json promises are ones every package the site runs on admits (sass\'s chokidar wants 20.19; lru-cache skips 21, ical-generator 23)', () => {
    const promised = (readJson('package.json') as { engines: { node: string } }).engines.node;
    const lock = readJson('package-lock.json') as { packages: Record<string, { dev?: boolean; optional?: boolean; engines?: { node?: string } | string[] }> };
    // Dev tools and optional platform builds (sharp's) are not what a deployed site runs on.
    const narrower = Object.entries(lock.packages)
      .filter(([location, entry]) => location !== '' && !entry.dev && !entry.optional)
      .flatMap(([location, entry]) => {
        const range = !entry.engines || Array.isArray(entry.engines) ? undefined : entry.engines.node;
        return range && !semver.subset(promised, range) ? [`${location} (${range})`] : [];
      });
    expect(narrower).toEqual([]);
    expect(semver.satisfies(process.versions.node, promised)).toBe(true);
  });
});
