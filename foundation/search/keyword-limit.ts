// Its own module: the header's search box on every page needs the limit, not the keyword parser.
/** Longest keyword sent to the search sources (their params schema allows 100). */
export const MAX_KEYWORD_LENGTH = 100;
