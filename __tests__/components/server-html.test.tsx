import { fireEvent, render } from '@testing-library/react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { ContentBlock } from '@/api-clients/schemas/article';
import { ArticleBody } from '@/components/article/article-body';
import { ArticleBodyIsland } from '@/components/article/article-body-island';
import { SiteFooter } from '@/components/layout/site-footer';
import { SERVER_HTML_FINGERPRINTS_ID } from '@/foundation/site/html-only';
import { leaveHtmlOnlyPropsOutOfNextData, withoutHtmlOnlyProps } from '@/lib/next-adapters/html-only-props-adapter';
import type { LayoutData } from '@/lib/page-data/layout-data';

const push = jest.fn(() => Promise.resolve(true));
let asPath = '/article/202607/123/';
jest.mock('next/router', () => ({ useRouter: () => ({ push, asPath }) }));
jest.mock('@/lib/client/use-optional-router', () => ({ useOptionalRouter: () => ({ push, asPath, prefetch: () => Promise.resolve() }) }));

const CONTEXT = { publicationDate: '202607', articleId: '123', page: 1 };
const BLOCKS: ContentBlock[] = [
  { type: 'STRING', content: '本文の段落です。' },
  { type: 'STRING', content: [{ type: 'LINK', url: '/article/202607/124/', content: '関連記事' }] },
  { type: 'STRING', content: [{ type: 'LINK_B_TAB', url: '/article/202607/125/', content: '別タブの記事' }] },
  { type: 'STRING', content: [{ type: 'LINK', url: 'https://example.com/', content: '外部サイト' }] },
];

const FOOTER_NAVIGATION = [{ heading: 'カテゴリー', links: [{ label: 'ニュース', url: '/category/news/page/1/', isExternal: false }] }];
const layoutWith = (navigation: typeof FOOTER_NAVIGATION | null) =>
  ({ commonParts: { headerNavigation: [], footerNavigation: navigation }, logoJack: null }) as unknown as LayoutData;

/** The body island's HTML as the server renders it (components/pages/article-page-islands.tsx). */
const bodyHtml = (blocks: ContentBlock[], context = CONTEXT) => renderToStaticMarkup(<ArticleBodyIsland blocks={blocks} {...context} />);

/** As a refresh or a client navigation brings them: equal content, parsed anew from JSON. */
const asFetched = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

// The HTML document carries the fingerprints of what it left out of __NEXT_DATA__ (pages/_document.tsx).
beforeAll(() => {
  const { fingerprints } = withoutHtmlOnlyProps({ articleDetailData: { blocks: BLOCKS }, islands: { 'article-body': bodyHtml(BLOCKS) }, layout: layoutWith(FOOTER_NAVIGATION) });
  const script = document.createElement('script');
  script.id = SERVER_HTML_FINGERPRINTS_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(fingerprints);
  document.head.appendChild(script);
});

/** The server's HTML of `ui` in a container in the document, as the browser has it before hydrating. */
function serverRendered(ui: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  return container;
}

