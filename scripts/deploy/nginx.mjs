// nginx in front of the replicas, from the template deploy/nginx.conf, as any user.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { startGroup, stopGroup } from '../lib/processes.mjs';

const require = createRequire(import.meta.url);
const { PERMISSIONS_POLICY } = require('../../lib/security/csp.js');

export const NGINX_TEMPLATE = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));
/** nginx's own error pages (deploy/nginx.conf `location ^~ /_edge/`), copied into the prefix. */
export const EDGE_PAGES = fileURLToPath(new URL('../../deploy/edge-pages', import.meta.url));

/** The nginx binary: Debian installs it in /usr/sbin, often outside a non-root PATH. */
export function nginxBinary() {
  return ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file)) ?? 'nginx';
}

/**
 * Fills the template: `prefix` (a folder for pid, temp files, the edge cache and its error pages),
 * `listen` ("127.0.0.1:8000"), `replicas` (["127.0.0.1:3001", …]), `edgeCache` (the micro-cache,
 * on unless false). A request may be tried on every replica once.
 */
export function renderNginxConf(template, { prefix, listen, replicas, edgeCache = true }) {
  if (replicas.length === 0) throw new Error('nginx needs at least one replica');
  const values = {
    PREFIX: prefix,
    LISTEN: listen,
    PROXY_CACHE: edgeCache ? 'playnote_edge' : 'off',
    // The site's own Permissions-Policy (lib/security/csp.js) on nginx's own answers too.
    PERMISSIONS_POLICY,
    TRIES: String(Math.max(2, replicas.length)),
    UPSTREAM_SERVERS: replicas.map((address) => `        server ${address} max_fails=1 fail_timeout=5s;`).join('\n'),
  };
  const text = template.replace(/\{\{(\w+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf: unknown placeholder ${match}`);
    return values[name];
  });
  return text;
}

/**
 * Starts nginx in the foreground (its own process group) with the filled template in `prefix`,
 * and resolves once `http://{listen}/` accepts connections.
 */
export async function startNginx({ prefix, host, port, replicas, edgeCache = true, stdio = 'ignore' }) {
  mkdirSync(prefix, { recursive: true });
  cpSync(EDGE_PAGES, `${prefix}/edge-pages`, { recursive: true });
  const confFile = `${prefix}/nginx.conf`;
  const listen = `${host}:${port}`;
  writeFileSync(confFile, renderNginxConf(readFileSync(NGINX_TEMPLATE, 'utf8'), { prefix, listen, replicas, edgeCache }));
  const child = startGroup('nginx', nginxBinary(), ['-p', prefix, '-c', confFile, '-e', 'stderr'], { env: process.env, stdio });
  await waitForTcp(host, port, { child });
  return { url: `http://${listen}`, child, confFile, stop: () => stopGroup(child) };
}

async function waitForTcp(host, port, { child, timeoutMs = 15_000 }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode} before listening on ${host}:${port}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect({ host, port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${host}:${port} within ${timeoutMs} ms`);
}
