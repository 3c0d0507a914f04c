// In the browser the JSON-LD builders are left out of the bundle: a page shows the JSON-LD its
// server HTML carried, so next/head's head manager keeps those scripts, and a page first rendered in
// the browser (a client navigation) has none rather than the page before's.
import { serverJsonLdBuilders } from '@/components/seo/server-json-ld';
import { pageJsonLdTexts } from '@/components/seo/page-json-ld';

const SERVER_BLOCKS = ['{"@context":"https://schema.org","@type":"NewsArticle"}', '{"@context":"https://schema.org","@type":"BreadcrumbList"}'];
const recipe = jest.fn(() => []);

beforeAll(() => {
  // The head of the server HTML, as next/head wrote it, plus a script of another kind.
  document.head.innerHTML = [
    ...SERVER_BLOCKS.map((text) => `<script type="application/ld+json" data-next-head="">${text}</script>`),
    '<script type="application/json" id="other">{}</script>',
  ].join('');
});

describe('structured data in the browser', () => {
  it('has no builders, and never runs a page’s recipe', () => {
    expect(serverJsonLdBuilders).toBeNull();
    pageJsonLdTexts(recipe, '/article/202607/1/');
    expect(recipe).not.toHaveBeenCalled();
  });

  it('the page the document was served for shows the server’s JSON-LD (hash ignored)', () => {
    expect(pageJsonLdTexts(recipe, '/article/202607/1/')).toEqual(SERVER_BLOCKS);
    expect(pageJsonLdTexts(recipe, '/article/202607/1/#comments')).toEqual(SERVER_BLOCKS);
  });

  it('a page reached by a client navigation has none, though the head still holds the page before’s', () => {
    expect(pageJsonLdTexts(recipe, '/category/news/page/1/')).toEqual([]);
  });

  it('back on the first page, its server JSON-LD is shown again', () => {
    document.head.innerHTML = '';
    expect(pageJsonLdTexts(recipe, '/article/202607/1/')).toEqual(SERVER_BLOCKS);
  });
});
