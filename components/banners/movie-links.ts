/** The video player of a movie unit: YouTube's privacy-enhanced embed, loaded only on a tap. */
export function movieEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&playsinline=1&rel=0`;
}

/** The video on YouTube itself: where the play link goes before the banner's code is in, or in a new tab. */
export function movieWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/** Marks the movie banner's play link, which the top page's banner island answers (movie-banner-island.tsx). */
export const MOVIE_PLAY_ATTRIBUTE = 'data-movie-play';
