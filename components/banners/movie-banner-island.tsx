import { useState, type MouseEvent } from 'react';
import type { MovieBannerView } from '@/lib/page-data/banners';
import { Island } from '@/components/islands/island';
import type { HtmlOnly } from '@/foundation/site/html-only';
import { isPlainPrimaryClick } from '@/lib/client/client-navigation';
import { deferredModule, requestModule, useModuleAfterLoad } from '@/lib/client/deferred-module';
import { MOVIE_PLAY_ATTRIBUTE } from './movie-links';
import { useShowsBanners } from './use-banner-device';
import islandStyles from '@/components/islands/island.module.scss';

// The banner's code (the player, the playback store) is not in the first load: it comes once the
// page has loaded, or sooner when a reader points at, touches or focuses the banner.
const movieBannerModule = deferredModule(() => import('./movie-banner'));

/**
 * The top page's SP movie banner: the server's HTML (a static island, `top-movie`) until the
 * reader taps play with the banner's code in; then that MovieBanner, playing. A tap before the
 * code is in follows the play link (the video on YouTube, in a new tab): no tap waits for script.
 */
export function MovieBannerIsland({ banner, html }: { banner: MovieBannerView | null; html: HtmlOnly<string> | undefined }) {
  const shown = useShowsBanners() && banner !== null;
  const code = useModuleAfterLoad(movieBannerModule, shown);
  const [tapped, setTapped] = useState(false);
  if (!shown) return null;
  if (code && tapped) return <code.MovieBanner banner={banner} playOnMount />;

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!code || !isPlainPrimaryClick(event) || !(event.target as Element).closest?.(`[${MOVIE_PLAY_ATTRIBUTE}]`)) return;
    event.preventDefault();
    setTapped(true);
  };
  const warmUp = () => requestModule(movieBannerModule);
  return (
    // Like the island's own element, it takes no part in layout.
    <div className={islandStyles.island} onClick={onClick} onPointerOver={warmUp} onPointerDown={warmUp} onFocus={warmUp}>
      <Island id="top-movie" html={html} />
    </div>
  );
}
