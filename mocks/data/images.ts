import { hashSeed } from './prng';

/** Where every image URL of the data set points: the mock server itself. */
export function defaultPublicBaseUrl(): string {
  return (process.env.MOCK_PUBLIC_BASE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
}

/** Sizes picked for article images; the name carries the size so the image route keeps the aspect ratio. */
const ARTICLE_IMAGE_SIZES: readonly (readonly [number, number])[] = [
  [1280, 720], [1280, 720], [1280, 720], [1920, 1080], [960, 540], [800, 800], [720, 1280], [1200, 900],
];

/**
 * Image URLs say what they depict, `{base}/images/{what}/{id}/{kind}_{w}x{h}.svg` (e.g.
 * `games/10001/box-art_600x800.svg`), so the image route can draw the right picture (art-image.ts).
 */
export interface ImageUrls {
  base: string;
  art(path: string, width: number, height: number): string;
}

export function createImageUrls(base: string): ImageUrls {
  return {
    base,
    art: (path, width, height) => `${base}/images/${path}_${width}x${height}.svg`,
  };
}

/** Size of an article's n-th image, derived from the ids so gallery and body agree. */
export function articleImageSize(articleId: number, index: number): readonly [number, number] {
  return ARTICLE_IMAGE_SIZES[hashSeed(articleId, index) % ARTICLE_IMAGE_SIZES.length] as readonly [number, number];
}

/** imageId of an article's n-th image (0-based): unique and readable, e.g. `1234560003`. */
export function articleImageId(articleId: number, index: number): string {
  return String(articleId * 10_000 + index + 1);
}
