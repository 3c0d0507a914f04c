import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import type { MovieBannerView } from '@/lib/page-data/banners';
import { ContentImage } from '@/components/image/content-image';
import { safeHref } from '@/foundation/site/safe-url';
import { isPlainPrimaryClick } from '@/lib/client/client-navigation';
import { deferredModule, requestModule, useDeferredModule } from '@/lib/client/deferred-module';
import { adLinkTarget, SPONSORED_REL } from './banner';
import { BANNER_LABEL, BANNER_SIZES } from './banner-sizes';
import type { MovieDetails } from './movie-playback';
import { useShowsBanners } from './use-banner-device';
import styles from './movie-banner.module.scss';

// The playback store (one movie at a time, mov_start / mov_stop to the data layer) is code for
// first use: it loads when a reader first points at, touches or focuses the play button.
const playbackModule = deferredModule(() => import('./movie-playback'));

const subscribeNever = () => () => undefined;

/**
 * The movie banner's player state over the playback store once loaded (useMoviePlayer's, without
 * the store in the first load). A tap before the store has come plays once it has, unless the
 * banner has left the page by then.
 */
function useFirstUseMoviePlayer(details: MovieDetails | null) {
  const store = useDeferredModule(playbackModule)?.moviePlayback ?? null;
  const player = useId();
  const mounted = useRef(true);
  const playing = useSyncExternalStore(
    store?.subscribe ?? subscribeNever,
    () => store?.isPlaying(player) ?? false,
    () => false,
  );
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      store?.stop(player);
    };
  }, [store, player]);
  const start = () => {
    if (!details) return;
    const { bannerId, videoId } = details;
    playbackModule.load().then(
      ({ moviePlayback }) => mounted.current && moviePlayback.play(player, { bannerId, videoId }),
      () => undefined,
    );
  };
  return { playing, start, stop: () => store?.stop(player), warmUp: () => requestModule(playbackModule) };
}

/** The video player of a movie banner: YouTube's privacy-enhanced embed, loaded only on tap. */
export function movieEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&playsinline=1&rel=0`;
}

/** The video on YouTube itself: where the play link goes before the page's script runs, or in a new tab. */
export function movieWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/** The embedded player of a movie unit (the header movie banner, its overlay). */
export function MoviePlayerFrame({ banner, className }: { banner: MovieBannerView; className?: string }) {
  return (
    <iframe
      src={movieEmbedUrl(banner.videoId)}
      title={`動画：${banner.title}`}
      allow="autoplay; encrypted-media; picture-in-picture"
      allowFullScreen
      className={className}
    />
  );
}

/**
 * The SP header movie banner: in the page's flow under the lead stories, the banner image as a
 * play link (to the video on YouTube while the page's script has not run). Tapping it plays the
 * video in the same box (a lite embed: no player loads before the tap) and reports `mov_start`;
 * closing the video, starting the overlay's, or leaving the page while it plays reports
 * `mov_stop` (spec §4; movie-playback.ts, loaded on first use).
 */
export function MovieBanner({ banner: given }: { banner: MovieBannerView | null }) {
  const banner = useShowsBanners() ? given : null;
  const { playing, start, stop, warmUp } = useFirstUseMoviePlayer(banner && { bannerId: banner.id, videoId: banner.videoId });
  if (!banner) return null;
  const href = safeHref(banner.linkedUrl);
  const { width, height } = BANNER_SIZES.movie;
  return (
    <div className={styles.movie} data-banner="movie">
      <div className={styles.frame} style={{ aspectRatio: `${width} / ${height}` }}>
        {playing ? (
          <MoviePlayerFrame banner={banner} className={styles.player} />
        ) : (
          // A link to the video: before the page's script runs a tap opens it on YouTube, after it
          // the video plays here (issue 34: no control waits for script).
          <a
            href={movieWatchUrl(banner.videoId)}
            target="_blank"
            rel="noopener"
            className={styles.play}
            onClick={(event) => {
              // A modified click keeps the link's own meaning (a new tab, a download).
              if (!isPlainPrimaryClick(event)) return;
              event.preventDefault();
              start();
            }}
            onPointerEnter={warmUp}
            onPointerDown={warmUp}
            onFocus={warmUp}
          >
            {/* The movie banner opens the top page: its image is the largest first paint, so it is not lazy. */}
            <ContentImage src={banner.imageUrl} alt={banner.title} width={width} height={height} sizes="(min-width: 768px) 750px, 100vw" />
            <span className={styles.playIcon} aria-hidden="true">
              ▶
            </span>
            <span className="visually-hidden">動画を再生</span>
          </a>
        )}
        <span className={styles.label}>{BANNER_LABEL}</span>
      </div>
      <div className={styles.bar}>
        {href ? (
          <a href={href} target={adLinkTarget(href, banner.isNewTab)} rel={SPONSORED_REL} className={styles.more}>
            {banner.title}
          </a>
        ) : (
          <span className={styles.more}>{banner.title}</span>
        )}
        {playing && (
          <button type="button" className={styles.close} onClick={stop}>
            動画を閉じる
          </button>
        )}
      </div>
    </div>
  );
}
