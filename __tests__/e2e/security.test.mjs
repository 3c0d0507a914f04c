// Security headers on every kind of answer, no CSP violation in chromium, and no secret in the
// files sent to browsers (docs/decisions/013-security-headers.md). Runs against the built site.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseEnvFile } from '../../scripts/lib/demo-env.mjs';
import { stopGroup } from '../../scripts/lib/processes.mjs';
import { watchPageErrors } from './support/browser.mjs';
import { startSite } from './support/servers.mjs';
import { closeSuite, openSuite } from './support/suite.mjs';

const ROOT = process.cwd();
const EXPECTED_HEADERS = {
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\), microphone=\(\), geolocation=\(\).*interest-cohort=\(\)/,
  'x-frame-options': /^SAMEORIGIN$/,
  'content-security-policy': /frame-ancestors 'self'/,
};

function assertSecurityHeaders(response, label) {
  const missing = Object.entries(EXPECTED_HEADERS)
    .filter(([name, pattern]) => !pattern.test(response.headers.get(name) ?? ''))
    .map(([name]) => `${name}=${response.headers.get(name)}`);
  assert.deepEqual(missing, [], `${label} (${response.status}): missing or wrong security headers`);
  assert.equal(response.headers.get('x-powered-by'), null, `${label}: no x-powered-by`);
}

const get = (url) => fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });

/** A GET with the path sent exactly as written (fetch would resolve `/.` and `%2e` first). */
function rawGet(siteUrl, rawPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(siteUrl), { path: rawPath, headers, timeout: 30_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body }));
    });
    request.on('error', reject);
  });
}

/** A token for the bearer case (METRICS_BEARER_TOKEN, 24+ characters). */
const METRICS_TOKEN = 'security-test-metrics-token-0123456789';
/** Every spelling of the metrics path that Next routes to pages/api/metrics.ts. */
const METRICS_SPELLINGS = ['/api/metrics/', '/api/metrics/.', '/api/metrics/%2e/', '/api/metrics/./', '/api//metrics/', '/api/metrics/?x=1'];

