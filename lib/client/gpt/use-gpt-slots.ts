import { useEffect } from 'react';
import type { GptPagePlan } from '@/ads/types';
import { NEAR_VIEWPORT_ROOT_MARGIN } from './constants';
import {
  createGptController,
  everySlotNear,
  type ElementPlacementWatcher,
  type GptController,
  type NearViewportWatcher,
  type SlotRenderState,
} from './controller';
import { ensureGoogletag, loadGptScript, type GoogletagQueue } from './googletag';
import { measuredSlotTreatment, slotViews } from './slot-view-store';

const controllers = new WeakMap<GoogletagQueue, GptController>();

/** The slot's whole box (label and frame): what the reader would see move. */
function slotBox(elementId: string): Element | null {
  return document.getElementById(elementId)?.closest('[data-ad-slot]') ?? null;
}

function applyRenderState(elementId: string, state: SlotRenderState): void {
  if (state === null) {
    slotViews.reset(elementId);
    return;
  }
  slotViews.answerBeforePaint(elementId, state, () => measuredSlotTreatment(slotBox(elementId)));
}

/** Near-viewport watching with IntersectionObserver (every slot at once where the browser has none). */
const watchNearViewport: NearViewportWatcher = (elementIds, onNear) => {
  if (typeof IntersectionObserver === 'undefined') return everySlotNear(elementIds, onNear);
  const observer = new IntersectionObserver(
    (entries) => {
      const near = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target.id);
      for (const entry of entries) if (entry.isIntersecting) observer.unobserve(entry.target);
      if (near.length > 0) onNear(near);
    },
    { rootMargin: NEAR_VIEWPORT_ROOT_MARGIN },
  );
  for (const id of elementIds) {
    const element = document.getElementById(id);
    if (element) observer.observe(element);
  }
  return () => observer.disconnect();
};

/**
 * Slot elements put on the page, or replaced, after the start, seen with a MutationObserver: a
 * node moved or re-inserted is the same element (its ad is still in it) and is not reported.
 */
const watchPlacement: ElementPlacementWatcher = (elementIds, onPlaced) => {
  if (typeof MutationObserver === 'undefined') return () => undefined;
  const lastSeen = new Map(elementIds.map((id) => [id, document.getElementById(id)]));
  const observer = new MutationObserver(() => {
    const placed: string[] = [];
    for (const [id, last] of lastSeen) {
      const element = document.getElementById(id);
      if (element === null || element === last) continue;
      lastSeen.set(id, element);
      placed.push(id);
    }
    if (placed.length > 0) onPlaced(placed);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
};

function browserController(googletag: GoogletagQueue): GptController {
  let controller = controllers.get(googletag);
  if (!controller) {
    controller = createGptController({
      googletag,
      scheduler: {
        setTimeout: (callback, ms) => window.setTimeout(callback, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
      },
      hasElement: (id) => document.getElementById(id) !== null,
      onSlotRenderState: applyRenderState,
      watchNearViewport,
      watchPlacement,
    });
    controllers.set(googletag, controller);
  }
  return controller;
}

/**
 * The GPT lifecycle of the current page, in one hook (STYLE.md): loads gpt.js once per session,
 * starts the plan SLOT_START_DELAY_MS after the page is ready, requests each slot as it comes within
 * about a screen of the viewport (NEAR_VIEWPORT_ROOT_MARGIN) and destroys the slots when the
 * page is left (route change, unmount or a different plan). Keyed on the plan's content and the
 * route, so a client refresh that re-renders the same plan leaves the slots alone; a slot element
 * put on the page later, or replaced (a live body), is requested then (watchPlacement). A null plan
 * (no ads on this page) loads and defines nothing. When gpt.js fails to load, the slots end empty
 * at once (ads/empty-slot.ts decides what the reader then sees).
 */
export function useGptSlots(plan: GptPagePlan | null, routeKey: string): void {
  const planKey = plan === null ? null : JSON.stringify(plan);
  useEffect(() => {
    if (planKey === null) return undefined;
    const googletag = ensureGoogletag(window);
    const controller = browserController(googletag);
    loadGptScript(document, () => controller.markGptUnavailable());
    return controller.startPage(JSON.parse(planKey) as GptPagePlan);
  }, [planKey, routeKey]);
}
