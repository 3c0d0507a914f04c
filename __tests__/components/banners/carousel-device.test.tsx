import { render, screen, within } from '@testing-library/react';
import type { GptPagePlan } from '@/ads/types';
import { AdPlanProvider } from '@/components/ads/ad-plan-context';
import { TopPage } from '@/components/pages/top-page';
import { runPageData } from '@/lib/page-config/run-page-data';
import type { TopPageProps } from '@/lib/page-data/top';
import { MOCK_NOW } from '@/mocks/data';
import { captureLogs, makeFetchSource, setupContentApi } from '../../support/content-api';

setupContentApi();
captureLogs();

const plan = (device: 'PC' | 'SP'): GptPagePlan => ({ device, slots: [], interstitialAdUnitPath: null, targeting: {} });

async function topProps(): Promise<TopPageProps> {
  const result = await runPageData({ routePath: '/', params: {}, query: {}, fetchSource: makeFetchSource(), now: new Date(MOCK_NOW) });
  if (result?.kind !== 'props') throw new Error('expected props');
  return result.props as unknown as TopPageProps;
}

describe('top page carousel banners by device (spec §4 device types PC and SP)', () => {
  it.each([
    ['PC', '1'],
    ['SP', '2'],
  ] as const)('on %s only the banners that target it', async (device, code) => {
    const props = await topProps();
    const expected = props.carouselBanners.filter((banner) => banner.displayDevices.includes(code));
    expect(props.carouselBanners.length).toBeGreaterThan(0);
    const { unmount } = render(
      <AdPlanProvider plan={plan(device)}>
        <TopPage {...props} />
      </AdPlanProvider>,
    );
    const list = screen.queryByRole('list', { name: '特集バナー' });
    const shownImages = list ? within(list).queryAllByRole('img').length : 0;
    // The SP movie banner shown at the top is not repeated in the carousel.
    expect(shownImages).toBeLessThanOrEqual(expected.length);
    expect(shownImages).toBeGreaterThanOrEqual(Math.max(0, expected.length - 1));
    unmount();
  });

  it('without ads (no plan) the carousel is not shown', async () => {
    render(<TopPage {...await topProps()} />);
    expect(screen.queryByRole('list', { name: '特集バナー' })).not.toBeInTheDocument();
  });
});
