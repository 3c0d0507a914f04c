// The registry these machines reach serves only Linux builds of platform-specific optional
// packages (@next/swc-darwin-*, …). `npm install` then leaves them out of package-lock.json and
// `npm ci` refuses the lock as out of sync. This adds an entry for each missing optional
// dependency, with the os/cpu its name declares, so npm ci skips it on other platforms as usual.
// Run after every `npm install`: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCKFILE = 'package-lock.json';
const OS_NAMES = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU_NAMES = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OS_NAMES.find((candidate) => parts.includes(candidate));
  const cpu = CPU_NAMES.find((candidate) => parts.includes(candidate)) ?? (parts.includes('eabi') || parts.includes('gnueabihf') ? 'arm' : undefined);
  return { os, cpu, libc: parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : os === 'linux' ? 'glibc' : undefined };
}

const lock = JSON.parse(readFileSync(LOCKFILE, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os) continue; // not a platform build: genuinely missing, let npm report it
    packages[`node_modules/${name}`] = {
      version: range.replace(/^[\^~]/, ''),
      ...(cpu && { cpu: [cpu] }),
      ...(entry.dev && { dev: true }),
      ...(libc && { libc: [libc] }),
      optional: true,
      os: [os],
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
