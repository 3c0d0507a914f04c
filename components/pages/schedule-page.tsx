import { Breadcrumb } from '@/components/article/breadcrumb';
import { PageShell } from '@/components/layout/page-shell';
import { RankingRail } from '@/components/ranking/ranking-rail';
import type { WithIslands } from '@/foundation/site/html-only';
import { CalendarSubscription } from '@/components/schedule/calendar-subscription';
import { MonthNavigation } from '@/components/schedule/month-navigation';
import { PlatformFilter } from '@/components/schedule/platform-filter';
import { ReleaseCalendar } from '@/components/schedule/release-calendar';
import { ReleaseDayList } from '@/components/schedule/release-day-list';
import { paths } from '@/foundation/paths';
import type { SchedulePageProps, ScheduleView } from '@/lib/page-data/schedule';
import { ALL_PLATFORMS } from '@/foundation/schedule/platforms';
import styles from './schedule-page.module.scss';

/** `2026年11月の発売スケジュール（Switch2）`; no platform suffix for all platforms. */
export function scheduleHeading({ year, month, platform }: Pick<ScheduleView, 'year' | 'month' | 'platform'>): string {
  const suffix = platform.code === ALL_PLATFORMS ? '' : `（${platform.nameJa}）`;
  return `${year}年${month}月の発売スケジュール${suffix}`;
}

export function SchedulePage({ schedule, layout, islands }: WithIslands<SchedulePageProps>) {
  const isIndex = schedule.canonicalPath === paths.schedule();
  const linkedDates = schedule.titleGroups.map((group) => group.releaseDate);
  return (
    <PageShell layout={layout} rail={<RankingRail islands={islands} />}>
      <Breadcrumb
        items={
          isIndex
            ? [{ name: '発売スケジュール' }]
            : [{ name: '発売スケジュール', path: paths.schedule() }, { name: `${schedule.year}年${schedule.month}月（${schedule.platform.nameJa}）` }]
        }
      />
      <h1 className={styles.heading}>{scheduleHeading(schedule)}</h1>
      <PlatformFilter currentPlatform={schedule.platform.code} yearMonth={schedule.yearMonth} />
      <MonthNavigation
        platform={schedule.platform.code}
        year={schedule.year}
        month={schedule.month}
        years={schedule.years}
        months={schedule.months}
        previousMonth={schedule.previousMonth}
        nextMonth={schedule.nextMonth}
      />
      <ReleaseCalendar
        year={schedule.year}
        month={schedule.month}
        releaseDates={schedule.releaseDates}
        linkedDates={linkedDates}
        today={schedule.today}
      />
      {schedule.titleGroups.length > 0 ? (
        <ReleaseDayList titleGroups={schedule.titleGroups} />
      ) : (
        <p className={styles.empty}>この月に発売予定のタイトルはありません</p>
      )}
      <CalendarSubscription platform={schedule.platform} />
    </PageShell>
  );
}
