import { useSyncExternalStore } from 'react';

type Listener = () => void;

/** A floating unit the reader can close for the browser session (the icon banner, the movie overlay). */
export interface SessionClose {
  /** Closes it for the whole session: every page, client navigations and full loads. */
  close: () => void;
  /**
   * Whether it may show. Read from sessionStorage before it renders in the browser; the server
   * never renders it (it cannot know), so a closed unit never flashes on the next page.
   */
  useAllowed: () => boolean;
  /** Tests: forget the in-memory close. */
  resetForTests: () => void;
}

/** A session close kept under sessionStorage `key` (value '1'). */
export function sessionClose(key: string): SessionClose {
  const listeners = new Set<Listener>();
  // Also kept in memory: a browser that refuses sessionStorage (private mode, quota) still keeps
  // the unit closed for the rest of this document.
  let closedInMemory = false;
  const readClosed = (): boolean => {
    if (closedInMemory) return true;
    try {
      return window.sessionStorage.getItem(key) === '1';
    } catch {
      return false;
    }
  };
  const subscribe = (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    close: () => {
      closedInMemory = true;
      try {
        window.sessionStorage.setItem(key, '1');
      } catch {
        // Memory alone then.
      }
      for (const listener of [...listeners]) listener();
    },
    useAllowed: () =>
      useSyncExternalStore(
        subscribe,
        () => !readClosed(),
        () => false,
      ),
    resetForTests: () => {
      closedInMemory = false;
    },
  };
}
