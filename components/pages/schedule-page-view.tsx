import { PageHead } from '@/components/head/page-head';
import type { SchedulePageProps } from '@/lib/routes/schedule';
import { SchedulePage, scheduleHeading } from './schedule-page';

export function SchedulePageView(props: SchedulePageProps) {
  const { schedule } = props;
  const target = schedule.platform.code === 'all-platforms' ? 'ゲームソフト' : `${schedule.platform.nameJa}のゲームソフト`;
  return (
    <>
      <PageHead
        title={scheduleHeading(schedule)}
        description={`${schedule.year}年${schedule.month}月に発売される${target}の発売日・機種・メーカー・ジャンル・価格の一覧です。`}
        canonicalPath={schedule.canonicalPath}
      />
      <SchedulePage {...props} />
    </>
  );
}
