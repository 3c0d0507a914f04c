/** @jest-environment node */
import type { ArticleView } from '@/lib/page-data/article';
import type { GameHeaderData } from '@/lib/page-data/game/game-page';
import { toCrossReviewView } from '@/lib/page-data/game/game-reviews';
import {
  articleBreadcrumbEntries,
  articlePageJsonLd,
  breadcrumbListJsonLd,
  crossReviewJsonLd,
  firstReleaseDate,
  HEADLINE_MAX_LENGTH,
  itemListJsonLd,
  newsArticleJsonLd,
  organizationJsonLd,
  profilePageJsonLd,
  serializeJsonLd,
  videoGameJsonLd,
  webSiteJsonLd,
  type JsonLd,
} from '@/components/seo/json-ld';

const SITE = 'https://playnote.test';
const IMAGE = 'http://content-api.test/images/uploaded/article/123/main.jpg';
const LOGO = { '@type': 'ImageObject', url: `${SITE}/images/logo.png`, width: 1280, height: 720 };

const article: Pick<ArticleView, 'title' | 'description' | 'publishedAt' | 'updatedAt' | 'thumbnailUrl' | 'ogpImageUrl' | 'mainCategories' | 'authors'> = {
  title: '『ゼノナイツ』最新アップデートの内容を紹介',
  description: '大型アップデートの新要素をまとめました。',
  publishedAt: '2026-07-30T10:00:00+09:00',
  updatedAt: '2026-07-31T03:30:00Z',
  thumbnailUrl: IMAGE,
  ogpImageUrl: null,
  mainCategories: [{ id: '21', code: 'news', nameJa: 'ニュース', isMainCategory: true }],
  authors: [{ id: '12', name: '山田 太郎', iconUrl: null }],
};

const game: GameHeaderData = {
  gameId: '501',
  name: 'ゼノナイツ',
  nameKana: 'ぜのないつ',
  description: '剣と魔法のアクションRPG。',
  thumbnailUrl: 'http://content-api.test/images/uploaded/game/501.jpg',
  maker: 'プレイソフト',
  genre: 'アクションRPG',
  officialSiteUrl: null,
  titleGroupId: null,
  versions: [
    { platform: { code: 'ps5', nameJa: 'PS5' }, releaseDate: '2026-09-10', releaseDateText: '', price: '7800円（税抜）' },
    { platform: { code: 'switch2', nameJa: 'Switch2' }, releaseDate: '2026-08-20', releaseDateText: '', price: '7800円（税抜）' },
    { platform: { code: 'pc-game', nameJa: 'PC' }, releaseDate: null, releaseDateText: '発売日未定', price: '' },
    { platform: { code: 'ps5', nameJa: 'PS5' }, releaseDate: null, releaseDateText: '発売日未定', price: '' },
  ],
  counts: { articles: 10, images: 20, videos: 3 },
  hasReview: true,
};

const reviews = [
  toCrossReviewView({
    gameId: '501',
    platform: { code: 'ps5', nameJa: 'PS5' },
    publishedAt: '2026-09-03T11:00:00+09:00',
    reviews: [
      { reviewerName: '佐藤', score: 9, comment: '爽快な戦闘。' },
      { reviewerName: '鈴木', score: 8, comment: '' },
    ],
    totalScore: 17,
    award: null,
  }),
  toCrossReviewView({
    gameId: '501',
    platform: { code: 'switch2', nameJa: 'Switch2' },
    publishedAt: '2026-08-14T11:00:00+09:00',
    reviews: [{ reviewerName: '田中', score: 10, comment: '携帯モードも快適。' }],
    totalScore: 10,
    award: 'GOLD',
  }),
];

function expectContextAndType(data: JsonLd, type: string) {
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe(type);
}

