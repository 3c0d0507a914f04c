// Remembers which settings the last `next build` baked in, so the demo rebuilds only when needed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const STAMP = '.next/playnote-build-env';

export function buildFingerprint(env) {
  const baked = Object.keys(env)
    .filter((key) => key.startsWith('NEXT_PUBLIC_'))
    .sort()
    .map((key) => `${key}=${env[key]}`);
  return createHash('sha256').update(baked.join('\n')).digest('hex');
}

export function isBuildCurrent(env) {
  return existsSync('.next/BUILD_ID') && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === buildFingerprint(env);
}

export function writeBuildStamp(env) {
  writeFileSync(STAMP, buildFingerprint(env));
}
