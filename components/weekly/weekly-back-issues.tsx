import { SiteLink } from '@/components/link/site-link';
import { ContentImage } from '@/components/image/content-image';
import { toJstParts } from '@/foundation/format/date';
import { weeklyIssueTitle } from '@/foundation/paths/weekly';
import { safeHref } from '@/foundation/site/safe-url';
import type { BackIssueView } from '@/lib/page-data/weekly-issue';
import { WeeklyShopLinks } from './weekly-shop-links';
import styles from './weekly-back-issues.module.scss';

/** Size of an issue's cover from the content API (portrait). */
const COVER = { width: 600, height: 800 } as const;

interface WeeklyBackIssuesProps {
  backIssues: BackIssueView[];
  /** The page type's Amazon tracking id. */
  affiliateTag: string;
}

/**
 * バックナンバー: the newest back issues as covers in a grid, newest first; each names its number,
 * date and lead feature (a link to the feature's part page when it is online) and its shops.
 */
export function WeeklyBackIssues({ backIssues, affiliateTag }: WeeklyBackIssuesProps) {
  return (
    <ol className={styles.grid}>
      {backIssues.map((backIssue) => {
        const href = backIssue.url ? safeHref(backIssue.url) : null;
        const label = `No.${backIssue.issueNumber}`;
        const { month, day } = toJstParts(backIssue.publishedAt);
        const cover = (
          <ContentImage
            src={backIssue.coverImageUrl}
            alt={`${weeklyIssueTitle(backIssue)}の表紙`}
            width={COVER.width}
            height={COVER.height}
            sizes="(min-width: 768px) 160px, 45vw"
            className={styles.cover}
          />
        );
        return (
          <li key={backIssue.issueNumber} className={styles.issue}>
            {href ? (
              <SiteLink href={href} className={styles.coverLink} aria-hidden="true" tabIndex={-1}>
                {cover}
              </SiteLink>
            ) : (
              cover
            )}
            <p className={styles.meta}>
              <span className={styles.number}>{label}</span>
              <time dateTime={backIssue.publishedAt}>{`${month}月${day}日号`}</time>
            </p>
            <p className={styles.feature}>{href ? <SiteLink href={href}>{backIssue.feature}</SiteLink> : backIssue.feature}</p>
            <WeeklyShopLinks issue={backIssue} affiliateTag={affiliateTag} issueLabel={label} variant="compact" />
          </li>
        );
      })}
    </ol>
  );
}
