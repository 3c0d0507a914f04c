// Starting and stopping the servers the demo and the browser tests need.
import { spawn } from 'node:child_process';
import net from 'node:net';

/** A free TCP port on loopback, chosen by the OS. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers (any status below 500) or `timeoutMs` passes. */
export async function waitForUrl(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

/**
 * Starts a command in its own process group, so stopping it also stops its children
 * (`next start` forks a `next-server` child).
 */
export function startGroup(name, command, args, { env, stdio = 'inherit', cwd } = {}) {
  const child = spawn(command, args, { env, stdio, cwd, detached: true });
  child.name = name;
  return child;
}

/** Stops a process group started by startGroup: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopGroup(child, graceMs = 5_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, graceMs);
  await exited;
  clearTimeout(timer);
}

export const NEXT_BIN = 'node_modules/next/dist/bin/next';
export const TSX_BIN = 'node_modules/tsx/dist/cli.mjs';
