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
