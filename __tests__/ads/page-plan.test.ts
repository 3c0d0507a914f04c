/** @jest-environment node */
import type { AdSpace } from '@/api-clients/schemas/ads';
import {
  adSpaceForDevice,
  AD_SLOT_START_DELAY_MS,
  buildGptPagePlan,
  buildProviderSlots,
  detectAdDevice,
  type GptPagePlanInput,
} from '@/ads/page-plan';
import { GAM_NETWORK_CODE, INTERSTITIAL_AD_UNIT_PATHS, slotSpecsFor } from '@/ads/slot-definitions';
import { AD_PAGE_TYPES } from '@/ads/types';
import { getDataset } from '@/mocks/data';
import { buildAdSpaces } from '@/mocks/data/ads';
import { adSpace, FUTURE, LONG_AGO, NOW, PAST, unit, YESTERDAY } from './fixtures';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPOD = 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

const PC_ARTICLE: AdSpace = adSpace('ARTICLE_DETAIL', slotSpecsFor('PC', 'ARTICLE_DETAIL').map((spec) => spec.number));

function input(overrides: Partial<GptPagePlanInput> = {}): GptPagePlanInput {
  return { device: 'PC', adPageType: 'ARTICLE_DETAIL', environment: 'prd', adSpace: PC_ARTICLE, now: NOW, ...overrides };
}

function slotIds(overrides: Partial<GptPagePlanInput> = {}): string[] {
  return buildGptPagePlan(input(overrides))?.slots.map((slot) => slot.id) ?? [];
}

describe('detectAdDevice: the mobile user-agent test picks the ad set (spec §5, §9)', () => {
  it.each([
    ['Android', ANDROID, 'SP'],
    ['iPhone', IPHONE, 'SP'],
    ['iPod', IPOD, 'SP'],
    ['iPad (not in the mobile test)', IPAD, 'PC'],
    ['Windows desktop', DESKTOP, 'PC'],
    ['Mac desktop', MAC, 'PC'],
    ['no user agent', undefined, 'PC'],
    ['empty user agent', '', 'PC'],
  ])('%s → %s (spec §5 mobile user-agent test: Android, iPhone, iPod)', (_name, userAgent, device) => {
    expect(detectAdDevice(userAgent)).toBe(device);
  });
});

describe('buildGptPagePlan: when ads run (spec §3)', () => {
  it.each([
    ['isDisplayAd false', { isDisplayAd: false }, false],
    ['isDisplayAd true', { isDisplayAd: true }, true],
    ['isDisplayAd absent (defaults to true)', { isDisplayAd: undefined }, true],
    ['ad page type NONE', { adPageType: 'NONE' }, false],
    ['ad page type NONE even with isDisplayAd true', { adPageType: 'NONE', isDisplayAd: true }, false],
  ] as const)('%s → plan %s (spec §3: only an explicit false turns ads off)', (_name, overrides, hasPlan) => {
    expect(buildGptPagePlan(input(overrides)) !== null).toBe(hasPlan);
  });

  it.each(AD_PAGE_TYPES.filter((type) => type !== 'NONE'))('a %s page has a plan (spec §2 ad page types)', (adPageType) => {
    expect(buildGptPagePlan(input({ adPageType, adSpace: null }))).not.toBeNull();
  });

  it('the hook starts slots 100 ms after the page is ready (spec §4, §9)', () => {
    expect(AD_SLOT_START_DELAY_MS).toBe(100);
  });
});

describe('buildGptPagePlan: targeting (spec §9)', () => {
  it.each([
    ['R-18 article', true, { pageType: 'ARTICLE_DETAIL', age: 'R-18' }],
    ['article not age-restricted', false, { pageType: 'ARTICLE_DETAIL' }],
    ['isR18 absent (defaults to false)', undefined, { pageType: 'ARTICLE_DETAIL' }],
  ])('%s → %j (spec §9: ads are tagged R-18 for age-restricted articles)', (_name, isR18, targeting) => {
    expect(buildGptPagePlan(input({ isR18 }))?.targeting).toEqual(targeting);
  });

  it.each([
    ['PC', 'CATEGORY'],
    ['SP', 'GAME'],
    ['SP', 'SCHEDULE'],
  ] as const)('%s %s pages carry their own ad page type in targeting', (device, adPageType) => {
    expect(buildGptPagePlan(input({ device, adPageType, adSpace: null }))?.targeting).toEqual({ pageType: adPageType });
  });
});

