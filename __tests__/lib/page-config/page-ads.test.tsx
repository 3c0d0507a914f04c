import { render, screen } from '@testing-library/react';
import { slotsInRegion, SLOT_REGIONS } from '@/ads/slot-placement';
import type { AdSpace } from '@/api-clients/schemas/ads';
import { AdPlanProvider } from '@/components/ads/ad-plan-context';
import { AdRegion } from '@/components/ads/ad-region';
import { adExtrasFromPageProps, pageAdsOf, planFromPageProps } from '@/lib/page-config/page-ads';
import type { PageMeta } from '@/lib/page-config/types';

function adSpace(pageType: AdSpace['pageType'], positions: [number, string][]): AdSpace {
  return {
    pageType,
    units: positions.map(([number, position]) => ({
      number,
      position,
      type: 'GAM',
      adScript: null,
      showAds: true,
      adSlotIds: [],
      releaseStartAt: '2020-01-01T00:00:00+09:00',
      releaseEndAt: null,
    })),
  };
}

const meta = (adDevice: 'PC' | 'SP'): PageMeta => ({
  routePath: '/article/[publicationDate]/[articleId]/',
  routeParams: {},
  queryValues: {},
  adPageType: 'ARTICLE_DETAIL',
  refreshIntervalMs: 300_000,
  adDevice,
  renderedAt: '2026-11-20T03:00:00.000Z',
});

const props = {
  gptPcAdData: adSpace('ARTICLE_DETAIL', [[1, 'headbnr'], [2, '1r'], [9, 'afb']]),
  gptSpAdData: adSpace('ARTICLE_DETAIL', [[1, 'headbnr'], [2, 'mb']]),
};

describe('the page view’s ad plan from its props (spec §3)', () => {
  it('uses the ad set of the device the server detected', () => {
    expect(planFromPageProps({ ...props, pageMeta: meta('PC') }, 'prd')?.slots.map((slot) => slot.position)).toEqual(['headbnr', '1r', 'afb']);
    expect(planFromPageProps({ ...props, pageMeta: meta('SP') }, 'prd')?.slots.map((slot) => slot.position)).toEqual(['headbnr', 'mb']);
  });

  it("targets 'R-18' on age-restricted articles and nothing when isDisplayAd is false", () => {
    expect(planFromPageProps({ ...props, pageMeta: meta('PC'), articleDetailData: { isR18: true } }, 'prd')?.targeting.age).toBe('R-18');
    expect(planFromPageProps({ ...props, pageMeta: meta('PC'), articleDetailData: { isDisplayAd: false } }, 'prd')).toBeNull();
  });

  it('no plan without page meta (error pages)', () => {
    expect(planFromPageProps(props, 'prd')).toBeNull();
  });
});

describe('article-ad slots: as many as the body renders (adBreaks)', () => {
  const inBody = (adDevice: 'PC' | 'SP', articleDetailData: { adBreaks?: number[]; isDisplayAd?: boolean }) =>
    planFromPageProps({ ...props, pageMeta: meta(adDevice), articleDetailData }, 'prd')?.slots.filter((slot) => slot.position?.startsWith('ia'));

  it.each([
    ['no breaks', [], []],
    ['two breaks', [3, 9], ['ia1', 'ia2']],
    ['five breaks', [2, 6, 10, 14, 18], ['ia1', 'ia2', 'ia3', 'ia4', 'ia5']],
  ])('%s (%j)', (_name, adBreaks, positions) => {
    expect(inBody('PC', { adBreaks })?.map((slot) => slot.position)).toEqual(positions);
  });

  it('with the article-ad unit path, id and sizes of the device', () => {
    expect(inBody('PC', { adBreaks: [3] })).toEqual([
      { id: 'playnote_article_ia1_gam', adUnitPath: '/21900000000/playnote/pc/article/ia1', sizes: [[300, 250], [336, 280], [600, 250]], position: 'ia1' },
    ]);
    expect(inBody('SP', { adBreaks: [3] })).toEqual([
      {
        id: 'playnote-s_article_ia1_gam',
        adUnitPath: '/21900000000/playnote/sp/article/ia1',
        sizes: [[320, 50], [320, 100], [320, 180], [300, 250], [336, 280], 'fluid'],
        position: 'ia1',
      },
    ]);
  });

  it('none without an article, and no plan at all when the article turns ads off', () => {
    expect(inBody('PC', {})).toEqual([]);
    expect(inBody('PC', { adBreaks: [3], isDisplayAd: false })).toBeUndefined();
  });
});

