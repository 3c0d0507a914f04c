import { useSyncExternalStore } from 'react';

/** sessionStorage key: the reader closed the icon banner in this browser session. */
export const ICON_BANNER_CLOSED_KEY = 'playnote:icon-banner-closed';

type Listener = () => void;
const listeners = new Set<Listener>();
// Also kept in memory: a browser that refuses sessionStorage (private mode, quota) still keeps
// the banner closed for the rest of this document.
let closedInMemory = false;

function readClosed(): boolean {
  if (closedInMemory) return true;
  try {
    return window.sessionStorage.getItem(ICON_BANNER_CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closes the icon banner for the whole session: every page, client navigations and full loads. */
export function closeIconBannerForSession(): void {
  closedInMemory = true;
  try {
    window.sessionStorage.setItem(ICON_BANNER_CLOSED_KEY, '1');
  } catch {
    // Memory alone then.
  }
  for (const listener of [...listeners]) listener();
}

/**
 * Whether the icon banner may show. Read from sessionStorage before the banner renders in the
 * browser; the server never renders it (it cannot know), so a closed banner never flashes on the
 * next page, whether it comes by a client navigation or a full load.
 */
export function useIconBannerAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !readClosed(),
    () => false,
  );
}

/** Tests: forget the in-memory close. */
export function resetIconBannerSessionForTests(): void {
  closedInMemory = false;
}
