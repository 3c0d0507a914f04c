import { render, screen, within } from '@testing-library/react';
import { FEW_IMAGES, galleryLayout } from '@/components/game/game-image-grid';
import { GameImagesPageView } from '@/components/pages/game-images-page-view';
import type { GameImagesPageProps } from '@/lib/page-data/game/game-images';
import { captureLogs, setupContentApi } from '../../support/content-api';
import { findGame, GAME_ROUTES, gameViewProps } from '../../lib/page-data/game/game-fixtures';

setupContentApi();
captureLogs();

const rich = findGame(({ imageCount }) => imageCount > 60);
const imagesProps = (gameId: string, pageNumber = '1') => gameViewProps<GameImagesPageProps>(GAME_ROUTES.images, { gameId, pageNumber });

describe('game title images page', () => {
  it('one h1 (the game), breadcrumb トップ › game › 画像, and the 画像 tab current', async () => {
    render(<GameImagesPageView {...await imagesProps(rich.game.gameId)} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: rich.game.name })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(breadcrumb).getByRole('link', { name: rich.game.name })).toHaveAttribute('href', `/game/title/${rich.game.gameId}/page/1/`);
    expect(within(breadcrumb).getByText('画像')).toHaveAttribute('aria-current', 'page');
    const tabs = screen.getByRole('navigation', { name: 'タイトル情報' });
    expect(within(tabs).getByRole('link', { current: 'page' })).toHaveAttribute('href', `/game/title/${rich.game.gameId}/images/page/1/`);
  });

  it('a grid of 30 thumbnails (spec §9), each linking to its article image page with alt text', async () => {
    const props = await imagesProps(rich.game.gameId, '2');
    render(<GameImagesPageView {...props} />);
    const region = screen.getByRole('region', { name: '画像一覧' });
    const links = within(region).getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/article/images/'));
    expect(links).toHaveLength(30);
    const first = props.images.items[0];
    expect(links[0]).toHaveAttribute('href', `/article/images/${first?.publicationDate}/${first?.articleId}/${first?.imageId}/`);
    expect(links[0]).toHaveAccessibleName(first?.caption ?? `${rich.game.name}の画像（31枚目）`);
    for (const link of links) expect(within(link).getByRole('img').getAttribute('alt')).not.toBe('');
    const pager = screen.getByRole('navigation', { name: '画像一覧のページ' });
    expect(within(pager).getByRole('link', { name: '前へ' })).toHaveAttribute('href', `/game/title/${rich.game.gameId}/images/page/1/`);
    expect(screen.getByText(`全${rich.imageCount}枚（2／${Math.ceil(rich.imageCount / 30)}ページ）`)).toBeInTheDocument();
  });

  it('a title without images says so', async () => {
    const empty = findGame(({ imageCount }) => imageCount === 0);
    render(<GameImagesPageView {...await imagesProps(empty.game.gameId)} />);
    expect(screen.getByText('該当する画像はありません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${empty.game.name}の記事を見る` })).toHaveAttribute('href', `/game/title/${empty.game.gameId}/page/1/`);
    expect(screen.queryByRole('navigation', { name: '画像一覧のページ' })).not.toBeInTheDocument();
  });
});

describe('galleryLayout', () => {
  it.each([
    [1, '1'],
    [2, '2'],
    [FEW_IMAGES, String(FEW_IMAGES)],
    [FEW_IMAGES + 1, 'many'],
    [30, 'many'],
    [0, 'many'],
  ])('%i images → %s', (count, layout) => {
    expect(galleryLayout(count)).toBe(layout);
  });
});
