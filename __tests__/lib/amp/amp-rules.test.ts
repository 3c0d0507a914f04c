/** @jest-environment node */
import type { AmpAdSpace } from '@/api-clients/schemas/ads';
import type { ContentBlock } from '@/api-clients/schemas/article';
import { AMP_AD_PLACEMENTS, ampAdTargeting, inBodyAdIndex, MIN_BLOCKS_FOR_IN_BODY_AD, planAmpAds } from '@/lib/amp/amp-ads';
import { ampAnalyticsConfig, readAmpGaId } from '@/lib/amp/amp-analytics';
import { escapeHtml, jsonForScript, usedExtensions } from '@/lib/amp/amp-document';
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
const block = (type: ContentBlock['type']): ContentBlock => ({ type, content: 'x' });

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

describe('inBodyAdIndex: where the in-body ad goes', () => {
  it.each([
    ['before the second heading', ['STRING', 'HEAD', 'STRING', 'IMAGE', 'HEAD', 'STRING'], 4],
    ['before the only heading when there is one', ['STRING', 'STRING', 'HEAD', 'STRING'], 2],
    ['a heading first in the body does not count', ['HEAD', 'STRING', 'STRING', 'HEAD', 'STRING'], 3],
    ['the middle when there is no heading', ['STRING', 'STRING', 'STRING', 'STRING', 'STRING'], 2],
    [`none below ${MIN_BLOCKS_FOR_IN_BODY_AD} blocks`, ['STRING', 'HEAD', 'STRING'], null],
  ] as const)('%s', (_name, types, expected) => {
    expect(inBodyAdIndex(types.map(block))).toBe(expected);
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

  it('the gtag config sends page views for the id', () => {
    expect(ampAnalyticsConfig('G-ABC123XYZ')).toEqual({ vars: { gtag_id: 'G-ABC123XYZ', config: { 'G-ABC123XYZ': { groups: 'default' } } } });
  });
});

describe('AMP document helpers', () => {
  it('escapeHtml escapes markup and quotes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('jsonForScript cannot close its script and still parses to the same value', () => {
    const value = { text: '</script><script>alert(1)</script> & \u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('usedExtensions lists the extension elements a body contains', () => {
    expect(usedExtensions('<p>amp-ad</p><amp-youtube data-videoid="x"></amp-youtube>')).toEqual(['amp-youtube']);
    expect(usedExtensions('<amp-analytics type="gtag"></amp-analytics><amp-ad type="doubleclick"></amp-ad>')).toEqual(['amp-ad', 'amp-analytics']);
    expect(usedExtensions('<amp-img src="x"></amp-img>')).toEqual([]);
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
