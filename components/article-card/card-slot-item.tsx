import type { AdSlotDefinition } from '@/ads/types';
import { AdSlot } from '@/components/ads/ad-slot';
import styles from './article-list.module.scss';

/**
 * Height of the card ad's entry in an article list: a PC row card's (a 176 px wide 16:9 thumbnail,
 * 99 px, and the card's 12 px padding above and below), so the slot sits in the list like one more
 * card. Lists of other cards give their own (`cardSlotHeight`).
 */
export const CARD_SLOT_HEIGHT = 123;
/** AdSlot's 広告 label line above its frame (ad-slot.module.scss). */
const AD_LABEL_LINE = 16;

/**
 * PC slot 17 (カード広告) as a list entry. The entry has a card's fixed height and clips what is
 * taller (a fluid creative takes its own height), so the list never moves when the slot fills; an
 * empty slot below the screen takes the entry away with it (ads/empty-slot.ts).
 */
export function CardSlotItem({ slot, slotIndex, height = CARD_SLOT_HEIGHT }: { slot: AdSlotDefinition; slotIndex: number; height?: number }) {
  return (
    <li className={styles.cardSlot} style={{ height }} data-card-slot="">
      <AdSlot id={slot.id} sizes={slot.sizes} reservedHeight={height - AD_LABEL_LINE} slotIndex={slotIndex} />
    </li>
  );
}
