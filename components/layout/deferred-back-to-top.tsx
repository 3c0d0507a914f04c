import { useEffect } from 'react';
import { deferredModule, requestModule, useDeferredModule } from '@/lib/client/deferred-module';

const backToTop = deferredModule(() => import('./back-to-top'));

/**
 * The back-to-top button (back-to-top.tsx) once the reader first scrolls: it shows only 1.5
 * screens down the page, so its code loads then, and never on a page nobody scrolls.
 */
export function DeferredBackToTop() {
  const loaded = useDeferredModule(backToTop);
  useEffect(() => {
    if (loaded) return undefined;
    // Every scroll asks until it has come (one import at a time; a failed one is tried again).
    const onScroll = () => requestModule(backToTop);
    // The page body hydrates after the first paint (pages/_app.tsx): a reader may have scrolled by then.
    if (window.scrollY > 0) onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [loaded]);
  return loaded ? <loaded.BackToTop /> : null;
}
