import type { WeeklyPart } from '@/api-clients/schemas/site';
import { safeHref } from '@/foundation/site/safe-url';
import { ThumbnailTile, ThumbnailTiles } from './thumbnail-tiles';

/** Parts of a weekly magazine issue, each linking to its page. */
export function WeeklyPartList({ parts, priorityCount = 0 }: { parts: WeeklyPart['parts']; priorityCount?: number }) {
  return (
    <ThumbnailTiles>
      {parts.map((part, index) => {
        const href = safeHref(part.url);
        return href ? (
          <ThumbnailTile
            key={part.id}
            href={href}
            imageUrl={part.thumbnailUrl}
            title={part.title}
            meta={<p>{part.description}</p>}
            priority={index < priorityCount}
          />
        ) : null;
      })}
    </ThumbnailTiles>
  );
}
