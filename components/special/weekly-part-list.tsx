import type { SponsoredCandidate } from '@/ads/sponsored-cards';
import type { WeeklyPart } from '@/api-clients/schemas/site';
import { ListAdItems } from '@/components/article-card/list-ad-items';
import { safeHref } from '@/foundation/site/safe-url';
import { ThumbnailTile, ThumbnailTiles } from './thumbnail-tiles';

interface WeeklyPartListProps {
  parts: WeeklyPart['parts'];
  priorityCount?: number;
  /** Sponsored cards among the parts (spec §9, as in every article list), as tiles. */
  sponsored?: SponsoredCandidate[];
}

/** Parts of a weekly magazine issue, each linking to its page. */
export function WeeklyPartList({ parts, priorityCount = 0, sponsored }: WeeklyPartListProps) {
  return (
    <ThumbnailTiles>
      <ListAdItems
        items={parts.flatMap((part) => {
          const href = safeHref(part.url);
          return href ? [{ ...part, href }] : [];
        })}
        sponsored={sponsored}
        layout="tile"
        itemsAreCards
        renderItem={(part, index) => (
          <ThumbnailTile
            key={part.id}
            href={part.href}
            imageUrl={part.thumbnailUrl}
            title={part.title}
            meta={<p>{part.description}</p>}
            priority={index < priorityCount}
          />
        )}
      />
    </ThumbnailTiles>
  );
}
