import { emptySlotTreatment, nextSlotView, type EmptySlotTreatment, type SlotAnswer, type SlotView } from '@/ads/empty-slot';

/** The treatment of a laid-out slot box as the browser shows it now; a slot with no box collapses (nothing to keep). */
export function measuredSlotTreatment(box: Element | null | undefined): EmptySlotTreatment {
  if (!box) return 'collapse';
  const { scrollHeight } = document.documentElement;
  return emptySlotTreatment(box.getBoundingClientRect(), window.innerHeight, scrollHeight - window.scrollY - window.innerHeight);
}

type Listener = () => void;

/**
 * What each ad slot shows, by element id: written by the GPT hook when a slot gets its answer,
 * read by the slot components (useSyncExternalStore). A slot without an entry is waiting.
 */
export interface SlotViewStore {
  get(elementId: string): SlotView;
  /** Applies an answer; `treatment` is asked (the slot measured) only when the answer needs it. */
  answer(elementId: string, answer: SlotAnswer, treatment: () => EmptySlotTreatment): void;
  /**
   * As `answer`, but an empty answer is measured and applied in the next animation frame, just
   * before paint: a reader's scroll that lands in the same frame is then seen, and a slot it brings
   * into view is not collapsed under them (measured at answer time, the collapse and a fast scroll
   * were painted together and the content after the slot jumped into view). A reset cancels it.
   */
  answerBeforePaint(elementId: string, answer: SlotAnswer, treatment: () => EmptySlotTreatment): void;
  /** The slot's page view ended: back to waiting. */
  reset(elementId: string): void;
  subscribe(listener: Listener): () => void;
}

export function createSlotViewStore(): SlotViewStore {
  const views = new Map<string, SlotView>();
  const listeners = new Set<Listener>();
  /** Empty answers waiting for their frame, by element id; a reset drops the slot's. */
  const pendingFrames = new Map<string, number>();
  const set = (elementId: string, view: SlotView) => {
    if ((views.get(elementId) ?? 'waiting') === view) return;
    if (view === 'waiting') views.delete(elementId);
    else views.set(elementId, view);
    for (const listener of [...listeners]) listener();
  };
  const answer = (elementId: string, slotAnswer: SlotAnswer, treatment: () => EmptySlotTreatment) =>
    set(elementId, nextSlotView(views.get(elementId) ?? 'waiting', slotAnswer, treatment));
  const cancelFrame = (elementId: string) => {
    const frame = pendingFrames.get(elementId);
    if (frame === undefined) return;
    pendingFrames.delete(elementId);
    cancelAnimationFrame(frame);
  };
  return {
    get: (elementId) => views.get(elementId) ?? 'waiting',
    answer,
    answerBeforePaint(elementId, slotAnswer, treatment) {
      cancelFrame(elementId);
      if (slotAnswer === 'filled' || typeof requestAnimationFrame !== 'function') return answer(elementId, slotAnswer, treatment);
      const frame = requestAnimationFrame(() => {
        pendingFrames.delete(elementId);
        answer(elementId, slotAnswer, treatment);
      });
      pendingFrames.set(elementId, frame);
    },
    reset: (elementId) => {
      cancelFrame(elementId);
      set(elementId, 'waiting');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The browser's one store (a page has one set of slots at a time). */
export const slotViews: SlotViewStore = createSlotViewStore();
