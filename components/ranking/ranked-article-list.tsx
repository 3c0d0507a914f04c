import { SiteLink } from '@/components/link/site-link';
import { ContentImage, THUMBNAIL } from '@/components/image/content-image';
import { formatJstDate } from '@/foundation/format/date';
import { formatNumber } from '@/foundation/format/number';
import { articleCardHref } from '@/foundation/paths';
import type { RankedArticle } from '@/lib/page-data/ranking/article';
import { safeHref } from '@/foundation/site/safe-url';
import styles from './ranked-article-list.module.scss';
import { PhrasedText } from '@/components/article-card/phrased-text';

interface RankedArticleListProps {
  articles: RankedArticle[];
  /** Show each article's post count (reTweetCount), for the ポスト数 ranking. */
  showPostCount?: boolean;
  /** How many leading thumbnails load with high priority (above the fold). */
  priorityCount?: number;
}

/** A ranked article list: rank, thumbnail, title linking to the article, category, date (and post count). */
export function RankedArticleList({ articles, showPostCount = false, priorityCount = 0 }: RankedArticleListProps) {
  return (
    <ol className={styles.list}>
      {articles.map((article, index) => {
        const rank = index + 1;
        return (
          <li key={article.id} className={styles.item} data-top={rank <= 3 ? 'true' : undefined}>
            <span className={styles.rank}>
              {rank}
              <span className="visually-hidden">位</span>
            </span>
            <SiteLink href={safeHref(articleCardHref(article)) ?? '/'} className={styles.link}>
              <ContentImage
                src={article.thumbnailUrl}
                alt=""
                width={THUMBNAIL.small.width}
                height={THUMBNAIL.small.height}
                sizes="(min-width: 768px) 160px, 112px"
                priority={index < priorityCount}
                className={styles.thumbnail}
              />
              <h3 className={styles.title}>
                <PhrasedText text={article.title} breaks={article.titleBreaks} />
              </h3>
            </SiteLink>
            <p className={styles.meta}>
              {article.isPr && <span className={styles.pr}>PR</span>}
              <span>{article.mainCategory.nameJa}</span>
              <time dateTime={article.publishedAt}>{formatJstDate(article.publishedAt)}</time>
              {showPostCount && <span className={styles.posts}>ポスト数 {formatNumber(article.reTweetCount)}</span>}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
