import { render, screen, within } from '@testing-library/react';
import { GameReviewsPageView } from '@/components/pages/game-reviews-page-view';
import { AWARD_LABELS, type GameReviewsPageProps } from '@/lib/page-data/game/game-reviews';
import { captureLogs, setupContentApi } from '../../support/content-api';
import { findGame, GAME_ROUTES, gameViewProps } from '../../lib/page-data/game/game-fixtures';

setupContentApi();
captureLogs();

const reviewsProps = (gameId: string) => gameViewProps<GameReviewsPageProps>(GAME_ROUTES.reviews, { gameId });

describe('game title reviews page', () => {
  const twoPlatforms = findGame(({ reviews }) => reviews.length === 2);

  it('one h1, breadcrumb トップ › game › レビュー, レビュー tab current, headings h1 → h2 → h3', async () => {
    render(<GameReviewsPageView {...await reviewsProps(twoPlatforms.game.gameId)} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(screen.getByRole('navigation', { name: 'パンくずリスト' })).getByText('レビュー')).toHaveAttribute('aria-current', 'page');
    const tabs = screen.getByRole('navigation', { name: 'タイトル情報' });
    expect(within(tabs).getByRole('link', { current: 'page' })).toHaveAttribute('href', `/game/title/${twoPlatforms.game.gameId}/reviews/`);
    const main = screen.getByRole('main');
    const levels = within(main).getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels).toEqual([1, 2, 3, 3]);
  });

  it('each review set: platform, reviewers with score and comment, the total (sum) and the award label', async () => {
    render(<GameReviewsPageView {...await reviewsProps(twoPlatforms.game.gameId)} />);
    for (const set of twoPlatforms.reviews) {
      const region = screen.getByRole('region', { name: `${set.platform.nameJa}版` });
      const table = within(region).getByRole('table');
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual(
        set.reviews.map((review) => [review.reviewerName, `${review.score}点`, review.comment]),
      );
      const sum = set.reviews.reduce((total, review) => total + review.score, 0);
      expect(within(region).getByText(String(sum)).closest('p')).toHaveTextContent(`合計${sum}点／${set.reviews.length * 10}点満点`);
      if (set.award) expect(within(region).getByText(AWARD_LABELS[set.award])).toBeInTheDocument();
    }
  });

  it.each(['PLATINUM', 'GOLD', 'SILVER'] as const)('a %s review shows its award label', async (award) => {
    const awarded = findGame(({ reviews }) => reviews[0]?.award === award);
    render(<GameReviewsPageView {...await reviewsProps(awarded.game.gameId)} />);
    expect(screen.getByText(AWARD_LABELS[award])).toBeInTheDocument();
  });

  it('a review without an award shows no award label', async () => {
    const plain = findGame(({ reviews }) => reviews.length === 1 && reviews[0]?.award === null);
    render(<GameReviewsPageView {...await reviewsProps(plain.game.gameId)} />);
    for (const label of Object.values(AWARD_LABELS)) expect(screen.queryByText(label)).not.toBeInTheDocument();
  });

  it('a title without a cross review shows a clear message', async () => {
    const none = findGame(({ reviews }) => reviews.length === 0);
    render(<GameReviewsPageView {...await reviewsProps(none.game.gameId)} />);
    expect(screen.getByText('このタイトルのクロスレビューはまだありません')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /レビュアー別/ })).not.toBeInTheDocument();
  });
});
