import { act, fireEvent, render, screen } from '@testing-library/react';
import { MovieBanner } from '@/components/banners/movie-banner';
import { movieEmbedUrl, movieWatchUrl } from '@/components/banners/movie-links';
import { movieView, withDevice } from './banner-test-helpers';

type AnalyticsWindow = Window & { dataLayer?: unknown[] };
const dataLayer = () => ((window as AnalyticsWindow).dataLayer ?? []) as Record<string, unknown>[];

beforeEach(() => {
  delete (window as AnalyticsWindow).dataLayer;
});

/** The SP header movie banner the page data chose for a phone. */
const banner = movieView('4028', { title: '『ゲーム』体験版配信中' });
const playButton = () => screen.getByRole('link', { name: /動画を再生/ });

describe('MovieBanner (SP header movie banner)', () => {
  it('shows the banner image (alt = title) with a play button, labelled PR, and loads no player before a tap', () => {
    const { container } = render(withDevice('SP', <MovieBanner banner={banner} />));
    expect(screen.getByRole('img', { name: '『ゲーム』体験版配信中' })).toBeInTheDocument();
    expect(playButton()).toHaveAccessibleName('『ゲーム』体験版配信中 動画を再生');
    expect(screen.getByText('PR')).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: '『ゲーム』体験版配信中' })).toHaveAttribute('rel', 'sponsored noopener');
    expect(dataLayer()).toEqual([]);
  });

  it('the play control is a link to the video on YouTube (what a tap does before the script runs); a modified click keeps it', () => {
    const { container } = render(withDevice('SP', <MovieBanner banner={banner} />));
    expect(playButton()).toHaveAttribute('href', movieWatchUrl('xwAlf7W78Mn'));
    expect(playButton()).toHaveAttribute('href', 'https://www.youtube.com/watch?v=xwAlf7W78Mn');
    expect(playButton()).toHaveAttribute('target', '_blank');
    const inNewTab = fireEvent.click(playButton(), { ctrlKey: true });
    expect(inNewTab).toBe(true);
    expect(container.querySelector('iframe')).toBeNull();
    expect(fireEvent.click(playButton())).toBe(false);
  });

  it('a tap plays the video in the same box and reports mov_start to window.dataLayer (spec §4)', () => {
    const { container } = render(withDevice('SP', <MovieBanner banner={banner} />));
    const frame = container.querySelector('iframe')?.parentElement ?? playButton().parentElement;
    expect(fireEvent.click(playButton())).toBe(false);
    const player = screen.getByTitle('動画：『ゲーム』体験版配信中');
    expect(player).toHaveAttribute('src', movieEmbedUrl('xwAlf7W78Mn'));
    expect(player.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/xwAlf7W78Mn\?autoplay=1/);
    expect(player.parentElement).toBe(frame);
    expect(frame?.style.aspectRatio).toBe('750 / 422');
    expect(dataLayer()).toEqual([{ event: 'mov_start', bannerId: '4028', videoId: 'xwAlf7W78Mn' }]);
  });

  it('closing the video reports mov_stop and brings the banner back', () => {
    render(withDevice('SP', <MovieBanner banner={banner} />));
    fireEvent.click(playButton());
    fireEvent.click(screen.getByRole('button', { name: '動画を閉じる' }));
    expect(screen.queryByTitle('動画：『ゲーム』体験版配信中')).toBeNull();
    expect(playButton()).toBeInTheDocument();
    expect(dataLayer().map((entry) => entry.event)).toEqual(['mov_start', 'mov_stop']);
    expect(dataLayer()[1]).toEqual({ event: 'mov_stop', bannerId: '4028', videoId: 'xwAlf7W78Mn' });
  });

  it('leaving the page while the video plays reports mov_stop once; leaving without playing reports nothing', () => {
    const playing = render(withDevice('SP', <MovieBanner banner={banner} />));
    fireEvent.click(playButton());
    act(() => playing.unmount());
    expect(dataLayer().map((entry) => entry.event)).toEqual(['mov_start', 'mov_stop']);
    const idle = render(withDevice('SP', <MovieBanner banner={banner} />));
    act(() => idle.unmount());
    expect(dataLayer()).toHaveLength(2);
  });

  it('given playOnMount (the tap on the top page’s island that brought its code in) it plays at once, once', () => {
    const { container, rerender } = render(withDevice('SP', <MovieBanner banner={banner} playOnMount />));
    expect(container.querySelector('iframe')).toHaveAttribute('src', movieEmbedUrl('xwAlf7W78Mn'));
    fireEvent.click(screen.getByRole('button', { name: '動画を閉じる' }));
    rerender(withDevice('SP', <MovieBanner banner={banner} playOnMount />));
    expect(container.querySelector('iframe')).toBeNull();
    expect(dataLayer().map((entry) => entry.event)).toEqual(['mov_start', 'mov_stop']);
  });

  it('nothing when the page data has none (PC: it is an SP unit) or on a page without ads', () => {
    expect(render(withDevice('PC', <MovieBanner banner={null} />)).container).toBeEmptyDOMElement();
    expect(render(<MovieBanner banner={banner} />).container).toBeEmptyDOMElement();
  });

  it('the video id is escaped into the embed address', () => {
    expect(movieEmbedUrl('a/b?c')).toBe('https://www.youtube-nocookie.com/embed/a%2Fb%3Fc?autoplay=1&playsinline=1&rel=0');
  });
});
