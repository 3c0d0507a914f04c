/**
 * budoux's entry point loads its HTML processor and, with it, linkedom (ES modules all the way
 * down, which jest does not load). The site uses only budoux's `Parser` on plain headline text
 * (lib/page-data/headline-breaks.ts), never the HTML processor, so tests get this stand-in.
 */
export function parseHTML(): never {
  throw new Error('linkedom is not loaded in tests: the site parses plain text with budoux Parser only');
}
