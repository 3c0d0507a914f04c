import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { join } from 'node:path';
import { ArticleBackgroundJacks, TopJacks } from '@/components/banners/side-jacks';
import type { BackgroundBannerViews } from '@/lib/page-data/banners';
import { loadDeferredModules } from '../../support/deferred-modules';
import { bannerView, compiledCss, rulesOf, withDevice } from './banner-test-helpers';

const jacks = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-side]')];

describe('TopJacks', () => {
  it('the left and right jacks of the device, each an image with alt text, linked rel="sponsored noopener" and labelled PR', async () => {
    const { container, getAllByRole, getAllByText } = render(
      withDevice('PC', <TopJacks left={bannerView('l')} right={bannerView('r', { linkedUrl: 'https://ad.example/' })} />),
    );
    await loadDeferredModules();
    expect(jacks(container).map((jack) => jack.dataset.side)).toEqual(['left', 'right']);
    expect(getAllByRole('img').map((image) => [image.getAttribute('alt'), image.getAttribute('width'), image.getAttribute('height')])).toEqual([
      ['『ゲームl』好評発売中', '200', '1000'],
      ['『ゲームr』好評発売中', '200', '1000'],
    ]);
    const [left, right] = getAllByRole('link');
    expect(left).toHaveAttribute('rel', 'sponsored noopener');
    expect(right).toHaveAttribute('target', '_blank');
    expect(getAllByText('PR')).toHaveLength(2);
  });

  it('not in the server HTML: fixed beside the column, they come after first paint', () => {
    expect(renderToString(withDevice('PC', <TopJacks left={bannerView('l')} right={bannerView('r')} />))).toBe('');
  });

  it('one side alone; none when the page data has none (SP: the jacks are PC units) or without ads', async () => {
    const one = render(withDevice('PC', <TopJacks left={null} right={bannerView('r')} />));
    await loadDeferredModules();
    expect(jacks(one.container).map((jack) => jack.dataset.side)).toEqual(['right']);
    one.unmount();
    const sp = render(withDevice('SP', <TopJacks left={null} right={null} />));
    await loadDeferredModules();
    expect(sp.container).toBeEmptyDOMElement();
    sp.unmount();
    const withoutAds = render(<TopJacks left={bannerView('l')} right={bannerView('r')} />);
    await loadDeferredModules();
    expect(withoutAds.container).toBeEmptyDOMElement();
  });
});

describe('ArticleBackgroundJacks', () => {
  const choice = (pattern: 'A' | 'B', id: string): BackgroundBannerViews => ({
    pattern,
    left: bannerView(`${id}l`, { backgroundColor: '#0b1f3a' }),
    right: bannerView(`${id}r`),
  });
  /** What the page data gives a device without background banners (the data set's SP). */
  const none: BackgroundBannerViews = { pattern: null, left: null, right: null };

  it('shows the chosen pattern’s banners, painted in their background colour', async () => {
    const { container } = render(withDevice('PC', <ArticleBackgroundJacks background={choice('A', 'a')} />));
    await loadDeferredModules();
    const [left, right] = jacks(container);
    expect(left?.dataset.pattern).toBe('A');
    expect(left).toHaveStyle({ backgroundColor: '#0b1f3a' });
    expect(right?.style.backgroundColor).toBe('');
    expect(container.querySelectorAll('img')).toHaveLength(2);
  });

  it('keeps the first pattern for the page view when a refresh brings another choice', async () => {
    const { container, rerender } = render(withDevice('PC', <ArticleBackgroundJacks background={choice('A', 'a')} />));
    await loadDeferredModules();
    rerender(withDevice('PC', <ArticleBackgroundJacks background={choice('B', 'b')} />));
    expect(jacks(container).map((jack) => jack.dataset.pattern)).toEqual(['A', 'A']);
    expect(container.querySelector('img')).toHaveAttribute('alt', '『ゲームal』好評発売中');
  });

  it('nothing when the page data has no background (SP) or without ads', async () => {
    const sp = render(withDevice('SP', <ArticleBackgroundJacks background={none} />));
    const withoutAds = render(<ArticleBackgroundJacks background={choice('A', 'a')} />);
    await loadDeferredModules();
    expect(sp.container).toBeEmptyDOMElement();
    expect(withoutAds.container).toBeEmptyDOMElement();
  });
});

describe('side jack styles', () => {
  const css = compiledCss(join(process.cwd(), 'components/banners/side-jacks.module.scss'));

  it('hidden below 1600 px, where there is no room beside the 1200 px content column', () => {
    expect(rulesOf(css, '.jack', null)).toMatch(/display:\s*none/);
  });

  it('from 1600 px fixed at the sides, never wider than the space beside the column', () => {
    const wide = rulesOf(css, '.jack', '(min-width: 1600px)');
    expect(wide).toMatch(/display:\s*block/);
    expect(wide).toMatch(/position:\s*fixed/);
    expect(wide).toMatch(/width:\s*calc\(\(100% - 1200px\) \/ 2\)/);
  });
});
