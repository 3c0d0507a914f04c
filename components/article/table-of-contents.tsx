import { useAmpLeaves } from '@/components/leaves/leaves-context';
import type { TocEntry } from '@/foundation/format/article-body';
import styles from './table-of-contents.module.scss';

/** Links to headings on this body page jump in place; on other body pages they load that page at the heading. */
export function TableOfContents({
  entries,
  currentPage,
  pathOfPage,
}: {
  entries: TocEntry[];
  currentPage: number;
  /** Address of body page `n` (previews keep their token in it). */
  pathOfPage: (page: number) => string;
}) {
  const amp = useAmpLeaves();
  if (entries.length === 0) return null;
  return (
    <nav className={styles.toc} aria-labelledby="toc-heading">
      <h2 id="toc-heading">目次</h2>
      <ol>
        {entries.map((entry) => {
          const anchor = `#${amp ? amp.anchorId(entry.id) : entry.id}`;
          return (
            <li key={`${entry.page}-${entry.id}`}>
              <a href={entry.page === currentPage ? anchor : `${pathOfPage(entry.page)}${anchor}`}>{entry.text}</a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