describe('HTML-only props (lib/next-adapters/html-only-props-adapter.ts)', () => {
  it('leaves the body island and articleDetailData.blocks out of __NEXT_DATA__ with the island’s fingerprint, without touching the props the page rendered from', () => {
    const pageProps = { articleDetailData: { title: 'x', blocks: BLOCKS }, islands: { 'article-body': bodyHtml(BLOCKS) }, pageMeta: {} };
    const documentProps = { __NEXT_DATA__: { props: { pageProps, __N_SSP: true }, page: '/article/[publicationDate]/[articleId]', query: {}, buildId: 'b' } };
    const fingerprints = leaveHtmlOnlyPropsOutOfNextData(documentProps);
    const nextProps = documentProps.__NEXT_DATA__.props as { pageProps: typeof pageProps; __N_SSP: boolean };
    expect(nextProps.pageProps.articleDetailData).toEqual({ title: 'x', blocks: null });
    expect(nextProps.pageProps.islands).toEqual({ 'article-body': null });
    expect(nextProps.pageProps.pageMeta).toBe(pageProps.pageMeta);
    expect(nextProps.__N_SSP).toBe(true);
    expect(pageProps.articleDetailData.blocks).toBe(BLOCKS);
    expect(Object.keys(fingerprints)).toEqual(['article-body']);
    expect(withoutHtmlOnlyProps({ errorPage: { statusCode: 502 } })).toEqual({ pageProps: { errorPage: { statusCode: 502 } }, fingerprints: {} });
    // Without the island (a page that shows no body), the blocks stay.
    expect(withoutHtmlOnlyProps({ articleDetailData: { blocks: BLOCKS } }).pageProps).toEqual({ articleDetailData: { blocks: BLOCKS } });
  });

  it('leaves the ad spaces out (the browser reads pageAds, decision 027), with no fingerprint, and adds no key a page lacks', () => {
    const adSpace = { pageType: 'ARTICLE_DETAIL', units: [] };
    const pageAds = { plan: null, extras: { sections: { slots: [], scripts: [] }, backgroundVariant: 'A' } };
    const { pageProps, fingerprints } = withoutHtmlOnlyProps({ gptPcAdData: adSpace, gptSpAdData: null, pageAds });
    expect(pageProps).toEqual({ gptPcAdData: null, gptSpAdData: null, pageAds });
    expect(fingerprints).toEqual({});
    expect(withoutHtmlOnlyProps({ errorPage: { statusCode: 404 } }).pageProps).toEqual({ errorPage: { statusCode: 404 } });
  });

  it('leaves the footer and header navigations out too, keeping the rest of the layout', () => {
    const layout = { commonParts: { headerNavigation: [{ label: 'ニュース' }], footerNavigation: [{ heading: 'カテゴリー', links: [] }] }, logoJack: null };
    const { pageProps, fingerprints } = withoutHtmlOnlyProps({ layout }) as { pageProps: { layout: typeof layout }; fingerprints: object };
    // The header navigation too: the browser reads layout.navigation, built from it on the server.
    expect(pageProps.layout.commonParts).toEqual({ headerNavigation: null, footerNavigation: null });
    expect(Object.keys(fingerprints)).toEqual(['footer-navigation']);
    expect(withoutHtmlOnlyProps({ layout: { commonParts: null } }).pageProps).toEqual({ layout: { commonParts: null } });
    expect(layout.commonParts.footerNavigation).toHaveLength(1);
  });

  it('fingerprints equal content alike and changed content differently', () => {
    const fingerprintOf = (blocks: ContentBlock[]) => withoutHtmlOnlyProps({ islands: { 'article-body': bodyHtml(blocks) } }).fingerprints['article-body'];
    expect(fingerprintOf(asFetched(BLOCKS))).toBe(fingerprintOf(BLOCKS));
    expect(fingerprintOf([...BLOCKS, { type: 'STRING', content: '追記' }])).not.toBe(fingerprintOf(BLOCKS));
    expect(fingerprintOf([{ type: 'STRING', content: '本文の段落です' }])).not.toBe(fingerprintOf([{ type: 'STRING', content: '本文の段落でした' }]));
  });
});

describe('article body sent once, as HTML, its island (decisions 017, 032)', () => {
  it('hydrates onto the server HTML unchanged, without hydration errors', () => {
    const serverHtml = renderToString(<ArticleBody html={bodyHtml(BLOCKS)} />);
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<ArticleBody html={null} />, { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.innerHTML).toBe(serverHtml);
    expect(container.textContent).toContain('本文の段落です。');
    container.remove();

    // Back to this first page after client navigations, Next may render it again from the same
    // props, when its server HTML is no longer in the document: the body is still there.
    const later = render(<ArticleBody html={null} />);
    expect(later.container.innerHTML).toBe(serverHtml);
  });

  it('keeps in-site links as client navigations; new-tab and external links behave as links', () => {
    asPath = '/article/202607/200/';
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ArticleBody html={bodyHtml(BLOCKS)} />);
    document.body.appendChild(container);
    render(<ArticleBody html={null} />, { container, hydrate: true });
    const link = (text: string) => [...container.querySelectorAll('a')].find((anchor) => anchor.textContent === text)!;

    push.mockClear();
    expect(fireEvent.click(link('関連記事'))).toBe(false);
    expect(push).toHaveBeenCalledWith('/article/202607/124/');

    push.mockClear();
    fireEvent.click(link('別タブの記事'));
    fireEvent.click(link('外部サイト'));
    fireEvent.click(link('関連記事'), { ctrlKey: true });
    expect(push).not.toHaveBeenCalled();
    container.remove();
  });
});

