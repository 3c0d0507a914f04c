import { useEffect, useState, type RefObject } from 'react';
import { SERVER_HTML_ATTRIBUTE } from '@/components/server-html/server-html';

/**
 * The running text a floating banner must never cover: the article body, the element inside its
 * island (the island's own element is `display: contents`, with no box to intersect).
 */
export const COVERED_TEXT_SELECTOR = `[${SERVER_HTML_ATTRIBUTE}="article-body"] > div`;

/** The banner starts to leave this far (px) before the text reaches it. */
export const CLEARANCE_PX = 48;

/**
 * Whether the floating element in `zoneRef` may show: false while the page's running text lies
 * under its box (widened upward by CLEARANCE_PX), true otherwise, and always true on pages without
 * such text. The zone's box must not move when it hides (hide its content, not the zone).
 */
export function useClearOfText(zoneRef: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [clear, setClear] = useState(true);
  useEffect(() => {
    const zone = zoneRef.current;
    if (!active || !zone || typeof IntersectionObserver === 'undefined') {
      setClear(true);
      return undefined;
    }
    let observer: IntersectionObserver | null = null;
    let text: Element | null = null;
    const observe = () => {
      observer?.disconnect();
      observer = null;
      text = document.querySelector(COVERED_TEXT_SELECTOR);
      if (!text) {
        setClear(true);
        return;
      }
      const box = zone.getBoundingClientRect();
      const px = (value: number) => `${-Math.max(0, Math.floor(value))}px`;
      // The viewport shrunk to the zone's box: the text intersects it exactly when it is under it.
      const rootMargin = [box.top - CLEARANCE_PX, window.innerWidth - box.right, window.innerHeight - box.bottom, box.left].map(px).join(' ');
      observer = new IntersectionObserver((entries) => setClear(!entries.some((entry) => entry.isIntersecting)), { rootMargin });
      observer.observe(text);
    };
    // The body element is replaced while the banner stays mounted (a client navigation to another
    // article, the first refresh rendering the body from props): follow the one in the document.
    const replaced = new MutationObserver(() => {
      if (document.querySelector(COVERED_TEXT_SELECTOR) !== text) observe();
    });
    observe();
    replaced.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', observe);
    return () => {
      window.removeEventListener('resize', observe);
      replaced.disconnect();
      observer?.disconnect();
    };
  }, [zoneRef, active]);
  return clear;
}
