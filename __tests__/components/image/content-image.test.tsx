import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ContentImage, PLACEHOLDER_IMAGE, THUMBNAIL } from '@/components/image/content-image';

// What ContentImage hands to next/head, which puts it into the server HTML's <head>.
jest.mock('@/components/head/server-head', () => ({ ServerHead: ({ children }: { children: ReactNode }) => <div data-next-head="">{children}</div> }));

const SRC = 'https://img.example/articles/1/hero_1280x720.jpg';
const at = (width: number) => `${SRC}?w=${width}`;
const LEAD_SIZES = '(min-width: 768px) 860px, 100vw';

const image = () => screen.getByRole('img', { name: 'ゲーム画面' });

describe('ContentImage', () => {
  it('a card thumbnail: spec widths through the image CDN, its box reserved, loaded lazily', () => {
    render(<ContentImage src={SRC} alt="ゲーム画面" width={THUMBNAIL.small.width} height={THUMBNAIL.small.height} sizes="(min-width: 768px) 128px, 112px" />);
    expect(image()).toHaveAttribute('src', at(320));
    expect(image()).toHaveAttribute('srcset', [200, 240, 320, 360, 480].map((width) => `${at(width)} ${width}w`).join(', '));
    expect(image()).toHaveAttribute('sizes', '(min-width: 768px) 128px, 112px');
    expect(image()).toHaveAttribute('width', '320');
    expect(image()).toHaveAttribute('height', '180');
    expect(image()).toHaveAttribute('loading', 'lazy');
    expect(image()).toHaveAttribute('decoding', 'async');
    expect(image()).not.toHaveAttribute('fetchpriority');
    expect(document.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('without sizes the image is taken at its own width', () => {
    render(<ContentImage src={SRC} alt="ゲーム画面" width={128} height={72} />);
    expect(image()).toHaveAttribute('sizes', '128px');
    expect(image()).toHaveAttribute('src', at(200));
    expect(image().getAttribute('srcset')).toContain(`${at(360)} 360w`);
  });

  it('the priority image is eager, fetched first, decoded with its frame and preloaded from the head with the same candidates', () => {
    render(<ContentImage src={SRC} alt="ゲーム画面" width={1280} height={720} sizes={LEAD_SIZES} priority />);
    expect(image()).toHaveAttribute('loading', 'eager');
    expect(image()).toHaveAttribute('fetchpriority', 'high');
    expect(image()).not.toHaveAttribute('decoding');
    expect(image()).toHaveAttribute('src', at(1280));
    const preload = document.querySelector('[data-next-head] link[rel="preload"][as="image"]');
    expect(preload).toHaveAttribute('imagesrcset', image().getAttribute('srcset'));
    expect(preload).toHaveAttribute('imagesizes', LEAD_SIZES);
    expect(preload).toHaveAttribute('fetchpriority', 'high');
  });

  it('an image that fails shows the site placeholder, not through the image CDN (spec §8)', () => {
    render(<ContentImage src={SRC} alt="ゲーム画面" width={320} height={180} className="thumb" />);
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(image()).not.toHaveAttribute('srcset');
    expect(image()).toHaveAttribute('width', '320');
    expect(image()).toHaveClass('thumb');
  });

  it('the priority image that fails becomes the placeholder in the same element, and its preload goes', () => {
    const { container } = render(<ContentImage src={SRC} alt="ゲーム画面" width={1280} height={720} sizes={LEAD_SIZES} priority />);
    const before = image();
    fireEvent.error(before);
    expect(image()).toBe(before);
    expect(before).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(before).not.toHaveAttribute('sizes');
    expect(before).not.toHaveAttribute('fetchpriority');
    expect(container.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('a missing image shows the placeholder at once', () => {
    render(<ContentImage src={null} alt="ゲーム画面" width={320} height={180} />);
    expect(image()).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('a new image after a failed one is tried again', () => {
    const { rerender } = render(<ContentImage src={SRC} alt="ゲーム画面" width={320} height={180} />);
    fireEvent.error(image());
    rerender(<ContentImage src={`${SRC}2`} alt="ゲーム画面" width={320} height={180} />);
    expect(image()).toHaveAttribute('src', `${SRC}2?w=320`);
  });
});

describe('ContentImage: an image that settled before hydration', () => {
  // What a browser reports of an image it requested before the page's script ran.
  function settleImages(naturalWidth: number) {
    jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(naturalWidth);
    jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    jest.spyOn(HTMLImageElement.prototype, 'currentSrc', 'get').mockImplementation(function (this: HTMLImageElement) {
      return this.src;
    });
  }
  afterEach(() => jest.restoreAllMocks());

  async function hydrateServerImage() {
    const element = <ContentImage src={SRC} alt="ゲーム画面" width={320} height={180} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, element);
    });
    return container.querySelector('img');
  }

  it.each([
    ['failed (its error event came before React listened): the placeholder', 0, PLACEHOLDER_IMAGE],
    ['loaded: stays', 640, at(320)],
  ])('%s', async (_name, width, expectedSrc) => {
    settleImages(width);
    expect((await hydrateServerImage())?.getAttribute('src')).toBe(expectedSrc);
  });
});
