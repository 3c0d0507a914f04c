/** @jest-environment node */
import type { AmpAdSpace } from '@/api-clients/schemas/ads';
import { AMP_AD_PLACEMENTS, ampAdTargeting, planAmpAds } from '@/lib/amp/amp-ads';
import { readAmpGaId } from '@/lib/amp/amp-analytics';
import { ampArticlePagePath } from '@/foundation/paths/amp';
import { buildAmpAdSpaces } from '@/mocks/data/ads';

const unit = (position: string, width = 300, height = 250, multiSize: string | null = null) => ({
  position,
  adUnitPath: `/21900000000/playnote/amp/article/${position}`,
  width,
  height,
  multiSize,
});
const ARTICLE_SPACE = buildAmpAdSpaces().get('ARTICLE_DETAIL') ?? null;

describe('planAmpAds: amp-ad slots of the AMP article', () => {
  it('places every known ampAdspace position once', () => {
    const plan = planAmpAds(ARTICLE_SPACE, { isDisplayAd: true, isR18: false });
    expect(Object.keys(plan).sort()).toEqual(Object.values(AMP_AD_PLACEMENTS).sort());
  });

  it('positions the page does not place are ignored; the first unit of a position wins', () => {
    const space: AmpAdSpace = { units: [unit('amp_unknown'), unit('amp_head', 320, 50), unit('amp_head', 320, 100)] };
    const plan = planAmpAds(space, { isDisplayAd: true, isR18: false });
    expect(Object.keys(plan)).toEqual(['top']);
    expect(plan.top?.attributes.height).toBe(50);
  });

  it.each([
    ['ads off (isDisplayAd false, spec §3)', ARTICLE_SPACE, false],
    ['the AMP ad space failed (null)', null, true],
    ['an empty ad space', { units: [] }, true],
  ])('no slots when %s', (_name, space, isDisplayAd) => {
    expect(planAmpAds(space, { isDisplayAd, isR18: false })).toEqual({});
  });

  it.each([
    [false, { targeting: { pageType: 'ARTICLE_DETAIL' } }],
    [true, { targeting: { pageType: 'ARTICLE_DETAIL', age: 'R-18' } }],
  ])('targeting with isR18 %s: R-18 articles are tagged age R-18 (spec §9)', (isR18, expected) => {
    expect(ampAdTargeting(isR18)).toEqual(expected);
    const plan = planAmpAds(ARTICLE_SPACE, { isDisplayAd: true, isR18 });
    for (const slot of Object.values(plan)) expect(JSON.parse(slot?.json ?? '')).toEqual(expected);
  });
});

describe('readAmpGaId: amp-analytics only with a GA4 measurement id', () => {
  it.each([
    ['unset', undefined, null],
    ['empty', '', null],
    ['malformed', 'UA-1234-1', null],
    ['markup', 'G-"><script>', null],
    ['a measurement id', 'G-ABC123XYZ', 'G-ABC123XYZ'],
    ['with spaces around it', ' G-ABC123XYZ ', 'G-ABC123XYZ'],
  ])('%s → %s', (_name, value, expected) => {
    expect(readAmpGaId({ NEXT_PUBLIC_GA_ID: value })).toBe(expected);
  });
});

describe('ampArticlePagePath', () => {
  it.each([
    [1, '/article/amp/202607/123/'],
    [2, '/article/amp/202607/123/?page=2'],
  ])('body page %i → %s (trailing slash, spec §2)', (page, expected) => {
    expect(ampArticlePagePath('202607', '123', page)).toBe(expected);
  });
});