describe('footer navigation sent once, as HTML (decision 017)', () => {
  it('hydrates the footer onto its server HTML when the navigation was left out of __NEXT_DATA__', () => {
    asPath = '/category/news/page/1/';
    const container = serverRendered(<SiteFooter layout={layoutWith(FOOTER_NAVIGATION)} />);
    const serverHtml = container.innerHTML;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<SiteFooter layout={layoutWith(null)} />, { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.innerHTML).toBe(serverHtml);
    push.mockClear();
    fireEvent.click([...container.querySelectorAll('a')].find((anchor) => anchor.textContent === 'ニュース')!);
    expect(push).toHaveBeenCalledWith('/category/news/page/1/');
    container.remove();
  });
});

describe('a page refresh and the server HTML of the article body (decision 017)', () => {
  it("keeps the body's DOM, and what was put into it, when the refresh brings the same body", () => {
    asPath = '/article/202607/300/';
    const container = serverRendered(<ArticleBody html={bodyHtml(BLOCKS)} />);
    const view = render(<ArticleBody html={null} />, { container, hydrate: true });
    const body = container.querySelector('[data-server-html="article-body"]')!;
    const paragraph = body.querySelector('p')!;
    // What an ad slot or the image viewer puts into the body lives as long as the body's DOM.
    const filledSlot = body.appendChild(document.createElement('div'));

    view.rerender(<ArticleBody html={bodyHtml(asFetched(BLOCKS))} />);
    view.rerender(<ArticleBody html={bodyHtml(asFetched(BLOCKS))} />);
    expect(paragraph.isConnected).toBe(true);
    expect(filledSlot.isConnected).toBe(true);
    container.remove();
  });

  it('shows a changed body from its new HTML, and the first again when it comes back', () => {
    asPath = '/article/202607/301/';
    const container = serverRendered(<ArticleBody html={bodyHtml(BLOCKS)} />);
    const view = render(<ArticleBody html={null} />, { container, hydrate: true });
    const paragraph = container.querySelector('[data-server-html="article-body"] p')!;

    const edited: ContentBlock[] = [...BLOCKS, { type: 'STRING', content: '追記しました。' }];
    view.rerender(<ArticleBody html={bodyHtml(edited)} />);
    expect(paragraph.isConnected).toBe(false);
    expect(container.textContent).toContain('追記しました。');

    // Back to the first text: shown from the HTML the refresh brings, like any other change.
    view.rerender(<ArticleBody html={bodyHtml(asFetched(BLOCKS))} />);
    expect(container.textContent).not.toContain('追記しました。');
    expect(container.querySelectorAll('[data-server-html="article-body"]')).toHaveLength(1);
    container.remove();
  });

  it("shows another article's body from its HTML (a client navigation between articles)", () => {
    asPath = '/article/202607/302/';
    const container = serverRendered(<ArticleBody html={bodyHtml(BLOCKS)} />);
    const view = render(<ArticleBody html={null} />, { container, hydrate: true });
    view.rerender(<ArticleBody html={bodyHtml([{ type: 'STRING', content: '別の記事の本文。' }], { publicationDate: '202607', articleId: '999', page: 1 })} />);
    expect(container.textContent).toBe('別の記事の本文。');
    container.remove();
  });
});
