import type { AdSize, GptPagePlan } from '@/ads/types';
import { SLOT_START_DELAY_MS } from './constants';
import type { Googletag, GoogletagQueue, GptSize, GptSlot } from './googletag';

/** Timers, injectable so tests can drive them with fake timers. */
export interface GptScheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What a slot's element shows: an ad, nothing (GPT answered empty), or not yet known. */
export type SlotRenderState = 'filled' | 'empty' | null;

export interface GptControllerEnvironment {
  /** `window.googletag`: the command queue before gpt.js loads, the whole API after. */
  googletag: GoogletagQueue;
  scheduler: GptScheduler;
  /** Whether the page holds the element a slot renders into (slots without one are skipped). */
  hasElement(elementId: string): boolean;
  /** Told when GPT has rendered a slot, and with null when the slot is destroyed. */
  onSlotRenderState?(elementId: string, state: SlotRenderState): void;
}

export interface GptController {
  /**
   * Starts one page view's ads: SLOT_START_DELAY_MS later its slots, page-level targeting and
   * interstitial are queued on `googletag.cmd`. Returns the function that ends the page view:
   * it cancels what has not started and destroys exactly the slots this page created.
   */
  startPage(plan: GptPagePlan): () => void;
}

/** The spec's sizes as GPT takes them (fresh mutable arrays; fluid stays 'fluid'). */
export function toGptSizes(sizes: readonly AdSize[]): GptSize[] {
  return sizes.map((size) => (size === 'fluid' ? 'fluid' : [size[0], size[1]]));
}

/**
 * The GPT lifecycle of a browser session, as a plain object over an injected googletag and
 * scheduler. Services are enabled once per session; each page view defines its own slots and
 * destroys them when it ends, so N client-side navigations never leave duplicate or leaked slots.
 */
export function createGptController(env: GptControllerEnvironment): GptController {
  let servicesEnabled = false;
  // Commands run only after gpt.js has loaded, so the queue object is then the whole API.
  const api = () => env.googletag as Googletag;
  const queue = (command: () => void) => env.googletag.cmd.push(command);

  function enableServicesOnce(googletag: Googletag): void {
    if (servicesEnabled) return;
    servicesEnabled = true;
    googletag.pubads().addEventListener('slotRenderEnded', (event) => {
      env.onSlotRenderState?.(event.slot.getSlotElementId(), event.isEmpty ? 'empty' : 'filled');
    });
    googletag.enableServices();
  }

  function startPage(plan: GptPagePlan): () => void {
    let phase: 'waiting' | 'queued' | 'ended' = 'waiting';
    const created: GptSlot[] = [];
    const displayIds: string[] = [];
    const targetingKeys: string[] = [];

    const defineAndDisplay = () => {
      if (phase === 'ended') return;
      const googletag = api();
      const pubads = googletag.pubads();
      const present = plan.slots.filter((slot) => env.hasElement(slot.id));
      if (present.length === 0 && plan.interstitialAdUnitPath === null) return;

      for (const [key, value] of Object.entries(plan.targeting)) {
        pubads.setTargeting(key, Array.isArray(value) ? [...value] : value);
        targetingKeys.push(key);
      }
      for (const definition of present) {
        const slot = googletag.defineSlot(definition.adUnitPath, toGptSizes(definition.sizes), definition.id);
        // null: GPT already has a slot for this element; never define a duplicate.
        if (!slot) continue;
        if (definition.collapseEmptyDiv) slot.setCollapseEmptyDiv(true);
        slot.addService(pubads);
        created.push(slot);
        displayIds.push(definition.id);
      }
      let interstitial: GptSlot | null = null;
      if (plan.interstitialAdUnitPath !== null) {
        // null when the page or browser does not support interstitials.
        interstitial = googletag.defineOutOfPageSlot(plan.interstitialAdUnitPath, googletag.enums.OutOfPageFormat.INTERSTITIAL);
        if (interstitial) {
          interstitial.addService(pubads);
          created.push(interstitial);
        }
      }
      enableServicesOnce(googletag);
      for (const id of displayIds) googletag.display(id);
      if (interstitial) googletag.display(interstitial);
    };

    const timer = env.scheduler.setTimeout(() => {
      if (phase !== 'waiting') return;
      phase = 'queued';
      queue(defineAndDisplay);
    }, SLOT_START_DELAY_MS);

    return () => {
      const wasQueued = phase === 'queued';
      phase = 'ended';
      env.scheduler.clearTimeout(timer);
      if (!wasQueued) return;
      // Queued behind this page's define command, so it runs after it (or after it skipped).
      queue(() => {
        if (created.length > 0) api().destroySlots(created.splice(0));
        for (const id of displayIds.splice(0)) env.onSlotRenderState?.(id, null);
        if (targetingKeys.length > 0) {
          const pubads = api().pubads();
          for (const key of targetingKeys.splice(0)) pubads.clearTargeting(key);
        }
      });
    };
  }

  return { startPage };
}
