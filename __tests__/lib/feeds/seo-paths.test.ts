import { parseSitemapFileName, seoPaths, sitemapFileName, type SitemapFile } from '@/lib/feeds/seo-paths';

describe('child sitemap file names', () => {
  it.each<[string, SitemapFile]>([
    ['categories.xml', { kind: 'categories' }],
    ['news.xml', { kind: 'news' }],
    ['authors.xml', { kind: 'authors', part: 1 }],
    ['authors-2.xml', { kind: 'authors', part: 2 }],
    ['games.xml', { kind: 'games', part: 1 }],
    ['games-12.xml', { kind: 'games', part: 12 }],
    ['articles-202611.xml', { kind: 'articles', yearMonth: '202611', part: 1 }],
    ['articles-201901-3.xml', { kind: 'articles', yearMonth: '201901', part: 3 }],
  ])('%s ↔ %j', (fileName, file) => {
    expect(parseSitemapFileName(fileName)).toEqual(file);
    expect(sitemapFileName(file)).toBe(fileName);
  });

  it.each([
    ['an unknown sitemap', 'videos.xml'],
    ['a month 13', 'articles-202613.xml'],
    ['a year before 1900 (spec §5)', 'articles-189912.xml'],
    ['a dashed month', 'articles-2026-11.xml'],
    ['part 1 spelled out (one URL per file)', 'articles-202611-1.xml'],
    ['part 0', 'games-0.xml'],
    ['a leading zero', 'games-02.xml'],
    ['a huge part', 'games-123456.xml'],
    ['another extension', 'games.xml.gz'],
    ['upper case', 'Games.xml'],
    ['path traversal', '../sitemap.xml'],
    ['the empty string', ''],
  ])('%s (%j) is not a sitemap (404)', (_name, fileName) => {
    expect(parseSitemapFileName(fileName)).toBeNull();
  });
});

describe('public paths', () => {
  it('robots.txt and the sitemaps are files; the feeds are directories ending in /', () => {
    expect(seoPaths.robots()).toBe('/robots.txt');
    expect(seoPaths.sitemapIndex()).toBe('/sitemap.xml');
    expect(seoPaths.sitemap('news.xml')).toBe('/sitemaps/news.xml');
    expect(seoPaths.feed()).toBe('/feed/');
    expect(seoPaths.categoryFeed('news')).toBe('/category/news/feed/');
  });
});
