// `npm run cluster`: the load-balanced set-up on one machine (docs/deploy.md). Starts Redis (the
// shared cache), the bundled content API, N standalone replicas (`node server.js`) and nginx in
// front, all on loopback; prints the addresses; Ctrl-C stops everything.
//
//   npm run cluster [-- --replicas 2 --port 3000 --no-redis --external-api --no-edge-cache]
//
// --no-edge-cache: nginx without its micro-cache (every request reaches a replica; bench:scale's "before").
// --external-api: no bundled content API; the replicas use API_BASE_URL etc. from the environment.
// Needs a build with its standalone folder: `npm run build:demo` (NEXT_DIST_DIR picks the folder).
// startCluster()/stopping are exported for the tests (__tests__/e2e/cluster.test.mjs) and the bench.
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { demoEnv } from '../lib/demo-env.mjs';
import { freePort, startGroup, stopGroup, TSX_BIN, waitForUrl } from '../lib/processes.mjs';
import { assembleStandalone, standalonePaths } from './assemble-standalone.mjs';
import { startNginx } from './nginx.mjs';
import { startRedis } from './redis.mjs';
import { optionOf } from '../lib/cli-options.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const HOST = '127.0.0.1';
/** Longer than nginx's upstream keepalive_timeout (60 s), so nginx closes idle connections first. */
const REPLICA_KEEP_ALIVE_MS = '65000';

/** stdio for a child: its lines prefixed with its name on our stdout, or nothing. */
function childOutput(child, logs) {
  if (!logs) return;
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${child.name}] ${line}\n`));
  }
}

function start(name, command, args, { env, logs, cwd }) {
  const child = startGroup(name, command, args, { env, cwd, stdio: logs ? ['ignore', 'pipe', 'pipe'] : 'ignore' });
  childOutput(child, logs);
  return child;
}

/** The bundled content API (mocks/server/main.ts) on `port`. */
export async function startContentApi({ port, env, requestLog, articleCount, logs = false }) {
  const url = `http://${HOST}:${port}`;
  const child = start('content-api', process.execPath, [TSX_BIN, 'mocks/server/main.ts'], {
    cwd: ROOT,
    logs,
    env: {
      ...env,
      PORT: String(port),
      HOST,
      MOCK_PUBLIC_BASE_URL: url,
      ...(requestLog ? { MOCK_REQUEST_LOG: requestLog } : {}),
      ...(articleCount ? { ARTICLE_COUNT: String(articleCount) } : {}),
    },
  });
  await waitForUrl(`${url}/health`, { child, timeoutMs: 180_000 });
  return { url, child, stop: () => stopGroup(child) };
}

/**
 * Waits until a replica is ready for traffic: /api/ready/ answers 200 (settings checked, caches
 * reachable), or, on a build without that endpoint, /api/health/ answers 200.
 */
