import type { ListCard as ArticleCardData } from '@/lib/page-data/page-frame';
import { ArticleCard } from './article-card';
import { ListAdItems, type ListAdsProps } from './list-ad-items';
import styles from './article-list.module.scss';

interface ArticleListProps extends ListAdsProps {
  articles: ArticleCardData[];
  layout?: 'row' | 'tile';
  ranked?: boolean;
  /** How many leading cards get a high-priority thumbnail (above the fold). */
  priorityCount?: number;
}

export function ArticleList({ articles, layout = 'row', ranked = false, priorityCount = 0, sponsored, cardSlot }: ArticleListProps) {
  return (
    <ol className={styles.list} data-layout={layout}>
      <ListAdItems
        items={articles}
        sponsored={sponsored}
        cardSlot={cardSlot}
        layout={layout}
        // Ranks and priority thumbnails count articles only.
        renderItem={(article, index) => (
          <li key={article.id}>
            <ArticleCard article={article} layout={layout} rank={ranked ? index + 1 : undefined} priority={index < priorityCount} />
          </li>
        )}
      />
    </ol>
  );
}
