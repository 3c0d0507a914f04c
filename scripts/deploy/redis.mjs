// A throw-away Redis for the cluster and its tests: Debian's redis-server on loopback, no
// persistence (the shared cache is a cache: losing it costs upstream calls, never data).
import { existsSync } from 'node:fs';
import net from 'node:net';
import { startGroup, stopGroup } from '../lib/processes.mjs';

/** REDIS_SERVER_BIN when set (another build, or a wrapper: npm run test:dates uses one), else Debian's. */
export function redisBinary() {
  if (process.env.REDIS_SERVER_BIN) return process.env.REDIS_SERVER_BIN;
  return ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) => existsSync(file)) ?? 'redis-server';
}

/** Arguments for a memory-only Redis on `host:port`, evicting least recently used keys past `maxMemory`. */
export function redisArgs({ host, port, dir, maxMemory = '256mb' }) {
  return [
    '--bind', host, '--port', String(port), '--protected-mode', 'yes',
    '--save', '', '--appendonly', 'no', '--dir', dir,
    '--maxmemory', maxMemory, '--maxmemory-policy', 'allkeys-lru',
    '--loglevel', 'warning',
  ];
}

/** Sends PING; resolves true on +PONG. */
export function pingRedis(host, port, timeoutMs = 1_000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => done(chunk.toString().startsWith('+PONG')));
  });
}

/** Starts redis-server in its own process group and waits for PONG. */
export async function startRedis({ host = '127.0.0.1', port, dir, stdio = 'ignore', timeoutMs = 10_000 }) {
  const child = startGroup('redis', redisBinary(), redisArgs({ host, port, dir }), { env: process.env, stdio });
  const deadline = Date.now() + timeoutMs;
  while (!(await pingRedis(host, port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode} (is port ${port} free?)`);
    if (Date.now() > deadline) {
      await stopGroup(child);
      throw new Error(`redis-server did not answer on ${host}:${port} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `redis://${host}:${port}`, host, port, child, stop: () => stopGroup(child) };
}
