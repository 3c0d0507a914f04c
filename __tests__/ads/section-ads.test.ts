/** @jest-environment node */
import type { AdSpace } from '@/api-clients/schemas/ads';
import { buildSectionAdPlan, type AdProviderScriptUrls, type GptPagePlanInput } from '@/ads/page-plan';
import { sectionSlotAttributes } from '@/ads/section-slot-attributes';
import { outOfFlowSlotDefinitions, findSlotSpecByPosition, GAM_NETWORK_CODE } from '@/ads/slot-definitions';
import { getDataset } from '@/mocks/data';
import { buildAdSpaces } from '@/mocks/data/ads';
import { NOW, unit } from './fixtures';

const FLEXONE_URL = 'https://flexone.example/tag.js';
const YAHOO_URL = 'https://yads.example/yads.js';
const BOTH: AdProviderScriptUrls = { FLEXONE: FLEXONE_URL, YAHOO: YAHOO_URL };

function input(overrides: Partial<GptPagePlanInput> = {}): GptPagePlanInput {
  return { device: 'PC', adPageType: 'ARTICLE_DETAIL', environment: 'prd', adSpace: null, now: NOW, ...overrides };
}

const space = (pageType: AdSpace['pageType'], units: AdSpace['units']): AdSpace => ({ pageType, units });

describe('buildSectionAdPlan: FLEXONE and YAHOO units as section slots, only with their script URL (issue 16)', () => {
  const pcArticle = space('ARTICLE_DETAIL', [unit(15, { type: 'FLEXONE' }), unit(16, { type: 'YAHOO' })]);
  const spArticle = space('ARTICLE_DETAIL', [unit(12, { type: 'FLEXONE' }), unit(13, { type: 'YAHOO' })]);

  it.each([
    ['PC, both URLs', 'PC', pcArticle, BOTH, [['playnote_article_flexone_fo', 'rail'], ['playnote_article_yahoo_yads', 'rail']], ['FLEXONE', 'YAHOO']],
    ['PC, FLEXONE only', 'PC', pcArticle, { FLEXONE: FLEXONE_URL }, [['playnote_article_flexone_fo', 'rail']], ['FLEXONE']],
    ['PC, YAHOO only', 'PC', pcArticle, { YAHOO: YAHOO_URL }, [['playnote_article_yahoo_yads', 'rail']], ['YAHOO']],
    ['PC, no URL: nothing rendered, nothing loaded', 'PC', pcArticle, {}, [], []],
    ['SP, both URLs: after the content', 'SP', spArticle, BOTH, [['playnote-s_article_flexone_fo', 'main-bottom'], ['playnote-s_article_yahoo_yads', 'main-bottom']], ['FLEXONE', 'YAHOO']],
  ] as const)('%s', (_name, device, adSpace, urls, slots, providers) => {
    const plan = buildSectionAdPlan(input({ device, adSpace }), urls);
    expect(plan.slots.map((entry) => [entry.slot.id, entry.region])).toEqual(slots);
    expect(plan.scripts).toEqual(providers.map((provider) => ({ provider, url: BOTH[provider] })));
  });

  it.each([
    ['a GAM position served by YAHOO goes to that position\'s region', 'PC', unit(2, { type: 'YAHOO' }), [['playnote_article_1r_yads', 'rail']]],
    ['an SP banner position served by FLEXONE', 'SP', unit(2, { type: 'FLEXONE' }), [['playnote-s_article_mb_fo', 'main-bottom']]],
    ['the header banner served by FLEXONE', 'PC', unit(1, { type: 'FLEXONE' }), [['playnote_article_headbnr_fo', 'header']]],
    ['an out-of-flow position (overlay) has no section region', 'PC', unit(12, { type: 'FLEXONE' }), []],
    ['the card position has no region', 'PC', unit(17, { type: 'YAHOO' }), []],
    ['a unit switched off', 'PC', unit(15, { type: 'FLEXONE', showAds: false }), []],
    ['the provider\'s own position served by GAM is a GPT slot, not a section slot', 'PC', unit(15, { type: 'GAM' }), []],
  ] as const)('section slots where the data asks for them: %s', (_name, device, adUnit, slots) => {
    const plan = buildSectionAdPlan(input({ device, adSpace: space('ARTICLE_DETAIL', [adUnit]) }), BOTH);
    expect(plan.slots.map((entry) => [entry.slot.id, entry.region])).toEqual(slots);
    expect(plan.scripts.length).toBe(slots.length);
  });

  it.each([
    ['isDisplayAd false', { isDisplayAd: false }],
    ['ad page type NONE', { adPageType: 'NONE' }],
  ] as const)('%s → no section slot and no script', (_name, overrides) => {
    expect(buildSectionAdPlan(input({ adSpace: pcArticle, ...overrides }), BOTH)).toEqual({ slots: [], scripts: [] });
  });

  it.each([
    ['PC', 'TOP'],
    ['PC', 'LIST'],
    ['PC', 'ARTICLE_DETAIL'],
    ['SP', 'TOP'],
    ['SP', 'LIST'],
    ['SP', 'ARTICLE_DETAIL'],
  ] as const)('the bundled content API has live FLEXONE and YAHOO units on %s %s pages', (device, pageType) => {
    const adPageType = pageType;
    const plan = buildSectionAdPlan(input({ device, adPageType, adSpace: buildAdSpaces(device, getDataset().nowMs).get(pageType) ?? null }), BOTH);
    expect(plan.slots.map((entry) => entry.provider.type)).toEqual(['FLEXONE', 'YAHOO']);
  });
});

