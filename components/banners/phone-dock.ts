import { useSyncExternalStore } from 'react';

type Listener = () => void;

/**
 * The phone's bottom edge holds one floating unit at a time: the movie overlay while it shows,
 * the icon bar otherwise (the icon bar steps aside for it, as it does over article text).
 */
let overlayDocked = false;
const listeners = new Set<Listener>();

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The movie overlay says whether it holds the bottom edge now. */
export function setMovieOverlayDocked(docked: boolean): void {
  if (overlayDocked === docked) return;
  overlayDocked = docked;
  for (const listener of [...listeners]) listener();
}

/** Whether the movie overlay holds the phone's bottom edge (never on the server). */
export function useMovieOverlayDocked(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => overlayDocked,
    () => false,
  );
}
