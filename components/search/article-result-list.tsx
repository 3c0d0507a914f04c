import type { ArticleCard } from '@/api-clients/schemas/common';
import { ListAdItems, type ListAdsProps } from '@/components/article-card/list-ad-items';
import { StoryLink } from '@/components/article-card/story-link';
import { formatJstDate } from '@/foundation/format/date';
import styles from './result-list.module.scss';
import { PhrasedText } from '@/components/article-card/phrased-text';

/** A result card's height on PC: a 200 px wide 16:9 thumbnail (112.5 px) and 12 px padding above and below. */
export const RESULT_CARD_HEIGHT = 137;

/** Articles found by the search: thumbnail, title, the lead's first lines, category and date; the list's ads among them. */
export function ArticleResultList({ articles, priorityCount = 0, ...ads }: { articles: (ArticleCard & { titleBreaks?: number[] })[]; priorityCount?: number } & ListAdsProps) {
  return (
    <ol className={styles.list}>
      <ListAdItems
        items={articles}
        cardSlotHeight={RESULT_CARD_HEIGHT}
        {...ads}
        renderItem={(article, index) => (
          <li key={article.id}>
            <article className={styles.card}>
              <StoryLink story={article} thumbnail="small" sizes="(min-width: 768px) 200px, 128px" priority={index < priorityCount} className={styles.link} imageClassName={styles.thumbnail}>
                <div className={styles.text}>
                  <h3 className={styles.title}>
                    <PhrasedText text={article.title} breaks={article.titleBreaks} />
                  </h3>
                  {article.description && <p className={styles.description}>{article.description}</p>}
                  <p className={styles.meta}>
                    {article.isPr && <span className={styles.pr}>PR</span>}
                    <span className={styles.category}>{article.mainCategory.nameJa}</span>
                    <time dateTime={article.publishedAt}>{formatJstDate(article.publishedAt)}</time>
                  </p>
                </div>
              </StoryLink>
            </article>
          </li>
        )}
      />
    </ol>
  );
}
