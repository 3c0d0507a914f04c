// What lists need in the browser too: the card's shape and where cards go. Choosing campaigns
// and converting them runs on the server only (./campaign-cards.ts), with the category table.

/** Sponsored cards per list (spec §9). */
export const MAX_SPONSORED_CARDS = 4;
/** No sponsored card before this list index (spec §9): at least 4 items come first. */
export const MIN_SPONSORED_INDEX = 4;

/** Converted card (spec §3): a campaign shaped like an article card. */
export interface ConvertedCard {
  id: string;
  title: string;
  /** Campaigns carry no description. */
  description: null;
  thumbnailUrl: string;
  mainCategory: { nameJa: string; id: string; code: string; isMainCategory: boolean; priority: number | null };
  /** Campaigns are not dated. */
  publishedAt: null;
  iconImage: string | null;
  advertiserName: string;
  /** Always true: the card is a campaign. */
  isCampaignPr: true;
  /** Always true: advertising must be labelled as such (PR), whatever the campaign says. */
  isPr: true;
  linkedUrl: string;
  isMatomePage: boolean;
  directoryName: string | null;
}

/** A card to insert and the list index its campaign asks for. */
export interface SponsoredCandidate {
  card: ConvertedCard;
  position: number;
}

export type ListEntry<T> = { kind: 'article'; article: T } | { kind: 'sponsored'; card: ConvertedCard };

export interface InsertSponsoredCardsOptions {
  maxCards?: number;
  minIndex?: number;
}

/**
 * The list with sponsored cards inserted (spec §9); pure, returns a new array.
 *
 * A campaign's `position` is the index its card should have in the resulting list (so `4` puts
 * it after the first four items). Candidates are placed in ascending position (ties keep their
 * order, i.e. priority). A position is used as given when valid; otherwise the card moves to the
 * next valid index:
 * - never before index {@link MIN_SPONSORED_INDEX};
 * - never next to another sponsored card;
 * - always followed by a list item: a card never ends the list, so a list shorter than
 *   MIN_SPONSORED_INDEX + 1 items gets none, and a card whose index falls past the end is dropped.
 * At most {@link MAX_SPONSORED_CARDS} cards are placed; the rest are dropped.
 */
export function insertSponsoredCards<T>(
  list: readonly T[],
  candidates: readonly SponsoredCandidate[],
  options: InsertSponsoredCardsOptions = {},
): ListEntry<T>[] {
  const maxCards = options.maxCards ?? MAX_SPONSORED_CARDS;
  const minIndex = options.minIndex ?? MIN_SPONSORED_INDEX;
  const result: ListEntry<T>[] = list.map((article) => ({ kind: 'article', article }));
  const ordered = candidates
    .map((candidate, order) => ({ candidate, order }))
    .sort((a, b) => a.candidate.position - b.candidate.position || a.order - b.order);

  let placed = 0;
  for (const { candidate } of ordered) {
    if (placed >= maxCards) break;
    let index = Math.max(Math.floor(candidate.position), minIndex);
    while (index < result.length && (result[index - 1]?.kind === 'sponsored' || result[index]?.kind === 'sponsored')) index += 1;
    if (index >= result.length) continue;
    result.splice(index, 0, { kind: 'sponsored', card: candidate.card });
    placed += 1;
  }
  return result;
}
