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
  /** The slot's page view ended: back to waiting. */
  reset(elementId: string): void;
  subscribe(listener: Listener): () => void;
}

export function createSlotViewStore(): SlotViewStore {
  const views = new Map<string, SlotView>();
  const listeners = new Set<Listener>();
  const set = (elementId: string, view: SlotView) => {
    if ((views.get(elementId) ?? 'waiting') === view) return;
    if (view === 'waiting') views.delete(elementId);
    else views.set(elementId, view);
    for (const listener of [...listeners]) listener();
  };
  return {
    get: (elementId) => views.get(elementId) ?? 'waiting',
    answer: (elementId, answer, treatment) => set(elementId, nextSlotView(views.get(elementId) ?? 'waiting', answer, treatment)),
    reset: (elementId) => set(elementId, 'waiting'),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The browser's one store (a page has one set of slots at a time). */
export const slotViews: SlotViewStore = createSlotViewStore();
