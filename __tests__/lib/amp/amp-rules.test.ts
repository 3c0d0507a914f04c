/** @jest-environment node */
import type { AmpAdSpace } from '@/api-clients/schemas/ads';
import { AMP_AD_PLACEMENTS, AMP_IN_BODY_POSITIONS, ampAdTargeting, planAmpAds } from '@/lib/amp/amp-ads';
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
  it('places every known ampAdspace position once, and the in-body units amp_ia1-amp_ia5 in slot order', () => {
    const { inBody, ...placed } = planAmpAds(ARTICLE_SPACE, { isDisplayAd: true, isR18: false });
    expect(Object.keys(placed).sort()).toEqual(Object.values(AMP_AD_PLACEMENTS).sort());
    expect(inBody.map((slot) => slot.position)).toEqual(['amp_ia1', 'amp_ia2', 'amp_ia3', 'amp_ia4', 'amp_ia5']);
  });

  it('the in-body positions are the AMP twins of the article-ad slots 1-5 (spec §3)', () => {
    expect(AMP_IN_BODY_POSITIONS).toEqual(['amp_ia1', 'amp_ia2', 'amp_ia3', 'amp_ia4', 'amp_ia5']);
  });

  it('positions the page does not place are ignored; the first unit of a position wins', () => {
    const space: AmpAdSpace = { units: [unit('amp_unknown'), unit('amp_mb2'), unit('amp_head', 320, 50), unit('amp_head', 320, 100)] };
    const plan = planAmpAds(space, { isDisplayAd: true, isR18: false });
    expect(Object.keys(plan)).toEqual(['inBody', 'top']);
    expect(plan.inBody).toEqual([]);
    expect(plan.top?.attributes.height).toBe(50);
  });

  it('in-body units in slot order whatever order the ad space lists them, the first of a position winning', () => {
    const space: AmpAdSpace = { units: [unit('amp_ia3'), unit('amp_ia1', 336, 280), unit('amp_ia1', 300, 250)] };
    const { inBody } = planAmpAds(space, { isDisplayAd: true, isR18: false });
    expect(inBody.map((slot) => [slot.position, slot.attributes.width])).toEqual([
      ['amp_ia1', 336],
      ['amp_ia3', 300],
    ]);
  });

  it.each([
    ['ads off (isDisplayAd false, spec §3)', ARTICLE_SPACE, false],
    ['the AMP ad space failed (null)', null, true],
    ['an empty ad space', { units: [] }, true],
  ])('no slots when %s', (_name, space, isDisplayAd) => {
    expect(planAmpAds(space, { isDisplayAd, isR18: false })).toEqual({ inBody: [] });
  });

  it.each([
    [false, { targeting: { pageType: 'ARTICLE_DETAIL' } }],
    [true, { targeting: { pageType: 'ARTICLE_DETAIL', age: 'R-18' } }],
  ])('targeting with isR18 %s: R-18 articles are tagged age R-18 (spec §9)', (isR18, expected) => {
    expect(ampAdTargeting(isR18)).toEqual(expected);
    const plan = planAmpAds(ARTICLE_SPACE, { isDisplayAd: true, isR18 });
    const { inBody, ...placed } = plan;
    for (const slot of [...Object.values(placed), ...inBody]) expect(JSON.parse(slot?.json ?? '')).toEqual(expected);
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