describe('buildGptPagePlan: interstitial on every page except previews (spec §9)', () => {
  it.each(
    (['PC', 'SP'] as const).flatMap((device) =>
      (['prd', 'stg', 'dev'] as const).flatMap((environment) =>
        AD_PAGE_TYPES.filter((type) => type !== 'NONE').map((adPageType) => [device, environment, adPageType] as const),
      ),
    ),
  )('%s %s %s (spec §9: interstitial added except on preview pages)', (device, environment, adPageType) => {
    const plan = buildGptPagePlan(input({ device, environment, adPageType, adSpace: null }));
    const expected = INTERSTITIAL_AD_UNIT_PATHS[device][environment === 'prd' ? 'production' : 'test'];
    expect(plan?.interstitialAdUnitPath).toBe(adPageType === 'PREVIEW' ? null : expected);
  });

  it('the interstitial unit of the ad space never becomes a div slot', () => {
    expect(slotIds()).not.toContain('playnote_article_inter_gam');
  });
});

describe('buildGptPagePlan: slots from the device table, restricted to live GAM units (spec §3, §9)', () => {
  it('a PC article with every unit live defines the table\'s slots in number order, with production paths on prd', () => {
    const plan = buildGptPagePlan(input());
    expect(plan?.device).toBe('PC');
    // An article's background jacks are one slot per A/B/C variant (spec §9); the page renders one.
    expect(plan?.slots.map((slot) => slot.id)).toEqual(
      ['headbnr', '1r', '2r', 'mb', 'mb1', 'hpb', 'ft_l', 'ft_r', 'afb', 'mr', 'ol', 'bg_l_a', 'bg_l_b', 'bg_l_c', 'bg_r_a', 'bg_r_b', 'bg_r_c', 'flexone', 'yahoo', 'card'].map(
        (position) => `playnote_article_${position}_gam`,
      ),
    );
    expect(plan?.slots[1]).toEqual({
      id: 'playnote_article_1r_gam',
      adUnitPath: `/${GAM_NETWORK_CODE}/playnote/pc/article/1r`,
      sizes: [[300, 250], [300, 600]],
      position: '1r',
    });
  });

  it.each([
    ['prd', `/${GAM_NETWORK_CODE}/playnote/sp/article/headbnr`, [[320, 100]]],
    ['stg', `/${GAM_NETWORK_CODE}/playnote_test/sp/article/headbnr`, [[320, 50], [320, 100]]],
    ['dev', `/${GAM_NETWORK_CODE}/playnote_test/sp/article/headbnr`, [[320, 50], [320, 100]]],
  ] as const)('SP header banner on %s → %s %j (spec §9: production and test units)', (environment, adUnitPath, sizes) => {
    const plan = buildGptPagePlan(input({ device: 'SP', environment, adSpace: adSpace('ARTICLE_DETAIL', [1]) }));
    expect(plan?.slots).toEqual([{ id: 'playnote-s_article_headbnr_gam', adUnitPath, sizes, position: 'headbnr' }]);
  });

  it.each([
    ['type GAM, showAds, no release window', {}, true],
    ['type FLEXONE', { type: 'FLEXONE' }, false],
    ['type YAHOO', { type: 'YAHOO' }, false],
    ['type NONE', { type: 'NONE' }, false],
    ['showAds false', { showAds: false }, false],
    ['release window around now', { releaseStartAt: PAST, releaseEndAt: FUTURE }, true],
    ['release started, open end', { releaseStartAt: PAST, releaseEndAt: null }, true],
    ['release not started yet', { releaseStartAt: FUTURE, releaseEndAt: null }, false],
    ['release ended', { releaseStartAt: LONG_AGO, releaseEndAt: YESTERDAY }, false],
    ['release ends exactly now (inclusive)', { releaseStartAt: PAST, releaseEndAt: NOW.toISOString() }, true],
    ['no release start, end in the future', { releaseStartAt: null, releaseEndAt: FUTURE }, true],
    ['no release start, end passed', { releaseStartAt: null, releaseEndAt: YESTERDAY }, false],
    ['invalid release start', { releaseStartAt: 'soon' as string }, false],
    ['release end before start', { releaseStartAt: FUTURE, releaseEndAt: PAST }, false],
  ] as const)('unit %s → slot defined: %s (spec §4 display window)', (_name, overrides, defined) => {
    const space = { pageType: 'ARTICLE_DETAIL' as const, units: [unit(2, overrides)] };
    expect(slotIds({ adSpace: space })).toEqual(defined ? ['playnote_article_1r_gam'] : []);
  });

  it.each([
    ['no ad space (source failed)', null],
    ['an ad space of another page type', adSpace('TOP', [1, 2, 3])],
    ['a unit number no slot has', adSpace('ARTICLE_DETAIL', [99])],
  ])('%s → no div slots', (_name, space) => {
    expect(slotIds({ adSpace: space })).toEqual([]);
  });

  it('a unit number the page type does not carry is ignored', () => {
    expect(slotIds({ adPageType: 'TOP', adSpace: adSpace('TOP', [2, 4]) })).toEqual(['playnote_top_1r_gam']);
  });

  it('category and game pages use the list units and slugs', () => {
    expect(slotIds({ adPageType: 'CATEGORY', adSpace: adSpace('LIST', [2]) })).toEqual(['playnote_list_1r_gam']);
    expect(slotIds({ adPageType: 'GAME', device: 'SP', adSpace: adSpace('LIST', [2]) })).toEqual(['playnote-s_list_mb_gam']);
  });

  it('duplicate unit numbers: the first unit decides', () => {
    const space: AdSpace = { pageType: 'ARTICLE_DETAIL', units: [unit(2, { showAds: false }), unit(2)] };
    expect(slotIds({ adSpace: space })).toEqual([]);
  });

  it.each([
    [0, []],
    [3, ['ia1', 'ia2', 'ia3']],
  ])('article-ad slots follow the numbered ones: count %i → %j', (articleAdCount, positions) => {
    expect(slotIds({ adSpace: adSpace('ARTICLE_DETAIL', [2]), articleAdCount })).toEqual([
      'playnote_article_1r_gam',
      ...positions.map((position) => `playnote_article_${position}_gam`),
    ]);
  });

  it('an ad space from the bundled content API yields its live GAM units on an SP article', () => {
    const space = adSpaceForDevice('SP', { gptPcAdData: null, gptSpAdData: buildAdSpaces('SP', getDataset().nowMs).get('ARTICLE_DETAIL') ?? null });
    expect(slotIds({ device: 'SP', adSpace: space })).toEqual(
      ['headbnr', 'mb', 'mb1', 'mb2', 'rec', 'mr', 'ftbnr', 'jack_l', 'jack_s'].map((position) => `playnote-s_article_${position}_gam`),
    );
  });

  it('adSpaceForDevice picks gptPcAdData for PC and gptSpAdData for SP (spec §3)', () => {
    const pc = adSpace('TOP', [1]);
    const sp = adSpace('TOP', [2]);
    expect(adSpaceForDevice('PC', { gptPcAdData: pc, gptSpAdData: sp })).toBe(pc);
    expect(adSpaceForDevice('SP', { gptPcAdData: pc, gptSpAdData: sp })).toBe(sp);
  });
});

