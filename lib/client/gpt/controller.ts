import { SLOT_ANSWER_TIMEOUT_MS } from '@/ads/empty-slot';
import type { AdSize, AdSlotDefinition, GptPagePlan } from '@/ads/types';
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

/**
 * Tells the controller when slots come within about one screen of the viewport (LAZY_REQUEST_MARGIN):
 * `onNear` gets the ids of those that have, at once for those already there. Returns the function
 * that stops watching.
 */
export type NearViewportWatcher = (elementIds: readonly string[], onNear: (elementIds: string[]) => void) => () => void;

/** Every slot counts as near at once: what a browser without IntersectionObserver (and most unit tests) gets. */
export const everySlotNear: NearViewportWatcher = (elementIds, onNear) => {
  onNear([...elementIds]);
  return () => undefined;
};

/**
 * Tells the controller when a slot's element is put on the page after the start, or replaced by a
 * new element of the same id (a live article's body arrives with its lazily loaded code, and is
 * rebuilt when the reader lets new updates in): `onPlaced` gets those ids. Returns the function
 * that stops watching.
 */
export type ElementPlacementWatcher = (elementIds: readonly string[], onPlaced: (elementIds: string[]) => void) => () => void;

export interface GptControllerEnvironment {
  /** `window.googletag`: the command queue before gpt.js loads, the whole API after. */
  googletag: GoogletagQueue;
  scheduler: GptScheduler;
  /** Whether the page holds the element a slot renders into (slots without one are skipped). */
  hasElement(elementId: string): boolean;
  /** Told when a slot has its answer (GPT's or the timeout's), and with null when its page view ends. */
  onSlotRenderState?(elementId: string, state: SlotRenderState): void;
  /** When a slot is near enough to request (default: all at once, see everySlotNear). */
  watchNearViewport?: NearViewportWatcher;
  /** Elements placed later (default: none; only the slots on the page at the start count). */
  watchPlacement?: ElementPlacementWatcher;
}

export interface GptController {
  /**
   * Starts one page view's ads: SLOT_START_DELAY_MS later its page-level targeting and interstitial
   * are queued on `googletag.cmd`, and each slot is defined and displayed (requested) once it comes
   * near the viewport; until then it keeps its reserved space and stays unanswered. Returns the
   * function that ends the page view: it stops watching, cancels what has not started and destroys
   * exactly the slots this page created.
   */
  startPage(plan: GptPagePlan): () => void;
  /**
   * gpt.js cannot load (blocked, offline): the current page's requested slots without an answer,
   * and every slot requested later, are empty without waiting for the timeout.
   */
  markGptUnavailable(): void;
}

/** One page view's answers: which of its slots are on the page and which have been answered. */
interface PageAnswers {
  owns(slot: GptSlot): boolean;
  answer(elementId: string, state: 'filled' | 'empty'): void;
  /** Every requested slot still without an answer counts as empty. */
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
    // 'placing': the delay is over but no slot's element is on the page yet (nor an interstitial):
    // nothing starts until one is placed.
    let phase: 'waiting' | 'placing' | 'started' | 'ended' = 'waiting';
    const created: GptSlot[] = [];
    const targetingKeys: string[] = [];
    // The page's slots with an element; those requested (defined and displayed) so far, and those
    // with an answer: each is told once per answer. How often a slot's element was replaced tells a
    // timeout of a request made before the replacement from one made after it.
    const present: AdSlotDefinition[] = [];
    const requested = new Set<string>();
    const answered = new Set<string>();
    const replacements = new Map<string, number>();
    const answerTimers: unknown[] = [];
    const stopWatching: Array<() => void> = [];

    const answers: PageAnswers = {
      owns: (slot) => created.includes(slot),
      answer(elementId, state) {
        if (phase === 'ended') return;
        answered.add(elementId);
        env.onSlotRenderState?.(elementId, state);
      },
      endWaiting() {
        answerEmpty(requested);
      },
    };

    /** Slots still without an answer count as empty (the timeout, or gpt.js unavailable). */
    const answerEmpty = (ids: Iterable<string>) => {
      for (const id of ids) if (!answered.has(id)) answers.answer(id, 'empty');
    };

