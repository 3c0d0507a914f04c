/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { ApiError } from '@/api-clients/api-error';
import {
  archiveMonthCounts,
  archivePath,
  groupByYear,
  neighbourMonths,
  parseArchiveQuery,
  type ArchivePageProps,
} from '@/lib/page-data/archive';
import { getDataset } from '@/mocks/data';
import { captureLogs, setupContentApi } from '../../support/content-api';
import { TEST_API_BASE_URL } from '../../setup/test-env';
import { failWith500, propsOf, requestPage } from './list-page-helpers';

const ROUTE = '/archive/';
const server = setupContentApi();
captureLogs();

const dataset = getDataset();
const months = [...dataset.articles.byYearMonth.keys()].sort();
// A month in the middle of the archive with more than two pages.
const yearMonth = months.find((month, index) => index > 0 && index < months.length - 1 && dataset.articles.byYearMonth.get(month)!.length > 40)!;
const inMonth = dataset.articles.byYearMonth.get(yearMonth)!;
const lastPage = Math.ceil(inMonth.length / 20);

const requestArchive = (query: Record<string, string | string[]> = {}) => requestPage(ROUTE, {}, query);
type MonthProps = Extract<ArchivePageProps, { view: 'month' }>;
type IndexProps = Extract<ArchivePageProps, { view: 'index' }>;

describe('archive rules', () => {
  it('groups month counts by year, newest first, leaving out months without articles', () => {
    expect(
      groupByYear([
        { yearMonth: '202501', count: 3 },
        { yearMonth: '202612', count: 1_200 },
        { yearMonth: '202602', count: 0 },
        { yearMonth: '202511', count: 4 },
        { yearMonth: '202603', count: 2 },
      ]),
    ).toEqual([
      { year: 2026, total: 1_202, months: [{ yearMonth: '202612', month: 12, count: 1_200 }, { yearMonth: '202603', month: 3, count: 2 }] },
      { year: 2025, total: 7, months: [{ yearMonth: '202511', month: 11, count: 4 }, { yearMonth: '202501', month: 1, count: 3 }] },
    ]);
  });

  it.each([
    ['a month with articles', '202603', '202511', '202612'],
    ['a month without articles', '202602', '202511', '202603'],
    ['the oldest month', '202501', null, '202511'],
    ['the newest month', '202612', '202603', null],
  ])('neighbour months of %s', (_name, month, olderMonth, newerMonth) => {
    const entries = [
      { yearMonth: '202612', count: 1 },
      { yearMonth: '202603', count: 2 },
      { yearMonth: '202602', count: 0 },
      { yearMonth: '202511', count: 4 },
      { yearMonth: '202501', count: 3 },
    ];
    expect(neighbourMonths(entries, month)).toEqual({ olderMonth, newerMonth });
  });

  it.each([
    [{}, { kind: 'index' }],
    [{ yearMonth: '202607' }, { kind: 'month', yearMonth: '202607', rawPage: '1' }],
    [{ yearMonth: '202607', page: '3' }, { kind: 'month', yearMonth: '202607', rawPage: '3' }],
    [{ page: '2' }, { kind: 'pageWithoutMonth' }],
    [{ yearMonth: '2026-07' }, { kind: 'invalid' }],
    [{ yearMonth: '202613' }, { kind: 'invalid' }],
    [{ yearMonth: '' }, { kind: 'invalid' }],
    [{ yearMonth: ['202607', '202608'] }, { kind: 'invalid' }],
    [{ yearMonth: '202607', page: ['1', '2'] }, { kind: 'invalid' }],
  ])('query %j reads as %j (yearMonth: 6 digits, year 1900-2199, month 01-12, spec §5)', (query, expected) => {
    expect(parseArchiveQuery(query)).toEqual(expected);
  });

  it.each([
    [undefined, 1, '/archive/'],
    ['202607', 1, '/archive/?yearMonth=202607'],
    ['202607', 3, '/archive/?yearMonth=202607&page=3'],
  ])('archive path of %s page %i is %s', (month, page, expected) => {
    expect(archivePath('archive', month, page)).toBe(expected);
  });
});

