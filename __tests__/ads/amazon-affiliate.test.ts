/** @jest-environment node */
import { AMAZON_AFFILIATE_TAGS, amazonWidgetPlacement, isAmazonUrl, withAffiliateTag, withTaggedAmazonLinks } from '@/ads/amazon-affiliate';
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

describe('Amazon links in article bodies carry the page type\'s tracking id (spec §9, issue 16)', () => {
  const SHOP = 'https://www.amazon.co.jp/dp/B0TEST0001?tag=playnote-22&th=1';

  it.each(AD_PAGE_TYPES.map((type) => [type, AMAZON_AFFILIATE_TAGS[type]] as const))('%s → tag=%s on every shop button and link to Amazon, nested ones too', (adPageType, tag) => {
    const blocks = [
      { type: 'TEXT', content: '本文' },
      { type: 'BUTTON_EC', url: SHOP, content: 'Amazonで見る' },
      { type: 'BOX', content: ['前置き', { type: 'BUTTON_EC', url: SHOP, content: '購入' }] },
      { type: 'STRING', content: ['詳しくは', { type: 'LINK', url: SHOP, content: '商品ページ' }, { type: 'LINK_B_TAB', url: SHOP, content: '別タブ' }] },
    ];
    const tagged = withTaggedAmazonLinks(blocks, adPageType);
    expect(new URL(tagged[1]?.url ?? '').searchParams.get('tag')).toBe(tag);
    expect(new URL(tagged[1]?.url ?? '').searchParams.get('th')).toBe('1');
    const nested = (tagged[2]?.content as unknown[])[1] as { url: string };
    expect(new URL(nested.url).searchParams.get('tag')).toBe(tag);
    expect((tagged[2]?.content as unknown[])[0]).toBe('前置き');
    const inline = (tagged[3]?.content as { url?: string }[]).slice(1).map((link) => new URL(link.url ?? '').searchParams.get('tag'));
    expect(inline).toEqual([tag, tag]);
    expect(tagged[0]).toBe(blocks[0]);
  });

  it.each([
    ['a shop that is not Amazon', 'BUTTON_EC', 'https://store.example.com/item/1'],
    ['a look-alike host', 'BUTTON_EC', 'https://notamazon.co.jp/dp/B0'],
    ['a site path', 'BUTTON_EC', '/article/202611/1/'],
    ['a link to another site', 'LINK', 'https://www.example.com/amazon.co.jp/'],
  ])('leaves %s as it was', (_name, type, url) => {
    const block = { type, url, content: '購入' };
    expect(withTaggedAmazonLinks([block], 'ARTICLE_DETAIL')[0]).toBe(block);
  });

  it('leaves a url that is not a link alone (an image hosted on Amazon is not an affiliate link)', () => {
    const image = { type: 'IMAGE', url: 'https://www.amazon.co.jp/images/I/cover.jpg', content: '表紙' };
    expect(withTaggedAmazonLinks([image], 'ARTICLE_DETAIL')[0]).toBe(image);
  });
});

describe('the Amazon ranking widget beside an article (issue 16)', () => {
  it.each([
    ['PC', 'rail'],
    ['SP', 'afterBody'],
    [null, null],
  ] as const)('ad device %s → %s', (device, placement) => {
    expect(amazonWidgetPlacement(device)).toBe(placement);
  });
});
