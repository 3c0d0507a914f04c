import { gameBreadcrumb } from '@/components/game/game-page-layout';
import { PageHead } from '@/components/head/page-head';
import { paths } from '@/lib/paths';
import type { GameReviewsPageProps } from '@/lib/routes/game/game-reviews';
import { breadcrumbListJsonLd, crossReviewJsonLd, videoGameJsonLd } from '@/lib/seo/json-ld';
import { GameReviewsPage } from './game-reviews-page';

export function GameReviewsPageView(props: GameReviewsPageProps) {
  const { game, crossReviews } = props;
  const canonicalPath = paths.gameReviews(game.gameId);
  return (
    <>
      <PageHead
        title={`${game.name}のクロスレビュー`}
        description={game.description || `${game.name}のクロスレビューです。`}
        canonicalPath={canonicalPath}
        imageUrl={game.thumbnailUrl}
        jsonLd={[
          videoGameJsonLd(game, crossReviews),
          ...crossReviewJsonLd(game, crossReviews),
          breadcrumbListJsonLd(gameBreadcrumb(game, 'reviews'), canonicalPath),
        ]}
      />
      <GameReviewsPage {...props} />
    </>
  );
}
