import { useEffect, useSyncExternalStore } from 'react';

/**
 * A module the browser loads after first paint (issue 18): out of every route's first-load
 * JavaScript, imported once when the page first wants it (after the page has loaded, on a first scroll, on
 * the first touch of its opener). Components read it with useDeferredModule.
 */
export interface DeferredModule<T> {
  /** Starts the import (once; again after a failure, e.g. offline) and resolves with the module. */
  load(): Promise<T>;
  /** The module once it has loaded, else null. */
  loaded(): T | null;
  subscribe(listener: () => void): () => void;
}

export function deferredModule<T>(importModule: () => Promise<T>): DeferredModule<T> {
  let imported: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= importModule().then(
        (value) => {
          imported = value;
          for (const listener of [...listeners]) listener();
          return value;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => imported,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Starts loading `module` without waiting for it; a failure leaves the page as it is, and the next call tries again. */
export function requestModule<T>(module: DeferredModule<T>): void {
  module.load().catch(() => undefined);
}

/**
 * The module once loaded. Null on the server and in the hydrating render, so the page hydrates
 * onto the server's HTML; a component mounted after it loaded (a client navigation) has it at once.
 */
export function useDeferredModule<T>(module: DeferredModule<T>): T | null {
  return useSyncExternalStore(module.subscribe, module.loaded, () => null);
}

/**
 * Runs `callback` once the document has loaded (at once when it has: a client navigation). Code
 * asked for before that would hold the page's load event back, and with it whatever waits for it.
 */
function afterDocumentLoad(callback: () => void): () => void {
  if (document.readyState === 'complete') {
    callback();
    return () => undefined;
  }
  window.addEventListener('load', callback, { once: true });
  return () => window.removeEventListener('load', callback);
}

/** Loads `module` once the page has hydrated and its document has loaded, while `wanted` (e.g. only on a page view with ads); returns it once loaded. */
export function useModuleAfterLoad<T>(module: DeferredModule<T>, wanted: boolean): T | null {
  useEffect(() => {
    if (!wanted) return undefined;
    return afterDocumentLoad(() => requestModule(module));
  }, [module, wanted]);
  return useDeferredModule(module);
}
