/**
 * The element an input method is composing in, followed from the moment the first-load scripts run.
 * Parts of the page hydrate after that (decision 029): a component that starts listening then has
 * missed a compositionstart that came before it, and must not take the box from under it.
 */
let composingIn: EventTarget | null = null;

if (typeof document !== 'undefined') {
  document.addEventListener('compositionstart', (event) => (composingIn = event.target), true);
  document.addEventListener('compositionend', () => (composingIn = null), true);
}

export function isComposingIn(element: EventTarget): boolean {
  return composingIn === element;
}
