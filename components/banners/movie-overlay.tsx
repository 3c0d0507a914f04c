import { useEffect, useRef } from 'react';
import type { MovieBannerView } from '@/lib/page-data/banners';
import { ContentImage } from '@/components/image/content-image';
import { safeHref } from '@/foundation/site/safe-url';
import { adLinkTarget, SPONSORED_REL } from './banner';
import { BANNER_LABEL, BANNER_SIZES } from './banner-sizes';
import { MoviePlayerFrame } from './movie-banner';
import { useMoviePlayer } from './movie-playback';
import { setMovieOverlayDocked } from './phone-dock';
import { sessionClose } from './session-close';
import { useShowsBanners } from './use-banner-device';
import { useClearOfText } from './use-clear-of-text';
import { useScrolledPast } from './use-scrolled-past';
import styles from './movie-overlay.module.scss';

/** Accessible name of the overlay's close button. */
export const CLOSE_MOVIE_OVERLAY_LABEL = '動画広告を閉じる';

/** sessionStorage key: the reader closed the movie overlay in this browser session. */
export const MOVIE_OVERLAY_CLOSED_KEY = 'playnote:movie-overlay-closed';

/** The header movie banner in the page: the overlay shows once the reader has scrolled past it. */
export const MOVIE_BANNER_SELECTOR = '[data-banner="movie"]';

const overlayClose = sessionClose(MOVIE_OVERLAY_CLOSED_KEY);

/** Tests: forget the in-memory close. */
export const resetMovieOverlaySessionForTests = overlayClose.resetForTests;

/**
 * The SP movie overlay: docked at the phone's bottom edge (where the icon bar steps aside for it)
 * once the reader has scrolled past the header movie banner, or past the first screen when the
 * page has none, so the first screen stays editorial and the two never show together. A tap on
 * its creative plays the movie in the overlay itself (its own video, else the movie banner's),
 * reporting mov_start / mov_stop like the movie banner (one movie plays at a time). Labelled PR;
 * × closes it for the session (stopping the movie). Like the icon banner it steps aside while
 * article text lies under it.
 */
export function MovieOverlay({ banner: given }: { banner: MovieBannerView | null }) {
  const banner = useShowsBanners() ? given : null;
  const allowed = overlayClose.useAllowed();
  const scrolledPast = useScrolledPast(MOVIE_BANNER_SELECTOR);
  const { playing, start, stop } = useMoviePlayer(banner && { bannerId: banner.id, videoId: banner.videoId });
  const zoneRef = useRef<HTMLDivElement>(null);
  const active = Boolean(banner && allowed);
  const clear = useClearOfText(zoneRef, active);
  const state = !active ? 'closed' : playing ? 'playing' : scrolledPast && clear ? 'shown' : 'waiting';
  const docked = state === 'shown' || state === 'playing';

  useEffect(() => {
    setMovieOverlayDocked(docked);
    return () => setMovieOverlayDocked(false);
  }, [docked]);

  if (!banner || !active) return null;
  const href = safeHref(banner.linkedUrl);
  const close = () => {
    stop();
    overlayClose.close();
  };
  const { width, height } = BANNER_SIZES.movieOverlay;
  return (
    <div ref={zoneRef} className={styles.dock} data-banner="movie-overlay" data-movie-overlay={state}>
      <div className={styles.panel}>
        <span className={styles.label}>{BANNER_LABEL}</span>
        {playing && (
          <div className={styles.player}>
            <MoviePlayerFrame banner={banner} className={styles.frame} />
          </div>
        )}
        <div className={styles.bar}>
          {playing ? (
            href ? (
              <a href={href} target={adLinkTarget(href, banner.isNewTab)} rel={SPONSORED_REL} className={styles.title}>
                {banner.title}
              </a>
            ) : (
              <span className={styles.title}>{banner.title}</span>
            )
          ) : (
            <button type="button" className={styles.play} onClick={start}>
              <span className={styles.poster}>
                <ContentImage src={banner.imageUrl} alt="" width={width} height={height} sizes="200px" />
                <span className={styles.playIcon} aria-hidden="true">
                  ▶
                </span>
              </span>
              <span className={styles.title}>{banner.title}</span>
              <span className="visually-hidden">動画を再生</span>
            </button>
          )}
          <button type="button" className={styles.close} onClick={close} aria-label={CLOSE_MOVIE_OVERLAY_LABEL}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
    </div>
  );
}
