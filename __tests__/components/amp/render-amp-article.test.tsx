import { readFileSync } from 'node:fs';
import path from 'node:path';
import { articleAdBreaks } from '@/ads/article-ad-placement';
import { BLOCK_TYPES, type ContentBlock } from '@/api-clients/schemas/article';
import { renderToStaticMarkup } from 'react-dom/server';
import { AmpArticlePage } from '@/components/amp/amp-article-page';
import { renderAmpArticle } from '@/components/amp/render-amp-article';
import { planAmpAds } from '@/lib/amp/amp-ads';
import type { AmpDocumentProps } from '@/lib/amp/amp-article-data';
import { AMP_CSS, AMP_TOKENS, cssByteLength } from '@/components/amp/amp-css';
import { AMP_BOILERPLATE, MAX_AMP_CSS_BYTES } from '@/components/amp/amp-document';
import { AMP_IMAGE_WIDTHS } from '@/components/amp/amp-image';
import type { ArticleView } from '@/lib/page-data/article';
import { buildAmpAdSpaces } from '@/mocks/data/ads';

const SITE = 'https://playnote.test';
const IMAGES = 'http://content-api.test/images/uploaded';
const EVIL = '<script>alert(1)</script>';
const ARTICLE_SPACE = buildAmpAdSpaces().get('ARTICLE_DETAIL') ?? null;

const text = (content: string): ContentBlock => ({ type: 'STRING', content });

/** One body page with every block type of the contract, some carrying hostile API text and links. */
const ALL_BLOCKS: ContentBlock[] = [
  {
    type: 'STRING',
    content: [
      text(`本文${EVIL}`),
      { type: 'B', content: '太字' },
      { type: 'BR', content: '' },
      { type: 'LINK', url: '/game/title/42/page/1/', content: 'タイトル情報' },
      { type: 'LINK_B_TAB', url: 'https://official.example/', content: '公式サイト' },
      { type: 'LINK', url: 'javascript:alert(1)', content: '危ないリンク' },
      { type: 'NOLINK', content: '桜花の戦記' },
    ],
  },
  { type: 'HEAD', id: 'anchor-1', content: `見出し${EVIL}` },
  { type: 'IMAGE', id: '555', url: `${IMAGES}/a/1_1280x720.jpg`, width: 1280, height: 720, content: `キャプション${EVIL}` },
  { type: 'IMAGE', id: null, url: `${IMAGES}/a/2_480x640.jpg`, width: 480, height: 640, content: '' },
  { type: 'IMAGE', id: '556', url: 'javascript:alert(1)', content: '消える画像' },
  { type: 'SUBHEAD', content: '小見出し' },
  { type: 'ITEMIZATION', content: [{ type: 'LIST_ITEM', content: '項目1' }, { type: 'LIST_ITEM', content: '項目2' }] },
  { type: 'HEAD', id: 'style', content: '二つ目の見出し' },
  { type: 'YOUTUBE', url: 'dQw4w9WgXcQ', content: '紹介動画' },
  { type: 'YOUTUBE', url: '"><script>', content: '壊れた動画' },
  { type: 'TWEET', url: 'https://x.com/playnote_jp/status/1', content: 'ポストの本文' },
  { type: 'QUOTE', content: '開発者のコメント' },
  {
    type: 'TABLE',
    content: [{ type: 'TR', content: [{ type: 'TH', content: '価格' }, { type: 'TD', content: '6,800円' }] }],
  },
  { type: 'BUTTON_EC', url: 'https://www.amazon.co.jp/dp/B000000000', content: 'Amazonで購入する' },
  { type: 'BUTTON_EC', url: 'javascript:alert(1)', content: '危ないボタン' },
  { type: 'NEWS', url: '/article/202607/1/', content: '関連するニュース' },
  { type: 'NEWS', url: '//evil.example/', content: '外に出るニュース' },
  { type: 'ANNOTATION', content: '※画面は開発中のものです。' },
  { type: 'SPOILER', label: 'ネタバレ注意：結末', content: [{ type: 'STRING', content: '結末の段落' }] },
  { type: 'B', content: 'ブロック位置の太字' },
];