describe('NewsArticle on articles', () => {
  const data = newsArticleJsonLd({ article, articlePath: '/article/202607/123/', pagePath: '/article/202607/123/?page=2' });

  it('headline, description, url of the article and mainEntityOfPage of the page shown (absolute)', () => {
    expectContextAndType(data, 'NewsArticle');
    expect(data).toMatchObject({
      headline: article.title,
      description: article.description,
      url: `${SITE}/article/202607/123/`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}/article/202607/123/?page=2` },
      articleSection: ['ニュース'],
      inLanguage: 'ja',
    });
  });

  it('image: the 1280-wide CDN URL; the OGP image wins over the thumbnail', () => {
    expect(data.image).toEqual([`${IMAGE}?w=1280`]);
    const ogp = newsArticleJsonLd({ article: { ...article, ogpImageUrl: 'http://content-api.test/images/uploaded/ogp/9.jpg' }, articlePath: '/a/', pagePath: '/a/' });
    expect(ogp.image).toEqual(['http://content-api.test/images/uploaded/ogp/9.jpg?w=1280']);
    expect(newsArticleJsonLd({ article: { ...article, thumbnailUrl: null }, articlePath: '/a/', pagePath: '/a/' })).not.toHaveProperty('image');
  });

  it('datePublished and dateModified with +09:00', () => {
    expect(data.datePublished).toBe('2026-07-30T10:00:00+09:00');
    expect(data.dateModified).toBe('2026-07-31T12:30:00+09:00');
  });

  it('author: a Person with the URL of the author page', () => {
    expect(data.author).toEqual([{ '@type': 'Person', name: '山田 太郎', url: `${SITE}/author/12/page/1/` }]);
  });

  it('without authors the publisher is the author', () => {
    const anonymous = newsArticleJsonLd({ article: { ...article, authors: [] }, articlePath: '/a/', pagePath: '/a/' });
    expect(anonymous.author).toEqual([expect.objectContaining({ '@type': 'Organization', name: 'プレイノート' })]);
  });

  it('publisher: Organization プレイノート with its logo ImageObject (absolute URL)', () => {
    expect(data.publisher).toEqual({ '@type': 'Organization', name: 'プレイノート', url: `${SITE}/`, logo: LOGO });
  });

  it(`headline: at most ${HEADLINE_MAX_LENGTH} characters`, () => {
    const long = newsArticleJsonLd({ article: { ...article, title: 'ゲ'.repeat(300) }, articlePath: '/a/', pagePath: '/a/' });
    expect(Array.from(long.headline as string)).toHaveLength(HEADLINE_MAX_LENGTH);
    const exact = 'ム'.repeat(HEADLINE_MAX_LENGTH);
    expect(newsArticleJsonLd({ article: { ...article, title: exact }, articlePath: '/a/', pagePath: '/a/' }).headline).toBe(exact);
  });
});

describe('BreadcrumbList wherever a breadcrumb shows', () => {
  it('トップ first, then the Breadcrumb items, positions from 1, absolute URLs; the current page links to itself', () => {
    const data = breadcrumbListJsonLd([{ name: 'ランキング', path: '/ranking/article/' }, { name: 'Amazonランキング（ゲーム）' }], '/ranking/amazon/');
    expectContextAndType(data, 'BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'トップ', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'ランキング', item: `${SITE}/ranking/article/` },
      { '@type': 'ListItem', position: 3, name: 'Amazonランキング（ゲーム）', item: `${SITE}/ranking/amazon/` },
    ]);
  });

  it('article pages: the category (or collection) of the breadcrumb, then the article', () => {
    const breadcrumb = { title: article.title, level1Item: { path: '/category/news/page/1/', code: 'news', nameJa: 'ニュース' } };
    expect(articleBreadcrumbEntries(breadcrumb)).toEqual([{ name: 'ニュース', path: '/category/news/page/1/' }, { name: article.title }]);
    expect(articleBreadcrumbEntries({ ...breadcrumb, level1Item: null })).toEqual([{ name: article.title }]);
    const [news, list] = articlePageJsonLd({ article, articlePath: '/article/202607/123/', pagePath: '/article/202607/123/', breadcrumb });
    expect(news?.['@type']).toBe('NewsArticle');
    expect(list?.['@type']).toBe('BreadcrumbList');
  });
});

describe('VideoGame on game-title pages', () => {
  const data = videoGameJsonLd(game);

  it('name, the title page URL, platforms once each, genre, maker as publisher, 1280-wide image', () => {
    expectContextAndType(data, 'VideoGame');
    expect(data).toMatchObject({
      name: 'ゼノナイツ',
      url: `${SITE}/game/title/501/page/1/`,
      description: '剣と魔法のアクションRPG。',
      gamePlatform: ['PS5', 'Switch2', 'PC'],
      genre: 'アクションRPG',
      publisher: { '@type': 'Organization', name: 'プレイソフト' },
      image: 'http://content-api.test/images/uploaded/game/501.jpg?w=1280',
    });
  });

  it('datePublished: the earliest decided release date; none while every date is undecided', () => {
    expect(data.datePublished).toBe('2026-08-20');
    expect(firstReleaseDate({ versions: game.versions.map((version) => ({ ...version, releaseDate: null })) })).toBeNull();
    expect(videoGameJsonLd({ ...game, versions: game.versions.map((version) => ({ ...version, releaseDate: null })) })).not.toHaveProperty('datePublished');
  });

  it('no rating without cross reviews; with them an AggregateRating over every reviewer (1-10)', () => {
    expect(data).not.toHaveProperty('aggregateRating');
    expect(videoGameJsonLd(game, reviews).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 9,
      bestRating: 10,
      worstRating: 1,
      ratingCount: 3,
      reviewCount: 3,
    });
  });
});

describe('Review with rating on cross reviews', () => {
  const data = crossReviewJsonLd(game, reviews);

  it('one Review per reviewer of every platform', () => {
    expect(data).toHaveLength(3);
    data.forEach((review) => expectContextAndType(review, 'Review'));
  });

  it('reviewRating out of 10, author a Person, itemReviewed the VideoGame on that platform', () => {
    expect(data[0]).toMatchObject({
      reviewRating: { '@type': 'Rating', ratingValue: 9, bestRating: 10, worstRating: 1 },
      author: { '@type': 'Person', name: '佐藤' },
      itemReviewed: { '@type': 'VideoGame', name: 'ゼノナイツ', gamePlatform: 'PS5', url: `${SITE}/game/title/501/page/1/` },
      reviewBody: '爽快な戦闘。',
      datePublished: '2026-09-03T11:00:00+09:00',
      url: `${SITE}/game/title/501/reviews/`,
    });
    expect(data[1]).not.toHaveProperty('reviewBody');
    expect(data[2]?.itemReviewed).toMatchObject({ gamePlatform: 'Switch2' });
  });

  it('no cross reviews, no Review', () => {
    expect(crossReviewJsonLd(game, [])).toEqual([]);
  });
});

describe('ItemList on rankings', () => {
  it('ListItems in rank order with position, name and absolute URL; site paths resolve on the site', () => {
    const data = itemListJsonLd('記事アクセスランキング', '/ranking/article/', [
      { position: 1, name: '一位の記事', url: '/article/202607/1/' },
      { position: 2, name: '外部の記事', url: 'https://example.com/news/2' },
      { position: 3, name: '販売本数ランキングの行（URLなし）' },
    ]);
    expect(data).not.toBeNull();
    expectContextAndType(data!, 'ItemList');
    expect(data).toMatchObject({ name: '記事アクセスランキング', url: `${SITE}/ranking/article/`, numberOfItems: 3 });
    expect(data!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: '一位の記事', url: `${SITE}/article/202607/1/` },
      { '@type': 'ListItem', position: 2, name: '外部の記事', url: 'https://example.com/news/2' },
      { '@type': 'ListItem', position: 3, name: '販売本数ランキングの行（URLなし）' },
    ]);
  });

  it('an unsafe URL from the API is left out (safeHref)', () => {
    const data = itemListJsonLd('Amazonランキング', '/ranking/amazon/', [{ position: 1, name: '商品', url: 'javascript:alert(1)' }]);
    expect(data!.itemListElement).toEqual([{ '@type': 'ListItem', position: 1, name: '商品' }]);
  });

  it('an empty ranking has no ItemList', () => {
    expect(itemListJsonLd('ゲームソフト販売本数ランキング', '/ranking/game-sales/', [])).toBeNull();
  });
});

describe('site-wide nodes', () => {
  it('top page: WebSite with its search and Organization with its logo', () => {
    const site = webSiteJsonLd();
    expectContextAndType(site, 'WebSite');
    expect(site).toMatchObject({ name: 'プレイノート', url: `${SITE}/`, inLanguage: 'ja' });
    expect(JSON.stringify(site.potentialAction)).toContain(`${SITE}/search/?q={search_term_string}`);
    const organization = organizationJsonLd();
    expectContextAndType(organization, 'Organization');
    expect(organization.logo).toEqual(LOGO);
  });

  it('author page: ProfilePage about the author Person', () => {
    const data = profilePageJsonLd({ id: '12', name: '山田 太郎', profile: 'ゲームライター。', iconUrl: null });
    expectContextAndType(data, 'ProfilePage');
    expect(data.mainEntity).toEqual({ '@type': 'Person', name: '山田 太郎', url: `${SITE}/author/12/page/1/`, description: 'ゲームライター。' });
  });
});

describe('serialized JSON-LD cannot break out of its script element', () => {
  const hostile = '</script><script>alert(1)</script><!-- & \u2028\u2029';
  const data = breadcrumbListJsonLd([{ name: hostile }], '/category/news/page/1/');

  it('no <, > or & in the text, and it parses back to the same data', () => {
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });
});
