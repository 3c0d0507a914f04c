import type { CrossReview } from '@/api-clients/schemas/game';

/** Page title of a paged game list: page 2 and later say which page (`…（2ページ目）`). */
export function gamePageTitle(title: string, currentPage: number): string {
  return currentPage > 1 ? `${title}（${currentPage}ページ目）` : title;
}

/** Highest score one reviewer can give (cross review scores are 1-10). */
export const REVIEW_MAX_SCORE = 10;

/** Award tiers of the cross review and their labels. */
export const AWARD_LABELS: Readonly<Record<NonNullable<CrossReview['award']>, string>> = {
  PLATINUM: 'プラチナ殿堂',
  GOLD: 'ゴールド殿堂',
  SILVER: 'シルバー殿堂',
};

export function awardLabel(award: CrossReview['award']): string | null {
  return award === null ? null : AWARD_LABELS[award];
}
