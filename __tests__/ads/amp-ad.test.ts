/** @jest-environment node */
import { ampAdsByPosition, toAmpAdAttributes, type AmpAdUnit } from '@/ads/amp-ad';
import { buildAmpAdSpaces } from '@/mocks/data/ads';

function ampUnit(width: number, height: number, multiSize: string | null): AmpAdUnit {
  return { position: 'amp_x', adUnitPath: '/21900000000/playnote/amp/article/amp_x', width, height, multiSize };
}

describe('toAmpAdAttributes: amp-ad slots from ampAdspace (issue 4, AMP pages)', () => {
  it.each([
    ['single size → responsive, no multi-size', ampUnit(320, 50, null), { layout: 'responsive' }],
    ['multi-size within the primary → fixed', ampUnit(336, 280, '300x250,336x280'), { layout: 'fixed', 'data-multi-size': '300x250' }],
    ['sizes larger than the primary are left out (AMP would drop them)', ampUnit(300, 250, '300x250,336x280'), { layout: 'responsive' }],
    ['duplicates and the primary are left out', ampUnit(320, 100, '320x100,320x50,320x50'), { layout: 'fixed', 'data-multi-size': '320x50', 'data-multi-size-validation': 'false' }],
    ['a size under 2/3 of the primary turns validation off', ampUnit(300, 600, '300x250'), { layout: 'fixed', 'data-multi-size': '300x250', 'data-multi-size-validation': 'false' }],
    ['malformed sizes are ignored', ampUnit(300, 250, 'big, 300 x 250,250x200'), { layout: 'fixed', 'data-multi-size': '250x200' }],
  ])('%s', (_name, unit, expected) => {
    const attributes = toAmpAdAttributes(unit);
    expect(attributes).toEqual({
      type: 'doubleclick',
      width: unit.width,
      height: unit.height,
      'data-slot': unit.adUnitPath,
      ...expected,
    });
  });

  it('the bundled article AMP ad space yields one amp-ad per unit, keyed by position', () => {
    const ads = ampAdsByPosition(buildAmpAdSpaces().get('ARTICLE_DETAIL') ?? null);
    expect([...ads.keys()]).toEqual(['amp_head', 'amp_mb1', 'amp_ia1', 'amp_ia2', 'amp_ia3', 'amp_ia4', 'amp_ia5', 'amp_rec', 'amp_foot']);
    expect(ads.get('amp_head')).toEqual({
      type: 'doubleclick',
      width: 320,
      height: 100,
      'data-slot': '/21900000000/playnote/amp/article/amp_head',
      'data-multi-size': '320x50',
      'data-multi-size-validation': 'false',
      layout: 'fixed',
    });
  });

  it('no AMP ad space → no ads', () => {
    expect(ampAdsByPosition(null).size).toBe(0);
  });
});
