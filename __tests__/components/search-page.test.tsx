import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SearchHistoryPageView } from '@/components/pages/search-history-page-view';
import { SearchPageView } from '@/components/pages/search-page-view';
import { runPageData } from '@/lib/page-config/run-page-data';
import type { SearchPageProps } from '@/lib/page-data/search';
import type { SearchHistoryPageProps } from '@/lib/page-data/search-history';
import { getDataset } from '@/mocks/data';
import { searchArticles } from '@/mocks/resolvers/articles';
import { captureLogs, findArticle, makeFetchSource, setupContentApi } from '../support/content-api';
import { withIslands } from '../support/islands';

// next/head only reaches the document inside Next; here its children render directly (React 19 hoists <meta> into document.head).
jest.mock('@/components/head/server-head', () => ({ ServerHead: ({ children }: { children: ReactNode }) => <>{children}</> }));

setupContentApi();
captureLogs();
const dataset = getDataset();

async function pageProps<P>(routePath: string, query: Record<string, string>): Promise<P> {
  const result = await runPageData({ routePath, params: {}, query, fetchSource: makeFetchSource() });
  if (result?.kind !== 'props') throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as unknown as P;
}
const searchProps = (query: Record<string, string>) => pageProps<SearchPageProps>('/search/', query);
const historyProps = (query: Record<string, string>) => pageProps<SearchHistoryPageProps>('/search-history/', query);

const MANY = '攻略';

/** Links inside the result cards (not the pager). */
function resultLinks(region: HTMLElement): HTMLElement[] {
  return within(region)
    .getAllByRole('article')
    .flatMap((card) => within(card).queryAllByRole('link'));
}

describe('search page', () => {
  it('sends noindex (search pages stay out of search engines)', async () => {
    render(<SearchPageView {...withIslands('/search/', await searchProps({ q: MANY }))} />);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('an empty keyword: the form and a prompt, no results', async () => {
    render(<SearchPageView {...withIslands('/search/', await searchProps({}))} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('サイト内検索');
    const form = screen.getByRole('search', { name: 'サイト内検索' });
    expect(form).toHaveAttribute('action', '/search/');
    expect(within(form).getByRole('searchbox', { name: 'キーワード' })).toHaveValue('');
    expect(screen.getByText(/キーワードを入力して検索してください/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '記事の検索結果' })).not.toBeInTheDocument();
  });

  it('results: h1 with the keyword, the form keeps it, the count with thousands separators, 20 article cards', async () => {
    const total = searchArticles(dataset, MANY).length;
    render(<SearchPageView {...withIslands('/search/', await searchProps({ q: MANY }))} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`「${MANY}」の検索結果`);
    const form = screen.getByRole('search', { name: 'サイト内検索' });
    expect(within(form).getByRole('searchbox', { name: 'キーワード' })).toHaveValue(MANY);
    expect(within(form).getByRole('searchbox')).toHaveAttribute('name', 'q');
    // The article tab is the default: the form sends no type, so a new search stays on it.
    expect(form.querySelector('input[name="type"]')).toBeNull();
    const tabs = screen.getByRole('navigation', { name: '検索対象の切り替え' });
    expect(within(tabs).getByText('記事')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(`${total.toLocaleString('en-US')}件の記事が見つかりました（1〜20件目を表示）`)).toBeInTheDocument();
    const results = screen.getByRole('region', { name: '記事の検索結果' });
    expect(within(results).getAllByRole('article')).toHaveLength(20);
    expect(within(results).getAllByRole('heading', { level: 3 })).toHaveLength(20);
  });

  it('pagination links keep q and type', async () => {
    render(<SearchPageView {...withIslands('/search/', await searchProps({ q: MANY, page: '2' }))} />);
    const pager = screen.getByRole('navigation', { name: '検索結果のページ' });
    expect(within(pager).getByText('2')).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: '前へ' })).toHaveAttribute('href', `/search/?q=${encodeURIComponent(MANY)}`);
    expect(within(pager).getByRole('link', { name: '次へ' })).toHaveAttribute('href', `/search/?q=${encodeURIComponent(MANY)}&page=3`);
  });

  it('game results link to their game pages; the type switch keeps the keyword', async () => {
    render(<SearchPageView {...withIslands('/search/', await searchProps({ q: 'RPG', type: 'game' }))} />);
    const results = screen.getByRole('region', { name: 'ゲームの検索結果' });
    const links = resultLinks(results);
    expect(links).toHaveLength(20);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/game\/title\/\d+\/page\/1\/$/);
    // A new keyword typed on the game tab stays on the game tab.
    expect(screen.getByRole('search', { name: 'サイト内検索' }).querySelector('input[type="hidden"][name="type"]')).toHaveValue('game');
    const tabs = screen.getByRole('navigation', { name: '検索対象の切り替え' });
    expect(within(tabs).getByText('ゲーム')).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: '記事' })).toHaveAttribute('href', '/search/?q=RPG');
    const pager = screen.getByRole('navigation', { name: '検索結果のページ' });
    expect(within(pager).getByRole('link', { name: '次へ' })).toHaveAttribute('href', '/search/?q=RPG&type=game&page=2');
  });

  it('nothing matches: 「「{q}」に一致する記事は見つかりませんでした」', async () => {
    render(<SearchPageView {...withIslands('/search/', await searchProps({ q: 'そんなゲームはないzzz' }))} />);
    expect(screen.getByText('「そんなゲームはないzzz」に一致する記事は見つかりませんでした')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '検索結果のページ' })).not.toBeInTheDocument();
  });

  it.each([
    ['nothing matches', { q: 'zzzzqqqq' }],
    ['no keyword yet', {}],
  ])('%s: trend words (each a search) and pickup games (each its game page) to try next', async (name, query) => {
    render(<SearchPageView {...withIslands('/search/', await searchProps(query))} />);
    if (name === 'nothing matches') {
      expect(screen.getByText('検索結果がありません')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '「zzzzqqqq」をゲームから検索する' })).toHaveAttribute('href', '/search/?q=zzzzqqqq&type=game');
    }
    const words = within(screen.getByRole('region', { name: '注目のキーワード' })).getAllByRole('link');
    expect(words.length).toBeGreaterThanOrEqual(3);
    for (const link of words) expect(link).toHaveAttribute('href', `/search/?q=${encodeURIComponent(link.textContent ?? '')}`);
    const games = within(screen.getByRole('region', { name: '注目のゲーム' })).getAllByRole('link');
    expect(games.length).toBeGreaterThanOrEqual(3);
    for (const link of games) expect(link.getAttribute('href')).toMatch(/^\/game\/title\/\d+\/page\/1\/$/);
  });

  it('results: no suggestion blocks', async () => {
    render(<SearchPageView {...withIslands('/search/', await searchProps({ q: MANY }))} />);
    expect(screen.queryByRole('region', { name: '注目のキーワード' })).not.toBeInTheDocument();
  });

  it('a digits-only keyword that is an article id shows 「記事ID {n} の記事」 above the results', async () => {
    const { record, detail } = findArticle((candidate, body) => !body.redirectUrl && !candidate.card.redirectUrl);
    render(<SearchPageView {...withIslands('/search/', await searchProps({ q: record.id }))} />);
    const direct = screen.getByRole('link', { name: `記事ID ${record.id} の記事` });
    expect(direct).toHaveAttribute('href', `/article/${record.yearMonth}/${record.id}/`);
    // Beside the link, its title (the same story may also stand in the results or the ranking rail).
    expect(direct.parentElement).toHaveTextContent(`記事ID ${record.id} の記事${detail.title}`);
    const results = screen.getByRole('region', { name: '記事の検索結果' });
    expect(direct.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a quoted name says what was searched; a typed category code is offered as a link', async () => {
    render(<SearchPageView {...withIslands('/search/', await searchProps({ q: '「ネオドリフト」 PS5' }))} />);
    expect(screen.getByText('「ネオドリフト」で検索しています。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PS5の記事一覧' })).toHaveAttribute('href', '/category/ps5/page/1/');
  });

  it('headings go h1 → h2 → h3 in order', async () => {
    const { container } = render(<SearchPageView {...withIslands('/search/', await searchProps({ q: 'PS5 攻略' }))} />);
    const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4'), (heading) => Number(heading.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => index > 0 && expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1));
  });

  it('API text is rendered as text, never as HTML', async () => {
    const props = await searchProps({ q: '<img src=x onerror=alert(1)>' });
    const { container } = render(<SearchPageView {...withIslands('/search/', props)} />);
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('「<img src=x onerror=alert(1)>」の検索結果');
  });
});

