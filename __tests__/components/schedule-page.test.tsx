import { render, screen, within } from '@testing-library/react';
import { SchedulePageView } from '@/components/pages/schedule-page-view';
import { runPageData } from '@/lib/page-config/run-page-data';
import type { SchedulePageProps } from '@/lib/page-data/schedule';
import { getBrowserEnv } from '@/foundation/env/browser-env';
import { getDataset } from '@/mocks/data';
import { releaseCalendar } from '@/mocks/data/schedule';
import { captureLogs, dataMonth, dataNow, makeFetchSource, setupContentApi } from '../support/content-api';
import { withRankingRail } from '../support/islands';

setupContentApi();
captureLogs();
const dataset = getDataset();
/** The data's month (its "now" in Japan time), the months around it, and one beyond the data. */
const THIS = dataMonth();
const PREVIOUS = dataMonth(-1);
const NEXT = dataMonth(1);
const A_YEAR_BACK = dataMonth(-12);
const BEYOND_DATA = dataMonth(48);

async function scheduleProps(params: Record<string, string>): Promise<SchedulePageProps> {
  const routePath = params.gamePlatforms ? '/schedule/[gamePlatforms]/[gameReleaseDate]/' : '/schedule/';
  const result = await runPageData({ routePath, params, query: {}, fetchSource: makeFetchSource(), now: dataNow() });
  if (result?.kind !== 'props') throw new Error('expected props');
  return result.props as unknown as SchedulePageProps;
}

describe('release schedule page: カレンダーに登録', () => {
  it.each([
    [{}, 'all-platforms', 'すべての機種'],
    [{ gamePlatforms: 'all-platforms', gameReleaseDate: NEXT.yearMonth }, 'all-platforms', 'すべての機種'],
    [{ gamePlatforms: 'switch2', gameReleaseDate: THIS.yearMonth }, 'switch2', 'Switch2'],
    [{ gamePlatforms: 'ps5', gameReleaseDate: dataMonth(2).yearMonth }, 'ps5', 'PS5'],
  ])('%j: the %s feed as a webcal: subscription, in Google Calendar and as the https file', async (params, code, label) => {
    render(<SchedulePageView {...withRankingRail(await scheduleProps(params))} />);
    const box = screen.getByRole('region', { name: 'カレンダーに登録' });
    expect(box).toHaveTextContent(`${label}の発売日（今月から3か月分）`);
    const feed = `${getBrowserEnv().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '')}/schedule/calendar/${code}.ics`;
    expect(within(box).getByRole('link', { name: 'カレンダーアプリで購読' })).toHaveAttribute('href', feed.replace(/^https?:/, 'webcal:'));
    expect(within(box).getByRole('link', { name: 'iCalendar（.ics）' })).toHaveAttribute('href', feed);
    const google = new URL(within(box).getByRole('link', { name: /Googleカレンダーに追加/ }).getAttribute('href')!);
    expect(google.origin).toBe('https://calendar.google.com');
    expect(google.searchParams.get('cid')).toBe(feed.replace(/^https?:/, 'webcal:'));
  });
});

