import type { HistoryArticle } from '@/api-clients/schemas/site';
import { notFound, props, redirect } from '@/lib/page-data/results';
import type { PageDataFunction } from '@/lib/page-data/types';
import { PAGE_SIZE } from '@/foundation/validation/page-number';
import { archivePath, groupByYear, parseArchiveQuery, resolveArchiveMonth, type ArchiveMonthList, type ArchiveYear } from './archive';
import { getPageFrame, type PageFrame } from './page-frame';

export type ArchiveHistoryPageProps = PageFrame & { adUnitsType: 'LIST' } & (
    | { view: 'index'; years: ArchiveYear[] }
    | { view: 'month'; month: ArchiveMonthList<HistoryArticle> }
  );

/**
 * `/archive-history/`: the old site's articles from the history API, month by month; with
 * `?yearMonth=YYYYMM&page=N` one month's articles (they link to the old site).
 */
export const getArchiveHistoryPageData: PageDataFunction<ArchiveHistoryPageProps> = async ({ query, fetchSource, device, now, adPageType }) => {
  const parsed = parseArchiveQuery(query);
  if (parsed.kind === 'invalid') return notFound();
  if (parsed.kind === 'pageWithoutMonth') return redirect(archivePath('history'));

  // The month index lists months, not articles: no sponsored cards to carry.
  const frame = getPageFrame({ fetchSource, device, now, adPageType }, { hasList: parsed.kind !== 'index' });
  if (parsed.kind === 'index') {
    // Only the month summary is used here; one article is the least the source pages by.
    const history = await fetchSource('historaArticles', { limit: 1 });
    return props({ adUnitsType: 'LIST', view: 'index', years: groupByYear(history.summary), ...(await frame) });
  }
  return resolveArchiveMonth(
    'history',
    parsed,
    async (page) => {
      const history = await fetchSource('historaArticles', { yearMonth: parsed.yearMonth, page, limit: PAGE_SIZE.articles });
      return { list: { count: history.total, page: history.page, data: history.data }, months: history.summary };
    },
    async (month) => ({ adUnitsType: 'LIST' as const, view: 'month' as const, month, ...(await frame) }),
  );
};