describe('archive page data', () => {
  it('without a month: the years with their months and article counts', async () => {
    const props = propsOf<IndexProps>(await requestArchive());
    expect(props.adUnitsType).toBe('LIST');
    expect(props.pageMeta.adPageType).toBe('LIST');
    expect(props.view).toBe('index');
    expect(props.years).toEqual(groupByYear(archiveMonthCounts(dataset.archiveSummary)));
    expect(props.years.reduce((sum, year) => sum + year.total, 0)).toBe(dataset.articles.all.length);
    const first = props.years[0]!;
    expect(first.months[0]!.yearMonth).toBe(months.at(-1));
  });

  it('with ?yearMonth: that month’s articles, 20 a page (spec §9), and its neighbour months', async () => {
    const props = propsOf<MonthProps>(await requestArchive({ yearMonth }));
    expect(props.view).toBe('month');
    expect(props.pageMeta.queryValues).toEqual({ yearMonth });
    const { month } = props;
    expect(month.items.map((card) => card.id)).toEqual(inMonth.slice(0, 20).map((record) => record.id));
    expect(month).toMatchObject({ yearMonth, totalCount: inMonth.length, currentPage: 1, pageCount: lastPage });
    const index = months.indexOf(yearMonth);
    expect(month.olderMonth).toBe(months[index - 1]);
    expect(month.newerMonth).toBe(months[index + 1]);
  });

  it('?page=2 continues the month', async () => {
    const props = propsOf<MonthProps>(await requestArchive({ yearMonth, page: '2' }));
    expect(props.month.items.map((card) => card.id)).toEqual(inMonth.slice(20, 40).map((record) => record.id));
    expect(props.pageMeta.queryValues).toEqual({ yearMonth, page: '2' });
  });

  it.each([
    ['0', 1],
    ['-1', 1],
    ['01', 1],
    ['last + 1', lastPage],
    ['999999999999', lastPage],
  ])('page %s redirects to the clamped URL (spec §5)', async (page, expected) => {
    const raw = page === 'last + 1' ? String(lastPage + 1) : page;
    expect(await requestArchive({ yearMonth, page: raw })).toEqual({
      kind: 'redirect',
      destination: expected === 1 ? `/archive/?yearMonth=${yearMonth}` : `/archive/?yearMonth=${yearMonth}&page=${expected}`,
      permanent: false,
    });
  });

  it.each([
    ['a non-numeric page', { yearMonth: '202607', page: 'abc' }],
    ['a repeated page', { yearMonth: '202607', page: ['1', '2'] }],
    ['yearMonth with a dash', { yearMonth: '2026-07' }],
    ['month 13', { yearMonth: '202613' }],
    ['year before 1900', { yearMonth: '189912' }],
    ['seven digits', { yearMonth: '2026071' }],
    ['an empty yearMonth', { yearMonth: '' }],
  ])('%s is a 404', async (_name, query) => {
    expect(await requestArchive(query)).toEqual({ kind: 'notFound' });
  });

  it('a page without a month redirects to the archive index', async () => {
    expect(await requestArchive({ page: '2' })).toEqual({ kind: 'redirect', destination: '/archive/', permanent: false });
  });

  it('a month without articles is one empty page; page 2 of it redirects to page 1', async () => {
    const props = propsOf<MonthProps>(await requestArchive({ yearMonth: '190001' }));
    expect(props.month).toMatchObject({ items: [], totalCount: 0, pageCount: 1, olderMonth: null, newerMonth: months[0] });
    expect(await requestArchive({ yearMonth: '190001', page: '2' })).toEqual({ kind: 'redirect', destination: '/archive/?yearMonth=190001', permanent: false });
  });

  it('an archive without months is an empty index', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/archive`, () => HttpResponse.json({ summary: [], articles: null })));
    expect(propsOf<IndexProps>(await requestArchive()).years).toEqual([]);
  });

  it('a failing secondary source (ranking) leaves the page up', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/ranking/now`, failWith500));
    const props = propsOf<MonthProps>(await requestArchive({ yearMonth }));
    expect(props.rankingArticles).toEqual([]);
    expect(props.month.items).toHaveLength(20);
  });

  it.each([
    ['the index', {}],
    ['a month', { yearMonth }],
  ])('a failing main source (archive, %s) throws an ApiError (→ error page)', async (_name, query) => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/archive`, failWith500));
    await expect(requestArchive(query)).rejects.toBeInstanceOf(ApiError);
  });
});
