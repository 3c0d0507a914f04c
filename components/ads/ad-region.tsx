import { reservedHeight } from '@/ads/reserved-height';
import { slotsInRegion, type AdRegion as AdRegionName } from '@/ads/slot-placement';
import { AdSlot } from './ad-slot';
import { useAdPlan } from './ad-plan-context';
import styles from './ad-region.module.scss';

/** The ad slots of one page region; nothing when the page has no ads or the region no slots. */
export function AdRegion({ region }: { region: AdRegionName }) {
  const plan = useAdPlan();
  if (!plan) return null;
  const slots = slotsInRegion(plan.device, plan.slots, region);
  if (slots.length === 0) return null;
  return (
    <div className={styles.region} data-region={region}>
      {slots.map((slot) => (
        <AdSlot key={slot.id} id={slot.id} sizes={slot.sizes} reservedHeight={reservedHeight(slot.sizes)} slotIndex={plan.slots.indexOf(slot)} />
      ))}
    </div>
  );
}
