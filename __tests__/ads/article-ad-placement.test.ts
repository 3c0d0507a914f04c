/** @jest-environment node */
import {
  AD_SPACING_MIN_LENGTH,
  AD_SPACING_MIN_TEXT_BLOCKS,
  articleAdBreaks,
  FIRST_AD_MIN_LENGTH,
  FIRST_AD_MIN_TEXT_BLOCKS,
  MAX_ADS_PER_BODY_PAGE,
  MEDIA_READING_LENGTH,
  readingLength,
  SPOILER_READING_LENGTH,
} from '@/ads/article-ad-placement';
import { ARTICLE_AD_SLOT_COUNT } from '@/ads/slot-definitions';
import type { BlockType, ContentBlock } from '@/api-clients/schemas/article';

/**
 * Bodies written as short codes: `P` a 200-character paragraph, `p` a 50-character one, `H` a
 * heading, `h` a subheading, `I` an image, `V` a video, `T` a table, `L` a list, `Q` a quote, `N`
 * a note, `O` a 200-character quote, `S` a shop button, `R` a related-article card, `X` a post, `U` a block of a type the
 * site does not know (rendered as nothing), `Z` a spoiler section hiding two 400-character paragraphs.
 */
const CODES: Readonly<Record<string, [BlockType, number]>> = {
  P: ['STRING', 200],
  p: ['STRING', 50],
  H: ['HEAD', 12],
  h: ['SUBHEAD', 8],
  I: ['IMAGE', 20],
  V: ['YOUTUBE', 20],
  T: ['TABLE', 80],
  L: ['ITEMIZATION', 60],
  Q: ['QUOTE', 60],
  O: ['QUOTE', 200],
  N: ['ANNOTATION', 40],
  S: ['BUTTON_EC', 10],
  R: ['NEWS', 30],
  X: ['TWEET', 40],
  U: ['UNKNOWN', 0],
  Z: ['SPOILER', 400],
};

function body(codes: string): ContentBlock[] {
  return [...codes.replace(/\s/g, '')].map((code) => {
    const [type, length] = CODES[code] ?? ['STRING', 0];
    const text = 'あ'.repeat(length);
    return type === 'SPOILER' ? { type, content: [{ type: 'STRING', content: text }, { type: 'STRING', content: text }] } : { type, content: text };
  });
}

/** Where the slots land, drawn into the codes: `|` before each block a slot precedes. */
function drawn(codes: string): string {
  const blocks = codes.replace(/\s/g, '');
  const breaks = new Set(articleAdBreaks(body(blocks)));
  return [...blocks].map((code, index) => (breaks.has(index) ? `|${code}` : code)).join('');
}

describe('article-ad placement constants', () => {
  it('at most 5 slots per body page: the article-ad slots 1-5 (spec §3)', () => {
    expect(MAX_ADS_PER_BODY_PAGE).toBe(ARTICLE_AD_SLOT_COUNT);
    expect(MAX_ADS_PER_BODY_PAGE).toBe(5);
  });

  it('the first slot after 2 text blocks and 300 characters; 3 text blocks and 800 characters between two', () => {
    expect([FIRST_AD_MIN_TEXT_BLOCKS, FIRST_AD_MIN_LENGTH, AD_SPACING_MIN_TEXT_BLOCKS, AD_SPACING_MIN_LENGTH]).toEqual([2, 300, 3, 800]);
  });

  it.each([
    ['a paragraph: its characters', body('P')[0], 200],
    ['a heading: its characters', body('H')[0], 12],
    ['a list: its characters', body('L')[0], 60],
    ['an image: a third of a phone screen', body('I')[0], MEDIA_READING_LENGTH],
    ['a video', body('V')[0], MEDIA_READING_LENGTH],
    ['a table', body('T')[0], MEDIA_READING_LENGTH],
    ['a shop button', body('S')[0], MEDIA_READING_LENGTH],
    ['a spoiler section: its closed summary line, not the 800 characters it hides (issue 37)', body('Z')[0], SPOILER_READING_LENGTH],
  ])('reading length of %s', (_name, block, expected) => {
    expect(readingLength(block!)).toBe(expected);
  });
});

