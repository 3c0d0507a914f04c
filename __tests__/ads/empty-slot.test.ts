import { emptySlotTreatment, nextSlotView, SLOT_ANSWER_TIMEOUT_MS, type EmptySlotTreatment, type SlotAnswer, type SlotRect, type SlotView } from '@/ads/empty-slot';

const VIEWPORT = 844;

describe('emptySlotTreatment (DECISIONS.md "Reader experience")', () => {
  it.each<[string, SlotRect, EmptySlotTreatment]>([
    ['entirely below the screen', { top: 900, bottom: 1016 }, 'collapse'],
    ['starting exactly at the bottom edge', { top: VIEWPORT, bottom: VIEWPORT + 100 }, 'collapse'],
    ['its top 1 px in view', { top: VIEWPORT - 1, bottom: VIEWPORT + 99 }, 'house-promotion'],
    ['fully in view', { top: 80, bottom: 196 }, 'house-promotion'],
    ['partly above the screen', { top: -50, bottom: 66 }, 'house-promotion'],
    ['entirely above the screen (collapsing would pull the page up)', { top: -400, bottom: -284 }, 'house-promotion'],
  ])('%s → %s', (_, rect, treatment) => {
    expect(emptySlotTreatment(rect, VIEWPORT)).toBe(treatment);
  });

  // A reader at the page's end: collapsing shortens the page under them and the browser pulls the
  // scroll position back, moving everything in view (the phone article's footer banner did).
  it.each<[string, SlotRect, number, EmptySlotTreatment]>([
    ['below the screen, the page goes on for more than the slot', { top: 900, bottom: 1016 }, 400, 'collapse'],
    ['below the screen, exactly the slot height of page left', { top: 900, bottom: 1016 }, 116, 'collapse'],
    ['below the screen, less page left than the slot (a reader near the end)', { top: 900, bottom: 1016 }, 115, 'house-promotion'],
    ['below the screen, the reader at the very end', { top: VIEWPORT, bottom: VIEWPORT + 100 }, 0, 'house-promotion'],
  ])('%s (room below %i px) → %s', (_, rect, roomBelow, treatment) => {
    expect(emptySlotTreatment(rect, VIEWPORT, roomBelow)).toBe(treatment);
  });

  it('a slot waits a few seconds for its answer', () => {
    expect(SLOT_ANSWER_TIMEOUT_MS).toBeGreaterThanOrEqual(1000);
    expect(SLOT_ANSWER_TIMEOUT_MS).toBeLessThanOrEqual(5000);
  });
});

describe('nextSlotView', () => {
  it.each<[SlotView, SlotAnswer, EmptySlotTreatment, SlotView]>([
    ['waiting', 'filled', 'collapse', 'filled'],
    ['waiting', 'empty', 'collapse', 'collapsed'],
    ['waiting', 'empty', 'house-promotion', 'house-promotion'],
    // A late ad takes the promotion's box (same reserved size, nothing moves).
    ['house-promotion', 'filled', 'house-promotion', 'filled'],
    ['house-promotion', 'empty', 'collapse', 'house-promotion'],
    // Collapsed stays collapsed: growing back would push the page.
    ['collapsed', 'filled', 'house-promotion', 'collapsed'],
    ['collapsed', 'empty', 'house-promotion', 'collapsed'],
    ['filled', 'empty', 'house-promotion', 'house-promotion'],
    ['filled', 'filled', 'collapse', 'filled'],
  ])('%s + %s (treatment %s) → %s', (current, answer, treatment, next) => {
    expect(nextSlotView(current, answer, () => treatment)).toBe(next);
  });

  it('measures the slot only when an empty answer needs a treatment', () => {
    const treatment = jest.fn((): EmptySlotTreatment => 'collapse');
    nextSlotView('waiting', 'filled', treatment);
    nextSlotView('house-promotion', 'empty', treatment);
    nextSlotView('collapsed', 'empty', treatment);
    expect(treatment).not.toHaveBeenCalled();
    nextSlotView('waiting', 'empty', treatment);
    expect(treatment).toHaveBeenCalledTimes(1);
  });
});
