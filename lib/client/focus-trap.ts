import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches inside `container`, in document order (hidden ones left out). */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.getClientRects().length > 0);
}

/** onKeyDown for a modal panel: Tab from the last element wraps to the first, Shift+Tab the other way. */
export function trapTabKey(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const elements = focusableElements(event.currentTarget);
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  // The panel itself holds focus right after opening: Shift+Tab from there goes to the last element.
  const atStart = active === first || active === event.currentTarget || !event.currentTarget.contains(active);
  if (event.shiftKey && atStart) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
