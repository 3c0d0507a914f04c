// Content from the API cannot inject script (issue 7): every text and link field the contract lets
// through is poisoned with script tags, event handlers and `javascript:` links, the pages are
// rendered to HTML, and the HTML is parsed and checked for anything a browser would execute.
import { getResponse, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { z } from 'zod';
import { SOURCES } from '@/api-clients/sources';
import { ArticlePageView } from '@/components/pages/article-page-view';
import { CategoryPageView } from '@/components/pages/category-page-view';
import { GameArticlesPageView } from '@/components/pages/game-articles-page-view';
import { SpecialPageView } from '@/components/pages/special-page-view';
import { TopPageView } from '@/components/pages/top-page-view';
import { runPageData } from '@/lib/page-config/run-page-data';
import { createHandlers } from '@/mocks/handlers';
import { captureLogs, findArticle, makeFetchSource, setupContentApi } from '../support/content-api';
import { TEST_API_BASE_URL } from '../setup/test-env';
import { withIslands } from '../support/islands';

// next/head renders nothing outside Next; render its children in place so titles, meta tags and
// the JSON-LD scripts are checked too.
jest.mock('@/components/head/server-head', () => ({ ServerHead: ({ children }: { children: ReactNode }) => children }));

const server = setupContentApi();
captureLogs();

const TEXT_PAYLOAD = `"'><script>alert(1)</script><img src=x onerror=alert(2)><svg onload=alert(3)></script><a href="javascript:alert(4)">x</a>`;
const LINK_PAYLOADS = [
  'javascript:alert(5)',
  ' JaVaScRiPt:alert(6)',
  'java\tscript:alert(7)',
  'data:text/html,<script>alert(8)</script>',
  'vbscript:msgbox(9)',
  '//evil.example/',
  `https://ok.example/"><script>alert(10)</script>`,
];
/** Keys whose values route or identify things (ids, codes, dates, enums); poisoning them only makes 404s. */
const STRUCTURAL_KEY = /(^id$|Id$|Ids$|code$|Code$|At$|^date|Date$|^type$|Type$|[dD]evice|directoryName|yearMonth|status|position|^platform|pattern|^page|Page$|count|Count|rank|priority|youtube)/;
const LINK_KEY = /(url|Url|URL|href|Href|link|Link|image|Image|thumbnail|Thumbnail|src|Src|icon|Icon|logo|Logo)/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
let poisonedFields = 0;

/** Poisons each string leaf the schema still accepts afterwards (greedy, one leaf at a time). */
function poison(root: Json, schema: z.ZodType): Json {
  const visit = (holder: Json[] | Record<string, Json>, key: string | number) => {
    const value = (holder as Record<string, Json>)[key as string];
    if (value && typeof value === 'object') {
      if (Array.isArray(value)) value.forEach((_, index) => visit(value, index));
      else Object.keys(value).forEach((child) => visit(value, child));
      return;
    }
    if (typeof value !== 'string' || (typeof key === 'string' && STRUCTURAL_KEY.test(key)) || /^\d+$/.test(value)) return;
    if (/^\d{4}-\d{2}-\d{2}/.test(value)) return;
    const isLink = (typeof key === 'string' && LINK_KEY.test(key)) || /^(https?:|\/)/.test(value);
    const candidates = isLink ? LINK_PAYLOADS : [`${value}${TEXT_PAYLOAD}`, TEXT_PAYLOAD];
    for (const candidate of candidates) {
      (holder as Record<string, Json>)[key as string] = candidate;
      if (schema.safeParse(root).success) {
        poisonedFields += 1;
        return;
      }
    }
    (holder as Record<string, Json>)[key as string] = value;
  };
  const box = { root };
  visit(box as unknown as Record<string, Json>, 'root');
  return box.root;
}

const realHandlers = createHandlers(TEST_API_BASE_URL);
const schemasByPath = new Map<string, z.ZodType[]>();
for (const source of Object.values(SOURCES)) schemasByPath.set(source.path, [...(schemasByPath.get(source.path) ?? []), source.response as z.ZodType]);

function poisonEverything() {
  server.use(
    http.get(`${TEST_API_BASE_URL}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const real = await getResponse(realHandlers, request.clone());
      const schemas = schemasByPath.get(url.pathname);
      if (!real || !schemas || real.status !== 200) return real;
      const body = (await real.json()) as Json;
      const schema = schemas.find((candidate) => candidate.safeParse(body).success);
      return HttpResponse.json(schema ? poison(body, schema) : body);
    }),
  );
}

/** Everything in the HTML a browser would run: scripts, handlers, script URLs, srcdoc frames. */
function executableInjections(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const problems: string[] = [];
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (tag === 'script' && element.getAttribute('type') !== 'application/ld+json') problems.push(`<script> ${element.outerHTML.slice(0, 80)}`);
    if (tag === 'script' && element.getAttribute('type') === 'application/ld+json') {
      try {
        JSON.parse(element.textContent ?? '');
      } catch {
        problems.push(`JSON-LD broken out of: ${element.outerHTML.slice(0, 80)}`);
      }
    }
    if (['iframe', 'object', 'embed', 'base', 'form'].includes(tag) && /alert|evil|javascript/i.test(element.outerHTML)) problems.push(`<${tag}> ${element.outerHTML.slice(0, 80)}`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (name.startsWith('on')) problems.push(`${tag}[${name}]`);
      if (name === 'srcdoc') problems.push(`${tag}[srcdoc]`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'srcset'].includes(name) && /(^|,)\s*(javascript|vbscript|data):/.test(value) && !(tag === 'img' && value.startsWith('data:image/'))) {
        problems.push(`${tag}[${name}=${attribute.value.slice(0, 40)}]`);
      }
      if (name === 'href' && /^\/\/|^\/\\/.test(attribute.value)) problems.push(`${tag}[href=${attribute.value}] leaves the site`);
    }
  }
  return problems;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyView = (props: any) => ReactNode;

async function pageHtml(routePath: string, params: Record<string, string>, View: AnyView): Promise<string> {
  const result = await runPageData({ routePath, params, query: params, fetchSource: makeFetchSource() });
  if (result?.kind !== 'props') throw new Error(`${routePath}: expected props, got ${result?.kind}`);
  return renderToStaticMarkup(<View {...withIslands(routePath, result.props as Record<string, unknown>)} />);
}

describe('API content cannot inject script into the rendered pages', () => {
  const { record } = findArticle((candidate, body) => !candidate.card.redirectUrl && !body.isR18 && body.content.length >= 1);

  beforeEach(() => {
    poisonedFields = 0;
    poisonEverything();
  });

  it.each([
    ['top page (cards, banners, campaigns, rankings, common parts)', async () => pageHtml('/', {}, TopPageView as AnyView)],
    ['article detail (body, authors, games, banners)', async () => pageHtml('/article/[publicationDate]/[articleId]/', { publicationDate: record.yearMonth, articleId: record.id }, ArticlePageView as AnyView)],
    ['category list (article cards, sponsored cards)', async () => pageHtml('/category/[categoryCode]/page/[pageNumber]/', { categoryCode: 'news', pageNumber: '1' }, CategoryPageView as AnyView)],
    ['game articles page', async () => {
      const games = await makeFetchSource()('pickUpGameTitle', { limit: 1 });
      return pageHtml('/game/title/[gameId]/page/[pageNumber]/', { gameId: String(games.data[0]!.gameId), pageNumber: '1' }, GameArticlesPageView as AnyView);
    }],
    ['special (matome) page', async () => {
      const directories = await makeFetchSource()('matomeDirectories', {});
      return pageHtml('/special/[matomeDirectoryName]/', { matomeDirectoryName: directories.data[0]!.directoryName }, SpecialPageView as AnyView);
    }],
  ])('%s: no script except JSON-LD, no on* attribute, no javascript:/data: link', async (_label, render) => {
    const html = await render();
    expect(poisonedFields).toBeGreaterThan(20);
    // The payloads did reach the page (as text), so the check below is about how they render.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(executableInjections(html)).toEqual([]);
  });

  it('the checker itself finds each kind of injection (so the test can fail)', () => {
    expect(
      executableInjections(
        '<p><script>alert(1)</script><img src=x onerror=alert(2)><a href=" javascript:alert(3)">x</a><a href="//evil.example/">y</a>' +
          '<script type="application/ld+json">{"a":"</script><script>alert(4)</script>"}</script><iframe srcdoc="x"></iframe></p>',
      ),
    ).toHaveLength(7);
  });
});
