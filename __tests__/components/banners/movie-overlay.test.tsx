import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IconBannerDock } from '@/components/banners/icon-banner-dock';
import { LazyMovieOverlay } from '@/components/banners/lazy-movie-overlay';
import { resetIconBannerSessionForTests } from '@/components/banners/icon-banner-session';
import { MovieBanner } from '@/components/banners/movie-banner';
import { movieEmbedUrl } from '@/components/banners/movie-links';
import {
  CLOSE_MOVIE_OVERLAY_LABEL,
  MOVIE_BANNER_SELECTOR,
  MOVIE_OVERLAY_CLOSED_KEY,
  MovieOverlay,
  resetMovieOverlaySessionForTests,
} from '@/components/banners/movie-overlay';
import { loadDeferredModules } from '../../support/deferred-modules';
import { bannerView, movieView, withDevice } from './banner-test-helpers';

type AnalyticsWindow = Window & { dataLayer?: unknown[] };
const dataLayer = () => ((window as AnalyticsWindow).dataLayer ?? []) as Record<string, unknown>[];

/** The overlay the page data chose (its video is its own or the movie banner's) and the movie banner. */
const overlay = movieView('4031', { title: '『ゲーム』予約受付中', videoId: 'iRbM9WKqLkb' });
const movie = movieView('4001', { title: '『映画』体験版配信中' });
const SCREEN_HEIGHT = 844;

const state = (container: HTMLElement) => container.querySelector('[data-movie-overlay]')?.getAttribute('data-movie-overlay');

/** Where the movie banner's bottom edge is on screen (px from the viewport's top), then a scroll event. */
function movieBannerBottomAt(element: HTMLElement, bottom: number) {
  element.getBoundingClientRect = () => ({ bottom, top: bottom - 300, left: 0, right: 390, width: 390, height: 300, x: 0, y: bottom - 300, toJSON: () => ({}) });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  delete (window as AnalyticsWindow).dataLayer;
  window.sessionStorage.clear();
  resetMovieOverlaySessionForTests();
  resetIconBannerSessionForTests();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 0;
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: SCREEN_HEIGHT });
});
afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
  window.scrollTo = () => undefined;
});

