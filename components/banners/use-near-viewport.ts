import { useEffect, useState, type RefObject } from 'react';

/** How far (a share of the screen's height) before the viewport an element counts as near. */
export const NEAR_VIEWPORT_MARGIN = '100%';

/**
 * Whether the element has come within about one screen of the viewport; once true it stays true.
 * Near at once where IntersectionObserver is missing; false on the server.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      // Nothing to wait for: near from the next task on.
      const timer = window.setTimeout(() => setNear(true), 0);
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
