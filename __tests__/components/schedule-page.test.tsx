import { render, screen, within } from '@testing-library/react';
import { SchedulePageView } from '@/components/pages/schedule-page-view';
import { runPageData } from '@/lib/page-config/run-page-data';
import type { SchedulePageProps } from '@/lib/page-data/schedule';
import { getBrowserEnv } from '@/foundation/env/browser-env';
import { getDataset, MOCK_NOW } from '@/mocks/data';
import { releaseCalendar } from '@/mocks/data/schedule';
import { captureLogs, makeFetchSource, setupContentApi } from '../support/content-api';
import { withRankingRail } from '../support/islands';

setupContentApi();
captureLogs();
const dataset = getDataset();

async function scheduleProps(params: Record<string, string>): Promise<SchedulePageProps> {
  const routePath = params.gamePlatforms ? '/schedule/[gamePlatforms]/[gameReleaseDate]/' : '/schedule/';
  const result = await runPageData({ routePath, params, query: {}, fetchSource: makeFetchSource(), now: new Date(MOCK_NOW) });
  if (result?.kind !== 'props') throw new Error('expected props');
  return result.props as unknown as SchedulePageProps;
}

describe('release schedule page: カレンダーに登録', () => {
  it.each([
    [{}, 'all-platforms', 'すべての機種'],
    [{ gamePlatforms: 'all-platforms', gameReleaseDate: '202612' }, 'all-platforms', 'すべての機種'],
    [{ gamePlatforms: 'switch2', gameReleaseDate: '202611' }, 'switch2', 'Switch2'],
    [{ gamePlatforms: 'ps5', gameReleaseDate: '202701' }, 'ps5', 'PS5'],
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
    render(<SchedulePageView {...withRankingRail(await scheduleProps({ gamePlatforms: 'switch2', gameReleaseDate: '202611' }))} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('2026年11月の発売スケジュール（Switch2）');
    // Unlike the search pages, the schedule is for search engines too.
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('all platforms: no platform in the h1', async () => {
    render(<SchedulePageView {...withRankingRail(await scheduleProps({ gamePlatforms: 'all-platforms', gameReleaseDate: '202611' }))} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^2026年11月の発売スケジュール$/);
  });

  it('the platform filter links every platform to the same month and marks the current one', async () => {
    render(<SchedulePageView {...withRankingRail(await scheduleProps({ gamePlatforms: 'switch2', gameReleaseDate: '202611' }))} />);
    const filter = screen.getByRole('navigation', { name: '機種で絞り込む' });
    expect(within(filter).getByText('Switch2')).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: 'すべて' })).toHaveAttribute('href', '/schedule/all-platforms/202611/');
    expect(within(filter).getByRole('link', { name: 'PS5' })).toHaveAttribute('href', '/schedule/ps5/202611/');
    expect(within(filter).getAllByRole('link')).toHaveLength(7);
  });

  it('year and month navigation from yearsList and monthsList, current marked; previous/next month links', async () => {
    render(<SchedulePageView {...withRankingRail(await scheduleProps({ gamePlatforms: 'switch2', gameReleaseDate: '202611' }))} />);
    const calendar = releaseCalendar(dataset.schedule, 'switch2', '202611');
    const navigation = screen.getByRole('navigation', { name: '年月の切り替え' });
    const years = within(navigation).getByRole('list', { name: '年' });
    expect(within(years).getAllByRole('listitem').map((item) => item.textContent)).toEqual(calendar.yearsList.map((year) => `${year}年`));
    expect(within(years).getByText('2026年')).toHaveAttribute('aria-current', 'page');
    expect(within(years).getByRole('link', { name: '2025年' })).toHaveAttribute('href', '/schedule/switch2/202511/');
    const months = within(navigation).getByRole('list', { name: '月' });
    expect(within(months).getAllByRole('listitem')).toHaveLength(calendar.monthsList.length);
    expect(within(months).getByText('11月')).toHaveAttribute('aria-current', 'page');
    expect(within(months).getByRole('link', { name: '10月' })).toHaveAttribute('href', '/schedule/switch2/202610/');
    expect(within(navigation).getByRole('link', { name: '前の月（2026年10月）' })).toHaveAttribute('href', '/schedule/switch2/202610/');
    expect(within(navigation).getByRole('link', { name: '次の月（2026年12月）' })).toHaveAttribute('href', '/schedule/switch2/202612/');
  });

  it('a month calendar whose week starts on Sunday with 日 月 火 水 木 金 土 (spec §9)', async () => {
    render(<SchedulePageView {...withRankingRail(await scheduleProps({ gamePlatforms: 'all-platforms', gameReleaseDate: '202611' }))} />);
    const table = screen.getByRole('table', { name: '2026年11月の発売日カレンダー' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['日', '月', '火', '水', '木', '金', '土']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    // 2026-11-01 is a Sunday: the first cell of the first week.
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(/^1/);
    // 2026-11-20 (the data set's today) sits under 金 and is marked as today.
    const today = within(table).getAllByRole('cell').find((cell) => cell.getAttribute('aria-current') === 'date');
    expect(today).toHaveTextContent(/^20/);
    expect(Array.from(today?.parentElement?.children ?? []).indexOf(today as Element)).toBe(5);
  });

  it('days with releases link to their day; the releases are grouped by day with details and 新作 badges', async () => {
    const props = await scheduleProps({ gamePlatforms: 'all-platforms', gameReleaseDate: '202611' });
    render(<SchedulePageView {...withRankingRail(props)} />);
    const table = screen.getByRole('table');
    const dayLinks = within(table).getAllByRole('link');
    expect(dayLinks.map((link) => link.getAttribute('href'))).toEqual(props.schedule.titleGroups.map((group) => `#day-${group.releaseDate}`));
    for (const link of dayLinks) expect(document.getElementById((link.getAttribute('href') ?? '').slice(1))).not.toBeNull();

    const [firstGroup] = props.schedule.titleGroups;
    const firstTitle = firstGroup?.titles[0];
    if (!firstGroup || !firstTitle) throw new Error('expected releases in 2026-11');
    expect(screen.getAllByRole('region', { name: /^11月\d{1,2}日（[日月火水木金土]）$/ })).toHaveLength(props.schedule.titleGroups.length);
    const section = document.getElementById(`day-${firstGroup.releaseDate}`) as HTMLElement;
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(/^11月\d{1,2}日（[日月火水木金土]）$/);
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
    const props = await scheduleProps({ gamePlatforms: 'all-platforms', gameReleaseDate: '202611' });
    const withFriday = {
      ...props,
      schedule: { ...props.schedule, titleGroups: [{ releaseDate: '2026-11-20', titles: props.schedule.titleGroups[0]?.titles ?? [] }] },
    };
    render(<SchedulePageView {...withRankingRail(withFriday)} />);
    expect(screen.getByRole('heading', { level: 2, name: '11月20日（金）' })).toBeInTheDocument();
  });

  it('an empty month says so', async () => {
    render(<SchedulePageView {...withRankingRail(await scheduleProps({ gamePlatforms: 'all-platforms', gameReleaseDate: '203005' }))} />);
    expect(screen.getByText('この月に発売予定のタイトルはありません')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('2030年5月の発売スケジュール');
  });

  it('/schedule/ shows the current month with a breadcrumb ending at 発売スケジュール', async () => {
    render(<SchedulePageView {...withRankingRail(await scheduleProps({}))} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('2026年11月の発売スケジュール');
    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(breadcrumb).getByText('発売スケジュール')).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('navigation', { name: '機種で絞り込む' })).getByRole('link', { name: 'Switch2' })).toHaveAttribute(
      'href',
      '/schedule/switch2/202611/',
    );
  });
});
