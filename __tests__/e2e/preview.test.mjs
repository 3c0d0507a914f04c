// Editors' previews over HTTP against `next start` and the bundled content API (DECISIONS.md,
// Previews): only a valid signed link opens a preview; everything else is a 401 with the Japanese
// message and no content; every answer is private, uncached and noindex; the link printed by
// `npm run preview-link` works; with no PREVIEW_SECRET previews do not exist (404).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { startSite } from './support/servers.mjs';

const SECRET = 'e2e-preview-secret-0123456789-abcdefghij';
const DENIED_TEXT = 'このページを表示する権限がありません';
const HOUR_S = 3_600;

/** The token format written out here independently of lib/preview/token.ts. */
function sign(path, { expiresInSeconds = HOUR_S, secret = SECRET } = {}) {
  const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${expires}.${createHmac('sha256', secret).update(`${path}\n${expires}`).digest('base64url')}`;
}

async function getJson(url) {
  const response = await fetch(url);
  assert.equal(response.status, 200, url);
  return response.json();
}

async function get(url) {
  const response = await fetch(url, { redirect: 'manual' });
  return { response, body: await response.text() };
}

function assertPrivate(response, label) {
  const cacheControl = response.headers.get('cache-control') ?? '';
  assert.match(cacheControl, /private/, `${label}: Cache-Control ${cacheControl}`);
  assert.match(cacheControl, /no-store/, `${label}: Cache-Control ${cacheControl}`);
  assert.doesNotMatch(cacheControl, /s-maxage|public/, `${label}: Cache-Control ${cacheControl}`);
  assert.equal(response.headers.get('x-robots-tag'), 'noindex', `${label}: X-Robots-Tag`);
}

/** HTML text as the page shows it (titles may contain characters React escapes). */
function htmlText(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The bundled content API's first unpublished article (right after the newest published one) and its collection. */
async function discoverDraft(contentApiUrl) {
  const newest = await getJson(`${contentApiUrl}/api/q/articles?categoryCode=new-article&limit=1`);
  const id = String(Number(newest.data[0].id) + 1);
  const publicAnswer = await fetch(`${contentApiUrl}/api/article?articleId=${id}`);
  assert.equal(publicAnswer.status, 404, 'the draft is not published');
  const detail = await getJson(`${contentApiUrl}/api/article?articleId=${id}&preview=true`);
  const directories = await getJson(`${contentApiUrl}/matome/directories`);
  for (const { directoryName } of directories.data) {
    const response = await fetch(`${contentApiUrl}/api/article?path=${encodeURIComponent(`/special/${directoryName}/${id}/`)}&preview=true`);
    if (response.ok) return { id, title: detail.title, publishedAt: detail.publishedAt, directoryName };
  }
  throw new Error(`draft ${id} is in no collection`);
}

function jstYearMonth(iso) {
  const date = new Date(new Date(iso).getTime() + 9 * HOUR_S * 1000);
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

describe('editors’ previews over HTTP', { timeout: 240_000 }, () => {
  let site;
  let draft;

  before(async () => {
    site = await startSite({ env: { PREVIEW_SECRET: SECRET } });
    draft = await discoverDraft(site.contentApiUrl);
  });

  after(async () => {
    await site?.stop();
  });

  it('without a token: 401, the Japanese message, no content, private and noindex', async () => {
    const { response, body } = await get(`${site.siteUrl}/preview/article/${draft.id}/`);
    assert.equal(response.status, 401);
    assertPrivate(response, 'no token');
    assert.ok(body.includes(DENIED_TEXT), 'the 401 page explains in Japanese');
    assert.ok(!body.includes(htmlText(draft.title)), 'no content of the preview');
    assert.match(body, /<meta name="robots" content="noindex"/);
  });

  it('expired, tampered and other-path tokens: 401 with no content', async () => {
    const path = `/preview/article/${draft.id}/`;
    const genuine = sign(path);
    const [expires, signature] = genuine.split('.');
    const tokens = {
      expired: sign(path, { expiresInSeconds: -60 }),
      'tampered signature': `${expires}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      'tampered expiry': `${Number(expires) + HOUR_S}.${signature}`,
      'other path': sign(`/preview/article/${Number(draft.id) + 1}/`),
      'other secret': sign(path, { secret: `${SECRET}-old` }),
      garbage: 'x'.repeat(400),
    };
    for (const [name, token] of Object.entries(tokens)) {
      const { response, body } = await get(`${site.siteUrl}${path}?token=${encodeURIComponent(token)}`);
      assert.equal(response.status, 401, name);
      assertPrivate(response, name);
      assert.ok(body.includes(DENIED_TEXT), name);
      assert.ok(!body.includes(htmlText(draft.title)), `${name}: no content`);
    }
  });

  it('the link printed by npm run preview-link opens the unpublished article: 200, private, noindex', async () => {
    const run = spawnSync('npm', ['run', '--silent', 'preview-link', '--', `/preview/article/${draft.id}`, '--hours', '2'], {
      env: { ...process.env, PREVIEW_SECRET: SECRET, NEXT_PUBLIC_SITE_URL: site.siteUrl },
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(run.status, 0, run.stderr);
    const link = run.stdout.trim().split('\n').pop();
    assert.match(link, new RegExp(`^${site.siteUrl}/preview/article/${draft.id}/\\?token=\\d+\\.[\\w-]{43}$`));
    const { response, body } = await get(link);
    assert.equal(response.status, 200);
    assertPrivate(response, 'preview');
    assert.ok(body.includes(htmlText(draft.title)), 'the unpublished title shows with the token');
    // One headline, the title as text (phrase breaks are <wbr> markup, decision 022).
    const headline = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1] ?? '';
    assert.equal(headline.replace(/<[^>]+>/g, ''), htmlText(draft.title));
    assert.ok(body.includes('読者には表示されません'), 'the preview bar tells the editor what this is');
    assert.match(body, /<meta name="robots" content="noindex"/);
  });

  it('the unpublished title appears only with the token: the public address is a 404', async () => {
    const { response, body } = await get(`${site.siteUrl}/article/${jstYearMonth(draft.publishedAt)}/${draft.id}/`);
    assert.equal(response.status, 404);
    assert.ok(!body.includes(htmlText(draft.title)));
    const special = await get(`${site.siteUrl}/special/${draft.directoryName}/${draft.id}/`);
    assert.equal(special.response.status, 404);
  });

  it('each of the five preview routes opens with a token for its own path', async () => {
    const paths = [
      `/preview/article/${draft.id}/`,
      `/preview/article/${draft.id}/2/`,
      `/preview/special/${draft.directoryName}/`,
      `/preview/special/${draft.directoryName}/${draft.id}/`,
      `/preview/special/${draft.directoryName}/${draft.id}/3/`,
    ];
    for (const path of paths) {
      const { response, body } = await get(`${site.siteUrl}${path}?token=${encodeURIComponent(sign(path))}`);
      assert.equal(response.status, 200, path);
      assertPrivate(response, path);
      assert.ok(body.includes(htmlText(draft.title)), `${path} shows the draft`);
      assert.equal((body.match(/<h1[\s>]/g) ?? []).length, 1, `${path}: one h1`);
    }
    const { body } = await get(`${site.siteUrl}${paths[1]}?token=${encodeURIComponent(sign(paths[1]))}`);
    assert.ok(body.includes(htmlText(`${draft.title}（第2版）`)), 'version 2 carries its title');
  });

  it('the address without its slash keeps the token through the trailing-slash redirect', async () => {
    const path = `/preview/article/${draft.id}`;
    // Tokens sign the normalised path (with its slash), so the redirect target is what it opens.
    const token = sign(`${path}/`);
    const first = await get(`${site.siteUrl}${path}?token=${encodeURIComponent(token)}`);
    assert.equal(first.response.status, 308);
    const location = new URL(first.response.headers.get('location'), site.siteUrl);
    assert.equal(location.pathname, `${path}/`);
    assert.equal(location.searchParams.get('token'), token);
    const { response } = await get(location.toString());
    assert.equal(response.status, 200);
  });

  it('a valid token for an unknown article: 404, still private and noindex', async () => {
    const path = '/preview/article/987654321/';
    const { response } = await get(`${site.siteUrl}${path}?token=${encodeURIComponent(sign(path))}`);
    assert.equal(response.status, 404);
    assertPrivate(response, 'unknown article');
  });

  it('previews are not served by the page-props refresh endpoint', async () => {
    const path = `/preview/article/${draft.id}/`;
    const query = new URLSearchParams({ routePath: '/preview/article/[articleId]/', articleId: draft.id, token: sign(path) });
    const { response, body } = await get(`${site.siteUrl}/api/pages/page-props-data/?${query}`);
    assert.equal(response.status, 404);
    assert.ok(!body.includes(htmlText(draft.title)) && !body.includes(draft.title));
  });
});

describe('previews without PREVIEW_SECRET', { timeout: 180_000 }, () => {
  let site;

  before(async () => {
    site = await startSite({ env: { PREVIEW_SECRET: '' } });
  });

  after(async () => {
    await site?.stop();
  });

  it('are off: 404 even with a token signed by some secret, private and noindex', async () => {
    const path = '/preview/article/100001/';
    for (const url of [`${site.siteUrl}${path}`, `${site.siteUrl}${path}?token=${encodeURIComponent(sign(path))}`]) {
      const { response } = await get(url);
      assert.equal(response.status, 404, url);
      assertPrivate(response, url);
    }
  });
});
