
/** Page title of a paged game list: page 2 and later say which page (`…（2ページ目）`). */
export function gamePageTitle(title: string, currentPage: number): string {
  return currentPage > 1 ? `${title}（${currentPage}ページ目）` : title;
}

/** Highest score one reviewer can give (cross review scores are 1-10). */
export const REVIEW_MAX_SCORE = 10;

/** Award tiers of the cross review (the schema's `award` values). */
export const REVIEW_AWARDS = ['PLATINUM', 'GOLD', 'SILVER'] as const;
export type ReviewAward = (typeof REVIEW_AWARDS)[number];

/** Award tiers of the cross review and their labels. */
export const AWARD_LABELS: Readonly<Record<ReviewAward, string>> = {
  PLATINUM: 'プラチナ殿堂',
  GOLD: 'ゴールド殿堂',
  SILVER: 'シルバー殿堂',
};

export function awardLabel(award: ReviewAward | null): string | null {
  return award === null ? null : AWARD_LABELS[award];
}
