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
export function restoreScrollPosition(env: ScrollEnvironment, url: string): number {
  let target = 0;
  try {
    const disabled = env.storage.getItem(SCROLL_RESTORE_DISABLED_FLAG) === '1';
    const saved = env.storage.getItem(`${KEY_PREFIX}${pathOnly(url)}`);
    if (!disabled && !isScrollRestoreExempt(url) && saved !== null && /^\d+$/.test(saved)) target = Number(saved);
  } catch {
    target = 0;
  }
  env.scrollTo(target);
  return target;
}

type RouteEvent = 'routeChangeStart' | 'routeChangeComplete' | 'hashChangeComplete';

/**
 * What the hook needs of Next's router. `asPath` is read once, at mount: the object `useRouter()`
 * returns is a snapshot of one render (Next copies the fields), so reading `asPath` from it later
 * gives the first page's path for ever; the hook follows the current page through the events.
 */
interface RouterLike {
  asPath: string;
  events: { on: (event: RouteEvent, handler: (url: string) => void) => void; off: (event: RouteEvent, handler: (url: string) => void) => void };
  beforePopState: (callback: (state?: { as?: unknown }) => boolean) => void;
}

/** How long a restore keeps waiting for a page that is still shorter than the saved position. */
export const RESTORE_SETTLE_MS = 1500;

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

/** On <html> while a restore runs: styles/_tokens.scss `render-when-near` renders every block. */
export const RESTORING_ATTRIBUTE = 'data-scroll-restoring';

const READER_INPUT_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Restores `url`'s position now and, while the page is still growing (late blocks, images), again
 * whenever it grows, until the position is reached, RESTORE_SETTLE_MS pass, or the reader scrolls.
 */
function restoreWhenTallEnough(env: ScrollEnvironment, url: string): () => void {
  // Blocks far down the page render only near the viewport and hold estimated heights until then
  // (content-visibility, decision 031); while restoring they all render, so the saved Y lands on
  // what the reader saw. Once rendered, each keeps its real height when skipped again.
  const root = document.documentElement;
  root.setAttribute(RESTORING_ATTRIBUTE, '');
  const target = restoreScrollPosition(env, url);
  if (target === 0 || typeof ResizeObserver !== 'function') {
    root.removeAttribute(RESTORING_ATTRIBUTE);
    return () => undefined;
  }
  let done = false;
  const stop = () => {
    if (done) return;
    done = true;
    root.removeAttribute(RESTORING_ATTRIBUTE);
    observer.disconnect();
    window.clearTimeout(timer);
    for (const event of READER_INPUT_EVENTS) window.removeEventListener(event, stop);
  };
  const observer = new ResizeObserver(() => {
    if (Math.abs(env.scrollY() - target) <= 1) return stop();
    restoreScrollPosition(env, url);
  });
  observer.observe(document.body);
  const timer = window.setTimeout(stop, RESTORE_SETTLE_MS);
  for (const event of READER_INPUT_EVENTS) window.addEventListener(event, stop, { passive: true });
  return stop;
}

/**
 * Saves the scroll position on route change and unload and restores it on return (back/forward,
 * in the app or after a full reload of the page from history). New navigations start at the top.
 */
export function useScrollRestoration(router: RouterLike): void {
  useEffect(() => {
    const env = browserEnvironment();
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    // The address on screen as Next wrote it (with its #hash), which its history entries carry as `as`.
    let currentPath = router.asPath;
    let returning = false;
    let stopRestoring: () => void = () => undefined;

    const onStart = () => {
      stopRestoring();
      saveScrollPosition(env, currentPath);
    };
    const onComplete = (url: string) => {
      currentPath = url;
      if (returning) stopRestoring = restoreWhenTallEnough(env, url);
      returning = false;
    };
    const onHash = (url: string) => void (currentPath = url);
    const onUnload = () => saveScrollPosition(env, currentPath);
    router.beforePopState((state) => {
      // A pop to the address already on screen is no navigation: Back from the image viewer's own
      // entry to its page (decision 021). A route change would fetch the page again, count a page
      // view, redo the ads and move the scroll; the viewer closes itself.
      if (state?.as === currentPath) return false;
      returning = true;
      return true;
    });
    router.events.on('routeChangeStart', onStart);
    router.events.on('routeChangeComplete', onComplete);
    router.events.on('hashChangeComplete', onHash);
    window.addEventListener('pagehide', onUnload);
    if (isBackForwardLoad()) stopRestoring = restoreWhenTallEnough(env, currentPath);

    return () => {
      stopRestoring();
      router.events.off('routeChangeStart', onStart);
      router.events.off('routeChangeComplete', onComplete);
      router.events.off('hashChangeComplete', onHash);
      window.removeEventListener('pagehide', onUnload);
      router.beforePopState(() => true);
    };
    // The router's events and beforePopState are the app's for its lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
