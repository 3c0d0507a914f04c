// In the browser the head follows the page after client navigations (components/head/following-head.ts):
// the tags that change from page to page are written in place, and what only the document's own page
// has (its JSON-LD, its AMP twin's link), built on the server only, goes and comes back with it.
import { render } from '@testing-library/react';
import { followHead, resetFollowedHead } from '@/components/head/following-head';
import { PageHead, pageHeadTags } from '@/components/head/page-head';
import { serverJsonLdBuilders } from '@/components/seo/server-json-ld';
import { serverJsonLdTexts } from '@/components/seo/page-json-ld';

const JSON_LD = '{"@context":"https://schema.org","@type":"NewsArticle"}';
const ARTICLE = '/article/20260701/1/';
const CATEGORY = '/category/news/page/1/';
const articleTags = pageHeadTags({ title: '記事の見出し', description: '記事の説明', canonicalPath: ARTICLE, imageUrl: 'https://img.example/a.jpg', ogType: 'article', robots: 'max-image-preview:large' });
const categoryTags = pageHeadTags({ title: 'ニュース', canonicalPath: CATEGORY });

/** The head of an article's server HTML, as next/head wrote it, with the document's own tags. */
function serveArticleDocument(): void {
  resetFollowedHead();
  document.head.innerHTML = [
    `<title>${articleTags.title}</title>`,
    '<meta name="viewport" content="width=device-width">',
    ...Object.entries(articleTags.names).map(([name, content]) => `<meta name="${name}" content="${content}" data-next-head="">`),
    ...Object.entries(articleTags.properties).map(([property, content]) => `<meta property="${property}" content="${content}" data-next-head="">`),
    `<link rel="canonical" href="${articleTags.links.canonical}" data-next-head="">`,
    '<link rel="amphtml" href="https://playnote.example/amp/article/20260701/1/" data-page-only="" data-next-head="">',
    '<link rel="alternate" type="application/rss+xml" title="プレイノート" href="https://playnote.example/feed/" data-next-head="">',
    '<link rel="alternate" type="application/rss+xml" title="ゲームのRSS" href="https://playnote.example/game/title/1/feed/" data-page-only="" data-next-head="">',
    `<script type="application/ld+json" data-page-only="" data-next-head="">${JSON_LD}</script>`,
  ].join('');
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const jsonLd = () => Array.from(document.head.querySelectorAll('script[type="application/ld+json"]'), (script) => script.textContent);
const feeds = () => Array.from(document.head.querySelectorAll('link[rel="alternate"]'), (link) => link.getAttribute('title'));

describe('the head in the browser', () => {
  beforeEach(serveArticleDocument);

  it('has no JSON-LD builders and never runs a page’s recipe', () => {
    const recipe = jest.fn(() => []);
    expect(serverJsonLdBuilders).toBeNull();
    expect(serverJsonLdTexts(recipe)).toEqual([]);
    expect(recipe).not.toHaveBeenCalled();
  });

  it('hydrating the page the document was served for changes nothing', () => {
    const before = document.head.innerHTML;
    render(<PageHead title="記事の見出し" description="記事の説明" canonicalPath={ARTICLE} imageUrl="https://img.example/a.jpg" ogType="article" robots="max-image-preview:large" />);
    expect(document.head.innerHTML).toBe(before);
    expect(document.title).toBe('記事の見出し | プレイノート');
  });

  it('a client navigation writes the next page’s title, description, canonical and cards, drops the robots it lacks, keeps the document’s own tags, and leaves none of the article’s JSON-LD or AMP link', () => {
    followHead(articleTags, ARTICLE);
    followHead(categoryTags, CATEGORY);
    expect(document.title).toBe('ニュース | プレイノート');
    expect(content('meta[name="description"]')).toBe(categoryTags.names.description);
    expect(content('meta[name="robots"]')).toBeNull();
    expect(canonical()).toBe(categoryTags.links.canonical);
    expect(content('meta[property="og:url"]')).toBe(categoryTags.links.canonical);
    expect(content('meta[property="og:type"]')).toBe('website');
    // The site card has a known height; the article's image had none.
    expect(content('meta[property="og:image:height"]')).toBe('720');
    expect(content('meta[name="twitter:title"]')).toBe('ニュース');
    expect(content('meta[name="viewport"]')).toBe('width=device-width');
    expect(jsonLd()).toEqual([]);
    expect(document.head.querySelector('link[rel="amphtml"]')).toBeNull();
    // The page's own feed (a game's, issue 37) goes with it; the site's feed stays.
    expect(feeds()).toEqual(['プレイノート']);
    expect(document.head.querySelectorAll('meta[name="description"], link[rel="canonical"]')).toHaveLength(2);
  });

  it('Back on the document’s page (the hash ignored) shows its JSON-LD and AMP link again, and its own tags', () => {
    followHead(articleTags, ARTICLE);
    followHead(categoryTags, CATEGORY);
    followHead(articleTags, `${ARTICLE}#comments`);
    expect(jsonLd()).toEqual([JSON_LD]);
    expect(document.head.querySelector('link[rel="amphtml"]')).not.toBeNull();
    expect(feeds()).toEqual(['プレイノート', 'ゲームのRSS']);
    expect(content('meta[name="robots"]')).toBe('max-image-preview:large');
    expect(content('meta[property="og:image:height"]')).toBeNull();
    expect(canonical()).toBe(articleTags.links.canonical);
  });

  it('a page reached by a client navigation from an error document gets every tag it needs', () => {
    resetFollowedHead();
    document.head.innerHTML = '<meta name="robots" content="noindex" data-next-head="">';
    followHead({ title: 'ページが見つかりません | プレイノート', names: { robots: 'noindex' }, properties: {}, links: {} }, '/missing/');
    followHead(articleTags, ARTICLE);
    expect(content('meta[name="robots"]')).toBe('max-image-preview:large');
    expect(content('meta[name="description"]')).toBe('記事の説明');
    expect(canonical()).toBe(articleTags.links.canonical);
    expect(content('meta[property="og:type"]')).toBe('article');
  });
});