describe('articleAdBreaks: where the article-ad slots go in a body page', () => {
  it.each([
    // Short bodies: none or one.
    ['an empty body: none', '', ''],
    ['one paragraph: none', 'P', 'P'],
    ['two paragraphs: none (a slot never ends the body)', 'PP', 'PP'],
    ['three short paragraphs: none (under 300 characters read)', 'ppp', 'ppp'],
    ['three paragraphs: one, after the 2nd (FIRST_AD_MIN_TEXT_BLOCKS) once 300 characters are read', 'PPP', 'PP|P'],
    ['a short article: at most one', 'PPPPPP', 'PP|PPPP'],
    ['media alone never count as read text blocks', 'PIIIIP', 'PIIIIP'],
    // Long bodies: spaced by AD_SPACING_* (3 text blocks and 800 characters = 4 paragraphs of 200).
    ['a long body: every 4 paragraphs after the first', 'PPPPPPPPPPPP', 'PP|PPPP|PPPP|PP'],
    ['exactly the 5-slot cap on a very long body (MAX_ADS_PER_BODY_PAGE)', 'P'.repeat(40), `PP|${'PPPP|'.repeat(4)}${'P'.repeat(22)}`],
    // Never beside a heading, an image, media, a table, a list or a box.
    ['not after a heading', 'PPHPP', 'PPHP|P'],
    ['not before a heading: the next boundary between two paragraphs', 'PPPHPP', 'PP|PHPP'],
    ['not before or after an image', 'PPIPIPP', 'PPIPIP|P'],
    ['not beside a video, a table or a post', 'PPVPTPXPP', 'PPVPTPXP|P'],
    ['not beside a list, a quote or a note', 'PPLPQPNPP', 'PPLPQPNP|P'],
    ['not beside a shop button or a related-article card', 'PPSPRPP', 'PPSPRP|P'],
    ['not beside a subheading', 'PPhPP', 'PPhP|P'],
    ['a heading between two paragraphs is still a heading', 'PPPHP', 'PP|PHP'],
    // Spacing counts media by the height they take.
    ['media count towards the spacing: 4 images take the reader 680 characters down', 'PPP ppp IIII pp', 'PP|PpppIIIIp|p'],
    ['without them, 250 characters are too few for a second slot', 'PPP ppp pp', 'PP|Pppppp'],
    ['dense media: only where two paragraphs meet', 'PIPIPIPIPIPIPIPP', 'PIPIPIPIPIPIPIP|P'],
    // Text blocks count as read whatever their kind; media do not.
    ['a quote counts as a read text block', 'OPP', 'OP|P'],
    ['a table does not', 'TPP', 'TPP'],
    ['short paragraphs: more of them before the 300 characters', 'pppppppp', 'pppppp|pp'],
    // Blocks the site does not render are invisible: they neither separate nor count.
    ['an unknown block between two paragraphs does not separate them', 'PPUPP', 'PPU|PP'],
    // A spoiler section is one block (issue 37): a box no slot stands beside, and closed, it is as tall as its summary.
    ['not beside a spoiler section', 'PPZPP', 'PPZP|P'],
    ['a spoiler first: the slot after the two paragraphs that follow it', 'ZPPP', 'ZPP|P'],
    ['a spoiler counts its summary line, not what it hides, towards the spacing', 'PPPZPPPPP', 'PP|PZPPP|PP'],
  ])('%s: %s → %s', (_name, codes, expected) => {
    expect(drawn(codes)).toBe(expected);
  });

  it('never more than 5, never the last block, never beside a non-paragraph (random bodies)', () => {
    const alphabet = Object.keys(CODES).join('') + 'PPPPPPPP';
    let seed = 42;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 300; run += 1) {
      const blocks = body(Array.from({ length: Math.floor(next() * 60) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''));
      const breaks = articleAdBreaks(blocks);
      expect(breaks.length).toBeLessThanOrEqual(5);
      for (const index of breaks) {
        expect(index).toBeLessThan(blocks.length);
        expect(blocks[index]?.type).toBe('STRING');
        const before = blocks.slice(0, index).filter((block) => block.type !== 'UNKNOWN').pop();
        expect(before?.type).toBe('STRING');
      }
    }
  });
});