export async function waitForReplica(url, { child, timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the replica exited with code ${child.exitCode}`);
    try {
      const ready = await fetch(`${url}/api/ready/`, { signal: AbortSignal.timeout(2_000) });
      await ready.arrayBuffer();
      if (ready.status === 200) return;
      if (ready.status === 404) {
        const health = await fetch(`${url}/api/health/`, { signal: AbortSignal.timeout(2_000) });
        await health.arrayBuffer();
        if (health.status === 200) return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

/** One standalone replica: `node <dist>/standalone/server.js` with HOSTNAME and PORT. */
export async function startReplica({ name, serverJs, port, env, logs = false }) {
  const url = `http://${HOST}:${port}`;
  const child = start(name, process.execPath, [serverJs], {
    logs,
    env: { ...env, HOSTNAME: HOST, PORT: String(port), KEEP_ALIVE_TIMEOUT: REPLICA_KEEP_ALIVE_MS },
  });
  await waitForReplica(url, { child });
  return { name, url, port, child, stop: () => stopGroup(child) };
}

/**
 * Starts the whole set-up and resolves when nginx answers through to a ready replica.
 * Returns { url, replicas, redis, contentApi, nginx, workDir, env, killReplica, stopRedis, startRedisAgain, stop }.
 */
export async function startCluster({
  replicas: replicaCount = 2,
  redis: withRedis = true,
  edgeCache = true,
  externalApi = false,
  distDir = process.env.NEXT_DIST_DIR || '.next',
  port,
  contentApiPort,
  requestLog,
  articleCount,
  env: extraEnv = {},
  logs = false,
} = {}) {
  const { serverJs, folder } = standalonePaths(distDir, ROOT);
  if (!existsSync(serverJs)) throw new Error(`${path.relative(ROOT, serverJs)} is missing: run \`npm run build:demo\` first`);
  if (!existsSync(path.join(folder, distDir, 'static'))) assembleStandalone({ distDir, root: ROOT });

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'playnote-cluster-'));
  // nginx's workers may run as another user when started by root: let them reach their temp files.
  chmodSync(workDir, 0o755);
  const stops = [];
  const cluster = { workDir, replicas: [], redis: null, contentApi: null, nginx: null };
  const stop = async () => {
    while (stops.length) await stops.pop()().catch(() => {});
    rmSync(workDir, { recursive: true, force: true });
  };
  cluster.stop = stop;

  try {
    const nginxPort = port ?? (await freePort());
    const url = `http://${HOST}:${nginxPort}`;
    const baseEnv = demoEnv({ NEXT_TELEMETRY_DISABLED: '1', ...extraEnv });

    let apiEnv = {};
    if (!externalApi) {
      const api = await startContentApi({ port: contentApiPort ?? (await freePort()), env: baseEnv, requestLog, articleCount, logs });
      stops.push(api.stop);
      cluster.contentApi = api;
      apiEnv = { API_BASE_URL: api.url, HISTORY_API_BASE_URL: api.url, NEXT_PUBLIC_MOCK_API_BASE_URL: api.url };
    }

    let redisPort = null;
    if (withRedis) {
      redisPort = await freePort();
      cluster.redis = await startRedis({ port: redisPort, dir: workDir, stdio: logs ? 'inherit' : 'ignore' });
      stops.push(() => cluster.redis?.stop());
    }

    const replicaEnv = {
      ...baseEnv,
      NODE_ENV: 'production',
      // Compression is nginx's (deploy/nginx.conf); matters for `next start`, baked into a standalone build.
      NEXT_COMPRESS: 'false',
      NEXT_PUBLIC_SITE_URL: extraEnv.NEXT_PUBLIC_SITE_URL ?? url,
      ...apiEnv,
      ...(withRedis ? { REDIS_URL: cluster.redis.url } : { REDIS_URL: '' }),
      ...extraEnv,
    };
    cluster.env = replicaEnv;
    const ports = await Promise.all(Array.from({ length: replicaCount }, () => freePort()));
    cluster.replicas = await Promise.all(
      ports.map(async (replicaPort, index) => {
        const replica = await startReplica({ name: `replica-${index + 1}`, serverJs, port: replicaPort, env: replicaEnv, logs });
        stops.push(replica.stop);
        return replica;
      }),
    );

    cluster.nginx = await startNginx({
      prefix: path.join(workDir, 'nginx'),
      host: HOST,
      port: nginxPort,
      replicas: cluster.replicas.map((replica) => `${HOST}:${replica.port}`),
      edgeCache,
      stdio: logs ? 'inherit' : 'ignore',
    });
    stops.push(cluster.nginx.stop);
    await waitForUrl(`${url}/api/health/`, { child: cluster.nginx.child, timeoutMs: 15_000 });
    cluster.url = url;
  } catch (error) {
    await stop();
    throw error;
  }

  /** SIGKILL a replica's whole process group: a crash, not a shutdown. */
  cluster.killReplica = async (index) => {
    const { child } = cluster.replicas[index];
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGKILL');
    await exited;
  };
  /** Stops Redis (the replicas keep running on their own memory caches). */
  cluster.stopRedis = async () => {
    await cluster.redis?.stop();
  };
  /** Starts Redis again on the same port, empty, as after a restart without persistence. */
  cluster.startRedisAgain = async () => {
    cluster.redis = await startRedis({ port: cluster.redis.port, dir: workDir, stdio: logs ? 'inherit' : 'ignore' });
  };
  return cluster;
}

function parseArgs(argv) {
  const option = (name, fallback) => optionOf(argv, name, fallback);
  return {
    replicas: Number(option('replicas', 2)),
    port: Number(option('port', process.env.CLUSTER_PORT ?? 3000)),
    redis: !argv.includes('--no-redis'),
    edgeCache: !argv.includes('--no-edge-cache'),
    externalApi: argv.includes('--external-api'),
  };
}

/** Whether nothing listens on the loopback port yet. */
function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!(await isPortFree(args.port))) throw new Error(`port ${args.port} is in use: choose another with --port`);
  // The bundled content API on the demo's address when free, so the images the pages link to load in a browser.
  const demoApiPort = Number(new URL(demoEnv().NEXT_PUBLIC_MOCK_API_BASE_URL ?? 'http://localhost:8080').port || 8080);
  const contentApiPort = (await isPortFree(demoApiPort)) ? demoApiPort : undefined;
  const cluster = await startCluster({ ...args, contentApiPort, logs: true });
  let stopping = false;
  const shutdown = (code) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the cluster…');
    void cluster.stop().then(() => process.exit(code));
  };
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  const children = [cluster.nginx.child, cluster.redis?.child, cluster.contentApi?.child, ...cluster.replicas.map((replica) => replica.child)];
  for (const child of children.filter(Boolean)) {
    child.once('exit', (code) => {
      if (stopping) return;
      console.error(`${child.name} exited (${code ?? child.signalCode}); stopping the cluster.`);
      shutdown(1);
    });
  }
  console.log(
    [
      '',
      `プレイノート cluster: ${cluster.url}/  (nginx → ${cluster.replicas.length} replicas)`,
      ...cluster.replicas.map((replica) => `  ${replica.name}: ${replica.url}/  (pid ${replica.child.pid})`),
      `  shared cache: ${cluster.redis ? cluster.redis.url : 'off (--no-redis)'}`,
      `  edge cache:   ${args.edgeCache ? 'on (nginx micro-cache; X-Edge-Cache on every answer)' : 'off (--no-edge-cache)'}`,
      `  content API:  ${cluster.contentApi ? cluster.contentApi.url : 'external (API_BASE_URL)'}`,
      `  health: ${cluster.url}/api/health/   readiness: ${cluster.url}/api/ready/   metrics (per replica): ${cluster.replicas[0].url}/api/metrics/`,
      'Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
