import path from 'node:path';
import { checkBuiltPolicy } from '@/lib/next-adapters/bootstrap-hashes';

/**
 * The build folder this server serves: the standalone server.js hands its build-time config over
 * (its distDir, relative to the replica's folder, where server.js runs); `next start` runs in the
 * project with the distDir of next.config.js (NEXT_DIST_DIR or .next).
 */
export function servedBuildFolder(env: Record<string, string | undefined> = process.env, cwd: string = process.cwd()): string {
  let distDir: string | undefined;
  try {
    distDir = (JSON.parse(env.__NEXT_PRIVATE_STANDALONE_CONFIG ?? '{}') as { distDir?: string }).distDir;
  } catch {
    distDir = undefined;
  }
  return path.resolve(cwd, distDir || env.NEXT_DIST_DIR || '.next');
}

/**
 * A production server stops at start when its build's Content-Security-Policy does not hold exactly
 * the hashes of the build's inline bootstrap scripts (docs/decisions/030-script-hashes.md): with the
 * placeholder no page would start in a browser, with another build's hashes none would either.
 * Loud, like an invalid setting, rather than serve pages that cannot run.
 */
export function checkBuiltPolicyOrExit(folder: string = servedBuildFolder()): void {
  const problems = checkBuiltPolicy(folder);
  if (problems.length > 0) {
    console.error(`Start-up stopped: the Content-Security-Policy of ${folder} does not fit its build: ${problems.join('; ')}`);
    process.exit(1);
  }
}
