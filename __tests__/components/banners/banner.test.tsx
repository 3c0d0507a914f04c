import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { AdBanner, adLinkTarget, PageBanner, SPONSORED_REL } from '@/components/banners/banner';
import { BANNER_LABEL, BANNER_SIZES } from '@/components/banners/banner-sizes';
import { bannerView, withDevice } from './banner-test-helpers';

describe('AdBanner', () => {
  it('the image has the banner title as alt text and the unit size, in a box of the unit’s aspect ratio (no shift)', () => {
    const { container } = render(<AdBanner banner={bannerView('1')} size={BANNER_SIZES.topHeader} sizes="860px" kind="top-header" />);
    const image = screen.getByRole('img', { name: '『ゲーム1』好評発売中' });
    expect(image).toHaveAttribute('width', '970');
    expect(image).toHaveAttribute('height', '250');
    expect(image.parentElement?.style.aspectRatio).toBe('970 / 250');
    expect(container.querySelector('[data-banner="top-header"]')).toHaveStyle({ maxWidth: '970px' });
  });

  it('links through safeHref with rel="sponsored noopener" and a visible PR label', () => {
    render(<AdBanner banner={bannerView('1')} size={BANNER_SIZES.listPickup} sizes="300px" kind="x" />);
    const link = screen.getByRole('link', { name: '『ゲーム1』好評発売中' });
    expect(link).toHaveAttribute('href', '/game/title/1/page/1/');
    expect(link).toHaveAttribute('rel', SPONSORED_REL);
    expect(SPONSORED_REL).toBe('sponsored noopener');
    expect(link).not.toHaveAttribute('target');
    expect(screen.getByText(BANNER_LABEL)).toBeVisible();
    expect(BANNER_LABEL).toBe('PR');
  });

  it.each([
    ['an external link', '_blank', { linkedUrl: 'https://www.example.com/banner/1/' }],
    ['a site link the unit opens in a new tab', '_blank', { isNewTab: true }],
    ['a site link', 'none', {}],
  ])('%s: target %s', (_name, target, overrides) => {
    render(<AdBanner banner={bannerView('1', overrides)} size={BANNER_SIZES.listPickup} sizes="300px" kind="x" />);
    const link = screen.getByRole('link');
    if (target !== 'none') expect(link).toHaveAttribute('target', target);
    else expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
  });

  it.each(['javascript:alert(1)', '//evil.example/', 'data:text/html,x', ''])('an unsafe link (%j) drops the banner', (linkedUrl) => {
    const { container } = render(<AdBanner banner={bannerView('1', { linkedUrl })} size={BANNER_SIZES.listPickup} sizes="300px" kind="x" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('adLinkTarget: new tab for external links or when asked', () => {
    expect(adLinkTarget('https://a.example/')).toBe('_blank');
    expect(adLinkTarget('/special/x/')).toBeUndefined();
    expect(adLinkTarget('/special/x/', true)).toBe('_blank');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <main>
        <AdBanner banner={bannerView('1')} size={BANNER_SIZES.feature} sizes="300px" kind="x" />
      </main>,
    );
    // Colour contrast needs a real renderer (the browser tests check it).
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('PageBanner: the banner the page data chose for the reader’s device', () => {
  it.each([
    ['PC', bannerView('pc'), '『ゲームpc』好評発売中'],
    ['SP', bannerView('sp'), '『ゲームsp』好評発売中'],
  ] as const)('%s shows the banner it is given', (device, banner, alt) => {
    render(withDevice(device, <PageBanner banner={banner} size={BANNER_SIZES.topHeader} sizes="860px" kind="x" />));
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([alt]);
  });

  it.each(['PC', 'SP'] as const)('%s: nothing when the page data has no banner, and nothing on a page without ads (no ad plan)', (device) => {
    const { container, unmount } = render(withDevice(device, <PageBanner banner={null} size={BANNER_SIZES.topHeader} sizes="860px" kind="x" />));
    expect(container).toBeEmptyDOMElement();
    unmount();
    const noPlan = render(<PageBanner banner={bannerView('pc')} size={BANNER_SIZES.topHeader} sizes="860px" kind="x" />);
    expect(noPlan.container).toBeEmptyDOMElement();
  });
});
