import type { SponsoredCandidate } from '@/ads/sponsored-cards';
import type { HistoryArticle } from '@/api-clients/schemas/site';
import { ListAdItems } from '@/components/article-card/list-ad-items';
import { Breadcrumb } from '@/components/article/breadcrumb';
import { ContentImage, THUMBNAIL } from '@/components/image/content-image';
import { PageShell } from '@/components/layout/page-shell';
import { ListPagination } from '@/components/list/list-pagination';
import { RankingRail } from '@/components/ranking/ranking-rail';
import type { WithIslands } from '@/foundation/site/html-only';
import { formatJstDate } from '@/foundation/format/date';
import type { ArchiveMonthList } from '@/lib/page-data/archive';
import { archivePath } from '@/foundation/paths/archive';
import type { ArchiveHistoryPageProps } from '@/lib/page-data/archive-history';
import { safeHref } from '@/foundation/site/safe-url';
import { PAGE_SIZE } from '@/foundation/validation/page-number';
import { ArchiveHeader, ArchiveMonthNav, ArchiveYears, formatYearMonth } from './archive-page-parts';
import { EMPTY_LIST_MESSAGE, rangeLabel } from './article-list-page-section';
import styles from './archive-history-page.module.scss';

export const ARCHIVE_HISTORY_TITLE = '過去記事アーカイブ';
const INTRO = '旧サイトに掲載していた記事を月ごとにさかのぼれます。記事は旧サイトで新しいタブに開きます。';

/** One old-site article: its title links out to the old site (new tab) when the URL is safe. */
function HistoryArticleItem({ article }: { article: HistoryArticle }) {
  const href = safeHref(article.url);
  return (
    <article className={styles.item}>
      <ContentImage
        src={article.thumbnailUrl}
        alt=""
        width={THUMBNAIL.small.width}
        height={THUMBNAIL.small.height}
        sizes="(min-width: 768px) 160px, 120px"
        className={styles.thumbnail}
      />
      <div className={styles.text}>
        <h3 className={styles.heading}>
          {href ? (
            <a href={href} target="_blank" rel="noopener">
              {article.title}
              <span className="visually-hidden">（旧サイト・新しいタブで開きます）</span>
            </a>
          ) : (
            article.title
          )}
        </h3>
        <p className={styles.meta}>
          <span>{article.categoryName}</span>
          <time dateTime={article.publishedAt}>{formatJstDate(article.publishedAt)}</time>
        </p>
        {article.description && <p className={styles.description}>{article.description}</p>}
      </div>
    </article>
  );
}

/** One month's old-site articles, the page's main list: its sponsored cards and slot 17 among them. */
function HistoryMonth({ month, sponsored }: { month: ArchiveMonthList<HistoryArticle>; sponsored: SponsoredCandidate[] }) {
  const label = formatYearMonth(month.yearMonth);
  return (
    <section className={styles.section} aria-labelledby="history-articles">
      <h2 id="history-articles" className={styles.sectionHeading}>
        {label}の過去記事一覧
      </h2>
      {month.items.length > 0 ? (
        <>
          <p className={styles.range}>{rangeLabel(month.totalCount, month.currentPage, PAGE_SIZE.articles, month.items.length)}</p>
          <ol className={styles.list}>
            <ListAdItems
              items={month.items}
              sponsored={sponsored}
              cardSlot
              renderItem={(article) => (
                <li key={article.id}>
                  <HistoryArticleItem article={article} />
                </li>
              )}
            />
          </ol>
        </>
      ) : (
        <p className={styles.empty}>{EMPTY_LIST_MESSAGE}</p>
      )}
      <ListPagination
        currentPage={month.currentPage}
        pageCount={month.pageCount}
        pathOfPage={(page) => archivePath('history', month.yearMonth, page)}
      />
    </section>
  );
}

export function ArchiveHistoryPage(props: WithIslands<ArchiveHistoryPageProps>) {
  const rail = <RankingRail islands={props.islands} />;
  if (props.view === 'index') {
    return (
      <PageShell layout={props.layout} rail={rail}>
        <Breadcrumb items={[{ name: ARCHIVE_HISTORY_TITLE }]} />
        <ArchiveHeader title={ARCHIVE_HISTORY_TITLE} intro={INTRO} />
        <ArchiveYears kind="history" years={props.years} />
      </PageShell>
    );
  }
  const { month } = props;
  const label = formatYearMonth(month.yearMonth);
  return (
    <PageShell layout={props.layout} rail={rail}>
      <Breadcrumb items={[{ name: ARCHIVE_HISTORY_TITLE, path: archivePath('history') }, { name: label }]} />
      <ArchiveHeader title={`${label}の過去記事`} intro={INTRO} />
      <ArchiveMonthNav kind="history" olderMonth={month.olderMonth} newerMonth={month.newerMonth} indexLabel="過去記事アーカイブ一覧へ" />
      <HistoryMonth month={month} sponsored={props.sponsoredCandidates} />
    </PageShell>
  );
}
