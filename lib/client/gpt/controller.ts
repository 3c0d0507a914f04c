import { SLOT_ANSWER_TIMEOUT_MS } from '@/ads/empty-slot';
import type { AdSize, GptPagePlan } from '@/ads/types';
import { SLOT_START_DELAY_MS } from './constants';
import type { Googletag, GoogletagQueue, GptSize, GptSlot } from './googletag';

/** Timers, injectable so tests can drive them with fake timers. */
export interface GptScheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * What a slot's element shows: an ad, nothing (GPT answered empty, or no answer came within
 * SLOT_ANSWER_TIMEOUT_MS, or gpt.js could not load), or not yet known (null: also when the page
 * view that owned the slot ends).
 */
export type SlotRenderState = 'filled' | 'empty' | null;

export interface GptControllerEnvironment {
  /** `window.googletag`: the command queue before gpt.js loads, the whole API after. */
  googletag: GoogletagQueue;
  scheduler: GptScheduler;
  /** Whether the page holds the element a slot renders into (slots without one are skipped). */
  hasElement(elementId: string): boolean;
  /** Told when a slot has its answer (GPT's or the timeout's), and with null when its page view ends. */
  onSlotRenderState?(elementId: string, state: SlotRenderState): void;
}

export interface GptController {
  /**
   * Starts one page view's ads: SLOT_START_DELAY_MS later its slots, page-level targeting and
   * interstitial are queued on `googletag.cmd`. Returns the function that ends the page view:
   * it cancels what has not started and destroys exactly the slots this page created.
   */
  startPage(plan: GptPagePlan): () => void;
  /**
   * gpt.js cannot load (blocked, offline): the current page's unanswered slots, and every later
   * page's slots as soon as they start, are empty without waiting for the timeout.
   */
  markGptUnavailable(): void;
}

/** One page view's answers: which of its slots are on the page and which have been answered. */
interface PageAnswers {
  owns(slot: GptSlot): boolean;
  answer(elementId: string, state: 'filled' | 'empty'): void;
  /** Every slot still without an answer counts as empty. */
  endWaiting(): void;
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
  let gptUnavailable = false;
  const activePages = new Set<PageAnswers>();
  // Commands run only after gpt.js has loaded, so the queue object is then the whole API.
  const api = () => env.googletag as Googletag;
  const queue = (command: () => void) => env.googletag.cmd.push(command);

  function enableServicesOnce(googletag: Googletag): void {
    if (servicesEnabled) return;
    servicesEnabled = true;
    googletag.pubads().addEventListener('slotRenderEnded', (event) => {
      // Only slots of a page view still running: an answer for a left page must not reach the
      // next page's slot of the same element id.
      for (const page of activePages) {
        if (page.owns(event.slot)) page.answer(event.slot.getSlotElementId(), event.isEmpty ? 'empty' : 'filled');
      }
    });
    googletag.enableServices();
  }

  function startPage(plan: GptPagePlan): () => void {
    let phase: 'waiting' | 'queued' | 'ended' = 'waiting';
    const created: GptSlot[] = [];
    const displayIds: string[] = [];
    const targetingKeys: string[] = [];
    // Slots on the page when it started, and those with an answer: each is told once per answer.
    let presentIds: string[] = [];
    const answered = new Set<string>();
    let answerTimer: unknown = null;

    const answers: PageAnswers = {
      owns: (slot) => created.includes(slot),
      answer(elementId, state) {
        if (phase === 'ended') return;
        answered.add(elementId);
        env.onSlotRenderState?.(elementId, state);
      },
      endWaiting() {
        for (const id of presentIds) if (!answered.has(id)) answers.answer(id, 'empty');
      },
    };

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
      presentIds = plan.slots.filter((slot) => env.hasElement(slot.id)).map((slot) => slot.id);
      activePages.add(answers);
      queue(defineAndDisplay);
      if (gptUnavailable) answers.endWaiting();
      else if (presentIds.length > 0) answerTimer = env.scheduler.setTimeout(() => answers.endWaiting(), SLOT_ANSWER_TIMEOUT_MS);
    }, SLOT_START_DELAY_MS);

    return () => {
      const wasQueued = phase === 'queued';
      phase = 'ended';
      env.scheduler.clearTimeout(timer);
      if (!wasQueued) return;
      if (answerTimer !== null) env.scheduler.clearTimeout(answerTimer);
      activePages.delete(answers);
      // At once, not through the queue: with gpt.js never loading the queue never runs, and the
      // next page must start from "waiting".
      for (const id of presentIds) env.onSlotRenderState?.(id, null);
      // Queued behind this page's define command, so it runs after it (or after it skipped).
      queue(() => {
        if (created.length > 0) api().destroySlots(created.splice(0));
        displayIds.length = 0;
        if (targetingKeys.length > 0) {
          const pubads = api().pubads();
          for (const key of targetingKeys.splice(0)) pubads.clearTargeting(key);
        }
      });
    };
  }

  function markGptUnavailable(): void {
    gptUnavailable = true;
    for (const page of activePages) page.endWaiting();
  }

  return { startPage, markGptUnavailable };
}
