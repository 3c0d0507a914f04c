import { buildNewsSitemap, isWithinNewsWindow, MAX_NEWS_URLS, NEWS_NS, NEWS_WINDOW_MS } from '@/lib/feeds/news-sitemap';
import { SITEMAP_NS } from '@/lib/feeds/sitemap';
import { childText, findAll, parseXml } from './xml-well-formed.mjs';

const NOW = new Date('2026-11-20T12:00:00+09:00');

describe('Google News window: the last two days', () => {
  it('is two days long', () => {
    expect(NEWS_WINDOW_MS).toBe(48 * 60 * 60 * 1000);
  });

  it.each([
    ['published just now', '2026-11-20T12:00:00+09:00', true],
    ['one hour ago', '2026-11-20T11:00:00+09:00', true],
    ['exactly two days ago', '2026-11-18T12:00:00+09:00', true],
    ['two days and a minute ago', '2026-11-18T11:59:00+09:00', false],
    ['a month ago', '2026-10-20T12:00:00+09:00', false],
    ['scheduled for a minute from now', '2026-11-20T12:01:00+09:00', false],
    ['an unreadable date', 'not a date', false],
  ])('%s → %p', (_name, publishedAt, inside) => {
    expect(isWithinNewsWindow(publishedAt, NOW)).toBe(inside);
  });
});

describe('Google News sitemap', () => {
  const xml = buildNewsSitemap([
    { loc: 'https://playnote.test/article/202611/100010/', publishedAt: '2026-11-20T02:50:00Z', title: '『新作』発売日決定 & 予約開始 <速報>' },
  ]);

  it('declares the sitemaps.org 0.9 and Google News 0.9 namespaces', () => {
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.documentElement.namespaceURI).toBe(SITEMAP_NS);
    expect(NEWS_NS).toBe('http://www.google.com/schemas/sitemap-news/0.9');
    expect(document.getElementsByTagNameNS(NEWS_NS, 'news')).toHaveLength(1);
    expect(document.getElementsByTagNameNS(NEWS_NS, 'publication')).toHaveLength(1);
  });

  it('names the publication プレイノート in ja, with a +09:00 publication date and the title escaped', () => {
    const { root } = parseXml(xml);
    const [url] = findAll(root, 'url');
    expect(childText(url!, 'loc')).toBe('https://playnote.test/article/202611/100010/');
    expect(findAll(root, 'news:name').map((node) => node.text)).toEqual(['プレイノート']);
    expect(findAll(root, 'news:language').map((node) => node.text)).toEqual(['ja']);
    expect(findAll(root, 'news:publication_date').map((node) => node.text)).toEqual(['2026-11-20T11:50:00+09:00']);
    expect(findAll(root, 'news:title').map((node) => node.text)).toEqual(['『新作』発売日決定 & 予約開始 <速報>']);
  });

  it('carries at most 1,000 articles (Google News limit)', () => {
    const entries = Array.from({ length: MAX_NEWS_URLS + 5 }, (_, k) => ({
      loc: `https://playnote.test/article/202611/${200000 + k}/`,
      publishedAt: '2026-11-20T10:00:00+09:00',
      title: `記事${k}`,
    }));
    expect(findAll(parseXml(buildNewsSitemap(entries)).root, 'url')).toHaveLength(1_000);
  });

  it('an empty window is still a valid news sitemap', () => {
    expect(parseXml(buildNewsSitemap([])).root.children).toHaveLength(0);
  });
});