describe('sectionSlotAttributes: what the provider script reads (spec §3 section-based slot)', () => {
  it('the section id, the ad id, the passback unit and sizes, isDmp and isSync false', () => {
    const [entry] = buildSectionAdPlan(input({ adSpace: space('ARTICLE_DETAIL', [unit(15, { type: 'FLEXONE' })]) }), BOTH).slots;
    expect(sectionSlotAttributes(entry!)).toEqual({
      'data-ad-provider': 'FLEXONE',
      'data-section-id': 'playnote_article',
      'data-ad-id': 'playnote_article_flexone',
      'data-ad-unit-path': `/${GAM_NETWORK_CODE}/playnote/pc/article/flexone`,
      'data-ad-sizes': '300x250',
      'data-is-dmp': 'false',
      'data-is-sync': 'false',
    });
  });
});

describe('outOfFlowSlotDefinitions: the A/B/C background variants (spec §9 "Variants A, B, C … on articles")', () => {
  const background = findSlotSpecByPosition('PC', 'bg_l')!;
  const overlay = findSlotSpecByPosition('PC', 'ol')!;

  it.each([
    ['article background jack: one unit per variant', 'ARTICLE_DETAIL', background, [
      ['playnote_article_bg_l_a_gam', `/${GAM_NETWORK_CODE}/playnote/pc/article/bg_l_a`, 'A'],
      ['playnote_article_bg_l_b_gam', `/${GAM_NETWORK_CODE}/playnote/pc/article/bg_l_b`, 'B'],
      ['playnote_article_bg_l_c_gam', `/${GAM_NETWORK_CODE}/playnote/pc/article/bg_l_c`, 'C'],
    ]],
    ['top page background jack: one unit, no variant', 'TOP', background, [['playnote_top_bg_l_gam', `/${GAM_NETWORK_CODE}/playnote/pc/top/bg_l`, undefined]]],
    ['article overlay: one unit, no variant', 'ARTICLE_DETAIL', overlay, [['playnote_article_ol_gam', `/${GAM_NETWORK_CODE}/playnote/pc/article/ol`, undefined]]],
  ] as const)('%s', (_name, pageType, spec, expected) => {
    const definitions = outOfFlowSlotDefinitions('PC', pageType, { ...spec, sizeKind: spec.sizeKind! }, 'production');
    expect(definitions.map((slot) => [slot.id, slot.adUnitPath, slot.variant])).toEqual(expected);
    // Out of the flow: they reserve nothing, so an empty answer collapses them (nothing moves).
    expect(definitions.every((slot) => slot.collapseEmptyDiv === true && slot.position === spec.position)).toBe(true);
  });
});
