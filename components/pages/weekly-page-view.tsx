import { PageHead } from '@/components/head/page-head';
import type { WeeklyPageProps } from '@/lib/page-data/weekly';
import { WEEKLY_MAGAZINE_NAME, weeklyIssueTitle, weeklyPaths } from '@/foundation/paths/weekly';
import { WeeklyPage } from './weekly-page';
import type { WithIslands } from '@/foundation/site/html-only';

export function WeeklyPageView(props: WithIslands<WeeklyPageProps>) {
  const title = weeklyIssueTitle(props.weeklyPart.issue);
  const canonicalPath = weeklyPaths.index();
  return (
    <>
      <PageHead
        title={title}
        description={`${title}の内容をお届けします。`}
        canonicalPath={canonicalPath}
        imageUrl={props.weeklyPart.issue.coverImageUrl}
        jsonLd={(ld) => [ld.breadcrumbListJsonLd([{ name: WEEKLY_MAGAZINE_NAME }], canonicalPath)]}
      />
      <WeeklyPage {...props} />
    </>
  );
}
