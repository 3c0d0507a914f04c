import { render, screen, within } from '@testing-library/react';
import { AD_DEVICES, isForDevice } from '@/ads/device';
import type { AdDevice, GptPagePlan } from '@/ads/types';
import { AdPlanProvider } from '@/components/ads/ad-plan-context';
import { TopPage } from '@/components/pages/top-page';
import { isWithinDisplayWindow } from '@/foundation/site/display-window';
import { runPageData } from '@/lib/page-config/run-page-data';
import type { TopPageProps } from '@/lib/page-data/top';
import { getDataset } from '@/mocks/data';
import { captureLogs, dataNow, makeFetchSource, setupContentApi } from '../../support/content-api';
import { READER_USER_AGENTS } from '../../support/readers';
import { withIslands } from '../../support/islands';

setupContentApi();
captureLogs();

const now = dataNow();
const plan = (device: AdDevice): GptPagePlan => ({ device, slots: [], interstitialAdUnitPath: null, targeting: {} });

/** The top page's props for a reader on `device`, as SSR builds them. */
async function topProps(device: AdDevice): Promise<TopPageProps> {
  const result = await runPageData({ routePath: '/', params: {}, query: {}, fetchSource: makeFetchSource(), now, userAgent: READER_USER_AGENTS[device] });
  if (result?.kind !== 'props') throw new Error('expected props');
  return result.props as unknown as TopPageProps;
}

describe('top page carousel tiles by device (spec §4 device types PC and SP; issue 16: by position)', () => {
  it.each(AD_DEVICES)('on %s only the live tile-position banners that target it, best first, each labelled PR', async (device) => {
    const props = await topProps(device);
    // Independently from the page data: the data set's carousel, by position, device and display window.
    const expected = getDataset()
      .ads.banners.carousel.filter(
        (banner) => banner.position === 'spCarousel' && isForDevice(banner.displayDevices, device) && isWithinDisplayWindow(banner.startAt, banner.endAt, now),
      )
      .sort((a, b) => a.priority - b.priority);
    render(
      <AdPlanProvider plan={plan(device)}>
        <TopPage {...withIslands('/', props)} />
      </AdPlanProvider>,
    );
    const list = screen.queryByRole('list', { name: '特集バナー' });
    const shown = list ? within(list).getAllByRole('img').map((image) => image.getAttribute('alt')) : [];
    expect(shown).toEqual(expected.map((banner) => banner.title));
    if (list) expect(within(list).getAllByText('PR')).toHaveLength(shown.length);
    // The data set's carousel targets phones: SP shows some, PC none.
    expect(shown.length > 0).toBe(device === 'SP');
  });

  it('without ads (no plan) the carousel is not shown', async () => {
    render(<TopPage {...withIslands('/', await topProps('SP'))} />);
    expect(screen.queryByRole('list', { name: '特集バナー' })).not.toBeInTheDocument();
  });
});
