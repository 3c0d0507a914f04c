import { fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ContentBlock } from '@/api-clients/schemas/article';
import { ArticleBody } from '@/components/article/article-body';
import { SiteFooter } from '@/components/layout/site-footer';
import { withoutHtmlOnlyNextProps, withoutHtmlOnlyProps } from '@/lib/page-config/html-only-props';
import type { LayoutData } from '@/lib/page-data/layout-data';

const push = jest.fn(() => Promise.resolve(true));
let asPath = '/article/202607/123/';
jest.mock('next/router', () => ({ useRouter: () => ({ push, asPath }) }));

const CONTEXT = { publicationDate: '202607', articleId: '123', page: 1 };
const BLOCKS: ContentBlock[] = [
  { type: 'STRING', content: '本文の段落です。' },
  { type: 'STRING', content: [{ type: 'LINK', url: '/article/202607/124/', content: '関連記事' }] },
  { type: 'STRING', content: [{ type: 'LINK_B_TAB', url: '/article/202607/125/', content: '別タブの記事' }] },
  { type: 'STRING', content: [{ type: 'LINK', url: 'https://example.com/', content: '外部サイト' }] },
];

describe('article body sent once, as HTML (decision 017)', () => {
  it('leaves articleDetailData.blocks out of __NEXT_DATA__ without touching the props the page rendered from', () => {
    const pageProps = { articleDetailData: { title: 'x', blocks: BLOCKS }, pageMeta: {} };
    const stripped = withoutHtmlOnlyNextProps({ pageProps, __N_SSP: true }) as { pageProps: typeof pageProps; __N_SSP: boolean };
    expect(stripped.pageProps.articleDetailData).toEqual({ title: 'x', blocks: null });
    expect(stripped.pageProps.pageMeta).toBe(pageProps.pageMeta);
    expect(stripped.__N_SSP).toBe(true);
    expect(pageProps.articleDetailData.blocks).toBe(BLOCKS);
    expect(withoutHtmlOnlyProps({ errorPage: { statusCode: 502 } })).toEqual({ errorPage: { statusCode: 502 } });
  });

  it('leaves the footer navigation out too, keeping the rest of the layout', () => {
    const layout = { commonParts: { headerNavigation: [{ label: 'ニュース' }], footerNavigation: [{ heading: 'カテゴリー', links: [] }] }, logoJack: null };
    const stripped = withoutHtmlOnlyProps({ layout }) as { layout: typeof layout };
    expect(stripped.layout.commonParts).toEqual({ headerNavigation: [{ label: 'ニュース' }], footerNavigation: null });
    expect(withoutHtmlOnlyProps({ layout: { commonParts: null } })).toEqual({ layout: { commonParts: null } });
    expect(layout.commonParts.footerNavigation).toHaveLength(1);
  });

  it('hydrates onto the server HTML unchanged, without hydration errors', () => {
    const serverHtml = renderToString(<ArticleBody blocks={BLOCKS} {...CONTEXT} />);
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<ArticleBody blocks={null} {...CONTEXT} />, { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.innerHTML).toBe(serverHtml);
    expect(container.textContent).toContain('本文の段落です。');
    container.remove();

    // Back to this first page after client navigations, Next may render it again from the same
    // props, when its server HTML is no longer in the document: the body is still there.
    const later = render(<ArticleBody blocks={null} {...CONTEXT} />);
    expect(later.container.innerHTML).toBe(serverHtml);
  });

  it('keeps in-site links as client navigations; new-tab and external links behave as links', () => {
    asPath = '/article/202607/200/';
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ArticleBody blocks={BLOCKS} {...CONTEXT} />);
    document.body.appendChild(container);
    render(<ArticleBody blocks={null} {...CONTEXT} />, { container, hydrate: true });
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
    const footerNavigation = [{ heading: 'カテゴリー', links: [{ label: 'ニュース', url: '/category/news/page/1/', isExternal: false }] }];
    const layout = (navigation: typeof footerNavigation | null) =>
      ({ commonParts: { headerNavigation: [], footerNavigation: navigation }, logoJack: null }) as unknown as LayoutData;
    const serverHtml = renderToString(<SiteFooter layout={layout(footerNavigation)} />);
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<SiteFooter layout={layout(null)} />, { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.innerHTML).toBe(serverHtml);
    push.mockClear();
    fireEvent.click([...container.querySelectorAll('a')].find((anchor) => anchor.textContent === 'ニュース')!);
    expect(push).toHaveBeenCalledWith('/category/news/page/1/');
    container.remove();
  });
});
