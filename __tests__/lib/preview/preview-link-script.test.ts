/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { verifyPreviewToken } from '@/lib/preview/token';

const SECRET = 'script-test-preview-secret-0123456789abcd';
const SITE_URL = 'https://editors.playnote.test';
const DEMO_SECRET = 'demo-preview-secret-change-me-0123456789';

function run(command: string, args: string[], env: Record<string, string>) {
  // Only what the test gives: neither the jest process's site URL nor a secret leaks in.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'PREVIEW_SECRET' && name !== 'NEXT_PUBLIC_SITE_URL'));
  const result = spawnSync(command, args, { cwd: process.cwd(), env: { ...inherited, ...env } as NodeJS.ProcessEnv, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr };
}

const script = (args: string[], env: Record<string, string> = { PREVIEW_SECRET: SECRET, NEXT_PUBLIC_SITE_URL: SITE_URL }) =>
  run(process.execPath, ['scripts/preview-link.mjs', ...args], env);

describe('scripts/preview-link.mjs (npm run preview-link)', () => {
  it('prints one signed absolute link that opens the path, with the site lib/preview/token.ts checks', () => {
    const { status, stdout } = script(['/preview/article/123456', '--hours', '72']);
    expect(status).toBe(0);
    const url = new URL(stdout);
    expect(`${url.origin}${url.pathname}`).toBe(`${SITE_URL}/preview/article/123456/`);
    expect(verifyPreviewToken(url.searchParams.get('token'), url.pathname, SECRET, new Date())).toBe('valid');
    expect(verifyPreviewToken(url.searchParams.get('token'), url.pathname, SECRET, new Date(Date.now() + 73 * 3_600_000))).toBe('expired');
  });

  it('runs through npm run preview-link -- <path>', () => {
    const { status, stdout } = run('npm', ['run', '--silent', 'preview-link', '--', '/preview/special/tgs2026/123456/2'], {
      PREVIEW_SECRET: SECRET,
      NEXT_PUBLIC_SITE_URL: SITE_URL,
    });
    expect(status).toBe(0);
    const url = new URL(stdout.split('\n').pop() ?? '');
    expect(verifyPreviewToken(url.searchParams.get('token'), '/preview/special/tgs2026/123456/2/', SECRET, new Date())).toBe('valid');
  });

  it('falls back to the .env.example values (the demo) when the environment has none', () => {
    const { status, stdout } = run(process.execPath, ['scripts/preview-link.mjs', '/preview/article/1'], {});
    expect(status).toBe(0);
    const url = new URL(stdout);
    expect(url.origin).toBe('http://localhost:3000');
    expect(verifyPreviewToken(url.searchParams.get('token'), '/preview/article/1/', DEMO_SECRET, new Date())).toBe('valid');
  });

  it('exits 2 with a clear message and prints no link without a secret', () => {
    const { status, stdout, stderr } = script(['/preview/article/1'], { PREVIEW_SECRET: '', NEXT_PUBLIC_SITE_URL: SITE_URL });
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/PREVIEW_SECRET/);
  });

  it.each([['/article/202611/123456/'], ['/preview/article/abc'], []])('exits 2 for a non-preview path: %j', (...args: string[]) => {
    const { status, stdout, stderr } = script(args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/使い方/);
  });
});
