import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { MovieBannerView } from '@/lib/page-data/banners';
import { useShowsBanners } from './use-banner-device';

/** The overlay's code is loaded by the browser when there is an overlay to show (it never renders on the server). */
const MovieOverlay = lazy(() => import('./movie-overlay').then((module) => ({ default: module.MovieOverlay })));

const subscribeNever = () => () => undefined;

/**
 * The SP movie overlay (movie-overlay.tsx) out of the page's first-load JavaScript: it shows only
 * after the reader has scrolled, so its code loads in the browser, and only on pages that have one.
 */
export function LazyMovieOverlay({ banner }: { banner: MovieBannerView | null }) {
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const shown = useShowsBanners() && banner !== null;
  if (!inBrowser || !shown) return null;
  return (
    <Suspense fallback={null}>
      <MovieOverlay banner={banner} />
    </Suspense>
  );
}
