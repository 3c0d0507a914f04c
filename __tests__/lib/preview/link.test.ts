/** @jest-environment node */
import { buildPreviewLink, MAX_PREVIEW_LINK_HOURS } from '@/lib/preview/link';
import { isPreviewPath, normalisePreviewPath, previewBodyPagePath, previewPaths } from '@/foundation/paths/preview';
import { verifyPreviewToken } from '@/lib/preview/token';

const SECRET = 'unit-test-preview-secret-0123456789abcdef';
const ENV = { PREVIEW_SECRET: SECRET, NEXT_PUBLIC_SITE_URL: 'https://playnote.test' };
const NOW = new Date('2026-11-20T03:00:00Z');
const HOUR_MS = 3_600_000;

function link(args: string[], env: Record<string, string | undefined> = ENV) {
  const result = buildPreviewLink({ args, env, now: NOW });
  if (!result.ok) throw new Error(result.message);
  return { ...result, url: new URL(result.link) };
}

function refusal(args: string[], env: Record<string, string | undefined> = ENV): string {
  const result = buildPreviewLink({ args, env, now: NOW });
  if (result.ok) throw new Error(`expected a refusal, got ${result.link}`);
  return result.message;
}

describe('preview paths (spec §2)', () => {
  it.each([
    '/preview/article/123456/',
    '/preview/article/123456',
    '/preview/article/123456/2/',
    '/preview/special/tgs2026/',
    '/preview/special/tgs2026/123456/',
    '/preview/special/tgs2026/123456/3/',
    '/preview/article/123456/?page=2',
  ])('%s is a preview address', (path) => {
    expect(isPreviewPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/article/202611/123456/',
    '/preview/',
    '/preview/article/',
    '/preview/article/abc/',
    '/preview/article/123456/0/',
    '/preview/article/123456/01/',
    '/preview/article/123456/2/3/',
    '/preview/special/TGS/',
    '/preview/special/tgs2026/abc/',
    '/preview/article/1234567890123/',
    '//preview/article/1/',
  ])('%s is not a preview address', (path) => {
    expect(isPreviewPath(path)).toBe(false);
  });

  it('builders and body-page links keep the token and add page after page 1', () => {
    expect(previewPaths.article('1', null)).toBe('/preview/article/1/');
    expect(previewPaths.article('1', '2')).toBe('/preview/article/1/2/');
    expect(previewPaths.special('tgs2026')).toBe('/preview/special/tgs2026/');
    expect(previewPaths.special('tgs2026', '1', '2')).toBe('/preview/special/tgs2026/1/2/');
    expect(previewBodyPagePath(normalisePreviewPath('/preview/article/1'), 'T.sig', 1)).toBe('/preview/article/1/?token=T.sig');
    expect(previewBodyPagePath(normalisePreviewPath('/preview/article/1/'), 'T.sig', 3)).toBe('/preview/article/1/?token=T.sig&page=3');
    // The views' builder takes the path as the gate normalised it: a query in the address is gone by then.
    for (const page of [1, 2, 3]) expect(previewBodyPagePath(normalisePreviewPath('/preview/article/1?page=9'), 'T.sig', page)).toBe(previewBodyPagePath('/preview/article/1/', 'T.sig', page));
  });
});

describe('npm run preview-link: the signed link for editors', () => {
  it('prints site URL + normalised path + ?token= valid for that path for 7 days by default', () => {
    const { url, expiresAt } = link(['/preview/article/123456']);
    expect(`${url.origin}${url.pathname}`).toBe('https://playnote.test/preview/article/123456/');
    const token = url.searchParams.get('token') ?? '';
    expect(verifyPreviewToken(token, '/preview/article/123456/', SECRET, NOW)).toBe('valid');
    expect(expiresAt.getTime()).toBe(NOW.getTime() + 7 * 24 * HOUR_MS);
    expect(verifyPreviewToken(token, '/preview/article/123456/', SECRET, new Date(NOW.getTime() + 7 * 24 * HOUR_MS))).toBe('expired');
  });

  it.each([
    [['--hours', '72'], 72],
    [['--hours=1.5'], 1.5],
    [['--hours', String(MAX_PREVIEW_LINK_HOURS)], 720],
  ])('--hours sets the lifetime: %j → %s hours', (options, hours) => {
    const { expiresAt } = link(['/preview/special/tgs2026/123456/2', ...options]);
    expect(expiresAt.getTime()).toBe(NOW.getTime() + hours * HOUR_MS);
  });

  it('a full URL pasted by an editor is reduced to its path on the configured site', () => {
    const { url } = link(['http://localhost:3000/preview/special/tgs2026/?token=old']);
    expect(url.toString()).toMatch(/^https:\/\/playnote\.test\/preview\/special\/tgs2026\/\?token=\d+\.[\w-]{43}$/);
  });

  it.each([
    [['--hours', '721'], /--hours/],
    [['--hours', '0'], /--hours/],
    [['--hours', 'abc'], /--hours/],
    [['--hours', '-5'], /--hours/],
    [['--hours'], /--hours/],
  ])('a lifetime beyond 30 days or not a positive number is refused: %j', (options, message) => {
    expect(refusal(['/preview/article/1', ...options])).toMatch(message);
  });

  it.each([
    [[], /パスを指定/],
    [['/article/202611/123456/'], /プレビューのパスではありません/],
    [['ftp://example.com/preview/article/1/'], /プレビューのパスではありません/],
    [['preview/article/1'], /プレビューのパスではありません/],
    [['/preview/article/1', '/preview/article/2'], /1つだけ/],
    [['/preview/article/1', '--days', '3'], /不明なオプション/],
  ])('a missing or non-preview path is refused: %j', (args, message) => {
    expect(refusal(args)).toMatch(message);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['shorter than 32 characters', 'short-secret'],
  ])('without a secret (%s) no link is printed', (_name, secret) => {
    expect(refusal(['/preview/article/1'], { ...ENV, PREVIEW_SECRET: secret })).toMatch(/PREVIEW_SECRET/);
  });

  it('without a site URL no link is printed', () => {
    expect(refusal(['/preview/article/1'], { PREVIEW_SECRET: SECRET })).toMatch(/NEXT_PUBLIC_SITE_URL/);
  });
});
