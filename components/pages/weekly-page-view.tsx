import { PageHead } from '@/components/head/page-head';
import { weeklyIssueTitle, weeklyPaths, type WeeklyPageProps } from '@/lib/routes/weekly';
import { WeeklyPage } from './weekly-page';

export function WeeklyPageView(props: WeeklyPageProps) {
  const title = weeklyIssueTitle(props.weeklyPart.issue);
  return (
    <>
      <PageHead
        title={title}
        description={`${title}の内容をお届けします。`}
        canonicalPath={weeklyPaths.index()}
        imageUrl={props.weeklyPart.issue.coverImageUrl}
      />
      <WeeklyPage {...props} />
    </>
  );
}
