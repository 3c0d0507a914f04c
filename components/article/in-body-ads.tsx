import { useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { reservedHeight } from '@/ads/reserved-height';
import { ARTICLE_AD_POSITIONS } from '@/ads/article-ad-positions';
import type { AdSlotDefinition } from '@/ads/types';
import { useAdPlan } from '@/components/ads/ad-plan-context';
import { AdSlot } from '@/components/ads/ad-slot';
import { SERVER_HTML_ATTRIBUTE } from '@/components/server-html/server-html';

/**
 * The article-ad slots 1-5 inside the body (spec §3). The server puts them at the breaks of the
 * placement rule (ads/article-ad-placement.ts), the same rule that gave the page props their
 * `adBreaks`, so the ad plan defines exactly the slots rendered here. Inside the body's server HTML
 * (decision 017) React renders nothing per block; there each slot is taken over by a portal, so it
 * still follows GPT's answers (filled, a house promotion, or collapsed: ads/empty-slot.ts).
 */

/** Attribute of the box each in-body slot sits in, naming its position (`ia1`…`ia5`). */
export const IN_BODY_AD_ATTRIBUTE = 'data-in-body-ad';


export interface InBodySlot {
  slot: AdSlotDefinition;
  /** The slot's place among the page's slots (neighbouring promotions differ). */
  slotIndex: number;
}

/** The page plan's article-ad slots, in order; none without a plan (no ads, the AMP document). */
export function useInBodySlots(): readonly InBodySlot[] {
  const plan = useAdPlan();
  return useMemo(
    () =>
      plan?.slots.flatMap((slot, slotIndex) => (slot.position !== undefined && ARTICLE_AD_POSITIONS.has(slot.position) ? [{ slot, slotIndex }] : [])) ?? [],
    [plan],
  );
}

export function InBodyAdSlot({ slot, slotIndex }: InBodySlot) {
  return <AdSlot id={slot.id} sizes={slot.sizes} reservedHeight={reservedHeight(slot.sizes)} slotIndex={slotIndex} />;
}

/** Boxes already taken over: their children are React's now, never cleared again. */
const claimedBoxes = new WeakSet<Element>();

/**
 * Beside the body's server HTML (its island): each in-body slot box there is emptied of the
 * server's markup and the same AdSlot is rendered into it, before the browser paints (nothing moves
 * or flashes), and before the GPT hook looks for the slots' elements; again for each new body.
 */
export function InBodyAdsInServerHtml({ slots, html }: { slots: readonly InBodySlot[]; html: string | null | undefined }) {
  const [boxes, setBoxes] = useState<readonly Element[]>([]);
  useLayoutEffect(() => {
    const body = document.querySelector(`[${SERVER_HTML_ATTRIBUTE}="article-body"]`);
    const found = Array.from(body?.querySelectorAll(`[${IN_BODY_AD_ATTRIBUTE}]`) ?? []);
    for (const box of found) {
      if (claimedBoxes.has(box)) continue;
      claimedBoxes.add(box);
      box.replaceChildren();
    }
    // The boxes exist only once the server HTML is committed; a layout effect's update renders
    // before the browser paints, so the emptied boxes are never seen.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setBoxes(found);
    // Looked for again whenever the body's HTML changes (a client navigation to another article).
  }, [html]);
  return boxes.map((box) => {
    const inBody = slots.find(({ slot }) => slot.position === box.getAttribute(IN_BODY_AD_ATTRIBUTE));
    return inBody ? createPortal(<InBodyAdSlot {...inBody} />, box, inBody.slot.id) : null;
  });
}
