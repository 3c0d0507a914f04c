import type { CrossReview } from '@/api-clients/schemas/game';
import { formatJstDate } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';

/** Shown for a version whose release date is not decided (null). */
export const UNDECIDED_RELEASE_LABEL = '発売日未定';

/** Video length as `m:ss` (minutes are not wrapped into hours): 65 → `1:05`, 3725 → `62:05`. */
export function formatVideoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The same length as an HTML duration string for `<time dateTime>`: 65 → `PT1M5S`. */
export function videoDurationDateTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `PT${Math.floor(seconds / 60)}M${seconds % 60}S`;
}

/**
 * Release date of a version: `2026年7月30日（木）`, or 発売日未定 when null; a planned-release
 * note from the API (e.g. 2027年発売予定) follows in brackets.
 */
export function formatReleaseDate(releaseDate: string | null, releaseDateText: string): string {
  if (releaseDate !== null) return formatJstDate(`${releaseDate}T00:00:00+09:00`);
  const note = releaseDateText.trim();
  return note && note !== UNDECIDED_RELEASE_LABEL ? `${UNDECIDED_RELEASE_LABEL}（${note}）` : UNDECIDED_RELEASE_LABEL;
}

/** Thousands separators in the numbers of a price text (spec §9): `6800円（税抜）` → `6,800円（税抜）`. */
export function formatPriceText(price: string): string {
  return price.replace(/\d+/g, (digits) => formatNumber(Number(digits)));
}

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
