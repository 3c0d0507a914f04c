import { PageHead } from '@/components/head/page-head';
import { paths } from '@/foundation/paths';
import type { SchedulePageProps } from '@/lib/page-data/schedule';
import { SchedulePage, scheduleHeading } from './schedule-page';
import type { WithIslands } from '@/foundation/site/html-only';

export function SchedulePageView(props: WithIslands<SchedulePageProps>) {
  const { schedule } = props;
  const target = schedule.platform.code === 'all-platforms' ? 'ゲームソフト' : `${schedule.platform.nameJa}のゲームソフト`;
  const breadcrumb =
    schedule.canonicalPath === paths.schedule()
      ? [{ name: '発売スケジュール' }]
      : [{ name: '発売スケジュール', path: paths.schedule() }, { name: `${schedule.year}年${schedule.month}月（${schedule.platform.nameJa}）` }];
  return (
    <>
      <PageHead
        title={scheduleHeading(schedule)}
        description={`${schedule.year}年${schedule.month}月に発売される${target}の発売日・機種・メーカー・ジャンル・価格の一覧です。`}
        canonicalPath={schedule.canonicalPath}
        jsonLd={(ld) => [ld.breadcrumbListJsonLd(breadcrumb, schedule.canonicalPath)]}
      />
      <SchedulePage {...props} />
    </>
  );
}