describe('buildProviderSlots: FLEXONE and YAHOO units as section-based slots (spec §3)', () => {
  const space: AdSpace = {
    pageType: 'ARTICLE_DETAIL',
    units: [
      unit(2),
      unit(15, { type: 'FLEXONE', adScript: '<div class="flexone-ad"></div>' }),
      unit(16, { type: 'YAHOO', showAds: false }),
      unit(4, { type: 'YAHOO', adScript: '<div class="yads"></div>' }),
    ],
  };

  it('keeps the live provider units in slot order with their provider definition, never the ad space\'s adScript tag', () => {
    const slots = buildProviderSlots(input({ adSpace: space }));
    expect(slots).toEqual([
      {
        provider: { type: 'YAHOO', number: 4, displayName: '記事詳細バナー' },
        slot: expect.objectContaining({ id: 'playnote_article_mb_yads', isDmp: false, isSync: false }),
      },
      {
        provider: { type: 'FLEXONE', number: 15, displayName: 'FLEXONE枠' },
        slot: expect.objectContaining({ id: 'playnote_article_flexone_fo', sectionId: 'playnote_article' }),
      },
    ]);
    expect(JSON.stringify(slots)).not.toContain('<div');
  });

  it.each([
    ['isDisplayAd false', { isDisplayAd: false }],
    ['ad page type NONE', { adPageType: 'NONE' }],
  ] as const)('%s → none (spec §3)', (_name, overrides) => {
    expect(buildProviderSlots(input({ adSpace: space, ...overrides }))).toEqual([]);
  });
});
