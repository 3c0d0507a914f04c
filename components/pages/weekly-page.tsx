import { Breadcrumb } from '@/components/article/breadcrumb';
import { ContentImage } from '@/components/image/content-image';
import { PageShell } from '@/components/layout/page-shell';
import { RankingRail } from '@/components/ranking/ranking-rail';
import type { WithIslands } from '@/foundation/site/html-only';
import { EmptyNote, TitledSection } from '@/components/special/titled-section';
import { WeeklyPartList } from '@/components/special/weekly-part-list';
import { WeeklyBackIssues } from '@/components/weekly/weekly-back-issues';
import { WeeklyShopLinks } from '@/components/weekly/weekly-shop-links';
import { formatJstDate } from '@/foundation/format/date';
import { formatNumber } from '@/foundation/format/number';
import { paths } from '@/foundation/paths';
import type { WeeklyPageProps } from '@/lib/page-data/weekly';
import { WEEKLY_MAGAZINE_CATEGORY_CODE, WEEKLY_MAGAZINE_NAME, weeklyIssueTitle } from '@/foundation/paths/weekly';
import styles from './weekly-page.module.scss';

/** Size of the issue's cover from the content API (portrait). */
export const COVER_IMAGE = { width: 600, height: 800 } as const;

export function WeeklyPage({ weeklyPart: { issue, parts, backIssues, affiliateTag }, islands, layout, sponsoredCandidates }: WithIslands<WeeklyPageProps>) {
  return (
    <PageShell layout={layout} rail={<RankingRail islands={islands} />}>
      <Breadcrumb items={[{ name: WEEKLY_MAGAZINE_NAME }]} />
      <header className={styles.issue}>
        <ContentImage
          src={issue.coverImageUrl}
          alt={`${weeklyIssueTitle(issue)}の表紙`}
          width={COVER_IMAGE.width}
          height={COVER_IMAGE.height}
          sizes="(min-width: 768px) 240px, 40vw"
          priority
          className={styles.cover}
        />
        <div>
          <h1 className={styles.title}>{WEEKLY_MAGAZINE_NAME}</h1>
          <p className={styles.issueTitle}>{weeklyIssueTitle(issue)}</p>
          <dl className={styles.facts}>
            <dt>号数</dt>
            <dd>No.{formatNumber(issue.issueNumber)}</dd>
            <dt>発売日</dt>
            <dd>
              <time dateTime={issue.publishedAt}>{formatJstDate(issue.publishedAt)}</time>
            </dd>
          </dl>
        </div>
        <div className={styles.buy}>
          <h2 className={styles.buyHeading}>購入する</h2>
          <WeeklyShopLinks issue={issue} affiliateTag={affiliateTag} issueLabel={`No.${issue.issueNumber}`} variant="buttons" />
        </div>
      </header>

      <TitledSection id="weekly-parts" title="今週号の内容" more={{ href: paths.category(WEEKLY_MAGAZINE_CATEGORY_CODE), label: 'プレイノート本誌の記事をもっと見る' }}>
        {parts.length > 0 ? <WeeklyPartList parts={parts} sponsored={sponsoredCandidates} /> : <EmptyNote>今週号の記事はまだありません</EmptyNote>}
      </TitledSection>

      {backIssues.length > 0 && (
        <TitledSection id="weekly-back-issues" title="バックナンバー">
          <WeeklyBackIssues backIssues={backIssues} affiliateTag={affiliateTag} />
        </TitledSection>
      )}
    </PageShell>
  );
}
