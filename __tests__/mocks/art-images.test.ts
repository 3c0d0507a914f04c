/** @jest-environment node */
import { getDataset, createDataset } from '@/mocks/data';
import { buildArticleDetail } from '@/mocks/data/article-body';
import { artSvg } from '@/mocks/http/art-image';
import { keyArtSvg } from '@/mocks/art/key-art';
import { createMockServer } from '@/mocks/node';
import { xmlProblem } from './support/well-formed-xml';

const BASE = 'http://content-api.test';
const server = createMockServer(BASE);
const dataset = getDataset();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** Every image URL of a JSON value (bodies, cards, banners…). */
function imageUrls(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('/images/')) out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) imageUrls(item, out);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) imageUrls(item, out);
  }
  return out;
}

/** What a URL depicts: `games/box-art`, `articles/screenshot`, `banners/topHeader`… */
function kindOf(url: string): string {
  const [collection, id, file] = new URL(url).pathname.replace(/^\/images\//, '').split('/');
  const name = (file ?? id ?? '').replace(/_\d+x\d+\.svg$/, '').replace(/-\d+$/, '');
  return collection === 'banners' ? `${collection}/${id}` : `${collection}/${name}`;
}

const articles = dataset.articles.all.filter((r, i) => i % 37 === 0).slice(0, 40);
const handedOut = imageUrls({
  games: dataset.games.map((g) => g.card),
  cards: dataset.articles.all.slice(0, 200).map((r) => r.card),
  bodies: articles.map((r) => buildArticleDetail(dataset, r)),
  authors: dataset.authors,
  videos: [...dataset.videosByGame.values()].flat().slice(0, 50),
  ads: { ...dataset.ads, pc: null, sp: null, amp: null },
  site: dataset.site,
  matome: [...dataset.matome.values()].map((m) => m.detail),
  amazon: dataset.rankings.amazon,
  history: dataset.history.slice(0, 100).map((h) => h.article),
});

const byKind = new Map<string, string[]>();
for (const url of handedOut) byKind.set(kindOf(url), [...(byKind.get(kindOf(url)) ?? []), url]);
/** Up to four URLs of each kind, spread over the list. */
const samples = [...byKind.entries()].sort().map(([kind, urls]) => [kind, [0, 1, 2, 3].map((k) => urls[Math.floor((k * urls.length) / 4)]!)] as const);

function sizeOf(svg: string): { width: number; height: number; viewWidth: number; viewHeight: number } {
  const match = /^<svg [^>]*width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  if (!match) throw new Error(`no size in ${svg.slice(0, 120)}`);
  return { width: Number(match[1]), height: Number(match[2]), viewWidth: Number(match[3]), viewHeight: Number(match[4]) };
}

describe('image URLs the content API hands out', () => {
  it('cover the kinds of picture a news site shows', () => {
    expect([...byKind.keys()].sort()).toEqual(
      expect.arrayContaining([
        'articles/hero', 'articles/screenshot', 'authors/avatar', 'banners/campaign', 'banners/feature', 'banners/logo-jack',
        'banners/topHeader', 'banners/spCarousel', 'games/box-art', 'history/thumbnail', 'products/package', 'videos/thumbnail', 'weekly/cover',
      ]),
    );
  });

  it('all end in .svg and name their size', () => {
    for (const url of handedOut) expect(new URL(url).pathname).toMatch(/^\/images\/[\w/.-]+_\d+x\d+\.svg$/);
  });

  it.each(samples)('%s: SVG of the requested width and the ratio of its name, well-formed, no size text, small', async (_, urls) => {
    for (const url of urls) {
      const path = new URL(url).pathname;
      const [, w, h] = /_(\d+)x(\d+)\.svg$/.exec(path)!.map(Number) as [number, number, number];
      for (const requested of [320, 640]) {
        const response = await fetch(`${BASE}${path}?w=${requested}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/svg+xml');
        const svg = await response.text();
        expect(xmlProblem(svg)).toBeNull();
        const size = sizeOf(svg);
        expect(size.width).toBe(requested);
        expect(Math.abs(size.height - (requested * h) / w)).toBeLessThanOrEqual(1);
        expect([size.viewWidth, size.viewHeight]).toEqual([w, h]);
        expect(svg).not.toMatch(/\d+\s*[×x]\s*\d+/);
        expect(svg.length).toBeLessThan(6_000);
      }
    }
  });
});

describe('generated art', () => {
  const other = createDataset({ articleCount: 800, nowMs: getDataset().nowMs });
  const again = createDataset({ articleCount: 800, nowMs: getDataset().nowMs });

  it.each([
    ['box art', (id: string) => `/images/games/${id}/box-art_600x800.svg`],
    ['key art', (id: string) => `/images/games/${id}/key-art_1280x720.svg`],
  ])('%s: the same id draws the same bytes, different games draw different art', (_, path) => {
    const ids = other.games.slice(0, 30).map((g) => g.gameId);
    const drawn = ids.map((id) => artSvg(other, new URL(`${BASE}${path(id)}`)));
    expect(ids.map((id) => artSvg(again, new URL(`${BASE}${path(id)}`)))).toEqual(drawn);
    expect(new Set(drawn).size).toBe(ids.length);
    // Backgrounds differ too, not only the title: strip the text and compare.
    expect(new Set(drawn.map((svg) => svg.replace(/<text[^>]*>[^<]*<\/text>/g, ''))).size).toBe(ids.length);
  });

  it('names the game on its key art and box art', () => {
    const game = dataset.games[5]!;
    for (const kind of ['key-art_1280x720', 'box-art_600x800']) {
      const svg = artSvg(dataset, new URL(`${BASE}/images/games/${game.gameId}/${kind}.svg`));
      const words = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
      expect(words).toContain(game.name.replace(/[：\s]/g, '').slice(0, 4));
    }
  });

  it('escapes titles as XML', () => {
    const svg = keyArtSvg({ gameId: '1', name: 'A&B <Quest> "Zero"', maker: "M'S", genre: 'RPG' }, { width: 640, height: 360 }, { width: 640, height: 360 });
    expect(xmlProblem(svg)).toBeNull();
    expect(svg).toContain('A&amp;B');
  });

  it.each([
    ['an unknown folder', '/images/uploaded/article/202611/1/1_720x1280.jpg', 720, 1280],
    ['an unknown game', '/images/games/1/key-art_1280x720.svg', 1280, 720],
    ['the site-relative placeholder', '/images/common/images/no-image.svg', 640, 360],
  ])('%s answers neutral art, never an error', async (_, path, w, h) => {
    const response = await fetch(`${BASE}${path}?w=320`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(xmlProblem(svg)).toBeNull();
    expect(sizeOf(svg)).toEqual({ width: 320, height: Math.round((320 * h) / w), viewWidth: w, viewHeight: h });
    expect(svg).not.toContain('<text');
  });
});
