import type { ReactNode } from 'react';
import { CARD_SLOT_POSITION, placeListAds } from '@/ads/list-card-slot';
import type { SponsoredCandidate } from '@/ads/sponsored-cards';
import { useAdPlan } from '@/components/ads/ad-plan-context';
import { CardSlotItem } from './card-slot-item';
import { SponsoredCard } from './sponsored-card';

/** The ads an article list carries. */
export interface ListAdsProps {
  /**
   * Sponsored cards to insert, the reader's device's (spec §9: at most 4, never before index 4,
   * never adjacent; placed by insertSponsoredCards).
   */
  sponsored?: SponsoredCandidate[];
  /**
   * The page's main list: it carries PC slot 17 (カード広告) when the page's ad plan has it. One
   * list a page: the slot's element id is unique.
   */
  cardSlot?: boolean;
  /** Height (px) of slot 17's entry: the list's PC card's (CardSlotItem's default is an article card's). */
  cardSlotHeight?: number;
}

interface ListAdItemsProps<T> extends ListAdsProps {
  items: readonly T[];
  /** One item as its `<li>` (keyed); `index` counts the items only, not the ads between them. */
  renderItem: (item: T, index: number) => ReactNode;
  /** As the items around the sponsored cards. */
  layout?: 'row' | 'tile';
  /** The list's `<li>` is a card already (tile grids): the sponsored card draws no card of its own. */
  itemsAreCards?: boolean;
}

/**
 * A list's items with its ads among them, as `<li>` elements for the list's own `<ol>`/`<ul>`:
 * sponsored cards and slot 17 where ads/list-card-slot.ts places them.
 */
export function ListAdItems<T>({ items, renderItem, sponsored = [], cardSlot = false, cardSlotHeight, layout = 'row', itemsAreCards = false }: ListAdItemsProps<T>) {
  const plan = useAdPlan();
  const slot = (cardSlot && plan?.slots.find((candidate) => candidate.position === CARD_SLOT_POSITION)) || null;
  const entries = placeListAds(items, sponsored, { cardSlot: slot !== null });
  let itemIndex = 0;
  return entries.map((entry) => {
    if (entry.kind === 'article') return renderItem(entry.article, itemIndex++);
    if (entry.kind === 'sponsored') {
      return (
        <li key={`sponsored-${entry.card.id}`}>
          <SponsoredCard card={entry.card} layout={layout} bare={itemsAreCards} />
        </li>
      );
    }
    return slot && plan ? <CardSlotItem key={slot.id} slot={slot} slotIndex={plan.slots.indexOf(slot)} height={cardSlotHeight} /> : null;
  });
}
