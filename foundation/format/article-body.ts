/**
 * The parts of the article body's blocks (api-clients/schemas/article.ts, ContentBlock) that the
 * table of contents reads; declared here so formatting does not import the API layer above it.
 */
export interface TextBlock {
  id?: string | null;
  type: string;
  content: string | readonly (TextBlock | string)[];
}

/** A spoiler section's summary when the API gives it no words of its own (issue 37). */
export const SPOILER_DEFAULT_LABEL = 'ネタバレを含みます';

/** One body page: its number and its blocks. */
export interface BodyPage {
  page_no: number;
  contents: readonly TextBlock[];
}

export interface TocEntry {
  id: string;
  text: string;
  /** Body page (1-based) the heading is on. */
  page: number;
}

/** Plain text of a block tree (headings, captions, alt texts). */
export function blockText(block: TextBlock | string): string {
  if (typeof block === 'string') return block;
  if (typeof block.content === 'string') return block.content;
  return block.content.map(blockText).join('');
}

/** Anchor id for a heading: the API's id when it is a safe token, else its position. */
export function headingAnchorId(block: Pick<TextBlock, 'id'>, index: number, page: number): string {
  return block.id && /^[A-Za-z][\w-]{0,63}$/.test(block.id) ? block.id : `heading-${page}-${index + 1}`;
}

/**
 * Table of contents from the HEAD blocks of every body page: the top-level ones only, so a heading
 * inside a spoiler section (issue 37) never gets an entry that would lead into a closed fold.
 */
export function buildTableOfContents(content: readonly BodyPage[]): TocEntry[] {
  return content.flatMap((bodyPage) =>
    bodyPage.contents
      .map((block, index) => ({ block, index }))
      .filter(({ block }) => block.type === 'HEAD')
      .map(({ block, index }) => ({ id: headingAnchorId(block, index, bodyPage.page_no), text: blockText(block), page: bodyPage.page_no })),
  );
}
