import { useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { reservedHeight } from '@/ads/reserved-height';
import { adServerSides, backgroundSlotsOf, directSoldSidesShown, type AdServerSides } from '@/ads/side-takeover';
import type { VariantAdSlotDefinition } from '@/ads/slot-definitions';
import { OUT_OF_FLOW_REGIONS, SIDE_JACKS_MIN_VIEWPORT_PX, slotsInOutOfFlowRegion } from '@/ads/slot-placement';
import type { SlotView } from '@/ads/empty-slot';
import { gptRouteKey, SLOT_VIEW_ATTRIBUTE, useSlotView } from '@/lib/client/gpt/slot-view';
import { slotViews } from '@/lib/client/gpt/slot-view-store';
import { useOptionalRouter } from '@/lib/client/use-optional-router';
import { useAdExtrasContext } from './ad-extras-context';
import { useAdPlan } from './ad-plan-context';
import { AD_LABEL, placeholderWidth } from './ad-slot';
import styles from './out-of-flow-ads.module.scss';

/** Accessible name of the overlay's close button. */
export const CLOSE_OVERLAY_LABEL = 'オーバーレイ広告を閉じる';

const WIDE_QUERY = `(min-width: ${SIDE_JACKS_MIN_VIEWPORT_PX}px)`;

function subscribeToWidth(onChange: () => void): () => void {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY) : null;
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the window has room for the background jacks; null while unknown (server render, hydration). */
function useWideWindow(): boolean | null {
  return useSyncExternalStore<boolean | null>(
    subscribeToWidth,
    () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches,
    () => null,
  );
}

/** The page view's GPT background jacks on the page (those of its variant, on a wide window) and where they stand. */
function useAdServerSides(): { slots: VariantAdSlotDefinition[]; sides: AdServerSides } {
  const plan = useAdPlan();
  const variant = useAdExtrasContext()?.backgroundVariant;
  const wide = useWideWindow();
  const candidates = plan && variant ? backgroundSlotsOf(plan.device, plan.slots, variant) : [];
  const slots = wide === true ? candidates : [];
  const views = useSyncExternalStore(
    slotViews.subscribe,
    () => slots.map((slot) => slotViews.get(slot.id)).join(),
    () => '',
  );
  const sides = candidates.length > 0 && wide === null ? 'unknown' : adServerSides(views === '' ? [] : (views.split(',') as SlotView[]));
  return { slots, sides };
}

/** Whether the direct-sold side banners may take the sides now (one takeover, never two: ads/side-takeover.ts). */
export function useDirectSoldSidesShown(): boolean {
  return directSoldSidesShown(useAdServerSides().sides);
}

/**
 * The PC overlay: fixed at the foot of the viewport, out of the flow. While it waits it lies just
 * below the viewport's edge, out of sight but laid out (GPT and the near-viewport watcher need its
 * box; the empty-slot rule then finds it below the screen and collapses it when it stays empty); a
 * filled ad slides it into view, and its button closes it for the rest of the page view. While shown,
 * as much space is added at the page's end, so the footer can be scrolled clear of it.
 */
function OverlayAd({ slot }: { slot: VariantAdSlotDefinition }) {
  const view = useSlotView(slot.id);
  const [closed, setClosed] = useState(false);
  const shown = view === 'filled' && !closed;
  return (
    <div className={styles.overlay} data-ad-slot={slot.id} {...{ [SLOT_VIEW_ATTRIBUTE]: view }} data-shown={shown}>
      <span className={styles.label}>{AD_LABEL}</span>
      <div id={slot.id} className={styles.overlaySlot} style={{ width: placeholderWidth(slot.sizes) ?? undefined, minHeight: reservedHeight(slot.sizes) }} />
      <button type="button" className={styles.close} aria-label={CLOSE_OVERLAY_LABEL} onClick={() => setClosed(true)}>
        <span aria-hidden="true">×</span>
      </button>
      {shown && createPortal(<div className={styles.endSpace} aria-hidden="true" />, document.body)}
    </div>
  );
}

/** A background jack fixed beside the column (only rendered on windows wide enough); like the overlay, in view only once filled. */
function BackgroundJack({ slot, side }: { slot: VariantAdSlotDefinition; side: 'left' | 'right' }) {
  const view = useSlotView(slot.id);
  return (
    <div
      className={styles.background}
      data-ad-slot={slot.id}
      {...{ [SLOT_VIEW_ATTRIBUTE]: view }}
      data-background-side={side}
      data-variant={slot.variant}
      data-shown={view === 'filled'}
    >
      <span className={styles.label}>{AD_LABEL}</span>
      <div id={slot.id} />
    </div>
  );
}

/**
 * The page view's out-of-flow GPT slots (PC): the overlay (ol) and the background jacks (bg_l,
 * bg_r, of the page view's A/B/C variant, from SIDE_JACKS_MIN_VIEWPORT_PX wide). Each element is
 * rendered only where its slot may be requested, so GPT defines nothing else; an empty answer
 * collapses them (they were never in view).
 */
export function OutOfFlowAds() {
  const plan = useAdPlan();
  const routeKey = gptRouteKey(useOptionalRouter()?.asPath ?? '');
  const { slots: backgrounds } = useAdServerSides();
  if (!plan) return null;
  const sideOf = (slot: VariantAdSlotDefinition) => (OUT_OF_FLOW_REGIONS[plan.device][slot.position ?? ''] === 'background-left' ? 'left' : 'right');
  return (
    <>
      {slotsInOutOfFlowRegion(plan.device, plan.slots, 'overlay').map((slot) => (
        <OverlayAd key={`${slot.id} ${routeKey}`} slot={slot} />
      ))}
      {backgrounds.map((slot) => (
        <BackgroundJack key={slot.id} slot={slot} side={sideOf(slot)} />
      ))}
    </>
  );
}
