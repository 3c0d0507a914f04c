/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(base: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

describe('standalone content API server', () => {
  let child: ChildProcess;
  let base: string;
  let output = '';

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', ARTICLE_COUNT: '500' };
    // Image URLs must default to the server's own port.
    delete env.MOCK_PUBLIC_BASE_URL;
    child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server/main.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForHealth(base, child, 30_000);
  }, 40_000);

  afterAll(() => {
    if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGKILL');
  });

  it('logs one JSON start line with the port and article count', () => {
    const line = output.split('\n').find((l) => l.includes('content-api.listening'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({ port: Number(new URL(base).port), articleCount: 500 });
  });

  it('serves an article through the msw handlers', async () => {
    const list = await (await fetch(`${base}/api/q/articles?categoryCode=news&limit=1`)).json();
    const id = list.data[0].id as string;
    const response = await fetch(`${base}/api/article?articleId=${id}`);
    expect(response.status).toBe(200);
    expect((await response.json()).articleId).toBe(Number(id));
    expect((await fetch(`${base}/api/article?articleId=1`)).status).toBe(404);
    expect((await fetch(`${base}/no/such/path`)).status).toBe(404);
  });

  it('serves placeholder images as SVG, and its image URLs point at itself', async () => {
    const list = await (await fetch(`${base}/api/q/articles?categoryCode=review&limit=1`)).json();
    const thumbnail = new URL(list.data[0].thumbnailUrl as string);
    expect(thumbnail.port).toBe(new URL(base).port);
    const image = await fetch(`${base}${thumbnail.pathname}?w=480`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('width="480" height="270"');
  });

  it('answers the site\'s forwarded browser reports (POST /api/logging) with 204', async () => {
    const reports = [{ kind: 'error', message: 'boom', page: '/' }];
    const response = await fetch(`${base}/api/logging`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ reports }) });
    expect(response.status).toBe(204);
  });

  it('stops on SIGTERM', async () => {
    const exited = once(child, 'exit');
    process.kill(child.pid!, 'SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
  }, 10_000);
});