describe('old-site search page', () => {
  it('sends noindex, one h1, and a prompt when the keyword is empty', async () => {
    render(<SearchHistoryPageView {...withIslands('/search-history/', await historyProps({}))} />);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('過去記事検索');
    expect(screen.getByRole('search', { name: '過去記事検索' })).toHaveAttribute('action', '/search-history/');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('results link to the old site’s URLs; the pager keeps q', async () => {
    const props = await historyProps({ q: MANY });
    render(<SearchHistoryPageView {...withIslands('/search-history/', props)} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`「${MANY}」の過去記事検索結果`);
    const results = screen.getByRole('region', { name: '過去記事の検索結果' });
    const links = resultLinks(results);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(props.searchHistory.results?.items.map((item) => item.url));
    expect(links[0]?.getAttribute('href')).toMatch(/^https:\/\/archive\.playnote\.example\//);
    const pager = screen.getByRole('navigation', { name: '検索結果のページ' });
    expect(within(pager).getByRole('link', { name: '次へ' })).toHaveAttribute('href', `/search-history/?q=${encodeURIComponent(MANY)}&page=2`);
    expect(screen.getByRole('link', { name: `現在のサイトの記事から「${MANY}」を検索` })).toHaveAttribute('href', `/search/?q=${encodeURIComponent(MANY)}`);
  });

  it('an unsafe URL from the history API is not linked', async () => {
    const props = await historyProps({ q: MANY });
    const [first, ...rest] = props.searchHistory.results?.items ?? [];
    if (!first) throw new Error('expected results');
    const tampered = {
      ...props,
      searchHistory: { ...props.searchHistory, results: { ...props.searchHistory.results!, items: [{ ...first, url: 'javascript:alert(1)' }, ...rest] } },
    };
    render(<SearchHistoryPageView {...withIslands('/search-history/', tampered)} />);
    const results = screen.getByRole('region', { name: '過去記事の検索結果' });
    expect(resultLinks(results)).toHaveLength(rest.length);
    expect(within(results).getByText(first.title)).toBeInTheDocument();
  });

  it('nothing matches: 「「{q}」に一致する過去記事は見つかりませんでした」', async () => {
    render(<SearchHistoryPageView {...withIslands('/search-history/', await historyProps({ q: 'zzzそんな記事はない' }))} />);
    expect(screen.getByText('「zzzそんな記事はない」に一致する過去記事は見つかりませんでした')).toBeInTheDocument();
  });
});
