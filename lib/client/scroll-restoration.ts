import { useEffect } from 'react';

/** sessionStorage flag: when set ('1'), returning to a page starts at the top (spec §2). */
export const SCROLL_RESTORE_DISABLED_FLAG = 'playnote:scroll-restore-disabled';

/**
 * Paths whose scroll position is never restored (spec §2, "listed exempt paths"): result lists
 * that change between visits. The one list, by path prefix.
 */
export const SCROLL_RESTORE_EXEMPT_PREFIXES: readonly string[] = ['/search/', '/search-history/', '/ranking/article/'];

const KEY_PREFIX = 'playnote:scroll:';

export interface ScrollEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  scrollY: () => number;
  scrollTo: (y: number) => void;
}

function pathOnly(url: string): string {
  return url.split('#')[0] ?? url;
}

export function isScrollRestoreExempt(url: string): boolean {
  const path = pathOnly(url).split('?')[0] ?? '';
  return SCROLL_RESTORE_EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Remembers the scroll position of `url` for this browser tab. */
export function saveScrollPosition(env: ScrollEnvironment, url: string): void {
  try {
    env.storage.setItem(`${KEY_PREFIX}${pathOnly(url)}`, String(Math.round(env.scrollY())));
  } catch {
    // Storage full or blocked (private mode): restoring is a nicety, never an error.
  }
}

/** On return to `url`: its saved position, or the top when restoring is off or exempt. */
export function restoreScrollPosition(env: ScrollEnvironment, url: string): void {
  let target = 0;
  try {
    const disabled = env.storage.getItem(SCROLL_RESTORE_DISABLED_FLAG) === '1';
    const saved = env.storage.getItem(`${KEY_PREFIX}${pathOnly(url)}`);
    if (!disabled && !isScrollRestoreExempt(url) && saved !== null && /^\d+$/.test(saved)) target = Number(saved);
  } catch {
    target = 0;
  }
  env.scrollTo(target);
}

type RouteEvent = 'routeChangeStart' | 'routeChangeComplete';

interface RouterLike {
  asPath: string;
  events: { on: (event: RouteEvent, handler: (url: string) => void) => void; off: (event: RouteEvent, handler: (url: string) => void) => void };
  beforePopState: (callback: () => boolean) => void;
}

function browserEnvironment(): ScrollEnvironment {
  return {
    storage: window.sessionStorage,
    scrollY: () => window.scrollY,
    scrollTo: (y) => window.scrollTo(0, y),
  };
}

function isBackForwardLoad(): boolean {
  if (typeof performance?.getEntriesByType !== 'function') return false;
  const [entry] = (performance.getEntriesByType('navigation') ?? []) as PerformanceNavigationTiming[];
  return entry?.type === 'back_forward';
}

/**
 * Saves the scroll position on route change and unload and restores it on return (back/forward,
 * in the app or after a full reload of the page from history). New navigations start at the top.
 */
export function useScrollRestoration(router: RouterLike): void {
  useEffect(() => {
    const env = browserEnvironment();
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    let returning = false;

    const onStart = () => saveScrollPosition(env, router.asPath);
    const onComplete = (url: string) => {
      if (returning) restoreScrollPosition(env, url);
      returning = false;
    };
    const onUnload = () => saveScrollPosition(env, router.asPath);
    router.beforePopState(() => {
      returning = true;
      return true;
    });
    router.events.on('routeChangeStart', onStart);
    router.events.on('routeChangeComplete', onComplete);
    window.addEventListener('pagehide', onUnload);
    if (isBackForwardLoad()) restoreScrollPosition(env, router.asPath);

    return () => {
      router.events.off('routeChangeStart', onStart);
      router.events.off('routeChangeComplete', onComplete);
      window.removeEventListener('pagehide', onUnload);
      router.beforePopState(() => true);
    };
    // The router object is stable for the app's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
