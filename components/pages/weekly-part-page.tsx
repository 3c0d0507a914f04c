import { CollectionBanner } from '@/components/special/collection-banner';
import { EmptyNote, TitledSection } from '@/components/special/titled-section';
import { WeeklyPartList } from '@/components/special/weekly-part-list';
import type { WeeklyPartPageProps } from '@/lib/page-data/weekly';
import { WEEKLY_MAGAZINE_NAME, weeklyIssueTitle, weeklyPaths } from '@/foundation/paths/weekly';
import { ArticlePage } from './article-page';
import type { WithIslands } from '@/foundation/site/html-only';

/** A part of the weekly magazine shown as an article, with the issue's other parts below. */
export function WeeklyPartPage({ issue, otherParts, ...rest }: WithIslands<WeeklyPartPageProps>) {
  return (
    <ArticlePage
      {...rest}
      // Body pages stay at the magazine's address for the part.
      pathOfPage={(page) => weeklyPaths.part(rest.articleDetailData.articleId, page)}
      banner={<CollectionBanner kind={WEEKLY_MAGAZINE_NAME} title={issue ? weeklyIssueTitle(issue) : `${WEEKLY_MAGAZINE_NAME} 最新号`} href={weeklyPaths.index()} />}
    >
      <TitledSection id="weekly-other-parts" title="今週号のその他の記事" more={{ href: weeklyPaths.index(), label: `${WEEKLY_MAGAZINE_NAME}の最新号を見る` }}>
        {otherParts.length > 0 ? <WeeklyPartList parts={otherParts} /> : <EmptyNote>該当する記事はありません</EmptyNote>}
      </TitledSection>
    </ArticlePage>
  );
}
