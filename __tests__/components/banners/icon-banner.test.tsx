import { act, fireEvent, render, screen } from '@testing-library/react';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { IconBanner } from '@/components/banners/icon-banner';
import { CLOSE_ICON_BANNER_LABEL, IconBannerDock } from '@/components/banners/icon-banner-dock';
import { ICON_BANNER_CLOSED_KEY, resetIconBannerSessionForTests } from '@/components/banners/icon-banner-session';
import { COVERED_TEXT_SELECTOR } from '@/components/banners/use-clear-of-text';
import { loadDeferredModules } from '../../support/deferred-modules';
import { bannerView, compiledCss, rulesOf, withDevice } from './banner-test-helpers';

/** The icon banner the page data chose for each device. */
const banners = { PC: bannerView('pc'), SP: bannerView('sp') };

/** A stand-in IntersectionObserver whose targets the test moves under the banner or away. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  report(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const dock = (container: HTMLElement) => container.querySelector('[data-icon-banner]');

beforeEach(() => {
  window.sessionStorage.clear();
  resetIconBannerSessionForTests();
  FakeIntersectionObserver.instances = [];
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  document.body.innerHTML = '';
});

describe('IconBannerDock (spec §4)', () => {
  it('on PC: the icon with alt text, rel="sponsored noopener", PR label and a close button', () => {
    render(withDevice('PC', <IconBannerDock banner={banners.PC} />));
    expect(screen.getByRole('img', { name: '『ゲームpc』好評発売中' })).toHaveAttribute('width', '120');
    expect(screen.getByRole('link', { name: '『ゲームpc』好評発売中' })).toHaveAttribute('rel', 'sponsored noopener');
    expect(screen.getByText('PR')).toBeVisible();
    expect(screen.getByRole('button', { name: CLOSE_ICON_BANNER_LABEL })).toBeInTheDocument();
  });

  it('on SP: a slim bar with the title, PR, a close button, and the same height kept free at the end of the page', () => {
    const { container } = render(withDevice('SP', <IconBannerDock banner={banners.SP} />));
    expect(screen.getByRole('link', { name: /『ゲームsp』好評発売中/ })).toHaveAttribute('rel', 'sponsored noopener');
    expect(screen.getByText('PR')).toBeVisible();
    expect(screen.getByRole('button', { name: CLOSE_ICON_BANNER_LABEL })).toBeInTheDocument();
    expect(dock(container)).toHaveAttribute('data-device', 'SP');
    expect(document.body.lastElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('closing hides it for the whole session: the next page (a new mount, or after a full load) does not show it', () => {
    const first = render(withDevice('SP', <IconBannerDock banner={banners.SP} />));
    fireEvent.click(screen.getByRole('button', { name: CLOSE_ICON_BANNER_LABEL }));
    expect(first.container).toBeEmptyDOMElement();
    expect(window.sessionStorage.getItem(ICON_BANNER_CLOSED_KEY)).toBe('1');
    expect(window.localStorage).toHaveLength(0);
    expect(document.cookie).toBe('');
    first.unmount();
    // Client navigation: the same document.
    expect(render(withDevice('PC', <IconBannerDock banner={banners.PC} />)).container).toBeEmptyDOMElement();
    // A full load: a new document, only sessionStorage left.
    resetIconBannerSessionForTests();
    expect(render(withDevice('SP', <IconBannerDock banner={banners.SP} />)).container).toBeEmptyDOMElement();
  });

  it('steps aside while the article text lies under it, and comes back once it has passed', () => {
    // The body's island (display: contents) and the body's element inside it, which has the box.
    const island = document.createElement('div');
    island.setAttribute('data-server-html', 'article-body');
    const body = island.appendChild(document.createElement('div'));
    document.body.appendChild(island);
    expect(body.matches(COVERED_TEXT_SELECTOR)).toBe(true);
    const { container } = render(withDevice('SP', <IconBannerDock banner={banners.SP} />));
    const observer = FakeIntersectionObserver.instances.at(-1) as FakeIntersectionObserver;
    expect(observer.targets).toEqual([body]);
    // The observed area is the banner's own box, shrunk from the viewport by root margins.
    expect(observer.options.rootMargin).toMatch(/^-?\d+px -?\d+px -?\d+px -?\d+px$/);
    act(() => observer.report(true));
    expect(dock(container)).toHaveAttribute('data-icon-banner', 'stepped-aside');
    act(() => observer.report(false));
    expect(dock(container)).toHaveAttribute('data-icon-banner', 'shown');
  });

  it.each(['PC', 'SP'] as const)('%s: nothing when the page data has none, or on a page without ads', (device) => {
    expect(render(withDevice(device, <IconBannerDock banner={null} />)).container).toBeEmptyDOMElement();
    expect(render(<IconBannerDock banner={banners[device]} />).container).toBeEmptyDOMElement();
  });

  it('floats fixed above the page and slides away, never taking layout space', () => {
    const css = compiledCss(join(process.cwd(), 'components/banners/icon-banner.module.scss'));
    expect(rulesOf(css, '.dock', null)).toMatch(/position:\s*fixed/);
    expect(css).toMatch(/\.dock\[data-icon-banner=stepped-aside\] \.panel\s*\{[^}]*visibility:\s*hidden/);
    expect(rulesOf(css, '.close', null)).toMatch(/width:\s*44px/);
  });
});

describe('IconBanner: the dock after first paint', () => {
  it('is not in the server HTML; once the page has loaded its code comes and the dock shows', async () => {
    expect(renderToString(withDevice('SP', <IconBanner banner={banners.SP} />))).toBe('');
    const { container } = render(withDevice('SP', <IconBanner banner={banners.SP} />));
    await loadDeferredModules();
    expect(dock(container)).toHaveAttribute('data-device', 'SP');
    expect(screen.getByRole('button', { name: CLOSE_ICON_BANNER_LABEL })).toBeInTheDocument();
  });

  it.each(['PC', 'SP'] as const)('%s: nothing when the page data has none, or on a page without ads', async (device) => {
    const none = render(withDevice(device, <IconBanner banner={null} />));
    const withoutAds = render(<IconBanner banner={banners[device]} />);
    await loadDeferredModules();
    expect(none.container).toBeEmptyDOMElement();
    expect(withoutAds.container).toBeEmptyDOMElement();
  });
});
