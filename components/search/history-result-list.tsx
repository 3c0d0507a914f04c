import type { HistoryArticle } from '@/api-clients/schemas/site';
import { ListAdItems, type ListAdsProps } from '@/components/article-card/list-ad-items';
import { ContentImage, THUMBNAIL } from '@/components/image/content-image';
import { formatJstDate } from '@/foundation/format/date';
import { RESULT_CARD_HEIGHT } from './article-result-list';
import { safeHref } from '@/foundation/site/safe-url';
import styles from './result-list.module.scss';

/** One old-site article; it opens on the old site (its URL from the history API, made safe). */
function HistoryResultItem({ article }: { article: HistoryArticle }) {
  const href = safeHref(article.url);
  const body = (
    <>
      <ContentImage
        src={article.thumbnailUrl}
        alt=""
        width={THUMBNAIL.small.width}
        height={THUMBNAIL.small.height}
        sizes="(min-width: 768px) 200px, 128px"
        className={styles.thumbnail}
      />
      <div className={styles.text}>
        <h3 className={styles.title}>{article.title}</h3>
        {article.description && <p className={styles.description}>{article.description}</p>}
        <p className={styles.meta}>
          <span className={styles.external}>旧サイト</span>
          <span className={styles.category}>{article.categoryName}</span>
          <time dateTime={article.publishedAt}>{formatJstDate(article.publishedAt)}</time>
        </p>
      </div>
    </>
  );
  return (
    <article className={styles.card}>
      {href ? (
        <a href={href} className={styles.link}>
          {body}
        </a>
      ) : (
        <div className={styles.link}>{body}</div>
      )}
    </article>
  );
}

/** Old-site articles, the list's ads among them. */
export function HistoryResultList({ articles, ...ads }: { articles: HistoryArticle[] } & ListAdsProps) {
  return (
    <ol className={styles.list}>
      <ListAdItems
        items={articles}
        cardSlotHeight={RESULT_CARD_HEIGHT}
        {...ads}
        renderItem={(article) => (
          <li key={article.id}>
            <HistoryResultItem article={article} />
          </li>
        )}
      />
    </ol>
  );
}
