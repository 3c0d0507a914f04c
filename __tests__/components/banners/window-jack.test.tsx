import { act, render, screen } from '@testing-library/react';
import { join } from 'node:path';
import { WINDOW_JACK_CAPTION, WindowJack } from '@/components/banners/window-jack';
import { bannerView, compiledCss, rulesOf, withDevice } from './banner-test-helpers';

const jack = bannerView('4011', { title: '『ゲーム』体験版配信中', linkedUrl: 'https://www.example.com/banner/4011/' });

/** A stand-in IntersectionObserver the test reports through. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('WindowJack (the SP window jack, issue 16)', () => {
  it('a framed window labelled PR and 広告, linking out with rel="sponsored noopener"; its creative loads only near the viewport', () => {
    const { container } = render(withDevice('SP', <WindowJack banner={jack} />));
    expect(screen.getByRole('complementary', { name: `${WINDOW_JACK_CAPTION}：${jack.title}` })).toBeInTheDocument();
    expect(screen.getByText('PR')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: jack.title });
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    expect(link).toHaveAttribute('target', '_blank');
    expect(container.querySelector('img')).toBeNull();
    expect(FakeIntersectionObserver.last?.options.rootMargin).toBe('100% 0px');
    act(() => FakeIntersectionObserver.last?.report(true));
    expect(screen.getByRole('img', { name: jack.title })).toBeInTheDocument();
  });

  it('the window keeps a fixed height (nothing moves when the creative loads); the creative is fixed to the screen and shown whole', () => {
    const css = compiledCss(join(__dirname, '../../../components/banners/window-jack.module.scss'));
    expect(rulesOf(css, '.window', null)).toMatch(/height: 70svh/);
    expect(rulesOf(css, '.window', null)).toMatch(/clip-path: inset\(0\)/);
    expect(rulesOf(css, '.creative', null)).toMatch(/position: fixed/);
    expect(rulesOf(css, '.creative', null)).toMatch(/object-fit: contain/);
  });

  it.each([
    ['no window jack', null, 'SP'],
    ['a page without ads', jack, null],
    ['an unsafe link', { ...jack, linkedUrl: 'javascript:alert(1)' }, 'SP'],
  ] as const)('nothing for %s', (_name, banner, device) => {
    expect(render(withDevice(device, <WindowJack banner={banner} />)).container).toBeEmptyDOMElement();
  });
});
