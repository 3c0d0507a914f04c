import { useEffect, useState } from 'react';

/**
 * Whether the reader has scrolled past the element `selector` finds (its bottom edge is above
 * the screen), or, when the page has none, past the first screen. False on the server and
 * until the first check in the browser.
 */
export function useScrolledPast(selector: string): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = document.querySelector(selector);
      const bottom = element ? element.getBoundingClientRect().bottom : window.innerHeight - window.scrollY;
      setPast(bottom < 0);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [selector]);
  return past;
}
