/** @jest-environment node */
import { AMAZON_AFFILIATE_TAGS } from '@/ads/amazon-affiliate';
import type { AdPageType } from '@/ads/types';
import type { GameTitleInformation } from '@/api-clients/schemas/game';
import { amazonSearchUrl, toLinkedGame } from '@/lib/page-data/linked-game';

const PAGE_TYPES = Object.keys(AMAZON_AFFILIATE_TAGS) as AdPageType[];

describe('amazonSearchUrl', () => {
  it.each(PAGE_TYPES)('%s: tagged with the page type’s tracking id', (pageType) => {
    const url = new URL(amazonSearchUrl('桜花の戦記', 'Switch2', '4902370553123', pageType));
    expect(url.origin + url.pathname).toBe('https://www.amazon.co.jp/s');
    expect(url.searchParams.get('tag')).toBe(AMAZON_AFFILIATE_TAGS[pageType]);
  });

  it.each([
    ['by the JAN code when the version has one (the exact product)', '4902370553123', '4902370553123'],
    ['else by title and platform', null, '桜花の戦記 Switch2'],
  ])('%s', (_name, janCode, keywords) => {
    const url = new URL(amazonSearchUrl('桜花の戦記', 'Switch2', janCode, 'ARTICLE_DETAIL'));
    expect(url.searchParams.get('k')).toBe(keywords);
    expect(url.searchParams.get('i')).toBe('videogames');
  });
});

describe('toLinkedGame', () => {
  const game: GameTitleInformation = {
    gameId: '501',
    name: '桜花の戦記 ～白銀の章～',
    nameKana: 'おうかのせんき',
    description: '説明',
    thumbnailUrl: 'https://img.example.com/box.jpg',
    maker: 'ネオスフィア',
    genre: 'アクションRPG',
    officialSiteUrl: null,
    titleGroupId: null,
    versions: [
      { platform: { code: 'switch2', nameJa: 'Switch2' }, releaseDate: '2026-12-03', releaseDateText: '', price: '7980円（税込）', janCode: '4902370553123' },
      { platform: { code: 'ps5', nameJa: 'PS5' }, releaseDate: null, releaseDateText: '2027年春発売予定', price: '未定', janCode: null },
    ],
    articleCount: 3,
    imageCount: 0,
  } as GameTitleInformation;

  it('keeps what the game box shows, one Amazon link per version with the page type’s id', () => {
    const linked = toLinkedGame(game, 'PREVIEW');
    expect(linked).toMatchObject({ gameId: '501', name: game.name, thumbnailUrl: game.thumbnailUrl, maker: 'ネオスフィア', genre: 'アクションRPG' });
    expect(linked.versions.map(({ platform, releaseDate, releaseDateText, price }) => ({ platform, releaseDate, releaseDateText, price }))).toEqual([
      { platform: 'Switch2', releaseDate: '2026-12-03', releaseDateText: '', price: '7980円（税込）' },
      { platform: 'PS5', releaseDate: null, releaseDateText: '2027年春発売予定', price: '未定' },
    ]);
    expect(linked.versions.map((version) => new URL(version.amazonUrl).searchParams.get('tag'))).toEqual([AMAZON_AFFILIATE_TAGS.PREVIEW, AMAZON_AFFILIATE_TAGS.PREVIEW]);
    expect(linked.nameBreaks.length).toBeGreaterThan(0);
    // Nothing the box does not show travels in the page data.
    expect(Object.keys(linked).sort()).toEqual(['gameId', 'genre', 'maker', 'name', 'nameBreaks', 'thumbnailUrl', 'versions']);
  });
});
