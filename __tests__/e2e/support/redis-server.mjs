// A throw-away redis-server on loopback for tests: no persistence, stopped by process group.
import net from 'node:net';
import { redisBinary } from '../../../scripts/deploy/redis.mjs';
import { freePort, startGroup, stopGroup } from '../../../scripts/lib/processes.mjs';

/** Resolves once Redis on `port` answers PING, or rejects after `timeoutMs`. */
async function waitForRedis(port, child, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
    const answered = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.setTimeout(500, () => socket.destroy());
      socket.on('connect', () => socket.write('PING\r\n'));
      socket.on('data', (data) => {
        resolve(data.toString().startsWith('+PONG'));
        socket.destroy();
      });
      socket.on('error', () => resolve(false));
      socket.on('close', () => resolve(false));
    });
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server on port ${port} did not answer within ${timeoutMs} ms`);
}

/** Starts `redis-server` on a free (or the given) loopback port; `stop()` ends it, `url` is for REDIS_URL. */
export async function startRedis({ port } = {}) {
  const chosen = port ?? (await freePort());
  const child = startGroup('redis-server', redisBinary(), ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  try {
    await waitForRedis(chosen, child);
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
  return {
    port: chosen,
    url: `redis://127.0.0.1:${chosen}`,
    stop: () => stopGroup(child),
    /** Freezes Redis with its connections open (a hung server), and thaws it. */
    pause: () => process.kill(-child.pid, 'SIGSTOP'),
    resume: () => process.kill(-child.pid, 'SIGCONT'),
  };
}
