import { fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Island } from '@/components/islands/island';
import { PLACEHOLDER_IMAGE } from '@/components/image/placeholder';
import { contentFingerprint, SERVER_HTML_FINGERPRINTS_ID } from '@/foundation/site/html-only';
import { withoutHtmlOnlyProps } from '@/lib/next-adapters/html-only-props-adapter';
import { ROUTES } from '@/lib/page-config/route-table';

const push = jest.fn(() => Promise.resolve(true));
const prefetch = jest.fn(() => Promise.resolve());
jest.mock('@/lib/client/use-optional-router', () => ({ useOptionalRouter: () => ({ push, prefetch, asPath: '/' }) }));

const RAIL = '<section><h2>今月の発売予定</h2><a href="/game/12/">ゲーム</a><img alt="" src="https://cdn.example/a.png" srcset="https://cdn.example/a.png?w=200 200w" sizes="96px"></section>';
const SECTIONS = '<nav><a href="/ranking/article/">記事ランキング</a><a href="https://example.com/">外部</a></nav>';

// The HTML document carries the fingerprints of what it left out of __NEXT_DATA__ (pages/_document.tsx).
beforeAll(() => {
  const { fingerprints } = withoutHtmlOnlyProps({ islands: { 'top-rail': RAIL, 'top-sections': SECTIONS } });
  const script = document.createElement('script');
  script.id = SERVER_HTML_FINGERPRINTS_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(fingerprints);
  document.head.appendChild(script);
});
afterEach(() => jest.clearAllMocks());

/** The server's HTML of `ui`, as the browser has it before hydrating. */
function serverRendered(ui: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  return container;
}

describe('static islands (decision 032)', () => {
  it('the routes whose page views show islands name them: the top page, every page that shows an article (its previews too), and those whose rail is the access ranking', () => {
    const byKind = (kind: string) => ROUTES.filter((route) => route.islands === kind).map((route) => route.pattern);
    expect(byKind('top')).toEqual(['/']);
    // The access ranking alone is the rail of the lists, rankings, schedules, search, archives and マイページ.
    expect(byKind('ranking-rail')).toEqual(
      ROUTES.filter((route) => /^\/(category|author|archive|archive-history|ranking|schedule|search-history|special\/\[matomeDirectoryName\]\/$|special\/content\/weeklyplaynote\/$|article\/images|mypage)/.test(route.pattern)).map((route) => route.pattern),
    );
    expect(byKind('article')).toEqual(['/article/[publicationDate]/[articleId]/', '/preview/article/[articleId]/', '/preview/article/[articleId]/[version]/']);
    // An article inside a collection: its islands, with the collection's link above and more of it below.
    expect(byKind('special-article')).toEqual([
      '/special/[matomeDirectoryName]/[articleId]/',
      '/preview/special/[matomeDirectoryName]/',
      '/preview/special/[matomeDirectoryName]/[articleId]/',
      '/preview/special/[matomeDirectoryName]/[articleId]/[version]/',
    ]);
    expect(byKind('weekly-part')).toEqual(['/special/content/weeklyplaynote/[articleId]/']);
    expect(byKind('game')).toEqual(['/game/title/[gameId]/page/[pageNumber]/', '/game/title/[gameId]/images/page/[pageNumber]/', '/game/title/[gameId]/reviews/', '/game/title/[gameId]/videos/page/[pageNumber]/']);
    expect(byKind('search')).toEqual(['/search/']);
  });

  it("the HTML document's __NEXT_DATA__ carries no island HTML, only its fingerprint", () => {
    const { pageProps, fingerprints } = withoutHtmlOnlyProps({ islands: { 'top-rail': RAIL, 'top-sections': SECTIONS }, title: 'x' });
    expect(pageProps).toEqual({ islands: { 'top-rail': null, 'top-sections': null }, title: 'x' });
    expect(fingerprints).toEqual({ 'top-rail': contentFingerprint(RAIL), 'top-sections': contentFingerprint(SECTIONS) });
  });

  it('leaves out of __NEXT_DATA__ the props only an island reads, when the props carry that island', () => {
    const data = { rankingArticles: [{ id: '1' }], linkedGames: [{ gameId: 'g' }], neighbours: { newer: null, older: null }, articleDetailData: { title: 'x' } };
    const withArticleIslands = withoutHtmlOnlyProps({ ...data, islands: { 'article-rail': RAIL, 'article-end': '<p>a</p>', 'article-more': '<p>b</p>' } }).pageProps;
    expect(withArticleIslands).toMatchObject({ rankingArticles: null, linkedGames: null, neighbours: null, articleDetailData: { title: 'x' } });
    // A page whose rail is still rendered by React (no island) keeps them.
    expect(withoutHtmlOnlyProps(data).pageProps).toEqual(data);
  });

  it('hydrates onto the server HTML without a mismatch and keeps its DOM while a refresh brings the same HTML', () => {
    const container = serverRendered(<Island id="top-rail" html={RAIL} />);
    const serverHtml = container.innerHTML;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(<Island id="top-rail" html={null} />, { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.innerHTML).toBe(serverHtml);
    const heading = container.querySelector('h2')!;
    view.rerender(<Island id="top-rail" html={`${RAIL}`} />);
    expect(heading.isConnected).toBe(true);
    view.unmount();
    container.remove();
  });

  it('shows the HTML a client navigation or a changed refresh brings', () => {
    const container = serverRendered(<Island id="top-sections" html={SECTIONS} />);
    const view = render(<Island id="top-sections" html={null} />, { container, hydrate: true });
    view.rerender(<Island id="top-sections" html={'<p>新しい内容</p>'} />);
    expect(container.textContent).toBe('新しい内容');
    // Then a refresh with that same HTML leaves it as it is.
    const paragraph = container.querySelector('p')!;
    view.rerender(<Island id="top-sections" html={'<p>新しい内容</p>'} />);
    view.rerender(<Island id="top-sections" html={null} />);
    expect(paragraph.isConnected).toBe(true);
    view.unmount();
    container.remove();
  });

  it("in-site links open with the router and fetch the target's code on intent; other links stay the browser's", () => {
    const { container } = render(<Island id="top-sections" html={SECTIONS} />);
    const [inSite, external] = [...container.querySelectorAll('a')];
    fireEvent.pointerOver(inSite!);
    expect(prefetch).toHaveBeenCalledWith('/ranking/article/');
    expect(fireEvent.click(inSite!)).toBe(false);
    expect(push).toHaveBeenCalledWith('/ranking/article/');
    fireEvent.pointerOver(external!);
    expect(fireEvent.click(external!)).toBe(true);
    expect(fireEvent.click(inSite!, { metaKey: true })).toBe(true);
    expect(push).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('an image that fails shows the placeholder in the same element (spec §8)', () => {
    const { container } = render(<Island id="top-rail" html={RAIL} />);
    const image = container.querySelector('img')!;
    image.dispatchEvent(new Event('error'));
    expect(container.querySelector('img')).toBe(image);
    expect(image.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.hasAttribute('sizes')).toBe(false);
  });
});