function articleView(overrides: Partial<ArticleView> = {}): ArticleView {
  return {
    articleId: '105922',
    publicationDate: '202610',
    title: `新作発表${EVIL}`,
    titleBreaks: [],
    readingMinutes: 3,
    isVideo: false,
    description: `説明文${EVIL}`,
    isR18: false,
    isDisplayAd: true,
    publishedAt: '2026-10-26T05:05:00+09:00',
    updatedAt: '2026-10-26T08:00:00+09:00',
    thumbnailUrl: `${IMAGES}/a/thumbnail_1280x720.jpg`,
    ogpImageUrl: null,
    mainCategories: [{ id: '21', code: 'news', nameJa: 'ニュース', isMainCategory: true }],
    subCategories: [{ id: '109', code: 'switch2', nameJa: 'Switch2', isMainCategory: false }],
    authors: [{ id: '125', name: '橋本 健太', iconUrl: null }],
    relatedArticles: [
      { title: '関連記事A', titleBreaks: [], url: '/article/202609/7/', blank: false, thumbnailUrl: null },
      { title: '危ない関連記事', titleBreaks: [], url: 'javascript:alert(1)', blank: true, thumbnailUrl: null },
    ],
    relatedLinks: [],
    copyright: '©2026 Neosphere\n※画面は開発中のものです。',
    toc: [
      { id: 'anchor-1', text: '見出し', page: 1 },
      { id: 'style', text: '二つ目の見出し', page: 1 },
      { id: 'anchor-9', text: '次のページの見出し', page: 2 },
    ],
    currentPage: 1,
    pageCount: 2,
    blocks: ALL_BLOCKS,
    // As the page data does: the placement rule over the body page's blocks.
    adBreaks: articleAdBreaks(overrides.blocks ?? ALL_BLOCKS),
    live: null,
    ...overrides,
  };
}

function props(overrides: Partial<ArticleView> = {}, gaId: string | null = null): AmpDocumentProps {
  const article = articleView(overrides);
  return {
    article,
    breadcrumb: { title: article.title, level1Item: { path: '/category/news/page/1/', code: 'news', nameJa: 'ニュース' }, level2Items: [] },
    ads: planAmpAds(ARTICLE_SPACE, article),
    gaId,
    isAmp: true,
    renderedAt: '2026-10-20T12:00:00+09:00',
  };
}

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

const html = renderAmpArticle(props());
const doc = parse(html);

