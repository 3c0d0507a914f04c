import { GamePageHead } from '@/components/game/game-page-head';
import { paths } from '@/foundation/paths';
import type { GameReviewsPageProps } from '@/lib/page-data/game/game-reviews';
import { GameReviewsPage } from './game-reviews-page';

export function GameReviewsPageView(props: GameReviewsPageProps) {
  const { game, crossReviews } = props;
  const canonicalPath = paths.gameReviews(game.gameId);
  return (
    <>
      <GamePageHead
        game={game}
        tab="reviews"
        title={`${game.name}のクロスレビュー`}
        fallbackDescription={`${game.name}のクロスレビューです。`}
        canonicalPath={canonicalPath}
        jsonLd={(ld) => [ld.videoGameJsonLd(game, crossReviews), ...ld.crossReviewJsonLd(game, crossReviews)]}
      />
      <GameReviewsPage {...props} />
    </>
  );
}
