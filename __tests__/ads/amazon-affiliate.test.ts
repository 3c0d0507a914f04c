/** @jest-environment node */
import { AMAZON_AFFILIATE_TAGS, isAmazonUrl, withAffiliateTag } from '@/ads/amazon-affiliate';
import { AD_PAGE_TYPES } from '@/ads/types';

describe('affiliate tracking id per page type (spec §9)', () => {
  it.each(AD_PAGE_TYPES)('%s has a tracking id ending in -22 (spec §9)', (adPageType) => {
    expect(AMAZON_AFFILIATE_TAGS[adPageType]).toMatch(/^playnote(-[a-z]+)?-22$/);
  });

  it.each([
    ['TOP', 'playnote-top-22'],
    ['ARTICLE_DETAIL', 'playnote-article-22'],
    ['LIST', 'playnote-list-22'],
    ['CATEGORY', 'playnote-category-22'],
    ['GAME', 'playnote-game-22'],
  ] as const)('%s → %s', (adPageType, tag) => {
    expect(AMAZON_AFFILIATE_TAGS[adPageType]).toBe(tag);
  });
});

describe('withAffiliateTag: sets the tag parameter on Amazon links only (spec §9)', () => {
  it.each([
    ['adds the tag', 'https://www.amazon.co.jp/dp/B0ABCDEFGH', 'TOP', 'https://www.amazon.co.jp/dp/B0ABCDEFGH?tag=playnote-top-22'],
    ['replaces an existing tag', 'https://www.amazon.co.jp/dp/B0ABCDEFGH?tag=playnote-22', 'ARTICLE_DETAIL', 'https://www.amazon.co.jp/dp/B0ABCDEFGH?tag=playnote-article-22'],
    ['keeps other parameters and the fragment', 'https://www.amazon.co.jp/dp/B0X?th=1&psc=1#reviews', 'LIST', 'https://www.amazon.co.jp/dp/B0X?th=1&psc=1&tag=playnote-list-22#reviews'],
    ['bare amazon.co.jp host', 'https://amazon.co.jp/dp/B0X', 'GAME', 'https://amazon.co.jp/dp/B0X?tag=playnote-game-22'],
    ['amazon.com', 'https://www.amazon.com/dp/B0X', 'TOP', 'https://www.amazon.com/dp/B0X?tag=playnote-top-22'],
    ['upper-case host', 'https://WWW.AMAZON.CO.JP/dp/B0X', 'TOP', 'https://www.amazon.co.jp/dp/B0X?tag=playnote-top-22'],
  ] as const)('%s', (_name, url, adPageType, expected) => {
    expect(withAffiliateTag(url, adPageType)).toBe(expected);
  });

  it.each([
    ['another shop', 'https://books.example.com/dp/B0X?tag=x'],
    ['a look-alike host', 'https://notamazon.co.jp/dp/B0X'],
    ['amazon in the path only', 'https://evil.example.com/www.amazon.co.jp/dp/B0X'],
    ['amazon as a subdomain of another host', 'https://www.amazon.co.jp.evil.example.com/dp/B0X'],
    ['a site path', '/ranking/amazon/'],
    ['not a URL', 'amazon'],
    ['javascript scheme', 'javascript://www.amazon.co.jp/%0aalert(1)'],
    ['empty', ''],
  ])('%s is unchanged', (_name, url) => {
    expect(withAffiliateTag(url, 'TOP')).toBe(url);
    expect(isAmazonUrl(url)).toBe(false);
  });
});
