import { ATOM_NS, buildRssFeed, FEED_ITEM_COUNT, type RssChannel } from '@/lib/feeds/rss';
import { childText, findAll, parseXml } from './xml-well-formed.mjs';

const CHANNEL: RssChannel = {
  title: 'ニュース | プレイノート',
  link: 'https://playnote.test/category/news/page/1/',
  description: 'プレイノートの「ニュース」の新着記事。',
  selfUrl: 'https://playnote.test/category/news/feed/',
  now: new Date('2026-11-21T00:00:00+09:00'),
  items: [
    {
      title: '「A&B」の新情報 <公開>',
      link: 'https://playnote.test/article/202611/100010/',
      description: '説明 & "引用"',
      publishedAt: '2026-11-20T11:50:00+09:00',
      categories: ['ニュース', 'Switch2'],
    },
    {
      title: '前日の記事',
      link: 'https://playnote.test/article/202611/100002/',
      description: '前日',
      publishedAt: '2026-11-19T09:00:00+09:00',
      categories: ['レビュー'],
    },
  ],
};

describe('RSS 2.0 feed', () => {
  const xml = buildRssFeed(CHANNEL);
  const { root, declaration } = parseXml(xml);
  const channel = root.children[0]!;

  it('is well-formed RSS 2.0 with an XML declaration', () => {
    expect(declaration).toBe('<?xml version="1.0" encoding="UTF-8"?>');
    expect(root.name).toBe('rss');
    expect(root.attributes.version).toBe('2.0');
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  });

  it('channel has title, link, description and language ja', () => {
    expect(channel.name).toBe('channel');
    expect(childText(channel, 'title')).toBe('ニュース | プレイノート');
    expect(childText(channel, 'link')).toBe('https://playnote.test/category/news/page/1/');
    expect(childText(channel, 'description')).toBe('プレイノートの「ニュース」の新着記事。');
    expect(childText(channel, 'language')).toBe('ja');
  });

  it('links to itself with atom:link rel=self in the Atom namespace', () => {
    const [self] = findAll(channel, 'atom:link');
    expect(self).toMatchObject({ namespace: ATOM_NS, attributes: { href: CHANNEL.selfUrl, rel: 'self', type: 'application/rss+xml' } });
  });

  it('lastBuildDate is the newest item in RFC 822', () => {
    expect(childText(channel, 'lastBuildDate')).toBe('Fri, 20 Nov 2026 11:50:00 +0900');
  });

  it('each item has title, link, permalink guid, RFC 822 pubDate, description and categories, escaped', () => {
    const [item] = findAll(channel, 'item');
    expect(childText(item!, 'title')).toBe('「A&B」の新情報 <公開>');
    expect(childText(item!, 'link')).toBe('https://playnote.test/article/202611/100010/');
    const [guid] = findAll(item!, 'guid');
    expect(guid).toMatchObject({ text: 'https://playnote.test/article/202611/100010/', attributes: { isPermaLink: 'true' } });
    expect(childText(item!, 'pubDate')).toBe('Fri, 20 Nov 2026 11:50:00 +0900');
    expect(childText(item!, 'description')).toBe('説明 & "引用"');
    expect(findAll(item!, 'category').map((node) => node.text)).toEqual(['ニュース', 'Switch2']);
  });

  it('keeps the items in the order given (newest first)', () => {
    expect(findAll(channel, 'item').map((item) => childText(item, 'link'))).toEqual(CHANNEL.items.map((item) => item.link));
  });

  it('an empty feed is valid and dated now', () => {
    const empty = parseXml(buildRssFeed({ ...CHANNEL, items: [] })).root.children[0]!;
    expect(findAll(empty, 'item')).toHaveLength(0);
    expect(childText(empty, 'lastBuildDate')).toBe('Sat, 21 Nov 2026 00:00:00 +0900');
  });

  it('a feed carries 20 to 50 items', () => {
    expect(FEED_ITEM_COUNT).toBeGreaterThanOrEqual(20);
    expect(FEED_ITEM_COUNT).toBeLessThanOrEqual(50);
  });
});
