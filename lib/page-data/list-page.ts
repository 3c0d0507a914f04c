import type { ListResponse } from '@/api-clients/schemas/common';
import { notFound, props, redirect } from '@/lib/page-data/results';
import type { PageDataResult } from '@/lib/page-data/types';
import { clampPageNumber, pageCount } from '@/foundation/validation/page-number';

/** Highest page number sent to the content API (its params schema allows up to 100000). */
export const MAX_FETCHED_PAGE = 100_000;

export interface PagedList<T> {
  items: T[];
  totalCount: number;
  currentPage: number;
  pageCount: number;
  pageSize: number;
}

/** Where a page sits in its list: what the pagination and the range label need. */
export function listPosition({ totalCount, currentPage, pageCount }: PagedList<unknown>): Pick<PagedList<unknown>, 'totalCount' | 'currentPage' | 'pageCount'> {
  return { totalCount, currentPage, pageCount };
}

interface ResolveListPageInput<T> {
  /** `{pageNumber}` route segment as given. */
  rawPageNumber: string | undefined;
  pageSize: number;
  fetchPage: (page: number) => Promise<ListResponse<T>>;
  /** Site path of page `n` of this list, for the clamp redirects. */
  pathOfPage: (page: number) => string;
}

/**
 * A paged list route (spec §5): a non-numeric page is a 404; a page below 1 redirects to page 1
 * and a page above the last (however many digits) redirects to the last (page count = ceil(total / size), at least 1),
 * so the address bar always shows the page the reader sees.
 */
export async function resolveListPage<T, P>(
  { rawPageNumber, pageSize, fetchPage, pathOfPage }: ResolveListPageInput<T>,
  toProps: (list: PagedList<T>) => P | Promise<P>,
): Promise<PageDataResult<P>> {
  if (rawPageNumber === undefined || !/^-?\d+$/.test(rawPageNumber)) return notFound();
  const requested = Number(rawPageNumber);
  if (requested < 1) return redirect(pathOfPage(1));
  // The content API pages up to MAX_FETCHED_PAGE; anything past it is past the end anyway.
  const response = await fetchPage(Math.min(requested, MAX_FETCHED_PAGE));
  const lastPage = pageCount(response.count, pageSize);
  const currentPage = clampPageNumber(requested, lastPage);
  if (currentPage !== requested || rawPageNumber !== String(requested)) return redirect(pathOfPage(currentPage));
  return props(
    await toProps({ items: response.data, totalCount: response.count, currentPage, pageCount: lastPage, pageSize }),
  );
}
