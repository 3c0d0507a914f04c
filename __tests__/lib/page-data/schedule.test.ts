/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { ApiError } from '@/api-clients/api-error';
import { EMPTY_RELEASE_CALENDAR } from '@/api-clients/defaults';
import { handlePageRequest } from '@/lib/page-config/server-side-props';
import { runPageData } from '@/lib/page-config/run-page-data';
import type { PageMeta } from '@/lib/page-config/types';
import { RIGHT_RAIL_SIZE } from '@/lib/page-data/page-frame';
import type { SchedulePageProps } from '@/lib/page-data/schedule';
import { DEFAULT_SCHEDULE_YEAR } from '@/foundation/schedule/navigation';
import { getDataset } from '@/mocks/data';
import { releaseCalendar, releaseDates } from '@/mocks/data/schedule';
import { TEST_API_BASE_URL } from '../../setup/test-env';
import { captureLogs, dataMonth, dataNow, makeFetchSource, setupContentApi } from '../../support/content-api';

const ROUTE = '/schedule/[gamePlatforms]/[gameReleaseDate]/';
const INDEX_ROUTE = '/schedule/';
const server = setupContentApi();
const logs = captureLogs();
const dataset = getDataset();
/** The data's month (its "now" in Japan time), the next one, and a month beyond the data. */
const THIS = dataMonth();
const NEXT = dataMonth(1);
const BEYOND_DATA = dataMonth(48);
const ymd = (month: typeof THIS, day: number) => `${month.year}-${String(month.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

type Props = SchedulePageProps & { pageMeta: PageMeta };

async function run(routePath: string, params: Record<string, string>, now = dataNow()) {
  return runPageData({ routePath, params, query: { ...params }, fetchSource: makeFetchSource(1_000), now });
}

async function scheduleProps(platform: string, yearMonth: string, now?: Date): Promise<Props> {
  const result = await run(ROUTE, { gamePlatforms: platform, gameReleaseDate: yearMonth }, now);
  if (result?.kind !== 'props') throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as unknown as Props;
}

function fakeResponse() {
  const headers: Record<string, string> = {};
  return { statusCode: 200, headers, setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value) };
}

/** A month with no releases for a platform, from the bundled data. */
function emptyMonthFor(platform: string): string {
  for (let year = THIS.year - 7; year <= THIS.year + 1; year += 1) {
    for (let month = 1; month <= 12; month += 1) {
      const key = `${year}${String(month).padStart(2, '0')}`;
      if (releaseCalendar(dataset.schedule, platform, key).titleGroups.length === 0) return key;
    }
  }
  throw new Error(`every month has ${platform} releases`);
}

describe('release schedule page data', () => {
  it('a month for one platform: the API’s day groups, years, months and calendar marks (ad page type SCHEDULE)', async () => {
    const props = await scheduleProps('switch2', THIS.yearMonth);
    const expected = releaseCalendar(dataset.schedule, 'switch2', THIS.yearMonth);
    expect(props.adUnitsType).toBe('SCHEDULE');
    expect(props.pageMeta.adPageType).toBe('SCHEDULE');
    expect(props.schedule).toMatchObject({
      platform: { code: 'switch2', nameJa: 'Switch2' },
      year: THIS.year,
      month: THIS.month,
      yearMonth: THIS.yearMonth,
      canonicalPath: `/schedule/switch2/${THIS.yearMonth}/`,
      previousMonth: dataMonth(-1).yearMonth,
      nextMonth: NEXT.yearMonth,
      today: dataset.now.slice(0, 10),
    });
    expect(expected.titleGroups.length).toBeGreaterThan(0);
    expect(props.schedule.titleGroups).toEqual(expected.titleGroups);
    expect(props.schedule.titleGroups.flatMap((group) => group.titles).every((title) => title.platform.code === 'switch2')).toBe(true);
    expect(props.schedule.years).toEqual(expected.yearsList.map(Number));
    expect(props.schedule.months).toEqual(expected.monthsList.map(Number));
    expect(props.schedule.releaseDates).toEqual(releaseDates(dataset.schedule, 'switch2', THIS.yearMonth).releaseDates);
    expect(props.rankingArticles.length).toBeLessThanOrEqual(RIGHT_RAIL_SIZE.articles);
    expect(props.layout.commonParts).not.toBeNull();
  });

  it('all-platforms lists every platform’s releases of the month, grouped by day in date order', async () => {
    const props = await scheduleProps('all-platforms', THIS.yearMonth);
    const titles = props.schedule.titleGroups.flatMap((group) => group.titles);
    expect(titles).toHaveLength(dataset.schedule.byMonth.get(THIS.yearMonth)?.length ?? -1);
    expect(new Set(titles.map((title) => title.platform.code)).size).toBeGreaterThan(1);
    const dates = props.schedule.titleGroups.map((group) => group.releaseDate);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((date) => date.startsWith(ymd(THIS, 1).slice(0, 8)))).toBe(true);
  });

  it.each([
    ['unknown platform', 'wii', '202611'],
    ['platform code in the wrong case', 'SWITCH2', '202611'],
    ['a category that is not a schedule platform', 'ps3', '202611'],
    ['date with a hyphen', 'switch2', '2026-11'],
    ['month 13', 'switch2', '202613'],
    ['month 00', 'switch2', '202600'],
    ['year before 1900', 'switch2', '189912'],
    ['five digits', 'switch2', '20261'],
    ['a full date', 'switch2', '20261120'],
    ['letters', 'switch2', 'abcdef'],
  ])('a malformed platform or month is a 404: %s', async (_name, gamePlatforms, gameReleaseDate) => {
    expect(await run(ROUTE, { gamePlatforms, gameReleaseDate })).toEqual({ kind: 'notFound' });
  });

  it('a malformed URL is a 404 without asking the content API', async () => {
    let called = false;
    server.use(http.get(`${TEST_API_BASE_URL}/api/schedule`, () => ((called = true), HttpResponse.json({}))));
    const res = fakeResponse();
    const result = await handlePageRequest(
      ROUTE,
      { params: { gamePlatforms: 'wii', gameReleaseDate: '202611' }, query: {}, res: res as never },
      { fetchSource: makeFetchSource(), revalidateSeconds: 60, redirectOnApiError: false, debugOnErrorPage: false },
    );
    expect(result).toEqual({ notFound: true });
    expect(called).toBe(false);
  });

  it('a month without releases is a 200 page with an empty schedule', async () => {
    const month = emptyMonthFor('xboxSeriesX');
    const props = await scheduleProps('xboxSeriesX', month);
    expect(props.schedule.titleGroups).toEqual([]);
    expect(props.schedule.releaseDates).toEqual([]);
    expect(props.schedule.months).toContain(Number(month.slice(4)));
  });

  it('a month far outside the data is a 200 page, still with the calendar’s years', async () => {
    const props = await scheduleProps('all-platforms', BEYOND_DATA.yearMonth);
    expect(props.schedule.titleGroups).toEqual([]);
    expect(props.schedule.years).toEqual([...releaseCalendar(dataset.schedule, 'all-platforms', BEYOND_DATA.yearMonth).yearsList.map(Number), BEYOND_DATA.year]);
    expect(props.schedule.months).toEqual([BEYOND_DATA.month]);
  });

  it(`an upstream 404 for a valid month shows the empty calendar (spec §3 default) with the default year ${DEFAULT_SCHEDULE_YEAR} (spec §9)`, async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/schedule`, () => HttpResponse.json({ error: 'not found' }, { status: 404 })));
    const props = await scheduleProps('ps5', '202403');
    expect(EMPTY_RELEASE_CALENDAR.yearsList).toEqual([]);
    expect(props.schedule.titleGroups).toEqual([]);
    expect(props.schedule.years).toEqual([2024]);
    expect(props.schedule.months).toEqual([3]);
    const later = await scheduleProps('ps5', '202603');
    expect(later.schedule.years).toEqual([DEFAULT_SCHEDULE_YEAR, 2026]);
  });

  it('previous/next month links stop at the edges of the valid range (1900-2199)', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/schedule`, () => HttpResponse.json(EMPTY_RELEASE_CALENDAR)));
    const first = await scheduleProps('all-platforms', '190001');
    expect(first.schedule).toMatchObject({ previousMonth: null, nextMonth: '190002' });
    const last = await scheduleProps('all-platforms', '219912');
    expect(last.schedule).toMatchObject({ previousMonth: '219911', nextMonth: null });
    const january = await scheduleProps('all-platforms', '202701');
    expect(january.schedule).toMatchObject({ previousMonth: '202612', nextMonth: '202702' });
  });

  it('groups outside the requested month or without titles are left out', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/schedule`, () =>
        HttpResponse.json({
          ...EMPTY_RELEASE_CALENDAR,
          isGameTitlesRelease: true,
          titleGroups: [
            { releaseDate: ymd(NEXT, 1), titles: releaseCalendar(dataset.schedule, 'all-platforms', NEXT.yearMonth).titleGroups[0]?.titles },
            { releaseDate: ymd(THIS, 5), titles: [] },
          ],
        }),
      ),
    );
    const props = await scheduleProps('all-platforms', THIS.yearMonth);
    expect(props.schedule.titleGroups).toEqual([]);
  });

  it('a failing release-date source leaves the page up; the marks come from the day groups', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/schedule/items/release_dates`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    const props = await scheduleProps('switch2', THIS.yearMonth);
    expect(props.schedule.titleGroups.length).toBeGreaterThan(0);
    expect(props.schedule.releaseDates).toEqual(props.schedule.titleGroups.map((group) => group.releaseDate));
    const apiErrors = logs.lines().filter((line) => line.event === 'api-error');
    expect(apiErrors.map((line) => line.endpoint)).toEqual(['/api/schedule/items/release_dates']);
  });

  it('a failing ranking rail and header leave the page up', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/ranking/now`, () => HttpResponse.json({ error: 'boom' }, { status: 503 })),
      http.get(`${TEST_API_BASE_URL}/api/common_parts`, () => new HttpResponse('not json')),
    );
    const props = await scheduleProps('switch2', THIS.yearMonth);
    expect(props.rankingArticles).toEqual([]);
    expect(props.layout.commonParts).toBeNull();
    expect(props.schedule.titleGroups.length).toBeGreaterThan(0);
  });

  it('a failing calendar (the main source) throws an ApiError → 502 error page', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/schedule`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    await expect(run(ROUTE, { gamePlatforms: 'switch2', gameReleaseDate: THIS.yearMonth })).rejects.toBeInstanceOf(ApiError);
    const res = fakeResponse();
    await handlePageRequest(
      ROUTE,
      { params: { gamePlatforms: 'switch2', gameReleaseDate: THIS.yearMonth }, query: {}, res: res as never },
      { fetchSource: makeFetchSource(), revalidateSeconds: 60, redirectOnApiError: false, debugOnErrorPage: false },
    );
    expect(res.statusCode).toBe(502);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('/schedule/ without a platform or month', () => {
  async function indexProps(now: Date): Promise<Props> {
    const result = await run(INDEX_ROUTE, {}, now);
    if (result?.kind !== 'props') throw new Error('expected props');
    return result.props as unknown as Props;
  }

  it('shows the current month for all platforms', async () => {
    const props = await indexProps(dataNow());
    expect(props.schedule).toMatchObject({ platform: { code: 'all-platforms' }, yearMonth: THIS.yearMonth, canonicalPath: '/schedule/' });
    expect(props.schedule.titleGroups.length).toBeGreaterThan(0);
    expect(props.schedule.titleGroups).toEqual(releaseCalendar(dataset.schedule, 'all-platforms', THIS.yearMonth).titleGroups);
    expect(props.pageMeta.adPageType).toBe('SCHEDULE');
  });

  it.each([
    ['2026-11-30T14:59:59Z', '202611', '2026-11-30'],
    ['2026-11-30T15:00:00Z', '202612', '2026-12-01'],
    ['2026-12-31T15:30:00Z', '202701', '2027-01-01'],
  ])('the current month is taken in Japan time: %s → %s', async (instant, yearMonth, today) => {
    const props = await indexProps(new Date(instant));
    expect(props.schedule.yearMonth).toBe(yearMonth);
    expect(props.schedule.today).toBe(today);
  });
});
