import { mergeDeviceLists, type DeviceListEntry, type SponsoredCandidatesByDevice } from '@/ads/sponsored-cards';
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
   * Sponsored cards to insert (spec §9: at most 4, never before index 4, never adjacent; placed
   * by mergeDeviceLists for each device). A card for one device only carries `data-devices` and
   * CSS shows it on that device's screens (PC ≥ 768 px, SP below).
   */
  sponsored?: SponsoredCandidatesByDevice;
}

type Entry = DeviceListEntry<ArticleCardData>;

function listEntries(articles: ArticleCardData[], sponsored: SponsoredCandidatesByDevice | undefined): Entry[] {
  if (!sponsored) return articles.map((article) => ({ kind: 'article', article }));
  return mergeDeviceLists(articles, sponsored).filter((entry) => entry.kind === 'article' || safeHref(entry.card.linkedUrl) !== null);
}

export function ArticleList({ articles, layout = 'row', ranked = false, priorityCount = 0, sponsored }: ArticleListProps) {
  const entries = listEntries(articles, sponsored);
  // Ranks and priority thumbnails count articles only.
  const articleIndexes = new Map(articles.map((article, index) => [article, index]));
  return (
    <ol className={styles.list} data-layout={layout}>
      {entries.map((entry) => {
        if (entry.kind === 'sponsored') {
          const devices = entry.devices.join(' ');
          return (
            <li key={`sponsored-${entry.card.id}-${devices}`} data-devices={devices}>
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
