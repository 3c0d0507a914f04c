import type { ComponentProps } from 'react';
import { liveReadingBlocks } from '@/foundation/format/live-reading';
import { ArticleBodyBlocks } from './article-body-blocks';
import { inBodyAdsBetween } from './in-body-ads-between';
import { useInBodySlots } from './in-body-ads';
import { LiveUpdates } from './live-updates';

/** A live article's part of the body island (issue 36): its coverage and where it is. */
export type BodyLive = Omit<ComponentProps<typeof LiveUpdates>, 'position' | 'between'>;

/**
 * The article page's body island (decision 032): the blocks with the page plan's in-body ad slots
 * between them; for a live article, its updates after them, the slots placed over both as if each
 * update were one block (live-coverage.ts liveReadingBlocks).
 */
export function ArticleBodyIsland({ blocks, live, ...position }: Omit<ComponentProps<typeof ArticleBodyBlocks>, 'between' | 'ImageBlock'> & { live?: BodyLive }) {
  const slots = useInBodySlots();
  if (!live) return <ArticleBodyBlocks blocks={blocks} between={inBodyAdsBetween(blocks, slots)} {...position} />;
  const between = inBodyAdsBetween([...blocks, ...liveReadingBlocks(live.live.updates)], slots);
  const intro = new Map([...(between ?? [])].filter(([index]) => index < blocks.length));
  const amongUpdates = new Map([...(between ?? [])].filter(([index]) => index >= blocks.length).map(([index, node]) => [index - blocks.length, node] as const));
  return (
    <>
      <ArticleBodyBlocks blocks={blocks} between={intro} {...position} />
      <LiveUpdates {...live} position={position} between={amongUpdates} />
    </>
  );
}
