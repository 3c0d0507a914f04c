import { useCallback, useEffect, useId, useSyncExternalStore } from 'react';
import { reportMovieBannerEvent } from '@/lib/client/analytics';

/** What a movie unit reports with mov_start and mov_stop (spec §4). */
export interface MovieDetails {
  bannerId: string;
  videoId: string;
}

type Listener = () => void;

/**
 * One movie plays at a time on a page (the header movie banner or its overlay): starting one
 * stops the other. The store reports every start and stop, so each mov_start has one mov_stop.
 */
let playing: { player: string; details: MovieDetails } | null = null;
const listeners = new Set<Listener>();

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const listener of [...listeners]) listener();
}

function play(player: string, details: MovieDetails): void {
  if (playing?.player === player) return;
  if (playing) reportMovieBannerEvent('mov_stop', { ...playing.details });
  playing = { player, details };
  reportMovieBannerEvent('mov_start', { ...details });
  changed();
}

function stop(player: string): void {
  if (playing?.player !== player) return;
  const { details } = playing;
  playing = null;
  reportMovieBannerEvent('mov_stop', { ...details });
  changed();
}

/**
 * The store for a unit that loads it on first use (the movie banner, movie-banner.tsx): `player`
 * is the unit's useId.
 */
export const moviePlayback = {
  subscribe,
  isPlaying: (player: string): boolean => playing?.player === player,
  play,
  stop,
};

export interface MoviePlayer {
  playing: boolean;
  /** Plays this unit's movie (stopping any other) and reports mov_start. */
  start: () => void;
  /** Stops it and reports mov_stop; nothing when it is not playing. */
  stop: () => void;
}

/**
 * A movie unit's player state. Leaving the page (unmounting) while it plays reports mov_stop;
 * the server and the first render never play.
 */
export function useMoviePlayer(details: MovieDetails | null): MoviePlayer {
  const player = useId();
  const isPlaying = useSyncExternalStore(
    subscribe,
    () => playing?.player === player,
    () => false,
  );
  useEffect(() => () => stop(player), [player]);
  const bannerId = details?.bannerId;
  const videoId = details?.videoId;
  return {
    playing: isPlaying,
    start: useCallback(() => {
      if (bannerId !== undefined && videoId !== undefined) play(player, { bannerId, videoId });
    }, [player, bannerId, videoId]),
    stop: useCallback(() => stop(player), [player]),
  };
}
