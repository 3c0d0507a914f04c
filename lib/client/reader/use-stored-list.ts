import { useSyncExternalStore } from 'react';
import type { StoredList } from './stored-list';

/** A stored list's entries, following changes here and in other tabs; null on the server and in the hydrating render. */
export function useStoredList<T>(list: StoredList<T>): readonly T[] | null {
  return useSyncExternalStore(list.subscribe, list.read, () => null);
}
