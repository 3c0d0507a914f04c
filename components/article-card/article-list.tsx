import type { ArticleCard as ArticleCardData } from '@/api-clients/schemas/common';
import { ArticleCard } from './article-card';
import styles from './article-list.module.scss';

interface ArticleListProps {
  articles: ArticleCardData[];
  layout?: 'row' | 'tile';
  ranked?: boolean;
  /** How many leading cards get a high-priority thumbnail (above the fold). */
  priorityCount?: number;
}

export function ArticleList({ articles, layout = 'row', ranked = false, priorityCount = 0 }: ArticleListProps) {
  return (
    <ol className={styles.list} data-layout={layout}>
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleCard article={article} layout={layout} rank={ranked ? index + 1 : undefined} priority={index < priorityCount} />
        </li>
      ))}
    </ol>
  );
}
