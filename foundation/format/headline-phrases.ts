/**
 * A headline's phrase breaks travel as UTF-16 offsets into the headline (where a line may break,
 * `<wbr>`), computed on the server (lib/page-data/headline-breaks.ts); the headline itself stays
 * plain text for `<title>`, JSON-LD, alt texts and copying.
 */
export type PhraseBreaks = readonly number[];

/**
 * The headline cut at its breaks. Offsets that are not strictly increasing inside the text
 * (0 < offset < length) are ignored, so bad data never drops or repeats a character.
 */
export function splitAtBreaks(text: string, breaks: PhraseBreaks | undefined): string[] {
  const segments: string[] = [];
  let start = 0;
  for (const offset of breaks ?? []) {
    if (!Number.isInteger(offset) || offset <= start || offset >= text.length) continue;
    segments.push(text.slice(start, offset));
    start = offset;
  }
  segments.push(text.slice(start));
  return segments;
}

/**
 * Inside a phrase `word-break: keep-all` still lets a line break after a percent sign (50%|オフ):
 * such a sign and the character after it are kept together (the pieces marked `glued`). The
 * text is unchanged; only where it may break.
 */
const GLUE = /[%％‰][^\s]/gu;

export function gluedPieces(segment: string): { text: string; glued: boolean }[] {
  const pieces: { text: string; glued: boolean }[] = [];
  let start = 0;
  for (const match of segment.matchAll(GLUE)) {
    if (match.index > start) pieces.push({ text: segment.slice(start, match.index), glued: false });
    pieces.push({ text: match[0], glued: true });
    start = match.index + match[0].length;
  }
  if (start < segment.length || pieces.length === 0) pieces.push({ text: segment.slice(start), glued: false });
  return pieces;
}
