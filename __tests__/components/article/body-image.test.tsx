/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { AMP_LEAVES } from '@/components/amp/amp-leaves';
import { BodyImage } from '@/components/article/body-image';
import { AmpLeavesProvider } from '@/components/leaves/leaves-context';

// The body image's link carries what the image viewer needs on HTML pages (decision 021) and
// nothing of it in the AMP document, which runs no script of ours.

const PROPS = {
  src: 'https://img.example/a/1_1600x900.jpg',
  caption: 'ゲーム画面',
  width: 1600,
  height: 900,
  imagePagePath: '/article/images/202607/123/1230001/',
};

describe('BodyImage', () => {
  it.each([
    ['the HTML page', false, { 'data-viewer-src': PROPS.src, 'data-viewer-width': '1600', 'data-viewer-height': '900' }],
    ['the AMP document', true, { 'data-viewer-src': null, 'data-viewer-width': null, 'data-viewer-height': null }],
  ])('on %s: a link to the image page, with the original for the viewer only on HTML', (_name, amp, expected) => {
    const html = renderToStaticMarkup(
      <AmpLeavesProvider value={amp ? AMP_LEAVES : null}>
        <BodyImage {...PROPS} />
      </AmpLeavesProvider>,
    );
    const link = new JSDOM(html).window.document.querySelector('a');
    expect(link?.getAttribute('href')).toBe(PROPS.imagePagePath);
    for (const [name, value] of Object.entries(expected)) expect(link?.getAttribute(name)).toBe(value);
  });
});
