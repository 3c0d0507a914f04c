// The commit a figure was measured on, for the reports the scripts write into docs/.
import { execFileSync } from 'node:child_process';

/** Short hash of HEAD, with `+ uncommitted changes` when tracked files differ from it. */
export function gitCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit} + uncommitted changes` : commit;
  } catch {
    return 'unknown';
  }
}
