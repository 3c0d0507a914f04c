/** @jest-environment node */
import { AD_SPACE_PAGE_TYPES } from '@/api-clients/schemas/ads';
import { adUnitEnvironment } from '@/ads/environment';
import {
  AD_PAGE_SLUGS,
  AD_PROVIDER_SLOTS,
  ARTICLE_AD_PROVIDER_SLOTS,
  ARTICLE_AD_SLOTS,
  articleAdSlotDefinitions,
  findSlotSpec,
  GAM_NETWORK_CODE,
  gptAdUnitPath,
  gptElementId,
  INTERSTITIAL_AD_UNIT_PATHS,
  PC_SLOTS,
  SLOTS_BY_DEVICE,
  slotSpecsFor,
  SP_SLOTS,
  toAdSlotDefinition,
  toSectionAdSlotDefinition,
} from '@/ads/slot-definitions';
import { SLOT_SIZES } from '@/ads/slot-sizes';
import { getDataset } from '@/mocks/data';
import { buildAdSpaces, PAGE_SLUGS } from '@/mocks/data/ads';

describe('slot numbering (spec §3)', () => {
  it.each([
    ['PC slots are numbered 1-17', PC_SLOTS, 17],
    ['SP slots are numbered 1-13', SP_SLOTS, 13],
    ['article-ad slots are numbered 1-5', ARTICLE_AD_SLOTS, 5],
  ] as const)('%s (spec §3)', (_rule, slots, count) => {
    expect(slots.map((slot) => slot.number)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(new Set(slots.map((slot) => slot.position)).size).toBe(count);
  });

  it.each(['PC', 'SP'] as const)('every %s slot has a size kind of its own device, except the interstitial (spec §9)', (device) => {
    for (const spec of SLOTS_BY_DEVICE[device]) {
      if (spec.placement === 'interstitial') expect(spec.sizeKind).toBeNull();
      else expect(spec.sizeKind && SLOT_SIZES[spec.sizeKind].device).toBe(device);
    }
  });

  it.each([
    ['PC', 2, '1r', 'pcLargeRectangle'],
    ['PC', 3, '2r', 'pcArticleLargeRectangle'],
    ['PC', 4, 'mb', 'pcArticleDetailBanner'],
    ['PC', 5, 'mb1', 'pcArticleDetailBanner'],
    ['PC', 6, 'hpb', 'pcHalfPageBottom'],
    ['PC', 7, 'ft_l', 'pcFooterRectangleLeft'],
    ['PC', 8, 'ft_r', 'pcFooterRectangleRight'],
    ['PC', 9, 'afb', 'pcArticleFooterBanner'],
    ['SP', 1, 'headbnr', 'spHeaderBanner'],
    ['SP', 2, 'mb', 'spArticleBanner'],
    ['SP', 3, 'mb1', 'spArticleBanner'],
    ['SP', 5, 'rec', 'spRectangle'],
    ['SP', 6, 'mr', 'spMiddleRectangle'],
    ['SP', 7, 'ftbnr', 'spFooterBanner'],
    ['SP', 8, 'tophead', 'spTopHeaderBanner'],
    ['SP', 9, 'jack_l', 'spArticleJackBannerLarge'],
    ['SP', 10, 'jack_s', 'spArticleJackBannerSmall'],
  ] as const)('%s slot %i is position %s with the spec size %s (spec §3, §9)', (device, number, position, sizeKind) => {
    expect(findSlotSpec(device, number)).toMatchObject({ position, sizeKind });
  });

  it.each([
    ['PC', 'TOP', ['headbnr', '1r', '2r', 'hpb', 'ft_l', 'ft_r', 'mr', 'inter', 'ol', 'bg_l', 'bg_r', 'flexone', 'yahoo', 'card']],
    ['PC', 'PREVIEW', ['headbnr', '1r', '2r', 'mb', 'mb1', 'hpb', 'ft_l', 'ft_r', 'afb', 'mr']],
    ['SP', 'TOP', ['headbnr', 'rec', 'mr', 'ftbnr', 'tophead', 'inter', 'flexone', 'yahoo']],
    ['SP', 'SCHEDULE', ['headbnr', 'rec', 'mr', 'ftbnr', 'inter']],
  ] as const)('%s %s pages use slots %j', (device, pageType, positions) => {
    expect(slotSpecsFor(device, pageType).map((spec) => spec.position)).toEqual(positions);
  });
});

describe('element ids (page-data-shapes.md: {site}_{page}_{position}_gam PC, {site}-s_{page}_{position}_gam SP)', () => {
  it.each([
    ['PC', 'ARTICLE_DETAIL', '1r', 'playnote_article_1r_gam'],
    ['PC', 'TOP', 'hpb', 'playnote_top_hpb_gam'],
    ['PC', 'LIST', 'ft_l', 'playnote_list_ft_l_gam'],
    ['PC', 'SCHEDULE', 'afb', 'playnote_schedule_afb_gam'],
    ['SP', 'ARTICLE_DETAIL', 'mb', 'playnote-s_article_mb_gam'],
    ['SP', 'PREVIEW', 'mb1', 'playnote-s_preview_mb1_gam'],
    ['SP', 'TOP', 'headbnr', 'playnote-s_top_headbnr_gam'],
  ] as const)('%s %s %s → %s', (device, pageType, position, id) => {
    expect(gptElementId(device, pageType, position)).toBe(id);
  });

  it('ids are unique across every page type, device and slot', () => {
    const ids = AD_SPACE_PAGE_TYPES.flatMap((pageType) =>
      (['PC', 'SP'] as const).flatMap((device) => SLOTS_BY_DEVICE[device].map((spec) => gptElementId(device, pageType, spec.position))),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('ad unit paths: production units on prd, test units on dev and stg (spec §9)', () => {
  it.each([
    ['prd', 'production'],
    ['stg', 'test'],
    ['dev', 'test'],
  ] as const)('NEXT_PUBLIC_ENV=%s serves the %s units (spec §9)', (environment, expected) => {
    expect(adUnitEnvironment(environment)).toBe(expected);
  });

  it.each([
    ['PC', 'ARTICLE_DETAIL', '1r', 'production', `/${GAM_NETWORK_CODE}/playnote/pc/article/1r`],
    ['PC', 'ARTICLE_DETAIL', '1r', 'test', `/${GAM_NETWORK_CODE}/playnote_test/pc/article/1r`],
    ['SP', 'TOP', 'headbnr', 'production', `/${GAM_NETWORK_CODE}/playnote/sp/top/headbnr`],
    ['SP', 'TOP', 'headbnr', 'test', `/${GAM_NETWORK_CODE}/playnote_test/sp/top/headbnr`],
    ['PC', 'LIST', 'ft_r', 'production', `/${GAM_NETWORK_CODE}/playnote/pc/list/ft_r`],
  ] as const)('%s %s %s in %s → %s (spec §9)', (device, pageType, position, environment, path) => {
    expect(gptAdUnitPath(device, pageType, position, environment)).toBe(path);
  });

  it.each([
    ['PC', 'production', `/${GAM_NETWORK_CODE}/playnote/pc/interstitial`],
    ['PC', 'test', `/${GAM_NETWORK_CODE}/playnote_test/pc/interstitial`],
    ['SP', 'production', `/${GAM_NETWORK_CODE}/playnote/sp/interstitial`],
    ['SP', 'test', `/${GAM_NETWORK_CODE}/playnote_test/sp/interstitial`],
  ] as const)('interstitial slot for %s, %s → %s (spec §9)', (device, environment, path) => {
    expect(INTERSTITIAL_AD_UNIT_PATHS[device][environment]).toBe(path);
  });

  it('a slot definition carries id, path and the environment\'s sizes; the SP header banner differs in test (spec §3, §9)', () => {
    const spec = findSlotSpec('SP', 1);
    if (!spec?.sizeKind) throw new Error('SP slot 1 missing');
    expect(toAdSlotDefinition('SP', 'ARTICLE_DETAIL', spec, spec.sizeKind, 'production')).toEqual({
      id: 'playnote-s_article_headbnr_gam',
      adUnitPath: `/${GAM_NETWORK_CODE}/playnote/sp/article/headbnr`,
      sizes: [[320, 100]],
      position: 'headbnr',
    });
    expect(toAdSlotDefinition('SP', 'ARTICLE_DETAIL', spec, spec.sizeKind, 'test')).toEqual({
      id: 'playnote-s_article_headbnr_gam',
      adUnitPath: `/${GAM_NETWORK_CODE}/playnote_test/sp/article/headbnr`,
      sizes: [[320, 50], [320, 100]],
      position: 'headbnr',
    });
  });

  it.each([
    ['ol', true],
    ['bg_l', true],
    ['1r', undefined],
  ] as const)('PC %s collapseEmptyDiv is %s (only out-of-flow slots collapse; inline ones keep their reserved height)', (position, collapse) => {
    const spec = PC_SLOTS.find((slot) => slot.position === position);
    if (!spec?.sizeKind) throw new Error(`PC ${position} missing`);
    expect(toAdSlotDefinition('PC', 'TOP', spec, spec.sizeKind, 'production').collapseEmptyDiv).toBe(collapse);
  });
});

describe('article-ad slots 1-5 (spec §3)', () => {
  it.each([
    [0, []],
    [2, ['playnote_article_ia1_gam', 'playnote_article_ia2_gam']],
    [5, [1, 2, 3, 4, 5].map((n) => `playnote_article_ia${n}_gam`)],
    [9, [1, 2, 3, 4, 5].map((n) => `playnote_article_ia${n}_gam`)],
    [-1, []],
  ])('count %i on a PC article → %j', (count, ids) => {
    expect(articleAdSlotDefinitions('PC', 'ARTICLE_DETAIL', count, 'production').map((slot) => slot.id)).toEqual(ids);
  });

  it('only on article and preview pages; SP uses the smartphone article banner sizes (spec §9)', () => {
    expect(articleAdSlotDefinitions('PC', 'TOP', 5, 'production')).toEqual([]);
    expect(articleAdSlotDefinitions('SP', 'PREVIEW', 1, 'test')).toEqual([
      { id: 'playnote-s_preview_ia1_gam', adUnitPath: `/${GAM_NETWORK_CODE}/playnote_test/sp/preview/ia1`, sizes: SLOT_SIZES.spArticleBanner.test, position: 'ia1' },
    ]);
  });
});

describe('ad provider and section-based slot definitions (spec §3)', () => {
  it.each(['PC', 'SP'] as const)('%s has one provider definition per numbered slot with type, number and display name (spec §3)', (device) => {
    expect(AD_PROVIDER_SLOTS[device].map((slot) => slot.number)).toEqual(SLOTS_BY_DEVICE[device].map((slot) => slot.number));
    for (const slot of AD_PROVIDER_SLOTS[device]) {
      expect(['FLEXONE', 'GAM', 'YAHOO', 'NONE']).toContain(slot.type);
      expect(slot.displayName).not.toBe('');
    }
  });

  it.each([
    ['PC', 15, 'FLEXONE'],
    ['PC', 16, 'YAHOO'],
    ['PC', 2, 'GAM'],
    ['SP', 12, 'FLEXONE'],
    ['SP', 13, 'YAHOO'],
  ] as const)('%s slot %i defaults to %s', (device, number, type) => {
    expect(AD_PROVIDER_SLOTS[device].find((slot) => slot.number === number)?.type).toBe(type);
  });

  it('article-ad slots 1-5 have provider definitions too (spec §3)', () => {
    expect(ARTICLE_AD_PROVIDER_SLOTS.map(({ number, type }) => [number, type])).toEqual([1, 2, 3, 4, 5].map((n) => [n, 'GAM']));
  });

  it.each([
    ['PC', 15, 'FLEXONE', 'playnote_article_flexone_fo', 'playnote_article'],
    ['SP', 13, 'YAHOO', 'playnote-s_article_yahoo_yads', 'playnote-s_article'],
  ] as const)('section-based slot for %s %i (%s): id %s, section %s, isDmp and isSync false (spec §3)', (device, number, provider, id, sectionId) => {
    const spec = findSlotSpec(device, number);
    if (!spec) throw new Error('slot missing');
    expect(toSectionAdSlotDefinition(device, 'ARTICLE_DETAIL', spec, provider, 'production')).toMatchObject({
      id,
      sectionId,
      adId: `${sectionId}_${spec.position}`,
      isDmp: false,
      isSync: false,
    });
  });

  it('the interstitial has no section-based slot', () => {
    const spec = findSlotSpec('PC', 11);
    if (!spec) throw new Error('slot missing');
    expect(toSectionAdSlotDefinition('PC', 'TOP', spec, 'FLEXONE', 'production')).toBeNull();
  });
});

describe('the slot table agrees with the bundled content API data', () => {
  it('page slugs match', () => {
    expect(AD_PAGE_SLUGS).toEqual(PAGE_SLUGS);
  });

  it.each(['PC', 'SP'] as const)('every %s ad unit has a slot of its number, position and page type, and GAM unit ids follow the id rule', (device) => {
    for (const [pageType, space] of buildAdSpaces(device, getDataset().nowMs)) {
      for (const unit of space.units) {
        const spec = findSlotSpec(device, unit.number);
        expect({ pageType, number: unit.number, position: spec?.position, usedOnPage: spec?.pageTypes.includes(pageType) }).toEqual({
          pageType,
          number: unit.number,
          position: unit.position,
          usedOnPage: true,
        });
        if (unit.type === 'GAM') expect(unit.adSlotIds).toEqual([gptElementId(device, pageType, unit.position)]);
      }
    }
  });

  it.each(['PC', 'SP'] as const)('each %s ad space carries exactly the slots the table gives its page type', (device) => {
    for (const [pageType, space] of buildAdSpaces(device, getDataset().nowMs)) {
      expect({ pageType, numbers: space.units.map((unit) => unit.number) }).toEqual({
        pageType,
        numbers: slotSpecsFor(device, pageType).map((spec) => spec.number),
      });
    }
  });
});
