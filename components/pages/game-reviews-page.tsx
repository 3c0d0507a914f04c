import { CrossReviewTable } from '@/components/game/cross-review-table';
import { GamePageLayout } from '@/components/game/game-page-layout';
import { EmptyMessage, GameSection } from '@/components/game/game-section';
import { paths } from '@/foundation/paths';
import type { GameReviewsPageProps } from '@/lib/page-data/game/game-reviews';

export function GameReviewsPage(props: GameReviewsPageProps) {
  const { game, crossReviews } = props;
  return (
    <GamePageLayout frame={props} tab="reviews" currentPath={paths.gameReviews(game.gameId)}>
      <GameSection id="game-reviews" title="クロスレビュー">
        {crossReviews.length > 0 ? (
          crossReviews.map((review, index) => (
            <CrossReviewTable key={`${review.platform.code}-${index}`} review={review} headingId={`cross-review-${index + 1}`} />
          ))
        ) : (
          <EmptyMessage>このタイトルのクロスレビューはまだありません</EmptyMessage>
        )}
      </GameSection>
    </GamePageLayout>
  );
}