describe('MovieOverlay (the SP movie overlay, issue 16)', () => {
  it.each([
    ['the movie banner still on screen', 200, 'waiting'],
    ['the movie banner just above the screen', -1, 'shown'],
    ['the movie banner far above', -2_000, 'shown'],
  ] as const)('docks once the reader has scrolled past the movie banner: %s (its bottom at %i px) → %s', (_name, bottom, expected) => {
    const { container } = render(
      withDevice(
        'SP',
        <>
          <MovieBanner banner={movie} />
          <MovieOverlay banner={overlay} />
        </>,
      ),
    );
    expect(state(container)).toBe('waiting');
    movieBannerBottomAt(container.querySelector<HTMLElement>(MOVIE_BANNER_SELECTOR)!, bottom);
    expect(state(container)).toBe(expected);
  });

  it.each([
    [0, 'waiting'],
    [SCREEN_HEIGHT, 'waiting'],
    [SCREEN_HEIGHT + 1, 'shown'],
  ])('without a movie banner on the page it docks past the first screen: scrolled %i px → %s', (scrollY, expected) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
    const { container } = render(withDevice('SP', <MovieOverlay banner={overlay} />));
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(state(container)).toBe(expected);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('labelled PR; a tap plays the movie in the overlay and reports mov_start; × stops it (mov_stop) and closes it for the session', () => {
    const { container, unmount } = render(withDevice('SP', <MovieOverlay banner={overlay} />));
    expect(screen.getByText('PR')).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '『ゲーム』予約受付中 動画を再生' }));
    expect(state(container)).toBe('playing');
    expect(screen.getByTitle('動画：『ゲーム』予約受付中')).toHaveAttribute('src', movieEmbedUrl('iRbM9WKqLkb'));
    expect(screen.getByRole('link', { name: '『ゲーム』予約受付中' })).toHaveAttribute('rel', 'sponsored noopener');
    expect(dataLayer()).toEqual([{ event: 'mov_start', bannerId: '4031', videoId: 'iRbM9WKqLkb' }]);
    fireEvent.click(screen.getByRole('button', { name: CLOSE_MOVIE_OVERLAY_LABEL }));
    expect(dataLayer()).toEqual([
      { event: 'mov_start', bannerId: '4031', videoId: 'iRbM9WKqLkb' },
      { event: 'mov_stop', bannerId: '4031', videoId: 'iRbM9WKqLkb' },
    ]);
    expect(container.querySelector('[data-banner="movie-overlay"]')).toBeNull();
    expect(window.sessionStorage.getItem(MOVIE_OVERLAY_CLOSED_KEY)).toBe('1');
    unmount();
    const again = render(withDevice('SP', <MovieOverlay banner={overlay} />));
    expect(again.container).toBeEmptyDOMElement();
  });

  it('one movie at a time: starting the overlay stops the movie banner (mov_stop before mov_start), and the other way round', async () => {
    render(
      withDevice(
        'SP',
        <>
          <MovieBanner banner={movie} />
          <MovieOverlay banner={overlay} />
        </>,
      ),
    );
    // The movie banner's playback code comes on first use.
    fireEvent.click(screen.getByRole('link', { name: '『映画』体験版配信中 動画を再生' }));
    await loadDeferredModules();
    fireEvent.click(screen.getByRole('button', { name: '『ゲーム』予約受付中 動画を再生' }));
    expect(screen.queryByTitle('動画：『映画』体験版配信中')).toBeNull();
    expect(screen.getByTitle('動画：『ゲーム』予約受付中')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: '『映画』体験版配信中 動画を再生' }));
    await loadDeferredModules();
    expect(dataLayer().map((entry) => `${entry.event as string} ${entry.bannerId as string}`)).toEqual([
      'mov_start 4001',
      'mov_stop 4001',
      'mov_start 4031',
      'mov_stop 4031',
      'mov_start 4001',
    ]);
  });

  it('leaving the page while it plays reports mov_stop once', () => {
    const { unmount } = render(withDevice('SP', <MovieOverlay banner={overlay} />));
    fireEvent.click(screen.getByRole('button', { name: '『ゲーム』予約受付中 動画を再生' }));
    act(() => unmount());
    expect(dataLayer().map((entry) => entry.event)).toEqual(['mov_start', 'mov_stop']);
  });

  it('the icon bar steps aside while the overlay holds the bottom edge, and comes back when it is closed', () => {
    const { container } = render(
      withDevice(
        'SP',
        <>
          <IconBannerDock banner={bannerView('icon')} />
          <MovieOverlay banner={overlay} />
        </>,
      ),
    );
    const icon = () => container.querySelector('[data-icon-banner]')?.getAttribute('data-icon-banner');
    expect(icon()).toBe('shown');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: SCREEN_HEIGHT * 2 });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(state(container)).toBe('shown');
    expect(icon()).toBe('stepped-aside');
    fireEvent.click(screen.getByRole('button', { name: CLOSE_MOVIE_OVERLAY_LABEL }));
    expect(icon()).toBe('shown');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('out of the first-load JavaScript: nothing on the server; in the browser its code loads and it renders', async () => {
    expect(renderToString(withDevice('SP', <LazyMovieOverlay banner={overlay} />))).toBe('');
    const { container } = render(withDevice('SP', <LazyMovieOverlay banner={overlay} />));
    await waitFor(() => expect(state(container)).toBe('waiting'));
    expect(render(withDevice('SP', <LazyMovieOverlay banner={null} />)).container).toBeEmptyDOMElement();
  });

  it('nothing without an overlay or on a page without ads', () => {
    expect(render(withDevice('SP', <MovieOverlay banner={null} />)).container).toBeEmptyDOMElement();
    expect(render(<MovieOverlay banner={overlay} />).container).toBeEmptyDOMElement();
  });
});
