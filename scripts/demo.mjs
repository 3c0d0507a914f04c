// `npm run demo`: builds if needed, then runs the bundled content API (:8080) and the site (:3000)
// together; Ctrl-C stops both. The site runs as the standalone replica ops deploy (`node server.js`,
// docs/deploy.md): `next start` only warns that it does not suit `output: 'standalone'`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { assembleStandalone, standalonePaths } from './deploy/assemble-standalone.mjs';
import { isBuildCurrent, writeBuildStamp } from './lib/build-stamp.mjs';
import { demoBuildEnv, demoEnv } from './lib/demo-env.mjs';
import { NEXT_BIN, startGroup, stopGroup, TSX_BIN, waitForUrl } from './lib/processes.mjs';

const env = demoEnv({ NEXT_TELEMETRY_DISABLED: '1' });
const sitePort = env.PORT ?? '3000';
const contentApiUrl = new URL(env.NEXT_PUBLIC_MOCK_API_BASE_URL);

if (!isBuildCurrent(env) || !existsSync(standalonePaths().serverJs)) {
  console.log('Building the site (next build)…');
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], { stdio: 'inherit', env: demoBuildEnv({ NEXT_TELEMETRY_DISABLED: '1' }) });
  if (build.status !== 0) process.exit(build.status ?? 1);
  assembleStandalone();
  writeBuildStamp(env);
}

const contentApi = startGroup('content-api', process.execPath, [TSX_BIN, 'mocks/server/main.ts'], {
  env: { ...env, PORT: contentApiUrl.port || '8080', MOCK_PUBLIC_BASE_URL: contentApiUrl.origin },
});
await waitForUrl(`${contentApiUrl.origin}/health`, { child: contentApi });
const site = startGroup('site', process.execPath, [standalonePaths().serverJs], { env: { ...env, PORT: sitePort, HOSTNAME: '0.0.0.0' } });
await waitForUrl(`http://localhost:${sitePort}/api/health/`, { child: site });
console.log(`\nプレイノート is running at http://localhost:${sitePort}/ (content API at ${contentApiUrl.origin}). Ctrl-C stops both.\n`);

let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all([stopGroup(site), stopGroup(contentApi)]);
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
for (const child of [contentApi, site]) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${child.name} exited (${code}); stopping the demo.`);
      void stopAll(code ?? 1);
    }
  });
}
