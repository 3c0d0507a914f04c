import { insertSponsoredCards, type ListEntry, type SponsoredCandidate } from '@/ads/sponsored-cards';
import type { ListCard as ArticleCardData } from '@/lib/page-data/page-frame';
import { safeHref } from '@/foundation/site/safe-url';
import { ArticleCard } from './article-card';
import { SponsoredCard } from './sponsored-card';
import styles from './article-list.module.scss';

interface ArticleListProps {
  articles: ArticleCardData[];
  layout?: 'row' | 'tile';
  ranked?: boolean;
  /** How many leading cards get a high-priority thumbnail (above the fold). */
  priorityCount?: number;
  /**
   * Sponsored cards to insert, the reader's device's (spec §9: at most 4, never before index 4,
   * never adjacent; placed by insertSponsoredCards).
   */
  sponsored?: SponsoredCandidate[];
}

type Entry = ListEntry<ArticleCardData>;

function listEntries(articles: ArticleCardData[], sponsored: SponsoredCandidate[] | undefined): Entry[] {
  if (!sponsored) return articles.map((article) => ({ kind: 'article', article }));
  return insertSponsoredCards(articles, sponsored).filter((entry) => entry.kind === 'article' || safeHref(entry.card.linkedUrl) !== null);
}

export function ArticleList({ articles, layout = 'row', ranked = false, priorityCount = 0, sponsored }: ArticleListProps) {
  const entries = listEntries(articles, sponsored);
  // Ranks and priority thumbnails count articles only.
  const articleIndexes = new Map(articles.map((article, index) => [article, index]));
  return (
    <ol className={styles.list} data-layout={layout}>
      {entries.map((entry) => {
        if (entry.kind === 'sponsored') {
          return (
            <li key={`sponsored-${entry.card.id}`}>
              <SponsoredCard card={entry.card} layout={layout} />
            </li>
          );
        }
        const index = articleIndexes.get(entry.article) ?? 0;
        return (
          <li key={entry.article.id}>
            <ArticleCard article={entry.article} layout={layout} rank={ranked ? index + 1 : undefined} priority={index < priorityCount} />
          </li>
        );
      })}
    </ol>
  );
}
