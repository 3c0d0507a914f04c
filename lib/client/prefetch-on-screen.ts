import { useEffect } from 'react';
import type { NextRouter } from 'next/router';
import { prefetchOnIntent } from './prefetch';

/** How long the browser may wait for an idle moment before a step runs anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/** Site links on screen are asked for at most this many per page view. */
export const ON_SCREEN_PREFETCH_LIMIT = 12;

/**
 * A path's shape, to ask for each kind of page once: its first segment and its number of segments
 * (`/article/202611/106044/` → `article/3`). Pages of one route share one shape, and the code a
 * prefetch fetches is the route's, so one link per shape is enough.
 */
export function pathShape(path: string): string {
  const segments = (path.split(/[?#]/, 1)[0] ?? '').split('/').filter(Boolean);
  return `${segments[0] ?? ''}/${segments.length}`;
}

/** Site links worth asking for: in-site paths, no new tab, no download. */
const isPrefetchable = (link: Element) => !link.getAttribute('target') && !link.hasAttribute('download') && !(link.getAttribute('href') ?? '').startsWith('//');

/**
 * Once the page is idle after each page view, fetches the code of the kinds of page its on-screen
 * site links open (router.prefetch: the route's chunks, no data for server-rendered pages), as
 * next/link does for links in view: a tap on a story once the router is live then waits for the
 * story's data only. Cheap for the main thread, so no tap waits for it: an IntersectionObserver finds
 * what is on screen (no layout is forced), and each idle moment asks for one kind of page.
 */
export function usePrefetchOnScreen(router: NextRouter, routeKey: string): void {
  useEffect(() => {
    if (typeof IntersectionObserver !== 'function' || typeof requestIdleCallback !== 'function') return undefined;
    const shapes = new Set<string>();
    const queue: string[] = [];
    let idle: number | null = null;
    const step = () => {
      idle = null;
      const path = queue.shift();
      if (path) prefetchOnIntent(router, path);
      if (queue.length > 0) idle = requestIdleCallback(step, { timeout: IDLE_TIMEOUT_MS });
    };
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        observer.unobserve(entry.target);
        const path = entry.isIntersecting ? entry.target.getAttribute('href') : null;
        if (!path || shapes.has(pathShape(path)) || shapes.size >= ON_SCREEN_PREFETCH_LIMIT) continue;
        shapes.add(pathShape(path));
        queue.push(path);
      }
      // The first screen only: once its links have reported, nothing further is watched.
      observer.disconnect();
      if (queue.length > 0 && idle === null) idle = requestIdleCallback(step, { timeout: IDLE_TIMEOUT_MS });
    });
    const start = requestIdleCallback(
      () => document.querySelectorAll('a[href^="/"]').forEach((link) => isPrefetchable(link) && observer.observe(link)),
      { timeout: IDLE_TIMEOUT_MS },
    );
    return () => {
      cancelIdleCallback(start);
      if (idle !== null) cancelIdleCallback(idle);
      observer.disconnect();
    };
  }, [router, routeKey]);
}
