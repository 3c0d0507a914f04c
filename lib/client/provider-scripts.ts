import { useEffect } from 'react';
import type { SectionAdPlan } from '@/ads/page-plan';
import { measuredSlotTreatment, slotViews } from './gpt/slot-view-store';
import type { SectionSlotReport } from './ad-provider-scripts';

/** A section slot's answer into the slot views the AdSlot components read (the empty-slot rule decides collapse or promotion). */
const reportSectionSlot: SectionSlotReport = (elementId, state) => {
  if (state === null) return slotViews.reset(elementId);
  slotViews.answerBeforePaint(elementId, state, () => measuredSlotTreatment(document.getElementById(elementId)?.closest('[data-ad-slot]')));
};

/**
 * The FLEXONE/YAHOO providers' scripts of a page view: loaded once per page view (keyed on the
 * route and the section plan, so the client refresh leaves them alone), run again on a client
 * navigation. The loader is its own chunk, fetched only on pages with a provider slot.
 */
export function useProviderScripts(sections: SectionAdPlan | null, routeKey: string): void {
  const sectionsKey = sections && sections.scripts.length > 0 ? JSON.stringify(sections) : null;
  useEffect(() => {
    if (sectionsKey === null) return undefined;
    let stop: (() => void) | null = null;
    let ended = false;
    void import('./ad-provider-scripts').then(({ startProviderScripts }) => {
      if (!ended) stop = startProviderScripts(document, JSON.parse(sectionsKey) as SectionAdPlan, reportSectionSlot);
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [sectionsKey, routeKey]);
}
