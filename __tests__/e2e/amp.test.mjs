// AMP article pages against the built site, checked with the official AMP validator
// (amphtml-validator with the engine file from the next@15.5.29 tarball: scripts/setup-amp-validator.mjs).
// Shapes: an article using every body block type (every body page), ads on, ads off, R-18, and
// multi-page (pages 1 and 2). A page with any validation error fails its test and prints the errors.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import amphtmlValidator from 'amphtml-validator';
import { ensureAmpValidatorEngine } from '../../scripts/setup-amp-validator.mjs';
import { startSite } from './support/servers.mjs';
import { getJson, jstYearMonth } from './support/content.mjs';

/** Body block types of the contract (api-clients/schemas/article.ts BLOCK_TYPES). */
const BLOCK_TYPES = [
  'STRING', 'HEAD', 'SUBHEAD', 'BUTTON_EC', 'ANNOTATION', 'ITEMIZATION', 'LIST_ITEM', 'NEWS', 'IMAGE', 'YOUTUBE', 'TWEET',
  'QUOTE', 'TABLE', 'TR', 'TH', 'TD', 'B', 'LINK', 'LINK_B_TAB', 'NOLINK', 'BR',
];
const GA_ID = 'G-E2EAMP123';
/** Newest articles scanned for the shapes, at most. */
const MAX_SCANNED = 3_000;

function blockTypes(detail) {
  const seen = new Set();
  const walk = (block) => {
    seen.add(block.type);
    if (Array.isArray(block.content)) block.content.forEach(walk);
  };
  for (const page of detail.content) page.contents.forEach(walk);
  return seen;
}

const SHAPES = {
  allBlocks: (detail) => BLOCK_TYPES.every((type) => blockTypes(detail).has(type)),
  adsOn: (detail) => detail.isDisplayAd !== false && !detail.isR18 && !detail.live,
  // Issue 36: the bundled content API's running live event (its updates in an amp-live-list).
  live: (detail) => detail.live?.state === 'live',
  adsOff: (detail) => detail.isDisplayAd === false,
  r18: (detail) => detail.isR18 === true && detail.isDisplayAd !== false,
  multiPage: (detail) => detail.content.length >= 2,
};

/** One article per shape from the bundled content API, newest first: {shape: {path, detail}}. */
async function findShapes(contentApiUrl) {
  const found = {};
  for (let page = 1; Object.keys(found).length < Object.keys(SHAPES).length && (page - 1) * 100 < MAX_SCANNED; page += 1) {
    const list = await getJson(contentApiUrl, `/api/q/articles?categoryCode=new-article&limit=100&page=${page}`);
    if (list.data.length === 0) break;
    const details = await Promise.all(
      list.data.filter((card) => !card.redirectUrl).map((card) => getJson(contentApiUrl, `/api/article?articleId=${card.id}`)),
    );
    for (const detail of details) {
      for (const [shape, matches] of Object.entries(SHAPES)) {
        if (!found[shape] && matches(detail)) found[shape] = { path: `/article/amp/${jstYearMonth(detail.publishedAt)}/${detail.articleId}/`, detail };
      }
    }
  }
  const missing = Object.keys(SHAPES).filter((shape) => !found[shape]);
  assert.deepEqual(missing, [], `the bundled data has an article of every shape (missing: ${missing.join(', ')})`);
  return found;
}