    /** Page-level targeting and the interstitial, once, before any slot is displayed. */
    const startCommand = () => {
      if (phase === 'ended') return;
      const googletag = api();
      const pubads = googletag.pubads();
      for (const [key, value] of Object.entries(plan.targeting)) {
        pubads.setTargeting(key, Array.isArray(value) ? [...value] : value);
        targetingKeys.push(key);
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
      if (interstitial) googletag.display(interstitial);
    };

    /** Defines and displays slots that came near the viewport (one GPT request batch). */
    const requestCommand = (batch: readonly AdSlotDefinition[]) => () => {
      if (phase === 'ended') return;
      const googletag = api();
      const pubads = googletag.pubads();
      const displayIds: string[] = [];
      for (const definition of batch) {
        const slot = googletag.defineSlot(definition.adUnitPath, toGptSizes(definition.sizes), definition.id);
        // null: GPT already has a slot for this element; never define a duplicate.
        if (!slot) continue;
        if (definition.collapseEmptyDiv) slot.setCollapseEmptyDiv(true);
        slot.addService(pubads);
        created.push(slot);
        displayIds.push(definition.id);
      }
      for (const id of displayIds) googletag.display(id);
    };

    const requestNear = (ids: readonly string[]) => {
      if (phase !== 'started') return;
      const batch = present.filter((slot) => ids.includes(slot.id) && !requested.has(slot.id));
      if (batch.length === 0) return;
      for (const slot of batch) requested.add(slot.id);
      queue(requestCommand(batch));
      const batchIds = batch.map((slot) => slot.id);
      if (gptUnavailable) {
        answerEmpty(batchIds);
        return;
      }
      const replaced = batchIds.map((id) => replacements.get(id) ?? 0);
      const timedOut = () => answerEmpty(batchIds.filter((id, index) => (replacements.get(id) ?? 0) === replaced[index]));
      answerTimers.push(env.scheduler.setTimeout(timedOut, SLOT_ANSWER_TIMEOUT_MS));
    };

    const watchNear = (ids: readonly string[]) => {
      if (ids.length > 0) stopWatching.push((env.watchNearViewport ?? everySlotNear)(ids, requestNear));
    };

    /** A requested slot whose element was replaced: its ad went with the old element. */
    const forgetRequest = (id: string) => {
      requested.delete(id);
      answered.delete(id);
      replacements.set(id, (replacements.get(id) ?? 0) + 1);
      env.onSlotRenderState?.(id, null);
      // Queued behind the slot's define command; GPT refuses a second slot for an element id.
      queue(() => {
        const doomed = created.filter((slot) => slot.getSlotElementId() === id);
        if (doomed.length === 0) return;
        for (const slot of doomed) created.splice(created.indexOf(slot), 1);
        api().destroySlots(doomed);
      });
    };

    const begin = () => {
      phase = 'started';
      activePages.add(answers);
      queue(startCommand);
      watchNear(present.map((slot) => slot.id));
    };

    const placed = (ids: readonly string[]) => {
      if (phase !== 'placing' && phase !== 'started') return;
      const arrived = plan.slots.filter((slot) => ids.includes(slot.id));
      for (const slot of arrived) {
        if (!present.includes(slot)) present.push(slot);
        else if (requested.has(slot.id)) forgetRequest(slot.id);
      }
      if (arrived.length === 0) return;
      if (phase === 'placing') begin();
      else watchNear(arrived.map((slot) => slot.id));
    };

    const timer = env.scheduler.setTimeout(() => {
      if (phase !== 'waiting') return;
      present.push(...plan.slots.filter((slot) => env.hasElement(slot.id)));
      if (env.watchPlacement) stopWatching.push(env.watchPlacement(plan.slots.map((slot) => slot.id), placed));
      if (present.length === 0 && plan.interstitialAdUnitPath === null) {
        phase = 'placing';
        return;
      }
      begin();
    }, SLOT_START_DELAY_MS);

    return () => {
      const wasStarted = phase === 'started';
      phase = 'ended';
      env.scheduler.clearTimeout(timer);
      for (const stop of stopWatching.splice(0)) stop();
      if (!wasStarted) return;
      for (const answerTimer of answerTimers.splice(0)) env.scheduler.clearTimeout(answerTimer);
      activePages.delete(answers);
      // At once, not through the queue: with gpt.js never loading the queue never runs, and the
      // next page must start from "waiting".
      for (const id of requested) env.onSlotRenderState?.(id, null);
      // Queued behind this page's define commands, so it runs after them (or after they skipped).
      queue(() => {
        if (created.length > 0) api().destroySlots(created.splice(0));
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