describe('AMP document shell (AMP HTML required markup)', () => {
  it('starts with the doctype and <html ⚡ lang="ja">, charset first in head', () => {
    expect(html.startsWith('<!doctype html><html ⚡ lang="ja"><head><meta charset="utf-8">')).toBe(true);
  });

  it('has the AMP boilerplate byte for byte', () => {
    expect(html).toContain(AMP_BOILERPLATE);
  });

  it('has a zoomable viewport: the no-zoom rule is skipped on AMP pages (spec §2)', () => {
    const viewport = doc.querySelector('meta[name="viewport"]')?.getAttribute('content');
    expect(viewport).toBe('width=device-width,initial-scale=1');
    expect(viewport).not.toMatch(/user-scalable|maximum-scale/);
  });

  it('loads only AMP scripts: the runtime and the extensions the body uses, plus JSON-LD data', () => {
    const scripts = [...doc.querySelectorAll('script')];
    for (const script of scripts) {
      const src = script.getAttribute('src');
      if (src) expect(src).toMatch(/^https:\/\/cdn\.ampproject\.org\/v0(\/amp-[a-z-]+-0\.1)?\.js$/);
      else expect(script.getAttribute('type')).toMatch(/^application\/(ld\+)?json$/);
    }
    const extensions = scripts.flatMap((script) => script.getAttribute('custom-element') ?? []);
    expect(extensions.sort()).toEqual(['amp-accordion', 'amp-ad', 'amp-youtube']);
  });

  it('has exactly one <style amp-custom> and no other stylesheet', () => {
    expect(doc.querySelectorAll('style[amp-custom]')).toHaveLength(1);
    expect(doc.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
  });

  it('inline CSS stays under AMP’s 75,000-byte limit and has no !important', () => {
    const inlineStyles = [...doc.querySelectorAll('[style]')].map((element) => element.getAttribute('style') ?? '').join('');
    expect(cssByteLength(AMP_CSS) + cssByteLength(inlineStyles)).toBeLessThan(MAX_AMP_CSS_BYTES);
    expect(AMP_CSS).not.toMatch(/!important/i);
    expect(AMP_CSS).not.toMatch(/<\/style/i);
  });

  it('every class the document uses has a rule in its one stylesheet (the shared parts are styled by their AMP class names)', () => {
    const documents = [doc, parse(renderAmpArticle(props({ isR18: true, currentPage: 2, pageCount: 9 })))];
    const used = new Set(documents.flatMap((page) => [...page.body.querySelectorAll('[class]')].flatMap((element) => [...element.classList])));
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(AMP_CSS))).toEqual([]);
  });

  it('uses the light colours of styles/globals.scss and the spacing and breakpoint of styles/_tokens.scss', () => {
    const tokens = readFileSync(path.join(process.cwd(), 'styles/_tokens.scss'), 'utf8');
    // The first declaration of each custom property is the light scheme's (dark follows in a media query).
    const globals = readFileSync(path.join(process.cwd(), 'styles/globals.scss'), 'utf8');
    for (const [name, value] of Object.entries(AMP_TOKENS)) {
      if (name.startsWith('color-')) expect(new RegExp(`--${name}: (#[0-9a-f]+);`).exec(globals)?.[1]).toBe(value);
      else expect(tokens).toMatch(new RegExp(`\\$${name}: ${value};`));
    }
  });

  it('has a canonical link, description, robots max-image-preview:large and a 1280-wide og:image', () => {
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/article/202610/105922/`);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('max-image-preview:large');
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(`${IMAGES}/a/thumbnail_1280x720.jpg?w=1280`);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(`説明文${EVIL}`);
  });

  it('NewsArticle JSON-LD with +09:00 dates, authors and the publisher logo', () => {
    const data = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      headline: `新作発表${EVIL}`,
      datePublished: '2026-10-26T05:05:00+09:00',
      dateModified: '2026-10-26T08:00:00+09:00',
      author: [{ '@type': 'Person', name: '橋本 健太', url: `${SITE}/author/125/page/1/` }],
      publisher: { '@type': 'Organization', name: 'プレイノート', logo: { url: `${SITE}/images/logo.png` } },
      mainEntityOfPage: { '@id': `${SITE}/article/202610/105922/` },
    });
  });
});

describe('API text is escaped, never markup (issue 5)', () => {
  it('no <script> from API text survives anywhere: body, head, attributes or JSON-LD', () => {
    expect(html).not.toContain(EVIL);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    expect(doc.querySelectorAll('script:not([src]):not([type])')).toHaveLength(0);
  });

  it('the text still reads as written', () => {
    expect(doc.querySelector('h1')?.textContent).toBe(`新作発表${EVIL}`);
    expect(doc.querySelector('title')?.textContent).toBe(`新作発表${EVIL} | プレイノート`);
    expect(doc.querySelector('figcaption')?.textContent).toBe(`キャプション${EVIL}`);
  });

  it('javascript: and protocol-relative links are dropped (safeHref)', () => {
    const hrefs = [...doc.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(href).toMatch(/^(https?:\/\/|#)/);
    expect(html).not.toMatch(/javascript:|evil\.example/);
    expect(doc.body.textContent).toContain('危ないリンク');
    expect(doc.body.textContent).not.toContain('危ないボタン');
    expect(doc.body.textContent).not.toContain('外に出るニュース');
    expect(doc.body.textContent).not.toContain('危ない関連記事');
  });

  it('site links are absolute, so they work from an AMP cache', () => {
    expect(doc.querySelector('a[href$="/game/title/42/page/1/"]')?.getAttribute('href')).toBe(`${SITE}/game/title/42/page/1/`);
    expect(doc.querySelector('aside.news-card a')?.getAttribute('href')).toBe(`${SITE}/article/202607/1/`);
  });
});

describe('every body block type renders (api-clients/schemas/article.ts BLOCK_TYPES)', () => {
  it('the fixture covers every block type of the contract', () => {
    const seen = new Set<string>();
    const walk = (block: ContentBlock) => {
      seen.add(block.type);
      if (typeof block.content !== 'string') block.content.forEach(walk);
    };
    ALL_BLOCKS.forEach(walk);
    expect([...BLOCK_TYPES].filter((type) => !seen.has(type))).toEqual([]);
  });

  it.each([
    ['STRING, and inline types at block level → paragraph', 'div.body > p:not(.shop-button)', 2],
    ['HEAD → h2 with its anchor', 'h2#anchor-1.head', 1],
    ['HEAD with an id AMP forbids → prefixed anchor', 'h2#h-style', 1],
    ['SUBHEAD → h3', 'div.body h3', 1],
    ['ITEMIZATION/LIST_ITEM → ul li', 'ul.list > li', 2],
    ['TABLE/TR/TH/TD in a scrolling wrapper', 'div.table-wrap table tbody tr th[scope="row"] + td', 1],
    ['QUOTE → blockquote', 'blockquote.quote', 1],
    ['TWEET → blockquote with a link to the post', 'blockquote.post a[href="https://x.com/playnote_jp/status/1"][target="_blank"]', 1],
    ['BUTTON_EC → sponsored shop link', 'p.shop-button a[rel="sponsored noopener"][target="_blank"]', 1],
    ['NEWS → embedded article card', 'aside.news-card', 1],
    ['ANNOTATION → note', 'aside.note', 1],
    ['SPOILER → a closed amp-accordion section (issue 37)', 'amp-accordion[data-spoiler][disable-session-states] > section:not([expanded]) > header + div[data-spoiler-content] > p', 1],
    ['IMAGE → amp-img in a figure', 'figure.figure amp-img', 2],
    ['IMAGE with an image id → link to the image page', `figure a[href="${SITE}/article/images/202610/105922/555/"] amp-img`, 1],
    ['YOUTUBE → amp-youtube (only a valid video id)', 'amp-youtube[data-videoid="dQw4w9WgXcQ"][layout="responsive"]', 1],
    ['B → strong', 'strong', 2],
    ['BR → br', 'div.body br', 1],
    ['LINK_B_TAB → new tab', 'a[href="https://official.example/"][target="_blank"][rel="noopener"]', 1],
    ['NOLINK → game search link', `a.game-name[href="${SITE}/search/?q=${encodeURIComponent('桜花の戦記')}"]`, 1],
  ])('%s', (_name, selector, count) => {
    expect(doc.querySelectorAll(selector)).toHaveLength(count);
  });

  it('no iframe or img: media are AMP components', () => {
    expect(doc.querySelectorAll('iframe, img, video')).toHaveLength(0);
    expect(doc.querySelectorAll('amp-youtube')).toHaveLength(1);
  });
});

describe('amp-img sizes (spec §9 widths through the image CDN loader)', () => {
  it('keeps the image’s own width and height with layout responsive', () => {
    const image = doc.querySelector(`amp-img[src^="${IMAGES}/a/2_480x640.jpg"]`);
    expect(image?.getAttribute('width')).toBe('480');
    expect(image?.getAttribute('height')).toBe('640');
    expect(image?.getAttribute('layout')).toBe('responsive');
  });

  it('offers the spec widths up to the image’s own width in srcset, src at 640', () => {
    const large = doc.querySelector(`amp-img[src^="${IMAGES}/a/1_1280x720.jpg"]`);
    expect(large?.getAttribute('src')).toBe(`${IMAGES}/a/1_1280x720.jpg?w=640`);
    expect(large?.getAttribute('srcset')).toBe(AMP_IMAGE_WIDTHS.map((width) => `${IMAGES}/a/1_1280x720.jpg?w=${width} ${width}w`).join(', '));
    const small = doc.querySelector(`amp-img[src^="${IMAGES}/a/2_480x640.jpg"]`);
    expect(small?.getAttribute('src')).toBe(`${IMAGES}/a/2_480x640.jpg?w=480`);
    expect(small?.getAttribute('srcset')).toBe(`${IMAGES}/a/2_480x640.jpg?w=320 320w, ${IMAGES}/a/2_480x640.jpg?w=480 480w`);
  });

  it('the hero on page 1 is the 1280x720 thumbnail, decorative (alt="")', () => {
    const hero = doc.querySelector('.hero amp-img');
    expect(hero?.getAttribute('width')).toBe('1280');
    expect(hero?.getAttribute('height')).toBe('720');
    expect(hero?.getAttribute('alt')).toBe('');
  });

  it('content images have alt text: the caption, or 記事画像', () => {
    const alts = [...doc.querySelectorAll('figure.figure amp-img')].map((image) => image.getAttribute('alt'));
    expect(alts).toEqual([`キャプション${EVIL}`, '記事画像']);
  });
});

describe('amp-ad slots from ampAdspace (ads/amp-ad.ts attributes)', () => {
  it('one amp-ad per placed position, in page order, with the unit’s attributes', () => {
    const ads = [...doc.querySelectorAll('amp-ad')];
    expect(ads.map((ad) => ad.getAttribute('data-slot')?.split('/').pop())).toEqual(['amp_head', 'amp_mb1', 'amp_rec', 'amp_foot']);
    const head = ads[0];
    expect(head?.getAttribute('type')).toBe('doubleclick');
    expect(head?.getAttribute('width')).toBe('320');
    expect(head?.getAttribute('height')).toBe('100');
    expect(head?.getAttribute('layout')).toBe('fixed');
    expect(head?.getAttribute('data-multi-size')).toBe('320x50');
    expect(head?.getAttribute('data-multi-size-validation')).toBe('false');
    expect(JSON.parse(head?.getAttribute('json') ?? '{}')).toEqual({ targeting: { pageType: 'ARTICLE_DETAIL' } });
  });

  it('a body with no room for in-body ads (every block beside a heading or media) gets none', () => {
    expect(doc.querySelector('div.body amp-ad')).toBeNull();
  });

  it('in-body amp-ads at the article’s ad breaks, the same places as the GPT slots: between two paragraphs, in slot order', () => {
    const long = Array.from({ length: 16 }, (_, index) => text(`${index + 1}段落目。${'本文の続き。'.repeat(30)}`));
    const withBreaks = parse(renderAmpArticle(props({ blocks: long })));
    const inBody = [...withBreaks.querySelectorAll('div.body [data-position]')];
    expect(articleAdBreaks(long).length).toBeGreaterThan(1);
    expect(inBody.map((box) => box.getAttribute('data-position'))).toEqual(articleAdBreaks(long).map((_, n) => `amp_ia${n + 1}`));
    for (const [n, box] of inBody.entries()) {
      expect(box.previousElementSibling?.tagName).toBe('P');
      expect(box.nextElementSibling?.textContent).toMatch(new RegExp(`^${(articleAdBreaks(long)[n] ?? 0) + 1}段落目`));
      // A fixed box of the unit's largest size: nothing shifts when the ad arrives.
      const ad = box.querySelector('amp-ad');
      expect([ad?.getAttribute('layout'), ad?.getAttribute('width'), ad?.getAttribute('height'), ad?.getAttribute('data-multi-size')]).toEqual(['fixed', '336', '280', '300x250']);
    }
  });

  it('no in-body amp-ad when the article turns ads off', () => {
    const long = Array.from({ length: 16 }, (_, index) => text(`${index + 1}段落目。${'本文の続き。'.repeat(30)}`));
    expect(renderAmpArticle(props({ blocks: long, isDisplayAd: false, adBreaks: [] }))).not.toContain('<amp-ad');
  });

  it('responsive units are capped at their own width so a banner never stretches across the column', () => {
    expect(doc.querySelector('[data-position="amp_foot"]')?.getAttribute('style')).toBe('max-width:320px');
    expect(doc.querySelector('[data-position="amp_head"]')?.getAttribute('style')).toBeNull();
  });

  it('R-18 articles: the age notice, and every amp-ad targeted age R-18 (spec §9)', () => {
    const r18 = parse(renderAmpArticle(props({ isR18: true })));
    expect(r18.querySelector('[role="note"]')?.textContent).toContain('18歳未満');
    const ads = [...r18.querySelectorAll('amp-ad')];
    expect(ads).toHaveLength(4);
    for (const ad of ads) expect(JSON.parse(ad.getAttribute('json') ?? '{}')).toEqual({ targeting: { pageType: 'ARTICLE_DETAIL', age: 'R-18' } });
  });

  it('ads-off articles (isDisplayAd false): no amp-ad and no amp-ad script', () => {
    const adsOff = renderAmpArticle(props({ isDisplayAd: false }));
    expect(adsOff).not.toContain('<amp-ad');
    expect(adsOff).not.toContain('amp-ad-0.1.js');
  });
});

describe('amp-analytics (GA4 when NEXT_PUBLIC_GA_ID is set)', () => {
  it('with a measurement id: one amp-analytics type gtag with its config, and its extension script', () => {
    const withGa = parse(renderAmpArticle(props({}, 'G-TEST12345')));
    const analytics = withGa.querySelectorAll('amp-analytics');
    expect(analytics).toHaveLength(1);
    expect(analytics[0]?.getAttribute('type')).toBe('gtag');
    expect(JSON.parse(analytics[0]?.querySelector('script[type="application/json"]')?.textContent ?? '{}')).toEqual({
      vars: { gtag_id: 'G-TEST12345', config: { 'G-TEST12345': { groups: 'default' } } },
    });
    expect(withGa.querySelector('script[custom-element="amp-analytics"]')).not.toBeNull();
  });

  it('without one: no amp-analytics and no script for it', () => {
    expect(doc.querySelector('amp-analytics')).toBeNull();
    expect(html).not.toContain('amp-analytics-0.1.js');
  });
});

describe('page structure', () => {
  it('one h1, then h2 and h3 in order', () => {
    const headings = [...doc.querySelectorAll('h1, h2, h3')].map((heading) => heading.tagName);
    expect(headings.filter((tag) => tag === 'H1')).toHaveLength(1);
    expect(headings[0]).toBe('H1');
    headings.forEach((tag, index) => {
      if (index > 0) expect(Number(tag[1]) - Number(headings[index - 1]?.[1])).toBeLessThanOrEqual(1);
    });
  });

  it('header, main and footer landmarks; breadcrumb from the top page', () => {
    expect(doc.querySelector('body > header a')?.getAttribute('href')).toBe(`${SITE}/`);
    expect(doc.querySelectorAll('body > main')).toHaveLength(1);
    expect(doc.querySelectorAll('body > footer')).toHaveLength(1);
    const crumbs = [...doc.querySelectorAll('nav[aria-label="パンくずリスト"] li')].map((item) => item.textContent);
    expect(crumbs).toEqual(['トップ', 'ニュース', `新作発表${EVIL}`]);
  });

  it('table of contents: same-page headings jump in place, others open that AMP page', () => {
    const links = [...doc.querySelectorAll('nav[aria-labelledby="toc-heading"] a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['#anchor-1', '#h-style', `${SITE}/article/amp/202610/105922/?page=2#anchor-9`]);
  });

  it('links to the normal page of the same body page (linked both ways)', () => {
    const page2 = parse(renderAmpArticle(props({ currentPage: 2, blocks: [text('二ページ目')] })));
    expect(page2.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/article/202610/105922/?page=2`);
    expect(page2.querySelector('.canonical-link a')?.getAttribute('href')).toBe(`${SITE}/article/202610/105922/?page=2`);
    expect(page2.querySelector('.hero')).toBeNull();
    const pager = page2.querySelector('nav[aria-label="記事のページ"]');
    expect(pager?.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe(`${SITE}/article/amp/202610/105922/`);
    expect(pager?.querySelector('[aria-current="page"]')?.textContent).toBe('2');
  });

  it('single-page articles have no pager', () => {
    const single = parse(renderAmpArticle(props({ pageCount: 1 })));
    expect(single.querySelector('nav[aria-label="記事のページ"]')).toBeNull();
  });

  it('share links and related articles', () => {
    expect([...doc.querySelectorAll('ul[aria-label="この記事をシェア"] a')].map((link) => link.textContent)).toEqual([
      'Xでポスト',
      'Facebookでシェア',
      'LINEで送る',
      'はてなブックマークに追加',
    ]);
    expect(doc.querySelector('section[aria-labelledby="related-articles"] a')?.getAttribute('href')).toBe(`${SITE}/article/202609/7/`);
  });

  it('the header shows the reading time and the 動画 badge; related articles show their thumbnails as amp-img (decision 022)', () => {
    const video = parse(
      renderAmpArticle(
        props({
          readingMinutes: 4,
          isVideo: true,
          relatedArticles: [{ title: '関連記事A', titleBreaks: [2], url: '/article/202609/7/', blank: false, thumbnailUrl: 'https://img.example.com/a.jpg' }],
        }),
      ),
    );
    expect(video.querySelector('article header')?.textContent).toContain('約4分で読めます');
    expect(video.querySelector('article header .badge')?.textContent).toBe('動画');
    const related = video.querySelector('section[aria-labelledby="related-articles"] a');
    expect(related?.querySelector('amp-img')?.getAttribute('src')).toContain('a.jpg');
    expect(related?.querySelector('.card-title')?.innerHTML).toBe('<span class="phrased">関連<wbr>記事A</span>');
  });
});

describe("the spec's isAmp flag picks the leaves (AMP by leaves, decision 008)", () => {
  it('isAmp true: amp-img and amp-youtube; isAmp false: the same parts with the HTML image and video leaves', () => {
    const amp = renderToStaticMarkup(<AmpArticlePage {...props()} />);
    const html = renderToStaticMarkup(<AmpArticlePage {...props()} isAmp={false} />);
    expect(amp).toContain('<amp-img');
    expect(amp).toContain('<amp-youtube');
    expect(html).not.toContain('<amp-img');
    expect(html).not.toContain('<amp-youtube');
    expect(html).toContain('<img');
    // The share tools that need the site's script (copy-link, the share sheet) are HTML-only: AMP runs none of ours.
    // In the server's HTML there is only their status line: the buttons appear once the script runs.
    const body = (markup: string) => new DOMParser().parseFromString(markup, 'text/html').body;
    expect([...body(html).querySelectorAll('button')].map((button) => button.textContent)).toEqual([]);
    expect(body(html).querySelector('[role="status"]')).not.toBeNull();
    expect(body(amp).querySelector('button, [role="status"]')).toBeNull();
    // The same article text either way: only the leaves differ.
    const text = (root: HTMLElement) => {
      root.querySelectorAll('button, [role="status"]').forEach((element) => element.remove());
      return root.textContent?.replace(/\s+/g, '');
    };
    expect(text(body(html))).toBe(text(body(amp)));
  });
});
