import { sectionSlotAttributes } from '@/ads/section-slot-attributes';
import { reservedHeight } from '@/ads/reserved-height';
import type { AdRegion } from '@/ads/slot-placement';
import { AdSlot } from './ad-slot';
import { useAdExtrasContext } from './ad-extras-context';
import { useAdPlan } from './ad-plan-context';
import styles from './ad-region.module.scss';

/**
 * The FLEXONE/YAHOO section slots of one page region, each an AdSlot (label, reserved height, the
 * empty-slot rules) whose element carries the provider's data attributes; their scripts are loaded
 * by useAdExtras. Nothing without a script URL, and nothing when the page view shows no ads.
 */
export function SectionAdRegion({ region }: { region: AdRegion }) {
  const plan = useAdPlan();
  const slots = useAdExtrasContext()?.sections.slots.filter((entry) => entry.region === region) ?? [];
  if (!plan || slots.length === 0) return null;
  return (
    <div className={styles.region} data-region={region} data-section-region="">
      {slots.map((entry, index) => (
        <AdSlot
          key={entry.slot.id}
          id={entry.slot.id}
          sizes={entry.slot.sizes}
          reservedHeight={reservedHeight(entry.slot.sizes)}
          slotIndex={plan.slots.length + index}
          slotAttributes={sectionSlotAttributes(entry)}
        />
      ))}
    </div>
  );
}
