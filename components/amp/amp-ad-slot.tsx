import type { AmpAdSlot as AmpAdSlotData } from '@/lib/amp/amp-ads';
import { AMP_CLASS } from './amp-css';

/**
 * One amp-ad with its label. Its box has the unit's size before the ad loads (fixed, or responsive
 * at the unit's aspect ratio and at most its width), so nothing shifts when it arrives or fails.
 */
export function AmpAdSlot({ slot }: { slot: AmpAdSlotData | undefined }) {
  if (!slot) return null;
  const { attributes } = slot;
  return (
    <div
      className={AMP_CLASS.ad}
      data-position={slot.position}
      style={attributes.layout === 'responsive' ? { maxWidth: attributes.width } : undefined}
    >
      <span className={AMP_CLASS.adLabel}>広告</span>
      <amp-ad
        type={attributes.type}
        layout={attributes.layout}
        width={attributes.width}
        height={attributes.height}
        data-slot={attributes['data-slot']}
        data-multi-size={attributes['data-multi-size']}
        data-multi-size-validation={attributes['data-multi-size-validation']}
        json={slot.json}
      />
    </div>
  );
}
