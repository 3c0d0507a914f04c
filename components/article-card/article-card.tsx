import Link from 'next/link';
import type { ListCard as ArticleCardData } from '@/lib/routes/page-frame';
import { ContentImage, THUMBNAIL } from '@/components/image/content-image';
import { formatJstDate } from '@/lib/format/date';
import { articleCardHref } from '@/lib/paths';
import { safeHref } from '@/lib/safe-url';
import styles from './article-card.module.scss';

interface ArticleCardProps {
  article: ArticleCardData;
  /** `row`: thumbnail beside the text (lists); `tile`: thumbnail above (grids). */
  layout?: 'row' | 'tile';
  rank?: number;
  priority?: boolean;
}

export function ArticleCard({ article, layout = 'row', rank, priority = false }: ArticleCardProps) {
  const href = safeHref(articleCardHref(article)) ?? '/';
  const size = layout === 'tile' ? THUMBNAIL.middle : THUMBNAIL.small;
  return (
    <article className={styles.card} data-layout={layout}>
      <Link href={href} className={styles.link}>
        {rank !== undefined && <span className={styles.rank}>{rank}</span>}
        <ContentImage
          src={article.thumbnailUrl}
          alt=""
          width={size.width}
          height={size.height}
          sizes={layout === 'tile' ? '(min-width: 768px) 280px, 50vw' : '160px'}
          priority={priority}
          className={styles.thumbnail}
        />
        <div className={styles.text}>
          <h3 className={styles.title}>{article.title}</h3>
          <p className={styles.meta}>
            {article.isPr && <span className={styles.pr}>PR</span>}
            <span className={styles.category}>{article.mainCategory.nameJa}</span>
            <time dateTime={article.publishedAt}>{formatJstDate(article.publishedAt)}</time>
          </p>
        </div>
      </Link>
    </article>
  );
}
