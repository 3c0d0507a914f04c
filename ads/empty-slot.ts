/**
 * What a reader sees of an ad slot that ends without an ad (DECISIONS.md "Reader experience"):
 * never an empty frame. Pure rules; the GPT hook applies them in the browser.
 */

/**
 * How long a displayed slot may wait for GPT's answer (`slotRenderEnded`) before it counts as
 * empty: gpt.js blocked, offline or never ready, or a slot that is never answered.
 */
export const SLOT_ANSWER_TIMEOUT_MS = 3000;

/** The part of a DOMRect the rule reads (viewport coordinates). */
export interface SlotRect {
  top: number;
  bottom: number;
}

export type EmptySlotTreatment = 'collapse' | 'house-promotion';

/**
 * An empty slot entirely below the visible area collapses: nothing the reader sees moves. Any
 * other (in view, partly in view, or above it, where collapsing would pull the page up) keeps its
 * reserved space and shows one of the site's own promotions. So does a slot below the screen when
 * the page below the screen is shorter than the slot (`roomBelow`, px from the viewport's bottom
 * to the document's end): collapsing it would shorten the page under a reader at its end, the
 * browser would pull the scroll position back and everything in view would jump.
 */
export function emptySlotTreatment(slotRect: SlotRect, viewportHeight: number, roomBelow = Number.POSITIVE_INFINITY): EmptySlotTreatment {
  const belowScreen = slotRect.top >= viewportHeight;
  const pageStaysLongEnough = slotRect.bottom - slotRect.top <= roomBelow;
  return belowScreen && pageStaysLongEnough ? 'collapse' : 'house-promotion';
}

/** What a slot shows: still waiting, an ad, a house promotion in its space, or nothing at all. */
export type SlotView = 'waiting' | 'filled' | 'house-promotion' | 'collapsed';

/** GPT's answer for a slot (or the timeout's, which counts as empty). */
export type SlotAnswer = 'filled' | 'empty';

/**
 * The slot's next view after an answer. A collapsed slot stays collapsed (growing back would push
 * the page); an ad arriving late replaces a house promotion in the same reserved box; an empty
 * answer keeps a promotion where it is and otherwise asks the treatment (measured only then).
 */
export function nextSlotView(current: SlotView, answer: SlotAnswer, treatment: () => EmptySlotTreatment): SlotView {
  if (current === 'collapsed') return 'collapsed';
  if (answer === 'filled') return 'filled';
  if (current === 'house-promotion') return 'house-promotion';
  return treatment() === 'collapse' ? 'collapsed' : 'house-promotion';
}