describe('ad regions', () => {
  it('every placed position belongs to exactly one region per device', () => {
    for (const device of ['PC', 'SP'] as const) {
      const plan = planFromPageProps({ ...props, pageMeta: meta(device) }, 'prd');
      const placed = (['header', 'main-top', 'main-bottom', 'rail', 'footer'] as const).flatMap((region) => slotsInRegion(device, plan?.slots ?? [], region));
      expect(placed.map((slot) => slot.position).sort()).toEqual((plan?.slots ?? []).map((slot) => slot.position).filter((position) => position !== undefined && position in SLOT_REGIONS[device]).sort());
    }
  });

  it('renders a labelled 広告 slot with its reserved height in its region', () => {
    const plan = planFromPageProps({ ...props, pageMeta: meta('PC') }, 'prd');
    const { container } = render(
      <AdPlanProvider plan={plan}>
        <AdRegion region="rail" />
      </AdPlanProvider>,
    );
    expect(screen.getByText('広告')).toBeInTheDocument();
    expect(container.querySelector('#playnote_article_1r_gam')).not.toBeNull();
    expect(container.querySelector('[style*="min-height: 600px"]')).not.toBeNull();
  });

  it('renders nothing without a plan', () => {
    const { container } = render(<AdRegion region="header" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('pageAdsOf: the plans of planFromPageProps and adExtrasFromPageProps, built once per ad space', () => {
  // Unit 2 is released at 12:00 JST and ends at 13:00 JST (both ends inclusive); a FLEXONE unit in
  // the rail for the section plan.
  const space: AdSpace = {
    pageType: 'ARTICLE_DETAIL',
    units: [
      { number: 1, position: 'headbnr', type: 'GAM', adScript: null, showAds: true, adSlotIds: [], releaseStartAt: null, releaseEndAt: null },
      { number: 2, position: '1r', type: 'GAM', adScript: null, showAds: true, adSlotIds: [], releaseStartAt: '2026-11-20T12:00:00+09:00', releaseEndAt: '2026-11-20T13:00:00+09:00' },
      { number: 3, position: '2r', type: 'FLEXONE', adScript: null, showAds: true, adSlotIds: [], releaseStartAt: '2026-11-20T12:00:00+09:00', releaseEndAt: null },
    ],
  };
  const at = (renderedAt: string, adDevice: 'PC' | 'SP' = 'PC', articleDetailData?: { isR18?: boolean; isDisplayAd?: boolean; adBreaks?: readonly number[] }) => ({
    gptPcAdData: space,
    gptSpAdData: space,
    articleDetailData,
    pageMeta: { ...meta(adDevice), renderedAt, adScriptUrls: { FLEXONE: 'https://flexone.example/tag.js' } },
  });

  it.each([
    ['before the window', '2026-11-20T02:59:59.999Z'],
    ['its first millisecond', '2026-11-20T03:00:00.000Z'],
    ['inside it', '2026-11-20T03:30:00.000Z'],
    ['its last millisecond', '2026-11-20T04:00:00.000Z'],
    ['after it', '2026-11-20T04:00:00.001Z'],
    ['before it again', '2026-11-20T02:00:00.000Z'],
  ])('equals building both plans afresh, whatever was built before (%s)', (_name, renderedAt) => {
    for (const [device, article] of [
      ['PC', undefined],
      ['SP', undefined],
      ['PC', { isR18: true, adBreaks: [3, 9] }],
      ['PC', { isDisplayAd: false }],
    ] as const) {
      const props = at(renderedAt, device, article);
      expect(pageAdsOf(props, 'prd')).toEqual({ plan: planFromPageProps(props, 'prd'), extras: adExtrasFromPageProps(props, 'prd') });
    }
  });

  it('page views with the same ad space and the same live units share the plans; the variant is each view’s own', () => {
    const first = pageAdsOf(at('2026-11-20T03:10:00.000Z'), 'prd');
    const second = pageAdsOf(at('2026-11-20T03:20:00.000Z'), 'prd');
    expect(second?.plan).toBe(first?.plan);
    expect(second?.extras.sections).toBe(first?.extras.sections);
    const later = pageAdsOf(at('2026-11-20T04:10:00.000Z'), 'prd');
    expect(later?.plan).not.toBe(first?.plan);
    expect(first?.plan?.slots.map((slot) => slot.position)).toContain('1r');
    expect(later?.plan?.slots.map((slot) => slot.position)).not.toContain('1r');
    expect(first?.extras.sections.slots.map((entry) => entry.provider.type)).toEqual(['FLEXONE']);
    expect(pageAdsOf(at('2026-11-20T03:10:00.000Z'), 'dev')?.plan).not.toBe(first?.plan);
  });

  it('null without page meta; without an ad space the same as building afresh', () => {
    expect(pageAdsOf(props, 'prd')).toBeNull();
    const withoutSpace = { pageMeta: meta('SP') };
    expect(pageAdsOf(withoutSpace, 'prd')).toEqual({ plan: planFromPageProps(withoutSpace, 'prd'), extras: adExtrasFromPageProps(withoutSpace, 'prd') });
  });
});
