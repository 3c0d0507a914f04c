import { isApiError } from '@/api-clients/api-error';
import { EMPTY_RELEASE_CALENDAR } from '@/api-clients/defaults';
import type { FetchSource } from '@/api-clients/fetch-source';
import type { ReleaseCalendar } from '@/api-clients/schemas/schedule';
import { notFound, props } from '@/lib/page-data/results';
import type { PageDataFunction, PageDataResult } from '@/lib/page-data/types';
import { paths } from '@/foundation/paths';
import { scheduleMonths, scheduleYears } from '@/foundation/schedule/navigation';
import { ALL_PLATFORMS, findSchedulePlatform, type SchedulePlatform } from '@/foundation/schedule/platforms';
import { jstToday, jstYearMonth, parseYearMonth, shiftYearMonth, yearMonthKey, type YearMonth } from '@/foundation/schedule/year-month';
import { getListlessPageFrame, type ListlessPageFrame, type PageFrameContext } from './page-frame';
import { orFallback } from './secondary';

/** What the release schedule page renders. */
export interface ScheduleView {
  platform: { code: string; nameJa: string };
  year: number;
  month: number;
  /** `YYYYMM` of the displayed month. */
  yearMonth: string;
  /** Site path this page is served at (`/schedule/` or `/schedule/{platform}/{YYYYMM}/`). */
  canonicalPath: string;
  /** Years and months (1-12) offered by the navigation. */
  years: number[];
  months: number[];
  /** `YYYYMM` of the neighbouring months, null outside 1900-2199. */
  previousMonth: string | null;
  nextMonth: string | null;
  /** Days (`YYYY-MM-DD`) of the month that have releases, for the calendar marks. */
  releaseDates: string[];
  titleGroups: ReleaseCalendar['titleGroups'];
  /** Today in Japan time, `YYYY-MM-DD`. */
  today: string;
}

export interface SchedulePageProps extends ListlessPageFrame {
  adUnitsType: 'SCHEDULE';
  schedule: ScheduleView;
}

/**
 * The month's calendar. The platform and month are already validated here, so an upstream 404
 * means "no calendar for that month": the page shows the empty calendar (spec §3 default) with 200.
 * Any other failure of this main source propagates (error page 502/504).
 */
async function loadReleaseCalendar(fetchSource: FetchSource, platform: string, yearMonth: string): Promise<ReleaseCalendar> {
  try {
    return await fetchSource('scheduleTitleGroups', { platform, yearMonth });
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return EMPTY_RELEASE_CALENDAR;
    throw error;
  }
}

async function schedulePage(
  context: PageFrameContext,
  platform: SchedulePlatform,
  displayed: YearMonth,
  canonicalPath: string,
): Promise<PageDataResult<SchedulePageProps>> {
  const { fetchSource, now } = context;
  const yearMonth = yearMonthKey(displayed);
  const monthPrefix = `${yearMonth.slice(0, 4)}-${yearMonth.slice(4)}-`;
  const [calendar, marks, frame] = await Promise.all([
    loadReleaseCalendar(fetchSource, platform.code, yearMonth),
    orFallback(fetchSource('schedulePlatformsReleaseDates', { platform: platform.code, yearMonth }), null),
    getListlessPageFrame(context),
  ]);
  const titleGroups = calendar.titleGroups
    .filter((group) => group.releaseDate.startsWith(monthPrefix) && group.titles.length > 0)
    .sort((a, b) => a.releaseDate.localeCompare(b.releaseDate));
  // The calendar marks come from the release-date source; without it, from the month's own groups.
  const releaseDates = (marks?.releaseDates ?? titleGroups.map((group) => group.releaseDate)).filter((date) =>
    date.startsWith(monthPrefix),
  );
  const previous = shiftYearMonth(displayed, -1);
  const next = shiftYearMonth(displayed, 1);
  return props({
    adUnitsType: 'SCHEDULE',
    schedule: {
      platform: { code: platform.code, nameJa: platform.nameJa },
      year: displayed.year,
      month: displayed.month,
      yearMonth,
      canonicalPath,
      years: scheduleYears(calendar.yearsList, displayed.year),
      months: scheduleMonths(calendar.monthsList, displayed.month),
      previousMonth: previous ? yearMonthKey(previous) : null,
      nextMonth: next ? yearMonthKey(next) : null,
      releaseDates: [...new Set(releaseDates)].sort(),
      titleGroups,
      today: jstToday(now),
    },
    ...frame,
  });
}

/** `/schedule/{gamePlatforms}/{gameReleaseDate}/`: one month of releases for a platform filter. */
export const getSchedulePageData: PageDataFunction<SchedulePageProps> = async ({ params, fetchSource, device, now, adPageType }) => {
  const { gamePlatforms = '', gameReleaseDate = '' } = params;
  const platform = findSchedulePlatform(gamePlatforms);
  const displayed = parseYearMonth(gameReleaseDate);
  if (!platform || !displayed) return notFound();
  return schedulePage({ fetchSource, device, now, adPageType }, platform, displayed, paths.schedule(platform.code, gameReleaseDate));
};

/** `/schedule/`: the current month (Japan time) for all platforms. */
export const getScheduleIndexPageData: PageDataFunction<SchedulePageProps> = async ({ fetchSource, device, now, adPageType }) => {
  const platform = findSchedulePlatform(ALL_PLATFORMS);
  if (!platform) throw new Error(`${ALL_PLATFORMS} missing from SCHEDULE_PLATFORMS`);
  return schedulePage({ fetchSource, device, now, adPageType }, platform, jstYearMonth(now), paths.schedule());
};
