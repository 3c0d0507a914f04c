import { ebookSearchName, MAGAZINE_SHOPS, magazineShopLinks } from '@/foundation/site/magazine-shops';

const JAN = '4910234571164';
const MAGAZINE = '週刊プレイノート';
const OPTIONS = { magazineName: MAGAZINE, affiliateTag: 'playnote-list-22' };

describe('MAGAZINE_SHOPS: the weekly magazine’s shops', () => {
  it.each(MAGAZINE_SHOPS.map((shop) => [shop.key, shop] as const))('%s: an https address on the shop’s own host with its one placeholder', (_key, shop) => {
    const placeholder = shop.edition === 'print' ? '{jan}' : '{issue}';
    expect(shop.urlTemplate.split(placeholder)).toHaveLength(2);
    expect(new URL(shop.urlTemplate.replace(placeholder, 'x')).protocol).toBe('https:');
  });

  it('lists each shop once', () => {
    expect(new Set(MAGAZINE_SHOPS.map((shop) => shop.key)).size).toBe(MAGAZINE_SHOPS.length);
  });
});

describe('magazineShopLinks', () => {
  it.each([
    ['print and e-book', { issueNumber: 412, jan: JAN, isEbook: true }, ['amazon', 'rakuten', 'honto', 'bookwalker']],
    ['print only', { issueNumber: 412, jan: JAN, isEbook: false }, ['amazon', 'rakuten', 'honto']],
    ['e-book only (out of print)', { issueNumber: 412, jan: null, isEbook: true }, ['bookwalker']],
    ['sold nowhere', { issueNumber: 412, jan: null, isEbook: false }, []],
    ['a JAN that is not 13 digits is not sent to a shop', { issueNumber: 412, jan: '49102345', isEbook: false }, []],
  ])('%s -> %j', (_label, issue, keys) => {
    expect(magazineShopLinks(issue, OPTIONS).map((link) => link.key)).toEqual(keys);
  });

  it.each([
    ['amazon (with the page type’s tracking id)', `https://www.amazon.co.jp/s?k=${JAN}&i=stripbooks&tag=playnote-list-22`],
    ['rakuten', `https://books.rakuten.co.jp/search?sitem=${JAN}&g=000`],
    ['honto', `https://honto.jp/netstore/search.html?k=${JAN}`],
    ['bookwalker', `https://bookwalker.jp/search/?word=${encodeURIComponent('週刊プレイノート No.412')}`],
  ])('%s: %s', (label, url) => {
    const key = label.split(' ')[0];
    expect(magazineShopLinks({ issueNumber: 412, jan: JAN, isEbook: true }, OPTIONS).find((link) => link.key === key)?.url).toBe(url);
  });

  it('the tracking id goes into the Amazon link only, encoded', () => {
    const links = magazineShopLinks({ issueNumber: 412, jan: JAN, isEbook: true }, { magazineName: MAGAZINE, affiliateTag: 'a&b' });
    expect(new URL(links[0]!.url).searchParams.get('tag')).toBe('a&b');
    expect(links.slice(1).every((link) => !link.url.includes('tag='))).toBe(true);
  });

  it('encodes what it puts into an address', () => {
    const [link] = magazineShopLinks({ issueNumber: 1, jan: null, isEbook: true }, { magazineName: 'A&B #1', affiliateTag: 'x' });
    expect(link?.url).toBe('https://bookwalker.jp/search/?word=A%26B%20%231%20No.1');
    expect(ebookSearchName(MAGAZINE, 7)).toBe('週刊プレイノート No.7');
  });
});
