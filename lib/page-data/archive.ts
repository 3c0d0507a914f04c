import { emptyList } from '@/api-clients/defaults';
import { isApiError } from '@/api-clients/api-error';
import type { ArticleCard, ListResponse } from '@/api-clients/schemas/common';
import { notFound, props, redirect } from '@/lib/page-data/results';
import type { PageDataFunction, PageDataResult, QueryParams } from '@/lib/page-data/types';
import { PAGE_SIZE } from '@/foundation/validation/page-number';
import { isYearMonth } from '@/foundation/validation/text-patterns';
import { listPosition, resolveListPage } from './list-page';
import { getPageFrame, type PageFrame } from './page-frame';
import { archivePath, type ArchiveKind } from '@/foundation/paths/archive';

export { ARCHIVE_BASE_PATHS, archivePath, type ArchiveKind } from '@/foundation/paths/archive';

export interface MonthCount {
  /** `YYYYMM`. */
  yearMonth: string;
  count: number;
}

export interface ArchiveYear {
  year: number;
  /** Articles of the whole year. */
  total: number;
  /** Months with articles, newest first. */
  months: (MonthCount & { month: number })[];
}

/** Month counts grouped by year, newest year and month first; months without articles are left out. */
export function groupByYear(entries: readonly MonthCount[]): ArchiveYear[] {
  const years = new Map<number, ArchiveYear>();
  for (const entry of entries) {
    if (!isYearMonth(entry.yearMonth) || entry.count <= 0) continue;
    const year = Number(entry.yearMonth.slice(0, 4));
    const group = years.get(year) ?? { year, total: 0, months: [] };
    group.total += entry.count;
    group.months.push({ ...entry, month: Number(entry.yearMonth.slice(4)) });
    years.set(year, group);
  }
  return [...years.values()]
    .sort((a, b) => b.year - a.year)
    .map((group) => ({ ...group, months: group.months.sort((a, b) => b.month - a.month) }));
}

/** The months next to `yearMonth` that have articles (the month itself need not have any). */
export function neighbourMonths(entries: readonly MonthCount[], yearMonth: string): { olderMonth: string | null; newerMonth: string | null } {
  const months = entries.filter((entry) => entry.count > 0).map((entry) => entry.yearMonth);
  const older = months.filter((month) => month < yearMonth).sort();
  const newer = months.filter((month) => month > yearMonth).sort();
  return { olderMonth: older.at(-1) ?? null, newerMonth: newer[0] ?? null };
}

export type ArchiveQuery =
  | { kind: 'index' }
  | { kind: 'month'; yearMonth: string; rawPage: string }
  | { kind: 'pageWithoutMonth' }
  | { kind: 'invalid' };

/**
 * The archive pages' query: nothing → the month index; `yearMonth` (a valid `YYYYMM`, spec §5) with an
 * optional `page` → that month's list. A malformed or repeated value is a 404; a `page` without a month
 * has nothing to page through.
 */
export function parseArchiveQuery(query: QueryParams): ArchiveQuery {
  const { yearMonth, page } = query;
  if (Array.isArray(yearMonth) || Array.isArray(page)) return { kind: 'invalid' };
  if (yearMonth === undefined) return page === undefined ? { kind: 'index' } : { kind: 'pageWithoutMonth' };
  if (!isYearMonth(yearMonth)) return { kind: 'invalid' };
  return { kind: 'month', yearMonth, rawPage: page ?? '1' };
}

export interface ArchiveMonthList<T> {
  yearMonth: string;
  year: number;
  month: number;
  items: T[];
  totalCount: number;
  currentPage: number;
  pageCount: number;
  olderMonth: string | null;
  newerMonth: string | null;
}

interface ArchiveSourcePage<T> {
  list: ListResponse<T>;
  months: MonthCount[];
}

/**
 * One month of an archive, 20 a page (spec §9), with the paged-list rules of spec §5: a page below 1
 * or above the last redirects to the clamped URL, a non-numeric page is a 404.
 */
export async function resolveArchiveMonth<T, P>(
  kind: ArchiveKind,
  { yearMonth, rawPage }: { yearMonth: string; rawPage: string },
  fetchPage: (page: number) => Promise<ArchiveSourcePage<T>>,
  toProps: (month: ArchiveMonthList<T>) => P | Promise<P>,
): Promise<PageDataResult<P>> {
  let months: MonthCount[] = [];
  try {
    return await resolveListPage(
      {
        rawPageNumber: rawPage,
        pageSize: PAGE_SIZE.articles,
        fetchPage: async (page) => {
          const answer = await fetchPage(page);
          months = answer.months;
          return answer.list;
        },
        pathOfPage: (page) => archivePath(kind, yearMonth, page),
      },
      (list) =>
        toProps({
          yearMonth,
          year: Number(yearMonth.slice(0, 4)),
          month: Number(yearMonth.slice(4)),
          items: list.items,
          ...listPosition(list),
          ...neighbourMonths(months, yearMonth),
        }),
    );
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return notFound();
    throw error;
  }
}

export type ArchivePageProps = PageFrame & { adUnitsType: 'LIST' } & (
    | { view: 'index'; years: ArchiveYear[] }
    | { view: 'month'; month: ArchiveMonthList<ArticleCard> }
  );

/** Month counts of the archive source (`{year, months[{month, count}]}`) as `YYYYMM` entries. */
export function archiveMonthCounts(summary: readonly { year: number; months: readonly { month: number; count: number }[] }[]): MonthCount[] {
  return summary.flatMap(({ year, months }) =>
    months.map(({ month, count }) => ({ yearMonth: `${year}${String(month).padStart(2, '0')}`, count })),
  );
}

/** `/archive/`: the month-by-month archive, and with `?yearMonth=YYYYMM&page=N` one month's articles. */
export const getArchivePageData: PageDataFunction<ArchivePageProps> = async ({ query, fetchSource, device, now, adPageType }) => {
  const parsed = parseArchiveQuery(query);
  if (parsed.kind === 'invalid') return notFound();
  if (parsed.kind === 'pageWithoutMonth') return redirect(archivePath('archive'));

  // The month index lists months, not articles: no sponsored cards to carry.
  const frame = getPageFrame({ fetchSource, device, now, adPageType }, { hasList: parsed.kind !== 'index' });
  if (parsed.kind === 'index') {
    const archive = await fetchSource('archiveArticle', {});
    return props({ adUnitsType: 'LIST', view: 'index', years: groupByYear(archiveMonthCounts(archive.summary)), ...(await frame) });
  }
  return resolveArchiveMonth(
    'archive',
    parsed,
    async (page) => {
      const archive = await fetchSource('archiveArticle', { yearMonth: parsed.yearMonth, page, limit: PAGE_SIZE.articles });
      return { list: archive.articles ?? emptyList<ArticleCard>(), months: archiveMonthCounts(archive.summary) };
    },
    async (month) => ({ adUnitsType: 'LIST' as const, view: 'month' as const, month, ...(await frame) }),
  );
};
