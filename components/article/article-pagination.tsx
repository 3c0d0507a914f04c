import Link from 'next/link';
import { paths } from '@/lib/paths';
import styles from './article-pagination.module.scss';

interface ArticlePaginationProps {
  publicationDate: string;
  articleId: string;
  currentPage: number;
  pageCount: number;
}

/** Pager for multi-page article bodies (`?page=N`). */
export function ArticlePagination({ publicationDate, articleId, currentPage, pageCount }: ArticlePaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label="記事のページ" className={styles.pager}>
      {currentPage > 1 && (
        <Link href={paths.articlePage(publicationDate, articleId, currentPage - 1)} rel="prev">
          前のページ
        </Link>
      )}
      <ol>
        {pages.map((page) => (
          <li key={page}>
            {page === currentPage ? (
              <span aria-current="page">{page}</span>
            ) : (
              <Link href={paths.articlePage(publicationDate, articleId, page)}>{page}</Link>
            )}
          </li>
        ))}
      </ol>
      {currentPage < pageCount && (
        <Link href={paths.articlePage(publicationDate, articleId, currentPage + 1)} rel="next">
          次のページ
        </Link>
      )}
    </nav>
  );
}
