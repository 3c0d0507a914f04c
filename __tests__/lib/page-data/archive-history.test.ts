/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { ApiError } from '@/api-clients/api-error';
import type { ArchiveHistoryPageProps } from '@/lib/page-data/archive-history';
import { groupByYear } from '@/lib/page-data/archive';
import { getDataset } from '@/mocks/data';
import { captureLogs, setupContentApi } from '../../support/content-api';
import { TEST_API_BASE_URL } from '../../setup/test-env';
import { failWith500, propsOf, requestPage } from './list-page-helpers';

const ROUTE = '/archive-history/';
const HISTORY_PATH = '/com_articles/_search';
const server = setupContentApi();
captureLogs();

const dataset = getDataset();
const counts = new Map<string, number>();
for (const record of dataset.history) counts.set(record.yearMonth, (counts.get(record.yearMonth) ?? 0) + 1);
const months = [...counts.keys()].sort();
// Old-site months hold fewer than 20 articles each, so every real month is a single page.
const yearMonth = months[Math.floor(months.length / 2)]!;
const inMonth = dataset.history.filter((record) => record.yearMonth === yearMonth);
const lastPage = Math.ceil(inMonth.length / 20);

const requestHistory = (query: Record<string, string | string[]> = {}) => requestPage(ROUTE, {}, query);
type MonthProps = Extract<ArchiveHistoryPageProps, { view: 'month' }>;
type IndexProps = Extract<ArchiveHistoryPageProps, { view: 'index' }>;

describe('archive-history page data', () => {
  it('without a month: the old site’s months by year with their article counts', async () => {
    const props = propsOf<IndexProps>(await requestHistory());
    expect(props.adUnitsType).toBe('LIST');
    expect(props.pageMeta.adPageType).toBe('LIST');
    expect(props.years).toEqual(groupByYear([...counts].map(([month, count]) => ({ yearMonth: month, count }))));
    expect(props.years.reduce((sum, year) => sum + year.total, 0)).toBe(dataset.history.length);
    expect(props.years.map((year) => year.year)).toEqual([...props.years.map((year) => year.year)].sort((a, b) => b - a));
  });

  it('with ?yearMonth: that month’s old-site articles, 20 a page (spec §9), linking to the old site', async () => {
    const props = propsOf<MonthProps>(await requestHistory({ yearMonth }));
    expect(props.month.items).toEqual(inMonth.slice(0, 20).map((record) => record.article));
    expect(props.month).toMatchObject({ totalCount: inMonth.length, currentPage: 1, pageCount: lastPage });
    expect(props.month.items.every((article) => article.url.startsWith('https://'))).toBe(true);
    const index = months.indexOf(yearMonth);
    expect(props.month).toMatchObject({ olderMonth: months[index - 1], newerMonth: months[index + 1] });
  });

  it('?page=N asks the history API for page N of 20 (spec §9)', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      http.get(`${TEST_API_BASE_URL}${HISTORY_PATH}`, ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        asked.push(query);
        const article = inMonth[0]!.article;
        return HttpResponse.json({ total: 45, page: Number(query.page), summary: [{ yearMonth, count: 45 }], data: [article] });
      }),
    );
    const props = propsOf<MonthProps>(await requestHistory({ yearMonth, page: '3' }));
    expect(asked).toEqual([{ yearMonth, page: '3', limit: '20' }]);
    expect(props.month).toMatchObject({ currentPage: 3, pageCount: 3, totalCount: 45 });
    expect(await requestHistory({ yearMonth, page: '4' })).toEqual({
      kind: 'redirect',
      destination: `/archive-history/?yearMonth=${yearMonth}&page=3`,
      permanent: false,
    });
  });

  it.each([
    ['0', 1],
    ['-1', 1],
    ['01', 1],
    ['last + 1', lastPage],
    ['999999999999', lastPage],
  ])('page %s redirects to the clamped URL (spec §5)', async (page, expected) => {
    const raw = page === 'last + 1' ? String(lastPage + 1) : page;
    expect(await requestHistory({ yearMonth, page: raw })).toEqual({
      kind: 'redirect',
      destination: expected === 1 ? `/archive-history/?yearMonth=${yearMonth}` : `/archive-history/?yearMonth=${yearMonth}&page=${expected}`,
      permanent: false,
    });
  });

  it.each([
    ['a non-numeric page', { yearMonth, page: 'abc' }],
    ['yearMonth with a dash', { yearMonth: '2015-03' }],
    ['month 00', { yearMonth: '201500' }],
    ['year after 2199', { yearMonth: '220001' }],
    ['a repeated yearMonth', { yearMonth: [yearMonth, yearMonth] }],
  ])('%s is a 404', async (_name, query) => {
    expect(await requestHistory(query)).toEqual({ kind: 'notFound' });
  });

  it('a page without a month redirects to the index', async () => {
    expect(await requestHistory({ page: '3' })).toEqual({ kind: 'redirect', destination: '/archive-history/', permanent: false });
  });

  it('a month without old-site articles is one empty page', async () => {
    const props = propsOf<MonthProps>(await requestHistory({ yearMonth: '202607' }));
    expect(props.month).toMatchObject({ items: [], totalCount: 0, pageCount: 1, olderMonth: months.at(-1), newerMonth: null });
  });

  it('a failing secondary source (ranking) leaves the page up', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/ranking/now`, failWith500));
    const props = propsOf<IndexProps>(await requestHistory());
    expect(props.rankingArticles).toEqual([]);
    expect(props.years.length).toBeGreaterThan(0);
  });

  it.each([
    ['a 500', failWith500],
    ['a 401 (credentials refused)', () => HttpResponse.json({ error: 'Unauthorized' }, { status: 401 })],
  ])('a failing history API (%s) throws an ApiError (→ error page)', async (_name, resolver) => {
    server.use(http.get(`${TEST_API_BASE_URL}${HISTORY_PATH}`, resolver));
    await expect(requestHistory({ yearMonth })).rejects.toBeInstanceOf(ApiError);
    await expect(requestHistory()).rejects.toBeInstanceOf(ApiError);
  });
});
