import type { ContentBlock } from '@/api-clients/schemas/article';

/** A body shorter than this gets no in-body ad (it would sit next to the ads before and after it). */
export const MIN_BLOCKS_FOR_IN_BODY_AD = 4;

/**
 * Index of the body block the in-body ad goes before: the second HEAD when there is one, else the
 * middle of the body; null for bodies under MIN_BLOCKS_FOR_IN_BODY_AD blocks.
 */
export function inBodyAdIndex(blocks: readonly ContentBlock[]): number | null {
  if (blocks.length < MIN_BLOCKS_FOR_IN_BODY_AD) return null;
  const heads = blocks.flatMap((block, index) => (block.type === 'HEAD' && index > 0 ? [index] : []));
  return heads[heads.length > 1 ? 1 : 0] ?? Math.floor(blocks.length / 2);
}
