import type { TocEntry } from '@/lib/routes/article-body';
import styles from './table-of-contents.module.scss';

/** Links to headings on this body page jump in place; on other pages they load `?page=N#id`. */
export function TableOfContents({ entries, currentPage, basePath }: { entries: TocEntry[]; currentPage: number; basePath: string }) {
  if (entries.length === 0) return null;
  return (
    <nav className={styles.toc} aria-labelledby="toc-heading">
      <h2 id="toc-heading">目次</h2>
      <ol>
        {entries.map((entry) => (
          <li key={`${entry.page}-${entry.id}`}>
            <a href={entry.page === currentPage ? `#${entry.id}` : `${basePath}${entry.page > 1 ? `?page=${entry.page}` : ''}#${entry.id}`}>
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
