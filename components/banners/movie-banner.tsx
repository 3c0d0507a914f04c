import { useEffect } from 'react';
import type { MovieBannerView } from '@/lib/page-data/banners';
import { ContentImage } from '@/components/image/content-image';
import { safeHref } from '@/foundation/site/safe-url';
import { isPlainPrimaryClick } from '@/lib/client/client-navigation';
import { adLinkTarget, SPONSORED_REL } from './banner';
import { BANNER_LABEL, BANNER_SIZES } from './banner-sizes';
import { MOVIE_PLAY_ATTRIBUTE, movieEmbedUrl, movieWatchUrl } from './movie-links';
import { useMoviePlayer } from './movie-playback';
import { useShowsBanners } from './use-banner-device';
import styles from './movie-banner.module.scss';

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
 * play link (to the video on YouTube). Tapping it plays the video in the same box (a lite embed:
 * no player loads before the tap) and reports `mov_start`; closing the video, starting the
 * overlay's, or leaving the page while it plays reports `mov_stop` (spec §4, movie-playback.ts).
 * On the top page it is first a static island, and this code comes after load
 * (movie-banner-island.tsx): given `playOnMount`, it starts the movie the reader tapped there.
 */
export function MovieBanner({ banner: given, playOnMount = false }: { banner: MovieBannerView | null; playOnMount?: boolean }) {
  const banner = useShowsBanners() ? given : null;
  const { playing, start, stop } = useMoviePlayer(banner && { bannerId: banner.id, videoId: banner.videoId });
  // Once, for the tap that brought it in; a later banner (a refresh) waits for its own tap.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void (playOnMount && start()), []);
  if (!banner) return null;
  const href = safeHref(banner.linkedUrl);
  const { width, height } = BANNER_SIZES.movie;
  return (
    <div className={styles.movie} data-banner="movie">
      <div className={styles.frame} style={{ aspectRatio: `${width} / ${height}` }}>
        {playing ? (
          <MoviePlayerFrame banner={banner} className={styles.player} />
        ) : (
          // A link to the video: before the banner's code runs a tap opens it on YouTube, after it
          // the video plays here (issue 34: no control waits for script).
          <a
            {...{ [MOVIE_PLAY_ATTRIBUTE]: '' }}
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
          >
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
