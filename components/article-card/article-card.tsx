import type { ListCard as ArticleCardData } from '@/lib/page-data/page-frame';
import { formatJstDate } from '@/foundation/format/date';
import { ArticleBadges } from './article-badges';
import { PhrasedText } from './phrased-text';
import { StoryLink } from './story-link';
import styles from './article-card.module.scss';

interface ArticleCardProps {
  article: ArticleCardData;
  /** `row`: thumbnail beside the text (lists); `tile`: thumbnail above (grids). */
  layout?: 'row' | 'tile';
  rank?: number;
  priority?: boolean;
}

export function ArticleCard({ article, layout = 'row', rank, priority = false }: ArticleCardProps) {
  return (
    <article className={styles.card} data-layout={layout}>
      <StoryLink
        story={article}
        thumbnail={layout === 'tile' ? 'middle' : 'small'}
        sizes={layout === 'tile' ? '(min-width: 768px) 280px, 50vw' : '160px'}
        priority={priority}
        className={styles.link}
        imageClassName={styles.thumbnail}
      >
        {/* Placed over the thumbnail's corner (absolute). */}
        {rank !== undefined && <span className={styles.rank}>{rank}</span>}
        <div className={styles.text}>
          <h3 className={styles.title}>
            <PhrasedText text={article.title} breaks={article.titleBreaks} />
          </h3>
          <p className={styles.meta}>
            {article.isPr && <span className={styles.pr}>PR</span>}
            <ArticleBadges publishedAt={article.publishedAt} isVideo={article.isVideoArticle === true} liveState={article.liveState} />
            <span className={styles.category}>{article.mainCategory.nameJa}</span>
            <time dateTime={article.publishedAt}>{formatJstDate(article.publishedAt)}</time>
          </p>
        </div>
      </StoryLink>
    </article>
  );
}
