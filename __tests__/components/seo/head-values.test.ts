/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  contentImageUrl,
  DEFAULT_DESCRIPTION,
  DESCRIPTION_MAX_LENGTH,
  documentTitle,
  metaDescription,
  ROBOTS,
  SHARE_IMAGE_WIDTH,
  shareImage,
  SITE_LOGO,
  SITE_TITLE,
  truncateText,
} from '@/components/seo/head-values';

const SITE = 'https://playnote.test';
const IMAGE = 'http://content-api.test/images/uploaded/article/123/main.jpg';

describe('document title', () => {
  it.each([
    ['a page title is followed by the site name', 'ゼノナイツ レビュー', 'ゼノナイツ レビュー | プレイノート'],
    ['the top page (no title) has the site title', null, SITE_TITLE],
  ])('%s', (_rule, title, expected) => {
    expect(documentTitle(title)).toBe(expected);
  });
});

describe('meta description (Japanese, from API text)', () => {
  it('whitespace and line breaks are collapsed', () => {
    expect(metaDescription('  新作の\n\n情報を　お届け  ')).toBe('新作の 情報を お届け');
  });

  it.each([null, undefined, '', '  \n '])('missing or blank (%p) → the site description', (text) => {
    expect(metaDescription(text)).toBe(DEFAULT_DESCRIPTION);
  });

  it(`at most ${DESCRIPTION_MAX_LENGTH} characters, cut with …`, () => {
    const long = 'あ'.repeat(400);
    const description = metaDescription(long);
    expect(Array.from(description)).toHaveLength(DESCRIPTION_MAX_LENGTH);
    expect(description.endsWith('…')).toBe(true);
    expect(metaDescription('あ'.repeat(DESCRIPTION_MAX_LENGTH))).toBe('あ'.repeat(DESCRIPTION_MAX_LENGTH));
  });

  it('cuts by characters, never inside a surrogate pair', () => {
    const cut = truncateText('🎮'.repeat(20), 10);
    expect(Array.from(cut)).toEqual([...Array(9).fill('🎮'), '…']);
  });
});

describe('share image (og:image, twitter:image): the 1280-wide image (spec §9 large thumbnail)', () => {
  it('an API image goes through the image CDN loader with w=1280, absolute', () => {
    const url = new URL(contentImageUrl(IMAGE)!);
    expect(url.origin + url.pathname).toBe(IMAGE);
    expect(url.searchParams.get('w')).toBe(String(SHARE_IMAGE_WIDTH));
    expect(SHARE_IMAGE_WIDTH).toBe(1280);
    expect(shareImage(IMAGE)).toEqual({ url: url.toString(), width: 1280, height: null });
  });

  it('a site-relative image path is served from the common image base URL', () => {
    expect(contentImageUrl('/banner/top.png')).toBe('http://content-api.test/images/common/banner/top.png?w=1280');
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/x.png', '', null, undefined])('unsafe or missing (%p) → no content image', (src) => {
    expect(contentImageUrl(src)).toBeNull();
  });

  it('a page without an image shares the site card (absolute URL, 1280×720)', () => {
    expect(shareImage(null)).toEqual({ url: `${SITE}/images/logo.png`, width: 1280, height: 720 });
    expect(shareImage('javascript:alert(1)').url).toBe(`${SITE}/images/logo.png`);
  });

  it('the site card in public/ is a PNG of the declared size', () => {
    const png = readFileSync(path.join(process.cwd(), 'public', SITE_LOGO.path));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: SITE_LOGO.width, height: SITE_LOGO.height });
  });
});

describe('robots values', () => {
  it('articles allow the large image preview; search results, previews and errors are noindex', () => {
    expect(ROBOTS).toEqual({ article: 'max-image-preview:large', noindex: 'noindex' });
  });
});
