// Runs a command with the demo settings: `node scripts/with-demo-env.mjs next dev`;
// `--build` first adds the settings only the demo build gets (demoBuildEnv): `… --build next build`.
import { spawnSync } from 'node:child_process';
import { demoBuildEnv, demoEnv } from './lib/demo-env.mjs';

const forBuild = process.argv[2] === '--build';
const [command, ...args] = process.argv.slice(forBuild ? 3 : 2);
if (!command) {
  console.error('usage: node scripts/with-demo-env.mjs [--build] <command> [args…]');
  process.exit(2);
}
const result = spawnSync(command, args, { stdio: 'inherit', env: forBuild ? demoBuildEnv() : demoEnv(), shell: false });
process.exit(result.status ?? 1);
