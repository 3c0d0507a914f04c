// Runs a command with the demo settings: `node scripts/with-demo-env.mjs next build`.
import { spawnSync } from 'node:child_process';
import { demoEnv } from './lib/demo-env.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-demo-env.mjs <command> [args…]');
  process.exit(2);
}
const result = spawnSync(command, args, { stdio: 'inherit', env: demoEnv(), shell: false });
process.exit(result.status ?? 1);
