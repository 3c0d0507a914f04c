import type { CrossReview } from '@/api-clients/schemas/game';
import { notFound, props } from '@/lib/page-data/results';
import type { PageDataFunction } from '@/lib/page-data/types';
import { REVIEW_MAX_SCORE } from '@/foundation/format/game';
import { getGamePageFrame, loadGameEssentials, parseGameId, type GamePageFrame } from './game-page';

export { AWARD_LABELS, awardLabel, REVIEW_MAX_SCORE } from '@/foundation/format/game';

/** One review set (one platform) as the page renders it. */
export interface CrossReviewView {
  platform: CrossReview['platform'];
  publishedAt: string;
  reviews: CrossReview['reviews'];
  /** The sum of the reviewers' scores. */
  totalScore: number;
  /** Highest possible total: reviewers × 10. */
  maxScore: number;
  award: CrossReview['award'];
}

export interface GameReviewsPageProps extends GamePageFrame {
  /** Empty when the title has no cross review (the page still answers 200). */
  crossReviews: CrossReviewView[];
}

export function toCrossReviewView(review: CrossReview): CrossReviewView {
  return {
    platform: review.platform,
    publishedAt: review.publishedAt,
    reviews: review.reviews,
    totalScore: review.reviews.reduce((sum, entry) => sum + entry.score, 0),
    maxScore: review.reviews.length * REVIEW_MAX_SCORE,
    award: review.award,
  };
}

/** `/game/title/{gameId}/reviews/`: the title's cross reviews. */
export const getGameReviewsPageData: PageDataFunction<GameReviewsPageProps> = async ({ params, fetchSource, device, now, adPageType }) => {
  const gameId = parseGameId(params.gameId);
  if (gameId === null) return notFound();

  const essentials = await loadGameEssentials(fetchSource, gameId, () => fetchSource('gameTitleReview', { gameId }));
  if (essentials === null) return notFound();
  const { information, main: reviews } = essentials;

  return props({ ...(await getGamePageFrame({ fetchSource, device, now, adPageType }, information)), crossReviews: reviews.data.map(toCrossReviewView) });
};
