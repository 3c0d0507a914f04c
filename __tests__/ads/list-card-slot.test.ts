/** @jest-environment node */
import {
  CARD_SLOT_MIN_INDEX,
  CARD_SLOT_PREFERRED_INDEX,
  cardSlotIndex,
  insertCardSlot,
  placeListAds,
  type AdListEntry,
} from '@/ads/list-card-slot';
import { toConvertedCard } from '@/ads/campaign-cards';
import { MAX_SPONSORED_CARDS, MIN_SPONSORED_INDEX, type SponsoredCandidate } from '@/ads/sponsored-cards';
import { campaign } from './fixtures';

/** A list as letters: `a` an article, `S` a sponsored card, `C` slot 17. */
const KIND_LETTER = { article: 'a', sponsored: 'S', cardSlot: 'C' } as const;
const letters = (entries: readonly AdListEntry<unknown>[]) => entries.map((entry) => KIND_LETTER[entry.kind]).join('');
const KIND_OF = { a: 'article', S: 'sponsored', C: 'cardSlot' } as const;
const kinds = (pattern: string) => [...pattern].map((letter) => ({ kind: KIND_OF[letter as keyof typeof KIND_OF] }));
const a = (count: number) => 'a'.repeat(count);

function candidate(id: number, position: number, linkedUrl = `https://www.example.com/campaign/${id}/`): SponsoredCandidate {
  return { card: toConvertedCard(campaign(id, { position, linkedUrl })), position };
}
const articles = (count: number) => Array.from({ length: count }, (_, index) => `記事${index + 1}`);

describe('slot 17 constants', () => {
  it(`never before index ${MIN_SPONSORED_INDEX}, the sponsored cards' floor (spec §9); asks for index 10, half way down a page of 20`, () => {
    expect(CARD_SLOT_MIN_INDEX).toBe(MIN_SPONSORED_INDEX);
    expect(CARD_SLOT_PREFERRED_INDEX).toBe(10);
  });
});

describe('cardSlotIndex: where slot 17 goes among a list’s entries', () => {
  it.each([
    ['a page of 20 articles: the preferred index', a(20), CARD_SLOT_PREFERRED_INDEX],
    ['a sponsored card at the preferred index: the next index clear of it', `${a(10)}S${a(10)}`, 12],
    ['a sponsored card just before the preferred index: one further', `${a(9)}S${a(10)}`, 11],
    ['sponsored cards at 4, 8, 12, 16 (spec §9 cap): between two articles from 10 on', `${a(4)}S${a(3)}S${a(3)}S${a(3)}S${a(4)}`, 10],
    ['ads from the preferred index to the end: the last fitting index before it', `${a(10)}SaSa`, 9],
    ['a list of 11 articles: index 10, before the last article', a(11), 10],
    ['a short list of 6 articles: before its last article', a(6), 5],
    [`a list of 5 articles: index ${CARD_SLOT_MIN_INDEX}, the earliest, before the last`, a(5), CARD_SLOT_MIN_INDEX],
    ['a list of 4 articles: nowhere (never before index 4, never last)', a(4), null],
    ['no entries: nowhere', '', null],
    ['6 entries with a sponsored card at 4: nowhere clear of it', `${a(4)}Sa`, null],
    ['7 entries with a sponsored card at 4: index 6, before the last article', `${a(4)}Saa`, 6],
  ])('%s', (_case, pattern, expected) => {
    expect(cardSlotIndex(kinds(pattern))).toBe(expected);
  });
});

describe('insertCardSlot', () => {
  it.each([
    [a(20), `${a(10)}C${a(10)}`],
    [`${a(4)}Saa`, `${a(4)}SaCa`],
    [a(4), a(4)],
  ])('%s → %s (pure: the input is left as it was)', (pattern, expected) => {
    const entries = kinds(pattern) as AdListEntry<never>[];
    expect(letters(insertCardSlot(entries))).toBe(expected);
    expect(letters(entries)).toBe(pattern);
  });
});

describe('placeListAds: sponsored cards and slot 17 together', () => {
  const PC_CANDIDATES = [candidate(1, 4), candidate(2, 8), candidate(3, 12), candidate(4, 16), candidate(5, 18)];

  it.each([
    ['20 articles, four cards where they ask and the slot between two articles from index 10 on', 20, PC_CANDIDATES, true, `${a(4)}S${a(3)}S${a(1)}C${a(2)}S${a(3)}S${a(7)}`],
    ['20 articles, the cards only (SP, or a list that is not the page’s main list)', 20, PC_CANDIDATES, false, `${a(4)}S${a(3)}S${a(3)}S${a(3)}S${a(7)}`],
    ['20 articles, no candidates: the slot only', 20, [], true, `${a(10)}C${a(10)}`],
    ['a card asking for index 10 pushes the slot past it', 20, [candidate(1, 10)], true, `${a(10)}SaC${a(9)}`],
    ['6 articles: one card at 4, the slot before the last article', 6, PC_CANDIDATES, true, `${a(4)}SaCa`],
    ['a card with an unsafe link takes no place: the next card and the slot move up', 12, [candidate(1, 4, 'javascript:alert(1)'), candidate(2, 4)], true, `${a(4)}S${a(5)}C${a(3)}`],
  ])('%s', (_case, count, candidates, cardSlot, expected) => {
    expect(letters(placeListAds(articles(count), candidates, { cardSlot }))).toBe(expected);
  });

  // Every list length and a spread of campaign positions: the spec §9 rules and slot 17's hold together.
  const SETS = [[], [candidate(1, 4)], PC_CANDIDATES, [candidate(1, 9), candidate(2, 10), candidate(3, 11)], [candidate(1, 0), candidate(2, 1), candidate(3, 30)]];
  const LENGTHS = Array.from({ length: 26 }, (_, index) => index);
  it.each(LENGTHS.flatMap((count) => SETS.map((set, setIndex) => [count, setIndex, set] as const)))(
    `%d articles, candidate set %d: at most ${MAX_SPONSORED_CARDS} cards and one slot, none before index 4, no two ads adjacent, no ad last, every article kept in order`,
    (count, _setIndex, set) => {
      const entries = placeListAds(articles(count), set, { cardSlot: true });
      const pattern = letters(entries);
      expect(pattern.replace(/[^S]/g, '').length).toBeLessThanOrEqual(MAX_SPONSORED_CARDS);
      expect(pattern.replace(/[^C]/g, '').length).toBeLessThanOrEqual(1);
      expect(pattern.slice(0, MIN_SPONSORED_INDEX)).not.toMatch(/[SC]/);
      expect(pattern).not.toMatch(/[SC][SC]/);
      expect(pattern).not.toMatch(/[SC]$/);
      expect(entries.flatMap((entry) => (entry.kind === 'article' ? [entry.article] : []))).toEqual(articles(count));
    },
  );
});
