/** @jest-environment node */
import { highlightMatches } from '@/foundation/search/highlight';

/** Parts written as text with the matches in [brackets]. */
const bracketed = (text: string, typed: string) => highlightMatches(text, typed).map((part) => (part.match ? `[${part.text}]` : part.text)).join('');

describe('the typed text marked in a suggestion', () => {
  it.each([
    ['a word in the middle', 'ギャラクシーホライゾン HD', 'ホライゾン', 'ギャラクシー[ホライゾン] HD'],
    ['every occurrence', 'ホライゾン・ホライゾン', 'ホライゾン', '[ホライゾン]・[ホライゾン]'],
    ['each typed word', 'スターホライゾン DX 攻略', 'DX スター', '[スター]ホライゾン [DX] 攻略'],
    ['case-insensitive', 'Final Fantasy', 'fantasy', 'Final [Fantasy]'],
    ['full-width typed, half-width in the title', 'FF7 リメイク', 'ＦＦ７', '[FF7] リメイク'],
    ['half-width typed, full-width in the title (original characters kept)', 'ＰＳ５版', 'ps5', '[ＰＳ５]版'],
    ['a quoted name alone', '天空の巫女 発売日', '「天空の巫女」の情報', '[天空の巫女] 発売日'],
    ['no match', 'ブレイブハーツ', 'ホライゾン', 'ブレイブハーツ'],
    ['nothing typed', 'ブレイブハーツ', '  ', 'ブレイブハーツ'],
    ['a character outside the BMP stays whole', '𠮷野家の新作', '野家', '𠮷[野家]の新作'],
  ])('%s', (_name, text, typed, expected) => {
    expect(bracketed(text, typed)).toBe(expected);
  });

  it('gives back the text unchanged when joined', () => {
    const text = 'ＰＳ５「ギャラクシーホライゾン」𠮷';
    expect(highlightMatches(text, 'ps5 ホライゾン').map((part) => part.text).join('')).toBe(text);
  });
});
