/**
 * How many characters of Japanese prose an adult reads in a minute. Studies of silent reading of
 * Japanese put adults at about 400-600 characters per minute (kanji-kana mixed text); 500 is the
 * middle of that range and the figure Japanese publishers commonly quote for "約N分で読めます".
 */
export const JAPANESE_READING_CHARS_PER_MINUTE = 500;

/** Time a reader spends looking at one body image (screenshots carry much of a game article). */
export const SECONDS_PER_BODY_IMAGE = 6;

/** Never promise less than a minute: a short notice still takes a moment to read. */
export const MIN_READING_MINUTES = 1;

/**
 * The part of an article body block (api-clients/schemas/article.ts ContentBlock) this rule reads;
 * declared here so formatting does not import the API layer above it.
 */
export interface ReadableBlock {
  type: string;
  content: string | readonly (ReadableBlock | string)[];
}

export interface ReadingLoad {
  /** Characters of text, whitespace left out. */
  characters: number;
  images: number;
}

/**
 * Blocks that are not read as prose: an embedded video's title, a post's fallback text, a shop
 * button, an embedded article card, and a block of a type the page does not render (UNKNOWN).
 */
const UNREAD_BLOCK_TYPES: ReadonlySet<string> = new Set(['YOUTUBE', 'TWEET', 'BUTTON_EC', 'NEWS', 'UNKNOWN']);

const WHITESPACE = /\s/gu;

/**
 * Characters (code points, whitespace left out) and images of a body's blocks, nested blocks
 * included. A spoiler section (SPOILER, issue 37) counts as one block of its text and images: what
 * it hides is read by whoever opens it, and its summary's label is not part of its content.
 */
export function readingLoad(blocks: readonly (ReadableBlock | string)[]): ReadingLoad {
  let characters = 0;
  let images = 0;
  const visit = (block: ReadableBlock | string) => {
    if (typeof block === 'string') {
      characters += [...block.replace(WHITESPACE, '')].length;
      return;
    }
    if (block.type === 'IMAGE') {
      images += 1;
      return;
    }
    if (UNREAD_BLOCK_TYPES.has(block.type)) return;
    if (typeof block.content === 'string') visit(block.content);
    else block.content.forEach(visit);
  };
  blocks.forEach(visit);
  return { characters, images };
}

/** Whole minutes to read a body of that load, rounded up, at least MIN_READING_MINUTES. */
export function readingMinutes({ characters, images }: ReadingLoad): number {
  const minutes = characters / JAPANESE_READING_CHARS_PER_MINUTE + (images * SECONDS_PER_BODY_IMAGE) / 60;
  return Math.max(MIN_READING_MINUTES, Math.ceil(minutes));
}

/** The header's label: 「約3分で読めます」. */
export function formatReadingTime(minutes: number): string {
  return `約${Math.max(MIN_READING_MINUTES, Math.round(minutes))}分で読めます`;
}
