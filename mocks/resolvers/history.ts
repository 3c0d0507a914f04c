import { keywordTerms, PAGE_SIZE, paginate } from '../http/responses';
import type { ResolverTable } from './types';

export const historyResolvers: ResolverTable<'historaArticles'> = {
  historaArticles: ({ keyword, yearMonth, page, limit }, dataset) => {
    const terms = keyword ? keywordTerms(keyword) : [];
    const matching = terms.length > 0 ? dataset.history.filter((r) => terms.every((t) => r.haystack.includes(t))) : dataset.history;
    // The month summary covers the keyword's hits; the list narrows to the month when one is given.
    const counts = new Map<string, number>();
    for (const record of matching) counts.set(record.yearMonth, (counts.get(record.yearMonth) ?? 0) + 1);
    const inMonth = yearMonth ? matching.filter((r) => r.yearMonth === yearMonth) : matching;
    const list = paginate(inMonth, page, limit ?? PAGE_SIZE.articles, (r) => r.article);
    return {
      total: list.count,
      page: list.page,
      summary: [...counts.entries()].map(([ym, count]) => ({ yearMonth: ym, count })),
      data: list.data,
    };
  },
};
