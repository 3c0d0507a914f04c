import { useSyncExternalStore } from 'react';
import type { SlotView } from '@/ads/empty-slot';
import { slotViews } from './slot-view-store';

// What the slot components need at first paint: the slot views they render from. The GPT
// controller that writes them (use-gpt-slots.ts) loads after first paint (lib/client/client-services.tsx).

/** Attribute of a slot's container (`[data-ad-slot]`) that says what it shows (a SlotView). */
export const SLOT_VIEW_ATTRIBUTE = 'data-slot-view';

/** The route key for ads: the address without its #fragment (a jump within a page keeps its ads). */
export function gptRouteKey(asPath: string): string {
  return asPath.split('#')[0] ?? asPath;
}

/** What the slot with this element id shows; 'waiting' on the server and until GPT answers. */
export function useSlotView(elementId: string): SlotView {
  return useSyncExternalStore(
    slotViews.subscribe,
    () => slotViews.get(elementId),
    () => 'waiting',
  );
}
