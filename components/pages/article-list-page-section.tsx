import type { SponsoredCandidate } from '@/ads/sponsored-cards';
import { ArticleList } from '@/components/article-card/article-list';
import { ListPagination } from '@/components/list/list-pagination';
import { formatNumber } from '@/foundation/format/number';
import type { ListCard } from '@/lib/page-data/page-frame';
import styles from './article-list-page-section.module.scss';

/** Shown instead of a list that has no articles. */
export const EMPTY_LIST_MESSAGE = '該当する記事はありません';

/** `1,234件中 21～40件を表示` for page `currentPage` of `pageSize` items. */
export function rangeLabel(totalCount: number, currentPage: number, pageSize: number, shown: number): string {
  const from = (currentPage - 1) * pageSize + 1;
  return `${formatNumber(totalCount)}件中 ${formatNumber(from)}～${formatNumber(from + shown - 1)}件を表示`;
}

interface ArticleListPageSectionProps {
  headingId: string;
  heading: string;
  articles: ListCard[];
  totalCount: number;
  currentPage: number;
  pageCount: number;
  pageSize: number;
  pathOfPage: (page: number) => string;
  /** Leading thumbnails that are above the fold on a phone. */
  priorityCount?: number;
  /** Sponsored cards inserted into the list (spec §9, see ArticleList). */
  sponsored?: SponsoredCandidate[];
}

/**
 * A paged article list of a list page: heading, range, cards (or the empty message) and the pager.
 * It is the page's main list, so it carries PC slot 17 (the card ad) among its cards.
 */
export function ArticleListPageSection({
  headingId,
  heading,
  articles,
  totalCount,
  currentPage,
  pageCount,
  pageSize,
  pathOfPage,
  priorityCount = 0,
  sponsored,
}: ArticleListPageSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {articles.length > 0 ? (
        <>
          <p className={styles.range}>{rangeLabel(totalCount, currentPage, pageSize, articles.length)}</p>
          <ArticleList articles={articles} priorityCount={priorityCount} sponsored={sponsored} cardSlot />
        </>
      ) : (
        <p className={styles.empty}>{EMPTY_LIST_MESSAGE}</p>
      )}
      <ListPagination currentPage={currentPage} pageCount={pageCount} pathOfPage={pathOfPage} />
    </section>
  );
}