describe('AMP article pages pass the official AMP validator', { timeout: 300_000 }, () => {
  let site;
  let validator;
  let shapes;

  before(async () => {
    // Fetches the engine from the npm registry (npm pack next@15.5.29) when it is not cached yet.
    validator = await amphtmlValidator.getInstance(ensureAmpValidatorEngine());
    site = await startSite({ env: { NEXT_PUBLIC_GA_ID: GA_ID } });
    shapes = await findShapes(site.contentApiUrl);
  });

  after(async () => {
    await site?.stop();
  });

  /** Fetches an AMP page, checks it is served as HTML, validates it and fails with the validator's errors. */
  async function fetchValidAmp(path) {
    const response = await fetch(`${site.siteUrl}${path}`, { redirect: 'manual' });
    assert.equal(response.status, 200, `${path} answers 200`);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    const html = await response.text();
    const result = validator.validateString(html);
    const errors = result.errors.filter((error) => error.severity === 'ERROR');
    const report = errors.map((error) => `  ${error.line}:${error.col} ${error.code} ${error.message}${error.specUrl ? ` (${error.specUrl})` : ''}`).join('\n');
    assert.equal(result.status, 'PASS', `${path} is valid AMP; the validator says:\n${report}`);
    assert.deepEqual(errors, []);
    assert.doesNotMatch(html, /\/_next\/|__NEXT_DATA__/, 'no Next.js scripts or data in an AMP page');
    return html;
  }

  it('an article using every body block type: every body page is valid AMP', async () => {
    const { path, detail } = shapes.allBlocks;
    const kinds = new Set();
    for (let page = 1; page <= detail.content.length; page += 1) {
      const html = await fetchValidAmp(page > 1 ? `${path}?page=${page}` : path);
      for (const [kind, marker] of [['image', '<amp-img '], ['video', '<amp-youtube '], ['table', '<table>'], ['shop', 'rel="sponsored noopener"']]) {
        if (html.includes(marker)) kinds.add(kind);
      }
    }
    assert.deepEqual([...kinds].sort(), ['image', 'shop', 'table', 'video'], 'images, video, tables and shop buttons were rendered and validated');
  });

  it('an article with ads: amp-ad slots from the AMP ad space, and amp-analytics with the GA4 id', async () => {
    const html = await fetchValidAmp(shapes.adsOn.path);
    assert.ok((html.match(/<amp-ad /g) ?? []).length >= 3, 'several amp-ad slots');
    assert.match(html, /<script async custom-element="amp-ad"/);
    assert.match(html, new RegExp(`<amp-analytics type="gtag"[^>]*><script type="application/json">\\{"vars":\\{"gtag_id":"${GA_ID}"`));
    assert.doesNotMatch(html, /R-18/);
  });

  it('an ads-off article (isDisplayAd false): valid AMP without any amp-ad', async () => {
    const html = await fetchValidAmp(shapes.adsOff.path);
    assert.doesNotMatch(html, /<amp-ad|amp-ad-0\.1\.js/);
  });

  it('an R-18 article: the age notice, and every amp-ad targeted age R-18', async () => {
    const html = await fetchValidAmp(shapes.r18.path);
    assert.match(html, /18歳未満の方に適さない表現/);
    const ads = html.match(/<amp-ad [^>]*>/g) ?? [];
    assert.ok(ads.length > 0);
    for (const ad of ads) assert.match(ad, /&quot;age&quot;:&quot;R-18&quot;/);
  });

  it('a multi-page article: pages 1 and 2 are valid and link to each other', async () => {
    const { path } = shapes.multiPage;
    const first = await fetchValidAmp(path);
    const second = await fetchValidAmp(`${path}?page=2`);
    assert.ok(first.includes(`href="${site.siteUrl}${path}?page=2"`), 'page 1 links to AMP page 2');
    const previous = /<a ([^>]*)>前へ<\/a>/.exec(second)?.[1].split(' ') ?? [];
    assert.ok(previous.includes(`href="${site.siteUrl}${path}"`) && previous.includes('rel="prev"'), 'page 2 links back to AMP page 1');
    assert.ok(second.includes(`<link rel="canonical" href="${site.siteUrl}${path.replace('/amp/', '/')}?page=2">`), 'page 2 is canonical to page 2');
  });

  it('a live article (issue 36): its updates in an amp-live-list polling every 30 s, pinned first, valid AMP', async () => {
    const html = await fetchValidAmp(shapes.live.path);
    assert.match(html, /<script async custom-element="amp-live-list" src="https:\/\/cdn\.ampproject\.org\/v0\/amp-live-list-0\.1\.js"><\/script>/);
    const list = /<amp-live-list ([^>]*)>/.exec(html)?.[1] ?? '';
    assert.match(list, /data-poll-interval="30000"/);
    assert.match(html, /<button update="" on="tap:live-updates.update"/);
    const items = [...html.matchAll(/<div id="update-([^"]+)"[^>]*data-sort-time="(\d+)"/g)];
    assert.equal(items.length, shapes.live.detail.live.updates.length, 'every update is an item');
    const pinned = shapes.live.detail.live.updates.find((update) => update.isPinned);
    assert.equal(items[0]?.[1], pinned.id, 'the pinned update first');
    const times = items.slice(1).map((item) => Number(item[2]));
    assert.deepEqual(times, [...times].sort((a, b) => b - a), 'the others newest first');
    assert.match(html, /要点/);
  });

  it('inline CSS is under 75,000 bytes on a real page', async () => {
    const html = await fetchValidAmp(shapes.allBlocks.path);
    const css = /<style amp-custom>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    assert.ok(css.length > 0);
    assert.ok(Buffer.byteLength(css) < 75_000, `${Buffer.byteLength(css)} bytes`);
  });

  it('linked both ways: rel=amphtml on the canonical page, rel=canonical back', async () => {
    const ampPath = shapes.multiPage.path;
    const canonicalPath = ampPath.replace('/amp/', '/');
    const canonical = await (await fetch(`${site.siteUrl}${canonicalPath}?page=2`)).text();
    assert.match(canonical, new RegExp(`<link rel="amphtml" href="${site.siteUrl}${ampPath}\\?page=2"`));
    const amp = await (await fetch(`${site.siteUrl}${ampPath}`)).text();
    const back = /<link rel="canonical" href="([^"]+)">/.exec(amp)?.[1];
    assert.equal(back, `${site.siteUrl}${canonicalPath}`);
    assert.equal((await fetch(back)).status, 200);
  });

  it('malformed or unknown AMP addresses are 404; a wrong month and a missing slash redirect', async () => {
    for (const path of ['/article/amp/2026-07/1/', '/article/amp/202613/1/', '/article/amp/202607/12a/', '/article/amp/202607/999999999/']) {
      const response = await fetch(`${site.siteUrl}${path}`, { redirect: 'manual' });
      assert.equal(response.status, 404, path);
    }
    const { path, detail } = shapes.adsOn;
    const wrongMonth = path.replace(/\/amp\/\d{6}\//, jstYearMonth(detail.publishedAt) === '202001' ? '/amp/202002/' : '/amp/202001/');
    const moved = await fetch(`${site.siteUrl}${wrongMonth}`, { redirect: 'manual' });
    assert.equal(moved.status, 308);
    assert.equal(new URL(moved.headers.get('location'), site.siteUrl).pathname, path);
    const bare = await fetch(`${site.siteUrl}${path.slice(0, -1)}`, { redirect: 'manual' });
    assert.equal(bare.status, 308);
    assert.equal(new URL(bare.headers.get('location'), site.siteUrl).pathname, path);
  });
});
