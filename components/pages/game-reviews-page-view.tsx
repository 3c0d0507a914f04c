import { PageHead } from '@/components/head/page-head';
import { paths } from '@/lib/paths';
import type { GameReviewsPageProps } from '@/lib/routes/game/game-reviews';
import { GameReviewsPage } from './game-reviews-page';

export function GameReviewsPageView(props: GameReviewsPageProps) {
  const { game } = props;
  return (
    <>
      <PageHead
        title={`${game.name}のクロスレビュー`}
        description={game.description || undefined}
        canonicalPath={paths.gameReviews(game.gameId)}
        imageUrl={game.thumbnailUrl}
      />
      <GameReviewsPage {...props} />
    </>
  );
}
