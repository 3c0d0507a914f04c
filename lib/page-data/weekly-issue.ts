import { AMAZON_AFFILIATE_TAGS } from '@/ads/amazon-affiliate';
import type { AdPageType } from '@/ads/types';
import type { WeeklyPart } from '@/api-clients/schemas/site';

/** Back issues the weekly page shows (newest first): two rows of four on a desktop, four of two on a phone. */
export const BACK_ISSUE_LIMIT = 8;

/** An issue as the pages show it, with what its shops need (foundation/site/magazine-shops.ts). */
export interface WeeklyIssueView {
  issueNumber: number;
  title: string;
  publishedAt: string;
  coverImageUrl: string;
  jan: string | null;
  isEbook: boolean;
}

/** A back issue in the バックナンバー grid: the issue, its feature and where the feature opens. */
export interface BackIssueView extends WeeklyIssueView {
  feature: string;
  url: string | null;
}

/** What the weekly page shows of the magazine source: the issue, its parts, the newest back issues. */
export interface WeeklyMagazineView {
  issue: WeeklyIssueView;
  parts: WeeklyPart['parts'];
  backIssues: BackIssueView[];
  /** The Amazon tracking id of the page type (ads/amazon-affiliate.ts) the 購入 links carry. */
  affiliateTag: string;
}

/** The issue without anything else the source may send. */
export function toWeeklyIssueView({ issueNumber, title, publishedAt, coverImageUrl, jan, isEbook }: WeeklyPart['issue']): WeeklyIssueView {
  return { issueNumber, title, publishedAt, coverImageUrl, jan, isEbook };
}

/**
 * The weekly page's view of the source, trimmed for `__NEXT_DATA__`: at most BACK_ISSUE_LIMIT back
 * issues, newest first (by issue number, whatever order the source sends), none repeating the current issue.
 */
export function toWeeklyMagazineView(weeklyPart: WeeklyPart, adPageType: AdPageType): WeeklyMagazineView {
  const backIssues = weeklyPart.backIssues
    .filter((backIssue) => backIssue.issueNumber < weeklyPart.issue.issueNumber)
    .sort((a, b) => b.issueNumber - a.issueNumber)
    .filter((backIssue, index, sorted) => index === 0 || sorted[index - 1]!.issueNumber !== backIssue.issueNumber)
    .slice(0, BACK_ISSUE_LIMIT)
    .map((backIssue) => ({ ...toWeeklyIssueView(backIssue), feature: backIssue.feature, url: backIssue.url }));
  return { issue: toWeeklyIssueView(weeklyPart.issue), parts: weeklyPart.parts, backIssues, affiliateTag: AMAZON_AFFILIATE_TAGS[adPageType] };
}

/** The top page's teaser: the issue and its parts, no back issues or shop data. */
export function toWeeklyTeaser(weeklyPart: WeeklyPart): { issue: Pick<WeeklyIssueView, 'issueNumber' | 'title' | 'publishedAt' | 'coverImageUrl'>; parts: WeeklyPart['parts'] } {
  const { issueNumber, title, publishedAt, coverImageUrl } = weeklyPart.issue;
  return { issue: { issueNumber, title, publishedAt, coverImageUrl }, parts: weeklyPart.parts };
}
