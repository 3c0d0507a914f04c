import { useEffect, useState } from 'react';
import { HOUSE_PROMOTION_LABEL } from '@/ads/house-promotion-label';
import type { AdSize } from '@/ads/types';
import { SLOT_VIEW_ATTRIBUTE, useSlotView } from '@/lib/client/gpt/slot-view';
import styles from './ad-slot.module.scss';

// Loaded only when a slot ends empty (after first paint, into its reserved box, so the moment it
// takes shifts nothing): the promotions are no part of the first-load JavaScript. One load for every
// slot of the page view; rendered directly once in (React.lazy would reveal it up to 300 ms after
// the label changes: Suspense throttles reveals).
const importPromotion = () => import('./house-promotion');
let promotion: Awaited<ReturnType<typeof importPromotion>> | null = null;
let promotionLoad: Promise<unknown> | null = null;
const loadPromotion = () =>
  (promotionLoad ??= importPromotion().then(
    (module) => {
      promotion = module;
    },
    (error: unknown) => {
      promotionLoad = null; // a chunk that failed to load (flaky network) is tried again by the next slot
      throw error;
    },
  ));

/** True once a promoted slot's promotion code is in: label and card then change together. */
function usePromotionReady(promoted: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!promoted || ready) return;
    let current = true;
    loadPromotion().then(
      () => current && setReady(true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [promoted, ready]);
  return promoted && ready;
}

/** The label every ad carries. */
export const AD_LABEL = '広告';

interface AdSlotProps {
  /** Element id GPT renders into (the slot definition's id). */
  id: string;
  sizes: readonly AdSize[];
  /** Height in px kept free while the ad is awaited, and when it fills or a promotion takes its place. */
  reservedHeight: number;
  label?: string;
  /** The slot's place among the page's slots: neighbouring empty slots get different promotions. */
  slotIndex?: number;
  /** Data attributes of the element the ad renders into (a section-based provider's sectionId, adId, …). */
  slotAttributes?: Readonly<Record<`data-${string}`, string>>;
}

/** The widest fixed size, or null when the slot is fluid (it then takes the column's width). */
export function placeholderWidth(sizes: readonly AdSize[]): number | null {
  if (sizes.length === 0 || sizes.includes('fluid')) return null;
  return Math.max(...sizes.map((size) => (size === 'fluid' ? 0 : size[0])));
}

/**
 * One ad position: a labelled frame that reserves `reservedHeight` in CSS and the element GPT
 * renders into. While the answer is awaited the frame is a calm sunken surface labelled 広告; a
 * filled ad keeps the label; an empty slot (ads/empty-slot.ts) either collapses, when it was
 * entirely below the screen, or shows one of the site's own promotions in the same box, labelled
 * as the site's. GPT itself is driven by useGptSlots; this component only renders.
 */
export function AdSlot({ id, sizes, reservedHeight, label = AD_LABEL, slotIndex = 0, slotAttributes }: AdSlotProps) {
  const width = placeholderWidth(sizes);
  const view = useSlotView(id);
  // Until its code is in, an empty slot still looks like a waiting one (never a label over nothing).
  const promoted = usePromotionReady(view === 'house-promotion');
  return (
    // A fixed width (the widest size, or the column for fluid slots): a shrink-wrapped container
    // in a centred row would grow, and move, when the ad arrives.
    <div className={styles.container} data-ad-slot={id} {...{ [SLOT_VIEW_ATTRIBUTE]: view }} style={{ width: '100%', maxWidth: width ?? undefined }}>
      <span className={styles.label}>{promoted ? HOUSE_PROMOTION_LABEL : label}</span>
      <div className={styles.frame} style={{ minHeight: reservedHeight }}>
        <div id={id} className={styles.slot} {...slotAttributes} />
        <div className={styles.placeholder} aria-hidden="true" />
        {promoted && promotion && <promotion.HousePromotionCard sizes={sizes} slotIndex={slotIndex} />}
      </div>
    </div>
  );
}
