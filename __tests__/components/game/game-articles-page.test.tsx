import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { GameArticlesPageView } from '@/components/pages/game-articles-page-view';
import type { GameArticlesPageProps } from '@/lib/page-data/game/game-articles';
import { captureLogs, setupContentApi } from '../../support/content-api';
import { TEST_API_BASE_URL } from '../../setup/test-env';
import { findGame, GAME_ROUTES, gameViewProps } from '../../lib/page-data/game/game-fixtures';

const server = setupContentApi();
captureLogs();

const rich = findGame(({ articles, group, videos, imageCount }) => articles.length > 20 && (group?.games.length ?? 0) > 1 && videos.length >= 4 && imageCount >= 8);
const articlesProps = (gameId: string, pageNumber = '1') => gameViewProps<GameArticlesPageProps>(GAME_ROUTES.articles, { gameId, pageNumber });

describe('game title articles page', () => {
  it('one h1, the game name, with the breadcrumb トップ › game', async () => {
    render(<GameArticlesPageView {...await articlesProps(rich.game.gameId)} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: rich.game.name })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(breadcrumb).getByRole('link', { name: 'トップ' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText(rich.game.name)).toHaveAttribute('aria-current', 'page');
  });

  it('tabs link the four sub-pages with counts from the title information; 記事 is current', async () => {
    render(<GameArticlesPageView {...await articlesProps(rich.game.gameId)} />);
    const tabs = screen.getByRole('navigation', { name: 'タイトル情報' });
    const links = within(tabs).getAllByRole('link');
    const id = rich.game.gameId;
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/game/title/${id}/page/1/`,
      `/game/title/${id}/images/page/1/`,
      `/game/title/${id}/reviews/`,
      `/game/title/${id}/videos/page/1/`,
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links.slice(1).every((link) => !link.hasAttribute('aria-current'))).toBe(true);
    expect(links[0]).toHaveTextContent(`記事${rich.articles.length}件`);
    expect(links[1]).toHaveTextContent(`画像${rich.imageCount.toLocaleString('ja-JP')}枚`);
    expect(links[3]).toHaveTextContent(`動画${rich.videos.length}本`);
  });

  it('20 articles a page (spec §9) linking to their article pages, with a pager to page 2', async () => {
    const props = await articlesProps(rich.game.gameId);
    render(<GameArticlesPageView {...props} />);
    const region = screen.getByRole('region', { name: '記事一覧' });
    expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(20);
    const first = rich.articles[0];
    expect(within(region).getByRole('link', { name: new RegExp(first?.card.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') ?? '') })).toHaveAttribute(
      'href',
      first?.card.redirectUrl ?? `/article/${first?.yearMonth}/${first?.id}/`,
    );
    const pager = screen.getByRole('navigation', { name: '記事一覧のページ' });
    expect(within(pager).getByRole('link', { name: '次へ' })).toHaveAttribute('href', `/game/title/${rich.game.gameId}/page/2/`);
  });

  it('on page 2 the 記事 tab is marked current but not as this exact page', async () => {
    render(<GameArticlesPageView {...await articlesProps(rich.game.gameId, '2')} />);
    const tabs = screen.getByRole('navigation', { name: 'タイトル情報' });
    expect(within(tabs).getAllByRole('link')[0]).toHaveAttribute('aria-current', 'true');
    expect(within(screen.getByRole('navigation', { name: '記事一覧のページ' })).getByText('2')).toHaveAttribute('aria-current', 'page');
  });

  it('the series lists its other titles linking to their game pages', async () => {
    render(<GameArticlesPageView {...await articlesProps(rich.game.gameId)} />);
    const series = screen.getByRole('region', { name: `${rich.group?.name}の関連タイトル` });
    const others = rich.group?.games.filter((game) => game.gameId !== rich.game.gameId) ?? [];
    expect(within(series).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(others.map((game) => `/game/title/${game.gameId}/page/1/`));
    expect(within(series).queryByRole('link', { name: rich.game.name })).not.toBeInTheDocument();
  });

  it('right rail: ranking, the latest 8 images linking to image pages and 4 videos opening YouTube', async () => {
    render(<GameArticlesPageView {...await articlesProps(rich.game.gameId)} />);
    const rail = screen.getByRole('complementary', { name: 'サイドバー' });
    expect(within(rail).getByRole('heading', { name: 'アクセスランキング' })).toBeInTheDocument();
    const images = within(rail).getByRole('region', { name: '最新画像' });
    const imageLinks = within(images).getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/article/images/'));
    expect(imageLinks).toHaveLength(8);
    expect(within(images).getByRole('link', { name: '画像をもっと見る' })).toHaveAttribute('href', `/game/title/${rich.game.gameId}/images/page/1/`);
    const videos = within(rail).getByRole('region', { name: '最新動画' });
    const youtube = within(videos).getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('https://www.youtube.com/watch?v='));
    expect(youtube).toHaveLength(4);
  });

  it('a title without articles says so (empty state), without a pager', async () => {
    const empty = findGame(({ articles, group }) => articles.length === 0 && group === null);
    render(<GameArticlesPageView {...await articlesProps(empty.game.gameId)} />);
    expect(screen.getByText('該当する記事はありません')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '記事一覧のページ' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: empty.game.name })).toBeInTheDocument();
  });

  it('without rail sources the rail keeps only what loaded', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/game/images`, () => HttpResponse.json({}, { status: 500 })),
      http.get(`${TEST_API_BASE_URL}/api/game/videos`, () => HttpResponse.json({}, { status: 500 })),
    );
    render(<GameArticlesPageView {...await articlesProps(rich.game.gameId)} />);
    expect(screen.queryByRole('region', { name: '最新画像' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '最新動画' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'アクセスランキング' })).toBeInTheDocument();
  });
});
