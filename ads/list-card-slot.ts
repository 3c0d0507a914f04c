import { safeHref } from '@/foundation/site/safe-url';
import { insertSponsoredCards, MIN_SPONSORED_INDEX, type ListEntry, type SponsoredCandidate } from './sponsored-cards';

/** Position of PC slot 17, the card ad (カード広告), in the slot table and its element id. */
export const CARD_SLOT_POSITION = 'card';

/**
 * The list index slot 17 asks for: half way down a page of 20 articles (spec §9 page size), below
 * the list's first screen, clear of the sponsored cards' usual places (every fourth index).
 */
export const CARD_SLOT_PREFERRED_INDEX = 10;

/** Never before this index: the floor sponsored cards keep (spec §9), so a list opens with articles. */
export const CARD_SLOT_MIN_INDEX = MIN_SPONSORED_INDEX;

/** A list entry: an article, a sponsored card or the card ad slot (slot 17). */
export type AdListEntry<T> = ListEntry<T> | { kind: 'cardSlot' };

type Kind = { kind: string };

/** Whether the slot may go at `index` (before the entry now there): no ad beside it, something after it. */
function fitsAt(entries: readonly Kind[], index: number): boolean {
  const isAd = (entry: Kind | undefined) => entry !== undefined && entry.kind !== 'article';
  return index >= CARD_SLOT_MIN_INDEX && index < entries.length && !isAd(entries[index - 1]) && !isAd(entries[index]);
}

/**
 * Where slot 17 goes among a list's entries (sponsored cards already placed), or null when nowhere
 * fits. The first fitting index from {@link CARD_SLOT_PREFERRED_INDEX} on; a list too short for it
 * takes the last fitting index before it. It fits the sponsored-card rules: never before
 * {@link CARD_SLOT_MIN_INDEX}, never next to a sponsored card (or another ad), never last.
 */
export function cardSlotIndex(entries: readonly Kind[]): number | null {
  for (let index = CARD_SLOT_PREFERRED_INDEX; index < entries.length; index += 1) if (fitsAt(entries, index)) return index;
  for (let index = Math.min(CARD_SLOT_PREFERRED_INDEX, entries.length) - 1; index >= CARD_SLOT_MIN_INDEX; index -= 1) if (fitsAt(entries, index)) return index;
  return null;
}

/** The entries with slot 17 inserted where {@link cardSlotIndex} says (unchanged when nowhere fits); pure. */
export function insertCardSlot<T>(entries: readonly AdListEntry<T>[]): AdListEntry<T>[] {
  const index = cardSlotIndex(entries);
  if (index === null) return [...entries];
  return [...entries.slice(0, index), { kind: 'cardSlot' }, ...entries.slice(index)];
}

/**
 * A list's entries with its ads: the sponsored cards placed by insertSponsoredCards (a card whose
 * link is not safe takes no place), then slot 17 when the list carries it (the page's main list on
 * PC, where the page's ad plan has the slot).
 */
export function placeListAds<T>(items: readonly T[], candidates: readonly SponsoredCandidate[], { cardSlot }: { cardSlot: boolean }): AdListEntry<T>[] {
  const entries = insertSponsoredCards(
    items,
    candidates.filter((candidate) => safeHref(candidate.card.linkedUrl) !== null),
  );
  return cardSlot ? insertCardSlot(entries) : entries;
}
