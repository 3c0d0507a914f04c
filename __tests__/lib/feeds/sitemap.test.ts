import { buildSitemapIndex, buildUrlset, MAX_URLS_PER_SITEMAP, SITEMAP_NS, sitemapPartCount } from '@/lib/feeds/sitemap';
import { childText, findAll, parseXml } from './xml-well-formed.mjs';

function parseWithBrowser(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('sitemap urlset (sitemaps.org 0.9)', () => {
  const xml = buildUrlset([
    { loc: 'https://playnote.test/article/202611/100001/', lastmod: '2026-11-20T11:50:00+09:00' },
    { loc: 'https://playnote.test/search/?q=a&b' },
  ]);

  it('starts with the XML declaration and uses the sitemaps.org 0.9 namespace', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const document = parseWithBrowser(xml);
    expect(document.documentElement.localName).toBe('urlset');
    expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(SITEMAP_NS).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  });

  it('writes loc and lastmod per URL, escaped, and leaves lastmod out when unknown', () => {
    const { root } = parseXml(xml);
    const urls = findAll(root, 'url');
    expect(urls.map((url) => childText(url, 'loc'))).toEqual(['https://playnote.test/article/202611/100001/', 'https://playnote.test/search/?q=a&b']);
    expect(urls.map((url) => childText(url, 'lastmod'))).toEqual(['2026-11-20T11:50:00+09:00', undefined]);
    expect(xml).toContain('?q=a&amp;b');
  });

  it('an empty list is still a valid urlset', () => {
    const { root } = parseXml(buildUrlset([]));
    expect(root.name).toBe('urlset');
    expect(root.children).toHaveLength(0);
  });

  it('holds at most 50,000 URLs (sitemaps.org limit): one more throws', () => {
    const entries = Array.from({ length: MAX_URLS_PER_SITEMAP }, (_, k) => ({ loc: `https://playnote.test/a/${k}/` }));
    expect(() => buildUrlset(entries)).not.toThrow();
    expect(() => buildUrlset([...entries, { loc: 'https://playnote.test/b/' }])).toThrow(RangeError);
  });
});

describe('sitemap index', () => {
  it('is a sitemapindex in the sitemaps.org 0.9 namespace with a loc per child sitemap', () => {
    const xml = buildSitemapIndex([{ loc: 'https://playnote.test/sitemaps/categories.xml' }, { loc: 'https://playnote.test/sitemaps/news.xml' }]);
    const document = parseWithBrowser(xml);
    expect(document.documentElement.localName).toBe('sitemapindex');
    expect(document.documentElement.namespaceURI).toBe(SITEMAP_NS);
    const locs = [...document.getElementsByTagNameNS(SITEMAP_NS, 'loc')].map((loc) => loc.textContent);
    expect(locs).toEqual(['https://playnote.test/sitemaps/categories.xml', 'https://playnote.test/sitemaps/news.xml']);
  });
});

describe('splitting into parts of 50,000 URLs', () => {
  it.each([
    [0, 1],
    [1, 1],
    [50_000, 1],
    [50_001, 2],
    [100_000, 2],
    [100_001, 3],
  ])('%i URLs need %i file(s)', (total, parts) => {
    expect(sitemapPartCount(total)).toBe(parts);
  });
});
