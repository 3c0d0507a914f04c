import type { MatomeDirectory } from '@/api-clients/schemas/matome';
import { formatNumber } from '@/foundation/format/number';
import { paths } from '@/foundation/paths';
import { PrLabel } from './pr-label';
import { ThumbnailTile, ThumbnailTiles } from './thumbnail-tiles';

/** Curated collections as tiles linking to `/special/{dir}/`: thumbnail, title, PR label, article count. */
export function CollectionTiles({ collections }: { collections: Pick<MatomeDirectory, 'directoryName' | 'title' | 'thumbnailUrl' | 'isPr' | 'articleCount'>[] }) {
  return (
    <ThumbnailTiles pcColumns={4}>
      {collections.map((collection) => (
        <ThumbnailTile
          key={collection.directoryName}
          href={paths.special(collection.directoryName)}
          imageUrl={collection.thumbnailUrl}
          title={collection.title}
          meta={
            <>
              {collection.isPr && <PrLabel />}
              <span>{formatNumber(collection.articleCount)}本の記事</span>
            </>
          }
        />
      ))}
    </ThumbnailTiles>
  );
}
