/** @jest-environment node */
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ContentBlock } from '@/api-clients/schemas/article';
import { AMP_LEAVES } from '@/components/amp/amp-leaves';
import { toAmpMarkup } from '@/components/amp/amp-markup';
import { ArticleBodyBlocks } from '@/components/article/article-body-blocks';
import type { BodyImageProps } from '@/components/article/body-image';
import { AmpLeavesProvider } from '@/components/leaves/leaves-context';

// One body renderer for the HTML page and the AMP document (decision 008, "AMP by leaves"): without
// isAmp (no AMP leaves provided) the HTML leaves, with it the AMP ones.

const SITE = 'https://playnote.test';
const POSITION = { publicationDate: '202607', articleId: '123', page: 1 };
const IMAGE_URL = 'https://img.example/a/1_1280x720.jpg';

const BLOCKS: ContentBlock[] = [
  {
    type: 'STRING',
    content: [
      { type: 'STRING', content: '本文の段落' },
      { type: 'LINK', url: '/game/title/42/page/1/', content: 'タイトル情報' },
      { type: 'LINK_B_TAB', url: '/article/202607/9/', content: '別タブの記事' },
      { type: 'LINK', url: 'https://official.example/', content: '公式サイト' },
      { type: 'NOLINK', content: '桜花の戦記' },
    ],
  },
  { type: 'HEAD', id: 'anchor-1', content: '見出し' },
  { type: 'IMAGE', id: '555', url: IMAGE_URL, width: 1280, height: 720, content: 'キャプション' },
  { type: 'YOUTUBE', url: 'dQw4w9WgXcQ', content: '紹介動画' },
  { type: 'HEAD', id: 'style', content: 'AMPが禁じるidの見出し' },
  { type: 'NEWS', url: '/article/202607/1/', content: '関連するニュース' },
  { type: 'BUTTON_EC', url: 'https://shop.example/item/1', content: '購入する' },
  { type: 'TWEET', url: 'https://x.com/playnote_jp/status/1', content: 'ポストの本文' },
  { type: 'TABLE', content: [{ type: 'TR', content: [{ type: 'TH', content: '価格' }, { type: 'TD', content: '6,800円' }] }] },
];

/** As the HTML page renders it, or as the AMP document does: with the AMP leaves, then its links and classes rewritten. */
function render(node: ReactNode, isAmp: boolean): Document {
  const html = isAmp ? toAmpMarkup(renderToStaticMarkup(<AmpLeavesProvider value={AMP_LEAVES}>{node}</AmpLeavesProvider>)) : renderToStaticMarkup(node);
  return new JSDOM(`<body>${html}</body>`).window.document;
}

const body = (isAmp: boolean) => render(<ArticleBodyBlocks blocks={BLOCKS} {...POSITION} />, isAmp);
const html = body(false);
const amp = body(true);

describe('without isAmp: the HTML leaves', () => {
  it.each([
    ['images are the site’s own <img> elements through the image CDN loader', 'figure img[src*="img.example"]', 1],
    ['the video is a youtube-nocookie iframe', 'iframe[src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]', 1],
    ['site links stay site paths (client navigation)', 'a[href="/game/title/42/page/1/"], a[href="/article/202607/1/"], a[href="/article/images/202607/123/555/"]', 3],
    ['headings keep their API ids', 'h2#anchor-1, h2#style', 2],
  ])('%s', (_name, selector, count) => {
    expect(html.querySelectorAll(selector)).toHaveLength(count);
    expect(html.querySelectorAll('amp-img, amp-youtube')).toHaveLength(0);
  });
});

describe('with isAmp: the AMP leaves', () => {
  it.each([
    ['images are amp-img at the image’s size', 'figure amp-img[width="1280"][height="720"][layout="responsive"]', 1],
    ['the video is amp-youtube', 'amp-youtube[data-videoid="dQw4w9WgXcQ"]', 1],
    ['a heading id AMP forbids is prefixed', 'h2#h-style', 1],
  ])('%s', (_name, selector, count) => {
    expect(amp.querySelectorAll(selector)).toHaveLength(count);
  });

  it('nothing AMP forbids: no img, iframe, video, script, form, style attribute or event handler', () => {
    expect(amp.querySelectorAll('img, iframe, video, audio, script, form, input, embed, object, style, [style]')).toHaveLength(0);
    const attributes = [...amp.querySelectorAll('*')].flatMap((element) => element.getAttributeNames());
    expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
    expect(amp.querySelector('[data-server-html]')).toBeNull();
  });

  it('every link is absolute (an AMP cache serves the page from another origin)', () => {
    const hrefs = [...amp.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
    expect(hrefs).toHaveLength(8);
    for (const href of hrefs) expect(href).toMatch(/^https?:\/\//);
    expect(hrefs).toEqual(expect.arrayContaining([`${SITE}/game/title/42/page/1/`, `${SITE}/article/202607/9/`, `${SITE}/article/images/202607/123/555/`]));
  });
});

describe('one renderer, so both read the same', () => {
  it('the same text, block by block', () => {
    const blocksOf = (doc: Document) => [...(doc.body.firstElementChild?.children ?? [])].map((element) => [element.tagName, element.textContent]);
    expect(blocksOf(amp)).toEqual(blocksOf(html));
    expect(amp.body.textContent).toContain('本文の段落');
  });
});

describe('what goes between blocks and how an image renders are the caller’s (in-body ads, an image viewer)', () => {
  it.each([false, true])('nodes go before the block at their index, or after the last one (isAmp %s)', (isAmp) => {
    const between = new Map([
      [1, <div key="a" data-testid="slot-a" />],
      [BLOCKS.length, <div key="b" data-testid="slot-b" />],
    ]);
    const doc = render(<ArticleBodyBlocks blocks={BLOCKS} {...POSITION} between={between} />, isAmp);
    const children = [...(doc.body.firstElementChild?.children ?? [])];
    expect(children[1]?.getAttribute('data-testid')).toBe('slot-a');
    expect(children[2]?.tagName).toBe('H2');
    expect(children.at(-1)?.getAttribute('data-testid')).toBe('slot-b');
  });

  it('an ImageBlock receives each IMAGE block as data', () => {
    const seen: BodyImageProps[] = [];
    const ImageBlock = (props: BodyImageProps) => {
      seen.push(props);
      return <button type="button">{props.caption}</button>;
    };
    const doc = render(<ArticleBodyBlocks blocks={BLOCKS} {...POSITION} ImageBlock={ImageBlock} />, false);
    expect(seen).toEqual([{ src: IMAGE_URL, caption: 'キャプション', width: 1280, height: 720, imagePagePath: '/article/images/202607/123/555/' }]);
    expect(doc.querySelector('button')?.textContent).toBe('キャプション');
    expect(doc.querySelector('figure')).toBeNull();
  });
});
