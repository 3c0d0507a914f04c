import { SPOILER_DEFAULT_LABEL } from '@/foundation/format/article-body';
import type { ContentBlock } from './article';

/**
 * Spoiler sections (ネタバレ, issue 37) as the site renders them: a SPOILER block stands at the top
 * level of a body page (or live update) and holds ordinary blocks, one level deep. What a payload
 * may send otherwise is made so here, once, at the edge:
 * - the label, when absent (every payload of the old contract), blank or not a string, is SPOILER_DEFAULT_LABEL;
 * - a text content becomes one paragraph;
 * - a spoiler inside a spoiler gives its blocks to the outer one (still hidden, never a second fold);
 * - a spoiler anywhere else (inside a list, a table, a paragraph) and an empty one become UNKNOWN,
 *   which renders as nothing: a fold the page cannot show closed must not show its secret open.
 */
export function withOneLevelSpoilers(blocks: ContentBlock[]): ContentBlock[] {
  return blocks.map((block) => (block.type === 'SPOILER' ? spoilerSection(block) : withoutNestedSpoilers(block)));
}

function spoilerSection(block: ContentBlock): ContentBlock {
  const inner = typeof block.content === 'string' ? [{ type: 'STRING' as const, content: block.content }] : block.content.flatMap(spoilerInnerBlocks);
  if (inner.length === 0 || inner.every((child) => child.type === 'UNKNOWN')) return unknown(block);
  return { ...block, label: block.label?.trim() || SPOILER_DEFAULT_LABEL, content: inner };
}

/** A block inside a spoiler: a nested spoiler's own blocks take its place. */
function spoilerInnerBlocks(block: ContentBlock): ContentBlock[] {
  if (block.type !== 'SPOILER') return [withoutNestedSpoilers(block)];
  return typeof block.content === 'string' ? [{ type: 'STRING', content: block.content }] : block.content.flatMap(spoilerInnerBlocks);
}

/** A block that is not a spoiler section, with any spoiler among its descendants made UNKNOWN. */
function withoutNestedSpoilers(block: ContentBlock): ContentBlock {
  if (block.type === 'SPOILER') return unknown(block);
  if (typeof block.content === 'string' || !block.content.some(hasSpoiler)) return block;
  return { ...block, content: block.content.map(withoutNestedSpoilers) };
}

function hasSpoiler(block: ContentBlock): boolean {
  return block.type === 'SPOILER' || (typeof block.content !== 'string' && block.content.some(hasSpoiler));
}

function unknown(block: ContentBlock): ContentBlock {
  return { type: 'UNKNOWN', content: typeof block.content === 'string' ? block.content : [] };
}
