import { SiteLink } from '@/components/link/site-link';
import styles from './list-pagination.module.scss';

/** Page links shown around the current page. */
export const PAGINATION_WINDOW = 2;

/** The page numbers to show: first, last, and a window around the current page; null marks a gap. */
export function visiblePages(currentPage: number, pageCount: number, window = PAGINATION_WINDOW): (number | null)[] {
  const pages = new Set([1, pageCount]);
  for (let page = currentPage - window; page <= currentPage + window; page += 1) {
    if (page >= 1 && page <= pageCount) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - (sorted[index - 1] ?? page) > 1 ? [null, page] : [page]));
}

interface ListPaginationProps {
  currentPage: number;
  pageCount: number;
  pathOfPage: (page: number) => string;
  label?: string;
}

/** Pager for `/…/page/{n}/` lists. */
export function ListPagination({ currentPage, pageCount, pathOfPage, label = 'ページ送り' }: ListPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      {currentPage > 1 && (
        <SiteLink href={pathOfPage(currentPage - 1)} rel="prev" className={styles.step}>
          前へ
        </SiteLink>
      )}
      <ol>
        {visiblePages(currentPage, pageCount).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={page}>
              {page === currentPage ? (
                <span aria-current="page">{page}</span>
              ) : (
                <SiteLink href={pathOfPage(page)} aria-label={`${page}ページ目`}>
                  {page}
                </SiteLink>
              )}
            </li>
          ),
        )}
      </ol>
      {currentPage < pageCount && (
        <SiteLink href={pathOfPage(currentPage + 1)} rel="next" className={styles.step}>
          次へ
        </SiteLink>
      )}
    </nav>
  );
}
