import { render, screen, within } from '@testing-library/react';
import { GameVideosPageView } from '@/components/pages/game-videos-page-view';
import { formatJstDate } from '@/foundation/format/date';
import type { GameVideosPageProps } from '@/lib/page-data/game/game-videos';
import { captureLogs, setupContentApi } from '../../support/content-api';
import { findGame, GAME_ROUTES, gameViewProps } from '../../lib/page-data/game/game-fixtures';

setupContentApi();
captureLogs();

const withVideos = findGame(({ videos }) => videos.length > 4);
const videosProps = (gameId: string) => gameViewProps<GameVideosPageProps>(GAME_ROUTES.videos, { gameId, pageNumber: '1' });

describe('game title videos page', () => {
  it('one h1, breadcrumb トップ › game › 動画, 動画 tab current', async () => {
    render(<GameVideosPageView {...await videosProps(withVideos.game.gameId)} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(screen.getByRole('navigation', { name: 'パンくずリスト' })).getByText('動画')).toHaveAttribute('aria-current', 'page');
    const tabs = screen.getByRole('navigation', { name: 'タイトル情報' });
    expect(within(tabs).getByRole('link', { current: 'page' })).toHaveAttribute('href', `/game/title/${withVideos.game.gameId}/videos/page/1/`);
  });

  it('each video: thumbnail, title, date and m:ss length, opening on YouTube in a new tab', async () => {
    render(<GameVideosPageView {...await videosProps(withVideos.game.gameId)} />);
    const region = screen.getByRole('region', { name: '動画一覧' });
    const titles = within(region).getAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(withVideos.videos.map((video) => video.title));
    withVideos.videos.forEach((video, index) => {
      const link = titles[index]?.closest('a');
      expect(link).toHaveAttribute('href', `https://www.youtube.com/watch?v=${video.youtubeId}`);
      expect(link).toHaveAttribute('target', '_blank');
      const minutes = Math.floor(video.durationSeconds / 60);
      const seconds = String(video.durationSeconds % 60).padStart(2, '0');
      expect(link).toHaveTextContent(`${minutes}:${seconds}`);
      expect(link).toHaveTextContent(formatJstDate(video.publishedAt));
      expect(link?.querySelector('img')).toHaveAttribute('alt', '');
    });
  });

  it('the first video plays in an embedded youtube-nocookie player', async () => {
    const { container } = render(<GameVideosPageView {...await videosProps(withVideos.game.gameId)} />);
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    const [first] = withVideos.videos;
    expect(frames[0]).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${first?.youtubeId}`);
    expect(frames[0]).toHaveAttribute('title', `${first?.title}（動画プレーヤー）`);
  });

  it('a title without videos says so, with no player', async () => {
    const none = findGame(({ videos }) => videos.length === 0);
    const { container } = render(<GameVideosPageView {...await videosProps(none.game.gameId)} />);
    expect(screen.getByText('該当する動画はありません')).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });
});
