import { fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MovieBanner } from '@/components/banners/movie-banner';
import { MovieBannerIsland } from '@/components/banners/movie-banner-island';
import { movieWatchUrl } from '@/components/banners/movie-links';
import { loadDeferredModules } from '../../support/deferred-modules';
import { movieView, withDevice } from './banner-test-helpers';

type AnalyticsWindow = Window & { dataLayer?: unknown[] };
const dataLayer = () => ((window as AnalyticsWindow).dataLayer ?? []) as Record<string, unknown>[];

const banner = movieView('4028', { title: '『ゲーム』体験版配信中' });
/** The island's HTML as the server renders it for a phone (top-page-islands.tsx). */
const islandHtml = renderToStaticMarkup(withDevice('SP', <MovieBanner banner={banner} />));
const playLink = () => screen.getByRole('link', { name: /動画を再生/ });

beforeEach(() => {
  delete (window as AnalyticsWindow).dataLayer;
});

// One test: the banner's code, once in, stays in for the page (as in the browser).
it('MovieBannerIsland: the server HTML, whose play link opens YouTube until the banner code is in; then a plain tap plays in place (mov_start), a modified one keeps the link', async () => {
  const island = render(withDevice('SP', <MovieBannerIsland banner={banner} html={islandHtml} />));
  expect(island.container.querySelector('[data-server-html="top-movie"] [data-banner="movie"]')).not.toBeNull();
  expect(playLink()).toHaveAttribute('href', movieWatchUrl('xwAlf7W78Mn'));
  // The code asked for after load is still on its way: the tap is the link's (not prevented).
  expect(fireEvent.click(playLink())).toBe(true);
  expect(island.container.querySelector('iframe')).toBeNull();

  await loadDeferredModules();
  expect(fireEvent.click(playLink(), { ctrlKey: true })).toBe(true);
  expect(island.container.querySelector('iframe')).toBeNull();
  expect(fireEvent.click(playLink())).toBe(false);
  expect(screen.getByTitle('動画：『ゲーム』体験版配信中')).toBeInTheDocument();
  expect(island.container.querySelector('[data-server-html="top-movie"]')).toBeNull();
  expect(dataLayer()).toEqual([{ event: 'mov_start', bannerId: '4028', videoId: 'xwAlf7W78Mn' }]);
  // A click elsewhere in the banner (its advertiser link) is never taken.
  island.unmount();
  const again = render(withDevice('SP', <MovieBannerIsland banner={banner} html={islandHtml} />));
  expect(fireEvent.click(screen.getByRole('link', { name: '『ゲーム』体験版配信中' }))).toBe(true);
  expect(again.container.querySelector('iframe')).toBeNull();
});

it('MovieBannerIsland: nothing on a page view without banners or without a movie banner', () => {
  expect(render(<MovieBannerIsland banner={banner} html={islandHtml} />).container).toBeEmptyDOMElement();
  expect(render(withDevice('SP', <MovieBannerIsland banner={null} html={undefined} />)).container).toBeEmptyDOMElement();
});