describe('security headers and Content-Security-Policy', { timeout: 240_000 }, () => {
  let site;
  let browser;
  let routes;

  before(async () => ({ site, browser, routes } = await openSuite({ env: { METRICS_BEARER_TOKEN: METRICS_TOKEN } })));
  after(() => closeSuite({ site, browser }));

  const pathOf = (pattern) => routes.find((route) => route.pattern === pattern).path;

  it('pages, API routes, proxies, feeds, redirects and 404s all carry the security headers', async () => {
    const articlePath = pathOf('/article/[publicationDate]/[articleId]/');
    const targets = [
      ['top page', '/'],
      ['article', articlePath],
      ['game page', pathOf('/game/title/[gameId]/page/[pageNumber]/')],
      ['search', '/search/?q=%E3%82%B2%E3%83%BC%E3%83%A0'],
      ['health API', '/api/health/'],
      ['source proxy', '/api/advertising-campaign/'],
      ['proxy 404', '/api/no-such-source/'],
      ['page-props API', '/api/pages/page-props-data/?routePath=/'],
      ['page-props 400', '/api/pages/page-props-data/?routePath=https://evil.example/'],
      ['robots.txt', '/robots.txt'],
      ['RSS feed', '/feed/'],
      ['unknown path 404', '/no-such-page/'],
      ['unknown article 404', '/article/202001/999999999/'],
      ['malformed param 404', '/article/abc/1/'],
      ['error page', '/error/'],
      ['static asset', '/favicon.svg'],
      ['preview without token', '/preview/article/1/'],
    ];
    for (const [label, target] of targets) assertSecurityHeaders(await get(`${site.siteUrl}${target}`), label);
  });

  it('redirects (trailing slash, bare list addresses) have no body and announce no framework', async () => {
    // Next answers its trailing-slash redirect before headers() apply; a body-less 308 has nothing
    // a policy could protect, and its destination carries the headers (docs/decisions/013).
    for (const target of ['/archive', '/category/news']) {
      const response = await get(`${site.siteUrl}${target}`);
      assert.ok([301, 307, 308].includes(response.status), `${target}: ${response.status}`);
      assert.equal(response.headers.get('x-powered-by'), null);
      const destination = await get(new URL(response.headers.get('location'), site.siteUrl));
      if (destination.status === 200) assertSecurityHeaders(destination, `${target} destination`);
    }
  });

  it('the site policy allows scripts from this origin and the ad/analytics hosts only, never eval', async () => {
    const policy = (await get(`${site.siteUrl}/`)).headers.get('content-security-policy');
    const scriptSrc = /script-src ([^;]+)/.exec(policy)[1].split(' ');
    assert.ok(scriptSrc.includes("'self'"));
    assert.ok(scriptSrc.includes('https://securepubads.g.doubleclick.net'));
    assert.ok(!scriptSrc.includes("'unsafe-eval'") && !scriptSrc.includes('*') && !scriptSrc.includes('https:'), policy);
    assert.match(policy, /object-src 'none'/);
    assert.match(policy, /frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
  });

  it('the AMP twin gets the AMP policy (cdn.ampproject.org scripts, no site scripts) and the other headers', async () => {
    const [, yearMonth, articleId] = /^\/article\/(\d{6})\/(\d+)\/$/.exec(pathOf('/article/[publicationDate]/[articleId]/'));
    const response = await get(`${site.siteUrl}/article/amp/${yearMonth}/${articleId}/`);
    assert.equal(response.status, 200);
    assertSecurityHeaders(response, 'AMP article');
    const policy = response.headers.get('content-security-policy');
    assert.match(policy, /script-src https:\/\/cdn\.ampproject\.org\/ blob:(;|$)/);
    const html = await response.text();
    const externalScripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
    assert.ok(externalScripts.length > 0);
    assert.deepEqual(externalScripts.filter((src) => !src.startsWith('https://cdn.ampproject.org/')), [], 'every AMP script is allowed by the AMP policy');
  });

  it('top page, an article and a game page load in chromium without a CSP violation', async () => {
    const targets = ['/', pathOf('/article/[publicationDate]/[articleId]/'), pathOf('/game/title/[gameId]/page/[pageNumber]/'), pathOf('/game/title/[gameId]/videos/page/[pageNumber]/')];
    const problems = [];
    for (const target of targets) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      const errors = watchPageErrors(page);
      const consoleCsp = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/.test(message.text())) consoleCsp.push(message.text());
      });
      const response = await page.goto(`${site.siteUrl}${target}`, { waitUntil: 'load' });
      assert.equal(response.status(), 200, target);
      // Lazy images below the fold, the page refresh and the ad slots (100 ms after ready).
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await page.waitForTimeout(800);
      const violations = await page.evaluate(() => window.__cspViolations);
      for (const entry of [...violations, ...consoleCsp, ...errors]) problems.push(`${target}: ${entry}`);
      await page.close();
    }
    assert.deepEqual(problems, []);
  });

  it('answers Next makes before routing (400 for a path that does not decode, and the like) carry the security headers (issue 35, finding 2)', async () => {
    const [, yearMonth] = /^\/article\/(\d{6})\//.exec(pathOf('/article/[publicationDate]/[articleId]/'));
    const malformed = [
      `/article/${yearMonth}/%ED%A0%80/`, // a lone surrogate: not UTF-8
      '/author/%C0%AF/page/1/', // an overlong encoding of '/'
      '/category/%FF/page/1/',
      '/search/?q=%E0%A4%A', // a cut-off sequence in the query
      '/%E0%A4%A/',
      '/api/matome/directories/%C0%AF/',
      '/_next/static/chunks/no-such-chunk.js',
      '/_next/data/no-such-build/index.json',
      `/article/${yearMonth}/%2e%2e/`,
    ];
    const badRequests = [];
    for (const target of malformed) {
      const answer = await rawGet(site.siteUrl, target);
      assert.ok(answer.status >= 200 && answer.status < 500, `${target}: ${answer.status} (no 5xx)`);
      const headers = new Headers(Object.entries(answer.headers).map(([name, value]) => [name, String(value)]));
      assertSecurityHeaders({ status: answer.status, headers }, target);
      assert.doesNotMatch(answer.body, /\n\s+at |node_modules|\.next\/server/, `${target}: no stack trace`);
      if (answer.status === 400 && /text\/html/.test(answer.headers['content-type'] ?? '')) {
        badRequests.push(target);
        assert.match(answer.body, /URLが正しくありません/, `${target}: the Japanese 400 page`);
        assert.match(answer.body, /<html lang="ja"/);
        assert.equal(answer.headers['cache-control'], 'no-store', `${target}: not for keeping`);
      }
    }
    assert.ok(badRequests.length >= 2, `Next's 400 pages were met: ${badRequests}`);
    // The 400 page's own scripts run under the policy it carries (its bootstrap hash is the build's).
    const page = await browser.newPage();
    const violations = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(`${site.siteUrl}/author/%C0%AF/page/1/`, { waitUntil: 'load' });
    assert.equal(response.status(), 400);
    assert.equal(await page.locator('#error-title').textContent(), 'URLが正しくありません');
    await page.waitForFunction(() => Boolean(window.next?.router), undefined, { timeout: 15_000 });
    assert.deepEqual(violations, []);
    await page.close();
  });

  it('/api/metrics answers loopback and the bearer token only, whatever the path\'s spelling; a client nginx forwards from outside is refused (issue 35, finding 5)', async () => {
    const outside = { 'x-forwarded-for': '203.0.113.7' };
    const served = [];
    for (const spelling of METRICS_SPELLINGS) {
      const local = await rawGet(site.siteUrl, spelling);
      if (local.status === 200) served.push(spelling);
      // Next may first redirect a spelling to the clean path; what it serves must be the guarded route.
      if (local.status === 200) assert.match(local.body, /^# HELP /m, `${spelling} from loopback: the metrics`);
      else assert.ok([301, 307, 308].includes(local.status) || local.status === 404, `${spelling} from loopback: ${local.status}`);
      const forwarded = await rawGet(site.siteUrl, spelling, outside);
      assert.ok(forwarded.status !== 200, `${spelling} for an outside client: ${forwarded.status}`);
      assert.doesNotMatch(forwarded.body, /# HELP|process_|nodejs_/, `${spelling} for an outside client shows no metrics`);
      if (local.status === 200) {
        assert.equal(forwarded.status, 403, `${spelling} for an outside client`);
        assert.equal(forwarded.headers['cache-control'], 'no-store');
        const withToken = await rawGet(site.siteUrl, spelling, { ...outside, authorization: `Bearer ${METRICS_TOKEN}` });
        assert.equal(withToken.status, 200, `${spelling} with the bearer token`);
        const wrongToken = await rawGet(site.siteUrl, spelling, { ...outside, authorization: `Bearer ${METRICS_TOKEN.replace(/.$/, 'X')}` });
        assert.equal(wrongToken.status, 403, `${spelling} with a wrong token`);
      }
    }
    assert.ok(served.includes('/api/metrics/.') && served.includes('/api/metrics/%2e/'), `the spellings the review found are served: ${served}`);
    // An outside client that writes loopback into its own X-Forwarded-For: the client is the address
    // the trusted proxy (here: loopback) appended last, so the forgery opens nothing.
    assert.equal((await rawGet(site.siteUrl, '/api/metrics/', { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' })).status, 403);
  });

  it('the Japanese error page (content API down) carries the headers too', async () => {
    await stopGroup(site.processes.contentApi);
    const response = await get(`${site.siteUrl}/category/news/page/97/`);
    assert.ok(response.status >= 500 && response.status < 600, `status ${response.status}`);
    assertSecurityHeaders(response, 'error page');
    // An address no reader asked for while the API was up: no last good copy stands in (decision 040).
    const proxy = await get(`${site.siteUrl}/api/matome/articles/?directoryName=never-read-by-this-suite`);
    assert.ok(proxy.status >= 500, `proxy status ${proxy.status}`);
    assertSecurityHeaders(proxy, 'proxy upstream error');
  });
});

describe('secrets never reach the browser bundle', () => {
  const envExample = parseEnvFile(readFileSync(path.join(ROOT, '.env.example'), 'utf8'));
  const SECRET_NAMES = ['HISTORY_API_PASSWORD', 'HISTORY_API_USERNAME', 'PREVIEW_SECRET', 'HISTORY_API_BASE_URL', 'API_BASE_URL='];
  const SECRET_VALUES = [envExample.HISTORY_API_PASSWORD, envExample.PREVIEW_SECRET, process.env.HISTORY_API_PASSWORD, process.env.PREVIEW_SECRET].filter(
    (value) => value && value.length >= 8,
  );

  function* files(dir) {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) yield* files(file);
      else yield file;
    }
  }

  it('.env.example has the secrets this test looks for', () => {
    assert.ok(envExample.HISTORY_API_PASSWORD && envExample.PREVIEW_SECRET);
    assert.ok(SECRET_VALUES.length >= 2);
  });

  it('no file under .next/static contains a secret value or a server-only setting name', () => {
    const staticDir = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next', 'static');
    const found = [];
    let count = 0;
    for (const file of files(staticDir)) {
      count += 1;
      const text = readFileSync(file, 'latin1');
      for (const needle of [...SECRET_VALUES, ...SECRET_NAMES]) if (text.includes(needle)) found.push(`${path.relative(ROOT, file)}: ${needle.slice(0, 24)}`);
    }
    assert.ok(count > 10, `the build output has files (${count})`);
    assert.deepEqual(found, []);
  });

  it('the HTML and page data sent for a page contain no secret either', async () => {
    const site = await startSite();
    try {
      const html = await (await get(`${site.siteUrl}/`)).text();
      const props = await (await get(`${site.siteUrl}/api/pages/page-props-data/?routePath=/`)).text();
      for (const needle of [...SECRET_VALUES, ...SECRET_NAMES]) {
        assert.ok(!html.includes(needle), `HTML contains ${needle.slice(0, 24)}`);
        assert.ok(!props.includes(needle), `page props contain ${needle.slice(0, 24)}`);
      }
    } finally {
      await site.stop();
    }
  });
});
