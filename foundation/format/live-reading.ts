import { blockText, type TextBlock } from './article-body';

/**
 * Each live update as one block of its whole text, after the introduction's blocks: what the
 * in-body ad rule (ads/article-ad-placement.ts) reads, so a slot goes between two updates and never
 * between an update's title and its body (issue 36). Client-safe: the body island and the page
 * data both use it.
 */
export function liveReadingBlocks(updates: readonly { title: string | null; blocks: readonly TextBlock[] }[]): { type: 'STRING'; content: string }[] {
  return updates.map((update) => ({ type: 'STRING', content: [update.title ?? '', ...update.blocks.map(blockText)].join('\n') }));
}