describe('release schedule page', () => {
  it('one h1 naming the month and platform', async () => {
    render(<SchedulePageView {...withRankingRail(await scheduleProps({ gamePlatforms: 'switch2', gameReleaseDate: THIS.yearMonth }))} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${THIS.label}の発売スケジュール（Switch2）`);
    // Unlike the search pages, the schedule is for search engines too.
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('all platforms: no platform in the h1', async () => {
    render(<SchedulePageView {...withRankingRail(await scheduleProps({ gamePlatforms: 'all-platforms', gameReleaseDate: THIS.yearMonth }))} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${THIS.label}の発売スケジュール$`));
  });

  it('the platform filter links every platform to the same month and marks the current one', async () => {
    render(<SchedulePageView {...withRankingRail(await scheduleProps({ gamePlatforms: 'switch2', gameReleaseDate: THIS.yearMonth }))} />);
    const filter = screen.getByRole('navigation', { name: '機種で絞り込む' });
    expect(within(filter).getByText('Switch2')).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: 'すべて' })).toHaveAttribute('href', `/schedule/all-platforms/${THIS.yearMonth}/`);
    expect(within(filter).getByRole('link', { name: 'PS5' })).toHaveAttribute('href', `/schedule/ps5/${THIS.yearMonth}/`);
    expect(within(filter).getAllByRole('link')).toHaveLength(7);
  });

  it('year and month navigation from yearsList and monthsList, current marked; previous/next month links', async () => {
    render(<SchedulePageView {...withRankingRail(await scheduleProps({ gamePlatforms: 'switch2', gameReleaseDate: THIS.yearMonth }))} />);
    const calendar = releaseCalendar(dataset.schedule, 'switch2', THIS.yearMonth);
    const navigation = screen.getByRole('navigation', { name: '年月の切り替え' });
    const years = within(navigation).getByRole('list', { name: '年' });
    expect(within(years).getAllByRole('listitem').map((item) => item.textContent)).toEqual(calendar.yearsList.map((year) => `${year}年`));
    expect(within(years).getByText(`${THIS.year}年`)).toHaveAttribute('aria-current', 'page');
    expect(within(years).getByRole('link', { name: `${A_YEAR_BACK.year}年` })).toHaveAttribute('href', `/schedule/switch2/${A_YEAR_BACK.yearMonth}/`);
    const months = within(navigation).getByRole('list', { name: '月' });
    expect(within(months).getAllByRole('listitem')).toHaveLength(calendar.monthsList.length);
    expect(within(months).getByText(`${THIS.month}月`)).toHaveAttribute('aria-current', 'page');
    // The month list is the year's; January's previous month is in the year before.
    const earlier = calendar.monthsList.map(Number).filter((month) => month < THIS.month).at(-1);
    if (earlier !== undefined) {
      expect(within(months).getByRole('link', { name: `${earlier}月` })).toHaveAttribute('href', `/schedule/switch2/${THIS.year}${String(earlier).padStart(2, '0')}/`);
    }
    expect(within(navigation).getByRole('link', { name: `前の月（${PREVIOUS.label}）` })).toHaveAttribute('href', `/schedule/switch2/${PREVIOUS.yearMonth}/`);
    expect(within(navigation).getByRole('link', { name: `次の月（${NEXT.label}）` })).toHaveAttribute('href', `/schedule/switch2/${NEXT.yearMonth}/`);
  });

  it('a month calendar whose week starts on Sunday with 日 月 火 水 木 金 土 (spec §9)', async () => {
    render(<SchedulePageView {...withRankingRail(await scheduleProps({ gamePlatforms: 'all-platforms', gameReleaseDate: THIS.yearMonth }))} />);
    const table = screen.getByRole('table', { name: `${THIS.label}の発売日カレンダー` });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['日', '月', '火', '水', '木', '金', '土']);
    // Worked out apart from the site: the weekday of the 1st (0 = Sunday) and the month's length.
    const firstWeekday = new Date(Date.UTC(THIS.year, THIS.month - 1, 1)).getUTCDay();
    const days = new Date(Date.UTC(THIS.year, THIS.month, 0)).getUTCDate();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.ceil((firstWeekday + days) / 7));
    // The 1st sits under its weekday in the first week, the cells before it are blank.
    const firstWeek = within(rows[0] as HTMLElement).getAllByRole('cell');
    expect(firstWeek[firstWeekday]).toHaveTextContent(/^1(?!\d)/);
    for (const blank of firstWeek.slice(0, firstWeekday)) expect(blank).toHaveTextContent(/^$/);
    // The data set's today sits under its weekday and is marked as today.
    const now = new Date(dataNow().getTime() + 9 * 3_600_000);
    const today = within(table).getAllByRole('cell').find((cell) => cell.getAttribute('aria-current') === 'date');
    expect(today).toHaveTextContent(new RegExp(`^${now.getUTCDate()}(?!\\d)`));
    expect(Array.from(today?.parentElement?.children ?? []).indexOf(today as Element)).toBe(now.getUTCDay());
  });

  it('days with releases link to their day; the releases are grouped by day with details and 新作 badges', async () => {
    const props = await scheduleProps({ gamePlatforms: 'all-platforms', gameReleaseDate: THIS.yearMonth });
    render(<SchedulePageView {...withRankingRail(props)} />);
    const table = screen.getByRole('table');
    const dayLinks = within(table).getAllByRole('link');
    expect(dayLinks.map((link) => link.getAttribute('href'))).toEqual(props.schedule.titleGroups.map((group) => `#day-${group.releaseDate}`));
    for (const link of dayLinks) expect(document.getElementById((link.getAttribute('href') ?? '').slice(1))).not.toBeNull();

    const [firstGroup] = props.schedule.titleGroups;
    const firstTitle = firstGroup?.titles[0];
    if (!firstGroup || !firstTitle) throw new Error(`expected releases in ${THIS.yearMonth}`);
    const dayHeading = new RegExp(`^${THIS.month}月\\d{1,2}日（[日月火水木金土]）$`);
    expect(screen.getAllByRole('region', { name: dayHeading })).toHaveLength(props.schedule.titleGroups.length);
    const section = document.getElementById(`day-${firstGroup.releaseDate}`) as HTMLElement;
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(dayHeading);
    // A title out on two platforms the same day is listed once per platform, both linking to its game page.
    for (const link of within(section).getAllByRole('link', { name: firstTitle.name })) {
      expect(link).toHaveAttribute('href', `/game/title/${firstTitle.gameId}/page/1/`);
    }
    expect(within(section).getAllByText(firstTitle.maker).length).toBeGreaterThan(0);
    expect(within(section).getAllByText(firstTitle.price).length).toBeGreaterThan(0);
    expect(within(section).getAllByText(firstTitle.genre).length).toBeGreaterThan(0);

    const titles = props.schedule.titleGroups.flatMap((group) => group.titles);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(titles.length);
    const newTitles = titles.filter((title) => title.isNewTitle);
    expect(newTitles.length).toBeGreaterThan(0);
    expect(screen.queryAllByText('新作')).toHaveLength(newTitles.length);
    for (const title of newTitles) {
      const headings = screen.getAllByRole('link', { name: title.name }).map((link) => link.closest('h3')?.textContent ?? '');
      expect(headings).toContain(`新作${title.name}`);
    }
  });

  it('“2026年11月20日” is written 11月20日（金）', async () => {
    const props = await scheduleProps({ gamePlatforms: 'all-platforms', gameReleaseDate: THIS.yearMonth });
    const withFriday = {
      ...props,
      schedule: { ...props.schedule, titleGroups: [{ releaseDate: '2026-11-20', titles: props.schedule.titleGroups[0]?.titles ?? [] }] },
    };
    render(<SchedulePageView {...withRankingRail(withFriday)} />);
    expect(screen.getByRole('heading', { level: 2, name: '11月20日（金）' })).toBeInTheDocument();
  });

  it('an empty month says so', async () => {
    render(<SchedulePageView {...withRankingRail(await scheduleProps({ gamePlatforms: 'all-platforms', gameReleaseDate: BEYOND_DATA.yearMonth }))} />);
    expect(screen.getByText('この月に発売予定のタイトルはありません')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${BEYOND_DATA.label}の発売スケジュール`);
  });

  it('/schedule/ shows the current month with a breadcrumb ending at 発売スケジュール', async () => {
    render(<SchedulePageView {...withRankingRail(await scheduleProps({}))} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${THIS.label}の発売スケジュール`);
    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(breadcrumb).getByText('発売スケジュール')).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('navigation', { name: '機種で絞り込む' })).getByRole('link', { name: 'Switch2' })).toHaveAttribute(
      'href',
      `/schedule/switch2/${THIS.yearMonth}/`,
    );
  });
});
