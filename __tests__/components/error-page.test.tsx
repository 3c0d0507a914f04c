import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ErrorPage, errorMessageFor } from '@/components/pages/error-page';
import { DEAD_END_SUGGESTIONS_URL } from '@/foundation/search/suggestions';

jest.mock('@/components/head/server-head', () => ({ ServerHead: ({ children }: { children: ReactNode }) => <>{children}</> }));

const SEARCH_PAGE_PROPS = {
  rankingArticles: [
    { id: '106019', title: '人気の記事その1', publishedAt: '2026-11-19T15:42:00+09:00', redirectUrl: null },
    { id: '105997', title: '危ない転送先', publishedAt: '2026-11-13T08:31:00+09:00', redirectUrl: 'javascript:alert(1)' },
    { id: '105961', title: '<img src=x onerror=alert(1)>', publishedAt: '2026-11-05T03:08:00+09:00', redirectUrl: null },
  ],
  search: { suggestions: { trendWords: ['体験版', '新作スケジュール'], games: [{ gameId: '11267', name: '常夜の無双', thumbnailUrl: null, platforms: 'PS5' }] } },
};

function answerFetch(answer: () => Promise<Response>) {
  const fetchMock = jest.fn(answer);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const jsonResponse = (body: unknown, status = 200) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

afterEach(() => {
  delete (global as { fetch?: unknown }).fetch;
});

describe('error page', () => {
  it.each([
    [404, 'ページが見つかりません'],
    [500, 'ページを表示できませんでした'],
    [502, 'ページを表示できませんでした'],
    [504, 'ページを表示できませんでした'],
  ])('%i: inside the header and footer, a Japanese title, the code, a search box and the main sections', async (status, title) => {
    answerFetch(async () => jsonResponse({}));
    render(<ErrorPage statusCode={status} />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'プレイノート トップページ' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(`エラーコード：${status}`)).toBeInTheDocument();
    const form = screen.getByRole('search', { name: 'サイト内検索' });
    expect(form).toHaveAttribute('action', '/search/');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox', { name: 'キーワード' })).toHaveAttribute('name', 'q');
    const sections = screen.getByRole('navigation', { name: '主なコーナー' });
    expect(within(sections).getByRole('link', { name: 'トップページ' })).toHaveAttribute('href', '/');
    expect(within(sections).getByRole('link', { name: 'ニュース' })).toHaveAttribute('href', '/category/news/page/1/');
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
  });

  it('400 (a path Next cannot decode, pages/_error.tsx) says the address is wrong', () => {
    expect(errorMessageFor(400).title).toBe('URLが正しくありません');
    expect(errorMessageFor(400).message).toMatch(/URLをご確認/);
  });

  it('5xx messages say the page is temporarily unavailable', () => {
    expect(errorMessageFor(502).message).toMatch(/一時的に表示できません/);
    expect(errorMessageFor(504).message).toMatch(/一時的に表示できません/);
  });

  it('fetches popular articles and suggestions from the search page props: text only, unsafe links left out', async () => {
    const fetchMock = answerFetch(async () => jsonResponse(SEARCH_PAGE_PROPS));
    const { container } = render(<ErrorPage statusCode={404} />);
    const popular = await screen.findByRole('region', { name: '人気記事' });
    expect(fetchMock).toHaveBeenCalledWith(DEAD_END_SUGGESTIONS_URL, expect.anything());
    expect(within(popular).getByRole('link', { name: '人気の記事その1' })).toHaveAttribute('href', '/article/202611/106019/');
    expect(within(popular).queryByText('危ない転送先')).not.toBeInTheDocument();
    expect(within(popular).getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    const words = screen.getByRole('region', { name: '注目のキーワード' });
    expect(within(words).getByRole('link', { name: '体験版' })).toHaveAttribute('href', '/search/?q=%E4%BD%93%E9%A8%93%E7%89%88');
    const games = screen.getByRole('region', { name: '注目のゲーム' });
    expect(within(games).getByRole('link', { name: /常夜の無双/ })).toHaveAttribute('href', '/game/title/11267/page/1/');
  });

  it.each([
    ['the endpoint answers 502', async () => jsonResponse({ error: 'upstream_error' }, 502)],
    ['the network fails', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the answer is not JSON', async () => ({ ok: true, status: 200, json: async () => Promise.reject(new SyntaxError('bad')) }) as unknown as Response],
  ])('when %s, the page stays as it is without the block', async (_name, answer) => {
    const fetchMock = answerFetch(answer);
    render(<ErrorPage statusCode={502} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: '人気記事' })).not.toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'サイト内検索' })).toBeInTheDocument();
  });

  it('shows debug details only when given', () => {
    answerFetch(async () => jsonResponse({}));
    const { rerender } = render(<ErrorPage statusCode={502} />);
    expect(screen.queryByTestId('error-debug')).not.toBeInTheDocument();
    rerender(<ErrorPage statusCode={502} debug={{ message: 'boom', endpoint: '/api/article', status: 500 }} />);
    expect(screen.getByTestId('error-debug')).toHaveTextContent('/api/article');
  });
});
