import type { AdSize } from '@/ads/types';
import styles from './ad-slot.module.scss';

/** The label every ad carries. */
export const AD_LABEL = '広告';

interface AdSlotProps {
  /** Element id GPT renders into (the slot definition's id). */
  id: string;
  sizes: readonly AdSize[];
  /** Height in px kept free whether the ad fills, fails or collapses. */
  reservedHeight: number;
  label?: string;
}

/** The widest fixed size, or null when the slot is fluid (it then takes the column's width). */
export function placeholderWidth(sizes: readonly AdSize[]): number | null {
  if (sizes.length === 0 || sizes.includes('fluid')) return null;
  return Math.max(...sizes.map((size) => (size === 'fluid' ? 0 : size[0])));
}

/**
 * One ad position: a labelled frame that reserves `reservedHeight` in CSS, the element GPT renders
 * into, and a light placeholder box until an ad has rendered (with no ad network, as in the demo,
 * the placeholder stays). The reservation holds when GPT collapses an empty slot, so nothing below
 * it ever moves. GPT itself is driven by useGptSlots; this component only renders.
 */
export function AdSlot({ id, sizes, reservedHeight, label = AD_LABEL }: AdSlotProps) {
  const width = placeholderWidth(sizes);
  return (
    // A fixed width (the widest size, or the column for fluid slots): a shrink-wrapped container
    // in a centred row would grow, and move, when the ad arrives.
    <div className={styles.container} data-ad-slot={id} style={{ width: '100%', maxWidth: width ?? undefined }}>
      <span className={styles.label}>{label}</span>
      <div className={styles.frame} style={{ minHeight: reservedHeight }}>
        <div id={id} className={styles.slot} />
        <div className={styles.placeholder} style={width === null ? undefined : { maxWidth: width }} aria-hidden="true" />
      </div>
    </div>
  );
}
