import { normalizeKeyword, searchTermsOf } from './keyword';

/** A run of a suggestion's text: `match` when it is part of what the reader typed. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** How a character is compared: NFKC and lower case, so `ＦＦ` in the box finds `ff` in a title. */
const fold = (text: string): string => text.normalize('NFKC').toLowerCase();

/**
 * `text` cut into runs, the words the reader typed (as searched: normalised, quoted names alone)
 * marked wherever they occur. Characters are compared one by one after folding, so the runs are
 * always whole characters of the original text.
 */
export function highlightMatches(text: string, typed: string): TextPart[] {
  const keyword = normalizeKeyword(typed);
  const words = keyword ? [...new Set(searchTermsOf(keyword).split(' ').map(fold))].filter(Boolean) : [];
  if (words.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];

  // The folded text, and for each folded UTF-16 unit the index of the original character it came from.
  const characters = Array.from(text);
  let folded = '';
  const origin: number[] = [];
  characters.forEach((character, index) => {
    const piece = fold(character);
    folded += piece;
    for (let unit = 0; unit < piece.length; unit += 1) origin.push(index);
  });

  const marked = new Array<boolean>(characters.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length)) {
      for (let unit = at; unit < at + word.length; unit += 1) marked[origin[unit] ?? 0] = true;
    }
  }

  const parts: TextPart[] = [];
  characters.forEach((character, index) => {
    const match = marked[index] ?? false;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += character;
    else parts.push({ text: character, match });
  });
  return parts;
}
