import { choosePromotion, HOUSE_PROMOTION_LABEL, HOUSE_PROMOTIONS, pathRotation, promotionLayout, promotionsFor, type PromotionLayout } from '@/ads/house-promotions';
import { SLOT_SIZES } from '@/ads/slot-sizes';
import type { AdSize } from '@/ads/types';

describe('promotionLayout: a promotion fits the slot it fills', () => {
  it.each<[string, AdSize[], PromotionLayout]>([
    ['SP header banner 320x50/320x100', [[320, 50], [320, 100]], 'strip'],
    ['PC header banner 728x90/970x90', [[728, 90], [970, 90]], 'strip'],
    ['article footer banner 728x90', [[728, 90]], 'strip'],
    ['SP article jack small 800x100', [[800, 100]], 'strip'],
    ['rectangle 300x250', [[300, 250]], 'box'],
    ['article detail banner up to 336x280', [[300, 250], [336, 280], [600, 250]], 'box'],
    ['SP top header 800x230', [[800, 230]], 'box'],
    ['fluid (reserves 250)', [[320, 50], 'fluid'], 'box'],
    ['large rectangle up to 300x600', [[300, 250], [300, 600]], 'tower'],
    ['background jack 200x1000', [[200, 1000]], 'tower'],
  ])('%s → %s', (_, sizes, layout) => {
    expect(choosePromotion(sizes, 0).layout).toBe(layout);
  });

  it.each([
    [50, 'strip'],
    [120, 'strip'],
    [121, 'box'],
    [449, 'box'],
    [450, 'tower'],
  ] as const)('height %i → %s', (height, layout) => {
    expect(promotionLayout(height)).toBe(layout);
  });

  it('every slot size of the site gets a layout', () => {
    for (const row of Object.values(SLOT_SIZES)) expect(['strip', 'box', 'tower']).toContain(choosePromotion(row.production, 0).layout);
  });
});

describe('choosePromotion', () => {
  it('neighbouring slots of a page get different promotions', () => {
    const keys = Array.from({ length: HOUSE_PROMOTIONS.length }, (_, index) => choosePromotion([[300, 250]], index).promotion.key);
    expect(new Set(keys).size).toBe(HOUSE_PROMOTIONS.length);
  });

  it('pages start their turn in different places (not the same promotion everywhere), each page always the same', () => {
    const paths = ['/', '/article/202611/106021/', '/category/news/page/2/', '/ranking/game-sales/', '/schedule/', '/author/1/page/1/'];
    const firsts = paths.map((path) => choosePromotion([[320, 100]], 0, path).promotion.key);
    expect(new Set(firsts).size).toBeGreaterThan(2);
    expect(choosePromotion([[320, 100]], 0, paths[1]).promotion).toBe(choosePromotion([[320, 100]], 0, paths[1]).promotion);
    expect(pathRotation('/a/')).toBe(pathRotation('/a/'));
  });

  it.each([
    ['/special/content/weeklyplaynote/', 'weekly'],
    ['/special/content/weeklyplaynote/123/', 'weekly'],
    ['/schedule/', 'schedule'],
    ['/ranking/article/', 'ranking'],
    ['/ranking/game-sales/', 'sales'],
    ['/category/special-article/page/1/', 'special'],
    ['/category/special-article/page/3/', 'special'],
  ])('on %s the %s promotion is never shown (the reader is there)', (path, key) => {
    expect(promotionsFor(path).map((item) => item.key)).not.toContain(key);
    for (let index = 0; index < 12; index += 1) {
      const { promotion, more } = choosePromotion([[300, 600]], index, path);
      expect([promotion, ...more].map((item) => item.key)).not.toContain(key);
    }
  });

  it('a tower lists other promotions under its own', () => {
    const { promotion, more } = choosePromotion([[300, 600]], 2);
    expect(more).toHaveLength(4);
    expect(more.map((item) => item.key)).not.toContain(promotion.key);
    expect(choosePromotion([[300, 250]], 2).more).toEqual([]);
  });
});

describe('HOUSE_PROMOTIONS', () => {
  it('the weekly magazine, the release schedule and the app are promoted', () => {
    const byKey = Object.fromEntries(HOUSE_PROMOTIONS.map((item) => [item.key, item]));
    expect(byKey.weekly?.href).toBe('/special/content/weeklyplaynote/');
    expect(byKey.schedule?.href).toBe('/schedule/');
    expect(byKey.app?.href).toMatch(/^https:\/\//);
  });

  it.each(HOUSE_PROMOTIONS.map((item) => [item.key, item] as const))('%s links to a site path or an https page and has text for every layout', (_, item) => {
    expect(item.href).toMatch(/^(\/[^/]|https:\/\/)/);
    for (const text of [item.eyebrow, item.title, item.lead, item.cta]) expect(text.length).toBeGreaterThan(0);
    expect(item.mark.length).toBeLessThanOrEqual(3);
  });

  it('is labelled as the site’s own, never as an ad', () => {
    expect(HOUSE_PROMOTION_LABEL).not.toMatch(/広告|PR/);
  });
});
