import type { BlockType, ContentBlock } from '@/api-clients/schemas/article';
import { blockText } from '@/foundation/format/article-body';
import { ARTICLE_AD_SLOT_COUNT } from './article-ad-positions';

/**
 * Where the article-ad slots 1-5 (spec §3) go inside one body page. A slot stands only between
 * two paragraphs, so it is never directly before or after a heading, an image or other media, a
 * table, a list, a box (note, quote, post, shop button, related article) or another slot, and it
 * never ends the body. The reader has read something before the first one and a stretch of the
 * body between two of them; a short body page has room for none or one.
 *
 * Distances are reading lengths in characters: a block's text, and for a picture, a video, a
 * table or another box the characters of text that would fill its height on a phone.
 *
 * A spoiler section (SPOILER, issue 37) is one block here: a box, so no slot stands next to it, and
 * the slots are placed between top-level blocks only, so none ever goes inside it. Closed, as
 * every reader first meets it, it is as tall as its summary line (SPOILER_READING_LENGTH), and
 * what it hides is not counted as read.
 */

/** Paragraphs: the blocks the body renders as `<p>` of running text (inline types at block level too). */
const PARAGRAPH_TYPES: ReadonlySet<BlockType> = new Set(['STRING', 'B', 'LINK', 'LINK_B_TAB', 'NOLINK']);
/** Blocks of running text the reader reads: they count as read text blocks. */
const TEXT_TYPES: ReadonlySet<BlockType> = new Set([...PARAGRAPH_TYPES, 'ITEMIZATION', 'QUOTE', 'ANNOTATION']);
/** Blocks whose height is a picture, a player or a box rather than their text. */
const MEDIA_TYPES: ReadonlySet<BlockType> = new Set(['IMAGE', 'YOUTUBE', 'TWEET', 'TABLE', 'NEWS', 'BUTTON_EC']);
/** A closed spoiler section's summary (48 px, about two lines of body text on a phone), in characters. */
export const SPOILER_READING_LENGTH = 44;
/** Blocks the body renders as nothing: they neither separate two paragraphs nor count. */
const INVISIBLE_TYPES: ReadonlySet<BlockType> = new Set(['UNKNOWN']);

/**
 * Reading length of a media block: about a third of a phone screen (a 16:9 picture with its
 * caption at 390 px), in characters of body text (about 22 a line, 26 lines a screen).
 */
export const MEDIA_READING_LENGTH = 170;
/** The first slot comes after at least this many text blocks... */
export const FIRST_AD_MIN_TEXT_BLOCKS = 2;
/** ...and at least this reading length (about half a phone screen). */
export const FIRST_AD_MIN_LENGTH = 300;
/** Between two slots the reader reads at least this many text blocks... */
export const AD_SPACING_MIN_TEXT_BLOCKS = 3;
/** ...over at least this reading length (about one and a half phone screens). */
export const AD_SPACING_MIN_LENGTH = 800;
/** At most this many slots in one body page: the article-ad slots 1-5. */
export const MAX_ADS_PER_BODY_PAGE = ARTICLE_AD_SLOT_COUNT;

export function isParagraph(block: ContentBlock): boolean {
  return PARAGRAPH_TYPES.has(block.type);
}

/** How far a block carries the reader down the body (see MEDIA_READING_LENGTH). */
export function readingLength(block: ContentBlock): number {
  if (block.type === 'SPOILER') return SPOILER_READING_LENGTH;
  return MEDIA_TYPES.has(block.type) ? MEDIA_READING_LENGTH : blockText(block).length;
}

/**
 * The indices of the body page's blocks before which the article-ad slots 1..n go, in order (at
 * most MAX_ADS_PER_BODY_PAGE). Greedy from the top: each slot takes the first boundary between two
 * paragraphs with enough read since the start (FIRST_AD_*) or since the slot before (AD_SPACING_*).
 */
export function articleAdBreaks(blocks: readonly ContentBlock[]): number[] {
  const breaks: number[] = [];
  let textBlocks = 0;
  let length = 0;
  let previous: ContentBlock | null = null;
  for (const [index, block] of blocks.entries()) {
    if (INVISIBLE_TYPES.has(block.type)) continue;
    if (breaks.length === MAX_ADS_PER_BODY_PAGE) break;
    const [minTextBlocks, minLength] = breaks.length === 0 ? [FIRST_AD_MIN_TEXT_BLOCKS, FIRST_AD_MIN_LENGTH] : [AD_SPACING_MIN_TEXT_BLOCKS, AD_SPACING_MIN_LENGTH];
    if (previous && isParagraph(previous) && isParagraph(block) && textBlocks >= minTextBlocks && length >= minLength) {
      breaks.push(index);
      textBlocks = 0;
      length = 0;
    }
    if (TEXT_TYPES.has(block.type)) textBlocks += 1;
    length += readingLength(block);
    previous = block;
  }
  return breaks;
}
