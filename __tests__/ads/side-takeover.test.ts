/** @jest-environment node */
import { choosePattern, hashString, selectBackgroundBanners } from '@/ads/background-pattern';
import type { SlotView } from '@/ads/empty-slot';
import { buildGptPagePlan } from '@/ads/page-plan';
import { adServerSides, backgroundSlotsOf, directSoldSidesShown, pageBackgroundVariant, type AdServerSides } from '@/ads/side-takeover';
import { slotSpecsFor } from '@/ads/slot-definitions';
import { adSpace, banner, NOW } from './fixtures';

describe('pageBackgroundVariant: the GPT jacks carry the page view\'s A/B/C variant (spec §9)', () => {
  it.each([
    ['the pattern the server chose for the direct-sold banners', 'B', 'B'],
    ['another chosen pattern', 'C', 'C'],
  ] as const)('%s wins: %s → %s', (_name, bannerPattern, variant) => {
    expect(pageBackgroundVariant(bannerPattern, NOW)).toBe(variant);
  });

  it.each([
    ['no direct-sold banner live (pattern null)', null],
    ['no banners at all (undefined)', undefined],
    ['an unknown pattern', 'X'],
  ])('%s: the same rule over A, B and C at the render time', (_name, bannerPattern) => {
    expect(pageBackgroundVariant(bannerPattern, NOW)).toBe(['A', 'B', 'C'][hashString(String(NOW.getTime())) % 3]);
    expect(pageBackgroundVariant(bannerPattern, NOW)).toBe(choosePattern(['A', 'B', 'C'], undefined, NOW));
  });

  it('equals the direct-sold banners\' own choice when their banners carry all three patterns (one variant per page view)', () => {
    const items = (['A', 'B', 'C'] as const).map((pattern, index) => banner(10 + index, { position: 'articleBackgroundLeft', pattern, displayDevices: ['1'] }));
    for (let minute = 0; minute < 30; minute += 1) {
      const now = new Date(NOW.getTime() + minute * 60_000 + minute);
      expect(pageBackgroundVariant(null, now)).toBe(selectBackgroundBanners(items, { device: 'PC', now }).pattern);
    }
  });
});

describe('backgroundSlotsOf: the element a page view renders per side', () => {
  const article = buildGptPagePlan({ device: 'PC', adPageType: 'ARTICLE_DETAIL', environment: 'prd', adSpace: adSpace('ARTICLE_DETAIL', slotSpecsFor('PC', 'ARTICLE_DETAIL').map((spec) => spec.number)), now: NOW })!;
  const top = buildGptPagePlan({ device: 'PC', adPageType: 'TOP', environment: 'prd', adSpace: adSpace('TOP', slotSpecsFor('PC', 'TOP').map((spec) => spec.number)), now: NOW })!;

  it.each([
    ['article, variant A', article, 'A', ['playnote_article_bg_l_a_gam', 'playnote_article_bg_r_a_gam']],
    ['article, variant C', article, 'C', ['playnote_article_bg_l_c_gam', 'playnote_article_bg_r_c_gam']],
    ['top page (no variants)', top, 'B', ['playnote_top_bg_l_gam', 'playnote_top_bg_r_gam']],
  ] as const)('%s → %j', (_name, plan, variant, ids) => {
    expect(backgroundSlotsOf('PC', plan.slots, variant).map((slot) => slot.id)).toEqual(ids);
  });

  it('none on SP', () => {
    expect(backgroundSlotsOf('SP', article.slots, 'A')).toEqual([]);
  });
});

describe('one takeover at the sides, never two: the ad server\'s jacks first, the direct-sold banners when they are absent or empty', () => {
  it.each<[string, SlotView[], AdServerSides]>([
    ['no GPT jack on the page (no live unit, or narrower than 1,600 px)', [], 'absent'],
    ['both waiting', ['waiting', 'waiting'], 'waiting'],
    ['one filled, one waiting', ['filled', 'waiting'], 'filled'],
    ['one filled, one empty', ['collapsed', 'filled'], 'filled'],
    ['one empty, one waiting', ['collapsed', 'waiting'], 'waiting'],
    ['both empty (collapsed)', ['collapsed', 'collapsed'], 'empty'],
    ['both empty (the rule kept their place)', ['house-promotion', 'collapsed'], 'empty'],
  ])('%s → %s', (_name, views, sides) => {
    expect(adServerSides(views)).toBe(sides);
  });

  it.each<[AdServerSides, boolean]>([
    ['absent', true],
    ['unknown', false],
    ['waiting', false],
    ['filled', false],
    ['empty', true],
  ])('ad server sides %s → direct-sold banners shown: %s', (sides, shown) => {
    expect(directSoldSidesShown(sides)).toBe(shown);
  });
});
