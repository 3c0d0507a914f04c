/**
 * What the reader did before any of the page's scripts ran, as the after-paint loader noted it
 * (lib/next-adapters/scripts-after-paint.js, decision 035): a click it holds and an Escape pressed
 * in a part that hydrates later, and the element an input method is composing in. The page's code
 * takes them over when it runs. Kept here, in first-load code that both takers (this tracker and
 * hydrate-when-wanted) import, rather than in a module of its own.
 */
export const EARLY_INPUT_GLOBAL = '__playnoteEarlyInput';

export interface EarlyInput {
  target: HTMLElement | null;
  at: number;
  taken: boolean;
  composingIn: EventTarget | null;
  escape: Element | null;
}

export function earlyInput(): EarlyInput | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL];
}

/**
 * The element an input method is composing in, followed from the moment the first-load scripts run
 * and, before them, by the after-paint loader (decision 035). Parts of the page hydrate after that
 * (decision 029): a component that starts listening then has missed a compositionstart that came
 * before it, and must not take the box from under it.
 */
let composingIn: EventTarget | null = earlyInput()?.composingIn ?? null;

if (typeof document !== 'undefined') {
  document.addEventListener('compositionstart', (event) => (composingIn = event.target), true);
  document.addEventListener('compositionend', () => (composingIn = null), true);
}

export function isComposingIn(element: EventTarget): boolean {
  return composingIn === element;
}
