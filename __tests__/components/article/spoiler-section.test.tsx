/** @jest-environment node */
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ContentBlock } from '@/api-clients/schemas/article';
import { renderAmpDocument } from '@/components/amp/amp-document';
import { AMP_LEAVES } from '@/components/amp/amp-leaves';
import { toAmpMarkup } from '@/components/amp/amp-markup';
import { ArticleBodyBlocks } from '@/components/article/article-body-blocks';
import { AmpLeavesProvider } from '@/components/leaves/leaves-context';
import { buildTableOfContents } from '@/foundation/format/article-body';

// Issue 37: a spoiler section is a closed fold: `<details>` without `open` on HTML pages (it opens
// without script), an amp-accordion section without `expanded` on AMP; its summary says it holds
// spoilers; its headings are not in the table of contents; nothing of the page goes inside it.

const POSITION = { publicationDate: '202607', articleId: '123', page: 1 };
const paragraph = (content: string): ContentBlock => ({ type: 'STRING', content });

const SPOILER: ContentBlock = {
  type: 'SPOILER',
  label: 'ネタバレ注意：終盤の展開',
  content: [{ type: 'HEAD', id: 'ending', content: '結末' }, paragraph('黒幕は王だった'), { type: 'SPOILER', content: [paragraph('二重の秘密')] }],
};
const BLOCKS: ContentBlock[] = [paragraph('前の段落'), { type: 'HEAD', id: 'review', content: '総評' }, SPOILER, paragraph('後の段落')];

function render(node: ReactNode, isAmp = false): Document {
  const html = isAmp ? toAmpMarkup(renderToStaticMarkup(<AmpLeavesProvider value={AMP_LEAVES}>{node}</AmpLeavesProvider>)) : renderToStaticMarkup(node);
  return new JSDOM(`<body>${html}</body>`).window.document;
}

describe('on HTML pages: a closed <details>, readable without script', () => {
  const doc = render(<ArticleBodyBlocks blocks={BLOCKS} {...POSITION} />);
  const details = doc.querySelector('details');

  it('closed by default (no open), its blocks inside it, after its summary', () => {
    expect(doc.querySelectorAll('details')).toHaveLength(1);
    expect(details?.hasAttribute('open')).toBe(false);
    expect(details?.firstElementChild?.tagName).toBe('SUMMARY');
    expect(details?.textContent).toContain('黒幕は王だった');
  });

  it('its summary gives the label and how to open it', () => {
    expect(details?.querySelector('summary')?.textContent).toBe('ネタバレ注意：終盤の展開タップで表示クリックで表示');
  });

  it.each([
    ['a label without the word gets the ネタバレ badge', '終盤の展開', 'ネタバレ終盤の展開タップで表示クリックで表示'],
    ['no label: the default', null, 'ネタバレを含みますタップで表示クリックで表示'],
  ])('%s', (_name, label, summary) => {
    const own = render(<ArticleBodyBlocks blocks={[{ type: 'SPOILER', label, content: [paragraph('秘密')] }]} {...POSITION} />);
    expect(own.querySelector('summary')?.textContent).toBe(summary);
  });

  it('one level: a spoiler handed in inside a spoiler renders nothing there', () => {
    expect(doc.body.textContent).not.toContain('二重の秘密');
  });

  it('a heading inside takes no anchor, and the table of contents lists only the ones outside', () => {
    expect(details?.querySelector('h2')?.hasAttribute('id')).toBe(false);
    expect(doc.querySelector('h2#review')).not.toBeNull();
    expect(buildTableOfContents([{ page_no: 1, contents: BLOCKS }]).map((entry) => entry.text)).toEqual(['総評']);
  });

  it('what goes between blocks (the in-body ad slots) never lands inside it', () => {
    const between = new Map(BLOCKS.map((_block, index) => [index, <div key={index} data-between={index} />]));
    const withSlots = render(<ArticleBodyBlocks blocks={BLOCKS} {...POSITION} between={between} />);
    expect(withSlots.querySelectorAll('[data-between]')).toHaveLength(BLOCKS.length);
    expect(withSlots.querySelectorAll('details [data-between]')).toHaveLength(0);
  });

  it('a spoiler inside a line of text shows nothing of its secret', () => {
    const inline = render(<ArticleBodyBlocks blocks={[{ type: 'STRING', content: [paragraph('前'), { type: 'SPOILER', content: '秘密' }] }]} {...POSITION} />);
    expect(inline.body.textContent).toBe('前');
  });
});

describe('on AMP: an amp-accordion section, closed', () => {
  const doc = render(<ArticleBodyBlocks blocks={BLOCKS} {...POSITION} />, true);

  it('no details; one amp-accordion whose one section has no expanded and whose header is the summary', () => {
    expect(doc.querySelector('details')).toBeNull();
    const section = doc.querySelector('amp-accordion[disable-session-states] > section');
    expect(section?.hasAttribute('expanded')).toBe(false);
    expect(section?.children).toHaveLength(2);
    expect(section?.firstElementChild?.tagName).toBe('HEADER');
    expect(section?.firstElementChild?.textContent).toBe('ネタバレ注意：終盤の展開タップで表示クリックで表示');
    expect(section?.lastElementChild?.textContent).toContain('黒幕は王だった');
  });

  it('the document loads the amp-accordion script only when its body has one', () => {
    const document = (bodyHtml: string) =>
      renderAmpDocument({ title: 't', description: 'd', canonicalUrl: 'https://playnote.test/', imageUrl: null, siteName: 's', themeColor: '#fff', iconUrl: 'https://playnote.test/i.svg', jsonLd: null, css: '', bodyHtml });
    const script = '<script async custom-element="amp-accordion" src="https://cdn.ampproject.org/v0/amp-accordion-0.1.js"></script>';
    expect(document(doc.body.innerHTML)).toContain(script);
    const plain = render(<ArticleBodyBlocks blocks={[paragraph('ネタバレなし')]} {...POSITION} />, true);
    expect(document(plain.body.innerHTML)).not.toContain('amp-accordion');
  });
});
