import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { GamePageHead } from '@/components/game/game-page-head';
import { PageHead } from '@/components/head/page-head';
import { DEFAULT_DESCRIPTION, ROBOTS } from '@/components/seo/head-values';
import { breadcrumbListJsonLd, type JsonLd } from '@/components/seo/json-ld';
import type { GameHeaderData } from '@/lib/page-data/game/game-page';
import { readHead } from './head-helpers';

jest.mock('@/components/head/server-head', () => jest.requireActual('./head-helpers').inlineServerHead);
// What the server renders: the JSON-LD builders run on the server only.
jest.mock('@/components/seo/server-json-ld', () => jest.requireActual('./head-helpers').jsonLdAsOnServer);

const SITE = 'https://playnote.test';
const IMAGE = 'http://content-api.test/images/uploaded/article/1/main.jpg';

describe('PageHead: title, description and canonical', () => {
  it('Japanese title with the site name, description, self-canonical absolute URL', () => {
    render(<PageHead title="ニュースの記事一覧（2ページ目）" description="ニュースの記事一覧です。" canonicalPath="/category/news/page/2/" />);
    const head = readHead();
    expect(head.title).toBe('ニュースの記事一覧（2ページ目） | プレイノート');
    expect(head.name('description')).toBe('ニュースの記事一覧です。');
    expect(head.canonical).toBe(`${SITE}/category/news/page/2/`);
  });

  it('the top page (title null) has the site title and the site description', () => {
    render(<PageHead title={null} canonicalPath="/" />);
    const head = readHead();
    expect(head.title).toBe('プレイノート | ゲーム・エンタメ最新情報');
    expect(head.name('description')).toBe(DEFAULT_DESCRIPTION);
    expect(head.property('og:title')).toBe('プレイノート | ゲーム・エンタメ最新情報');
  });
});

describe('PageHead: social cards', () => {
  it('og:* for a website page: type, site name, title, description, url, locale ja_JP', () => {
    render(<PageHead title="記事アクセスランキング" description="読まれている記事。" canonicalPath="/ranking/article/" />);
    const head = readHead();
    expect(head.property('og:type')).toBe('website');
    expect(head.property('og:site_name')).toBe('プレイノート');
    expect(head.property('og:title')).toBe('記事アクセスランキング');
    expect(head.property('og:description')).toBe('読まれている記事。');
    expect(head.property('og:url')).toBe(`${SITE}/ranking/article/`);
    expect(head.property('og:locale')).toBe('ja_JP');
  });

  it('og:image and twitter:image: the page image 1280 wide through the image CDN', () => {
    render(<PageHead title="記事" canonicalPath="/article/202607/1/" imageUrl={IMAGE} ogType="article" />);
    const head = readHead();
    expect(head.property('og:type')).toBe('article');
    expect(head.property('og:image')).toBe(`${IMAGE}?w=1280`);
    expect(head.property('og:image:width')).toBe('1280');
    expect(head.property('og:image:height')).toBeNull();
    expect(head.name('twitter:image')).toBe(`${IMAGE}?w=1280`);
  });

  it('without an image of its own the page shares the site card', () => {
    render(<PageHead title="発売スケジュール" canonicalPath="/schedule/" />);
    const head = readHead();
    expect(head.property('og:image')).toBe(`${SITE}/images/logo.png`);
    expect(head.property('og:image:width')).toBe('1280');
    expect(head.property('og:image:height')).toBe('720');
  });

  it('twitter:card summary_large_image with title and description', () => {
    render(<PageHead title="クロスレビュー" description="4人のレビュアー。" canonicalPath="/game/title/1/reviews/" />);
    const head = readHead();
    expect(head.name('twitter:card')).toBe('summary_large_image');
    expect(head.name('twitter:title')).toBe('クロスレビュー');
    expect(head.name('twitter:description')).toBe('4人のレビュアー。');
  });
});

describe('PageHead: robots', () => {
  it('no robots meta unless asked (pages are indexable)', () => {
    render(<PageHead title="ニュース" canonicalPath="/category/news/page/1/" />);
    expect(readHead().name('robots')).toBeNull();
  });

  it.each([ROBOTS.article, ROBOTS.noindex])('robots=%s is passed through', (robots) => {
    render(<PageHead title="x" canonicalPath="/" robots={robots} />);
    expect(readHead().name('robots')).toBe(robots);
  });
});

describe('PageHead: JSON-LD', () => {
  it('one script per object, in order; null entries are skipped', () => {
    const list = breadcrumbListJsonLd([{ name: 'ニュース' }], '/category/news/page/1/');
    const other: JsonLd = { '@context': 'https://schema.org', '@type': 'WebSite', name: 'プレイノート' };
    render(<PageHead title="ニュース" canonicalPath="/category/news/page/1/" jsonLd={() => [list, null, other]} />);
    expect(readHead().jsonLd).toEqual([list, other]);
    // The page's alone: the browser's head takes them out on other pages (following-head.ts).
    expect(Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (script) => script.hasAttribute('data-page-only'))).toEqual([true, true]);
  });

  it('API text with </script> or <!-- cannot break out of the script (escaped as \\u003c)', () => {
    const hostile = '</script><script>window.__pwned = true</script><!-- <script>';
    const data = breadcrumbListJsonLd([{ name: hostile }], '/category/news/page/1/');
    const html = renderToStaticMarkup(<PageHead title="x" canonicalPath="/" jsonLd={() => [data]} />);
    expect(html).not.toContain('</script><script>window');
    expect(html).toContain('\\u003c/script\\u003e');
    // Parsed as HTML, there is still exactly one script and it holds the whole data.
    const parsed = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
    const scripts = parsed.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(data);
  });
});

describe('feed discovery', () => {
  it('every page links the RSS 2.0 feed with an absolute URL', () => {
    render(<PageHead title="記事" canonicalPath="/" />);
    const feed = document.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(feed?.getAttribute('href')).toBe(`${SITE}/feed/`);
  });

  it('a game page links its own feed beside the site’s (issue 37), marked as the page’s only', () => {
    const game: GameHeaderData = {
      gameId: '1',
      name: 'ゲーム',
      nameKana: '',
      description: '',
      thumbnailUrl: null,
      maker: 'メーカー',
      genre: 'RPG',
      officialSiteUrl: null,
      titleGroupId: null,
      versions: [{ platform: { code: 'ps5', nameJa: 'PS5' }, releaseDate: null, releaseDateText: '', price: '' }],
      counts: { articles: 0, images: 0, videos: 0 },
      hasReview: false,
    };
    render(<GamePageHead game={game} tab="articles" title="ゲーム" fallbackDescription="" canonicalPath="/game/title/1/page/1/" />);
    const feeds = Array.from(document.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]'));
    expect(feeds.map((link) => [link.getAttribute('title'), link.getAttribute('href')])).toEqual([
      ['プレイノート', `${SITE}/feed/`],
      ['ゲームのRSS', `${SITE}/game/title/1/feed/`],
    ]);
    expect(feeds[1]?.hasAttribute('data-page-only')).toBe(true);
  });
});
