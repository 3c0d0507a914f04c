import { render, screen, within } from '@testing-library/react';
import { FeatureBanners, PickupBanners, UnderArticleAds } from '@/components/banners/banner-lists';
import { bannerView, featureView, withDevice } from './banner-test-helpers';

describe('FeatureBanners', () => {
  it('a section named by its heading, each banner an image (alt = title) linking with rel="sponsored noopener" and labelled PR', () => {
    render(withDevice('PC', <FeatureBanners headingId="f" title="おすすめ特集" banners={[featureView(0), featureView(1)]} variant="row" />));
    const section = screen.getByRole('region', { name: 'おすすめ特集' });
    expect(within(section).getByRole('heading', { level: 2, name: 'おすすめ特集' })).toBeInTheDocument();
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/special/feature-0/', '/special/feature-1/']);
    expect(links.every((link) => link.getAttribute('rel') === 'sponsored noopener')).toBe(true);
    expect(within(section).getByRole('img', { name: '特集1' })).toHaveAttribute('width', '600');
    expect(within(section).getAllByText('PR')).toHaveLength(2);
  });

  it('drops banners with unsafe links; nothing at all without banners or without ads', () => {
    const { unmount } = render(
      withDevice('SP', <FeatureBanners headingId="f" title="特集" banners={[featureView(0, { linkedUrl: 'javascript:void(0)' }), featureView(1)]} variant="rail" />),
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    unmount();
    const empty = render(withDevice('PC', <FeatureBanners headingId="f" title="特集" banners={[]} variant="row" />));
    expect(empty.container).toBeEmptyDOMElement();
    empty.unmount();
    const noAds = render(<FeatureBanners headingId="f" title="特集" banners={[featureView(0)]} variant="row" />);
    expect(noAds.container).toBeEmptyDOMElement();
  });
});

describe('PickupBanners', () => {
  it.each([
    ['PC', ['1', '2']],
    ['SP', ['3']],
  ] as const)('%s: the pickup banners the page data chose for the device, as a labelled list', (device, expected) => {
    render(withDevice(device, <PickupBanners banners={expected.map((id) => bannerView(id))} />));
    const list = screen.getByRole('list', { name: 'ピックアップ（PR）' });
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(expected.map((id) => `/game/title/${id}/page/1/`));
    expect(within(list).getAllByText('PR')).toHaveLength(expected.length);
  });

  it('nothing when the device has none, and nothing without ads', () => {
    const { container, unmount } = render(withDevice('SP', <PickupBanners banners={[]} />));
    expect(container).toBeEmptyDOMElement();
    unmount();
    expect(render(<PickupBanners banners={[bannerView('1')]} />).container).toBeEmptyDOMElement();
  });
});

describe('UnderArticleAds', () => {
  it('the under-article and the under-banner ad, in that order', () => {
    const { container } = render(withDevice('PC', <UnderArticleAds underArticle={featureView(2)} underBanner={featureView(7)} />));
    expect([...container.querySelectorAll('[data-banner]')].map((element) => element.getAttribute('data-banner'))).toEqual(['under-article', 'under-banner']);
    expect(screen.getByRole('img', { name: '特集2' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '特集7' })).toBeInTheDocument();
  });

  it('a null side is left out; both null render nothing', () => {
    const { container, unmount } = render(withDevice('SP', <UnderArticleAds underArticle={null} underBanner={featureView(7)} />));
    expect([...container.querySelectorAll('[data-banner]')].map((element) => element.getAttribute('data-banner'))).toEqual(['under-banner']);
    unmount();
    const none = render(withDevice('SP', <UnderArticleAds underArticle={null} underBanner={null} />));
    expect(none.container).toBeEmptyDOMElement();
  });
});
