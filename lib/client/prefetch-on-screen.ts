import { useEffect } from 'react';
import type { NextRouter } from 'next/router';
import { prefetchOnIntent } from './prefetch';

/** At most this many links' pages are asked for per page view (their code is shared per route). */
export const ON_SCREEN_PREFETCH_LIMIT = 40;

/** How long the browser may wait for an idle moment before the prefetch runs anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/** Whether `link` shows on the first screen now. */
function isOnScreen(link: Element): boolean {
  const box = link.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
}

/** The site links on screen now, each address once, in document order. */
export function onScreenSitePaths(root: ParentNode, limit = ON_SCREEN_PREFETCH_LIMIT): string[] {
  const paths = new Set<string>();
  for (const link of root.querySelectorAll('a[href^="/"]')) {
    if (paths.size >= limit) break;
    const href = link.getAttribute('href');
    if (href && !href.startsWith('//') && !link.hasAttribute('download') && !link.getAttribute('target') && isOnScreen(link)) paths.add(href);
  }
  return [...paths];
}

/**
 * Once the page is idle after each page view, fetches the code of the pages its on-screen site
 * links open (router.prefetch: the route's chunks, no data for server-rendered pages), as next/link
 * does for links in view: a tap on a story once the router is live then waits for the story's data
 * only, not its code as well. Nothing the reader does waits for it.
 */
export function usePrefetchOnScreen(router: NextRouter, routeKey: string): void {
  useEffect(() => {
    const run = () => onScreenSitePaths(document).forEach((path) => prefetchOnIntent(router, path));
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(run, IDLE_TIMEOUT_MS);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }, [router, routeKey]);
}
