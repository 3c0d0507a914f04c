import { isArticleImagePath, MAX_VIEWER_IMAGE_SIDE, viewerGalleryOf, viewerItemFromLink, viewerItemsIn } from '@/lib/client/image-viewer/viewer-links';
import { opensViewer, VIEWER_GALLERY_ATTRIBUTE, viewerLinkAttributes } from '@/lib/client/image-viewer/viewer-marks';

const IMAGE_PAGE = '/article/images/202607/123456/1234560001/';
const ORIGINAL = 'http://localhost:8080/images/articles/123456/screenshot-1_1280x720.svg';

/** A body image as BodyImage renders it: figure > a[data-viewer-*] > img, and a figcaption. */
function bodyImage({ href = IMAGE_PAGE, src = ORIGINAL, width = '1280', height = '720', caption = 'ゲーム画面', alt = 'ゲーム画面' } = {}) {
  const figure = document.createElement('figure');
  const link = document.createElement('a');
  link.setAttribute('href', href);
  link.setAttribute('data-viewer-src', src);
  link.setAttribute('data-viewer-width', width);
  link.setAttribute('data-viewer-height', height);
  const image = document.createElement('img');
  image.setAttribute('alt', alt);
  link.append(image);
  figure.append(link);
  if (caption) {
    const figcaption = document.createElement('figcaption');
    figcaption.textContent = caption;
    figure.append(figcaption);
  }
  return { figure, link, image };
}

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe('which clicks open the viewer', () => {
  it.each([
    ['a plain left click', {}, true],
    ['ctrl-click (new tab)', { ctrlKey: true }, false],
    ['cmd-click (new tab on macOS)', { metaKey: true }, false],
    ['shift-click (new window)', { shiftKey: true }, false],
    ['alt-click (download)', { altKey: true }, false],
    ['a middle click', { button: 1 }, false],
    ['a click another handler has taken', { defaultPrevented: true }, false],
  ])('%s → %s', (_name, change, opens) => {
    expect(opensViewer({ ...click, ...change })).toBe(opens);
  });
});

describe('image page paths (the viewer’s address)', () => {
  it.each([
    [IMAGE_PAGE, true],
    ['/article/images/202607/123456/1/', true],
    ['/article/images/202613/123456/1234560001/', false],
    ['/article/images/202607/abc/1234560001/', false],
    ['/article/images/202607/123456/1234560001', false],
    ['/article/images/202607/123456/12x4/', false],
    [`/article/images/202607/123456/${'1'.repeat(21)}/`, false],
    ['/article/202607/123456/', false],
    ['https://evil.example/article/images/202607/123456/1/', false],
  ])('%s → %s', (path, expected) => {
    expect(isArticleImagePath(path)).toBe(expected);
  });
});

describe('a link’s slide', () => {
  it('reads the original file, its size, the alt text, the caption and the image page', () => {
    const { link, image } = bodyImage();
    expect(viewerItemFromLink(link)).toEqual({ src: ORIGINAL, width: 1280, height: 720, alt: 'ゲーム画面', caption: 'ゲーム画面', imagePath: IMAGE_PAGE, thumbnail: image });
  });

  it('falls back to the caption for the alt text, and to data-viewer-caption outside a figure', () => {
    const { link } = bodyImage({ alt: '', caption: '会場の様子' });
    expect(viewerItemFromLink(link)?.alt).toBe('会場の様子');
    const strip = document.createElement('a');
    Object.entries(viewerLinkAttributes({ src: ORIGINAL, width: 640, height: 480, caption: '開発中の画面' })).forEach(([name, value]) => strip.setAttribute(name, value));
    expect(viewerItemFromLink(strip)).toMatchObject({ caption: '開発中の画面', imagePath: null, thumbnail: null });
  });

  it.each([
    ['no source', { src: '' }],
    ['a javascript: source', { src: 'javascript:alert(1)' }],
    ['a protocol-relative source', { src: '//evil.example/a.png' }],
    ['a width that is not a number', { width: '12px' }],
    ['a zero height', { height: '0' }],
    ['a side larger than any image', { width: String(MAX_VIEWER_IMAGE_SIDE + 1) }],
  ])('%s: no slide, the link stays a plain link', (_name, change) => {
    expect(viewerItemFromLink(bodyImage(change).link)).toBeNull();
  });
});

describe('the gallery a click opens', () => {
  afterEach(() => document.body.replaceChildren());

  it('is every viewer link of the document in reading order, starting at the clicked one', () => {
    const images = [1, 2, 3].map((n) => bodyImage({ href: `/article/images/202607/123456/123456000${n}/`, src: ORIGINAL.replace('-1_', `-${n}_`) }));
    document.body.append(...images.map(({ figure }) => figure));
    const gallery = viewerGalleryOf(images[1]!.link);
    expect(gallery?.index).toBe(1);
    expect(gallery?.opener).toBe(images[1]!.link);
    expect(gallery?.items.map((item) => item.imagePath)).toEqual(images.map(({ link }) => link.getAttribute('href')));
    expect(viewerItemsIn(document)).toHaveLength(3);
  });

  it('leaves out links whose attributes are unusable, and does not open from one', () => {
    const good = bodyImage();
    const bad = bodyImage({ width: 'wide' });
    document.body.append(good.figure, bad.figure);
    expect(viewerGalleryOf(good.link)?.items).toHaveLength(1);
    expect(viewerGalleryOf(bad.link)).toBeNull();
  });

  it('on the image page: the big picture (an alias) opens its strip slide, from its own picture; only the gallery element counts', () => {
    const page = document.createElement('div');
    page.setAttribute(VIEWER_GALLERY_ATTRIBUTE, '');
    const big = bodyImage({ href: ORIGINAL.replace('-1_', '-2_'), src: ORIGINAL.replace('-1_', '-2_') });
    big.link.setAttribute('data-viewer-alias', '');
    const strip = [1, 2, 3].map((n) => bodyImage({ href: `/article/images/202607/123456/123456000${n}/`, src: ORIGINAL.replace('-1_', `-${n}_`) }));
    page.append(big.figure, ...strip.map(({ figure }) => figure));
    const elsewhere = bodyImage({ src: 'http://localhost:8080/images/other.svg' });
    document.body.append(page, elsewhere.figure);

    const gallery = viewerGalleryOf(big.link);
    expect(gallery?.items).toHaveLength(3);
    expect(gallery?.index).toBe(1);
    expect(gallery?.items[1]).toMatchObject({ imagePath: '/article/images/202607/123456/1234560002/', thumbnail: big.image });
    expect(gallery?.opener).toBe(big.link);
  });
});
