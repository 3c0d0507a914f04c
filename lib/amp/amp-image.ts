import imageLoader from '@/foundation/site/image-loader';

/** Image widths the image CDN serves (spec §9) that AMP pages offer in srcset (phones to PC). */
export const AMP_IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;
/** Width of the `src` fallback: a phone screen at 2x. */
export const AMP_IMAGE_SRC_WIDTH = 640;
/** The article column is 860 px wide on PC at most, the full screen on phones (lib/amp/amp-css.ts). */
export const AMP_IMAGE_SIZES = '(min-width: 768px) 860px, 100vw';

export interface AmpImageSources {
  src: string;
  srcset: string;
}

/**
 * `src` and `srcset` of an amp-img, every URL through the image CDN loader at a spec width. Widths
 * above the image's own width are left out (the CDN would only upscale); the smallest always stays.
 */
export function ampImageSources(src: string, intrinsicWidth: number): AmpImageSources {
  const widths = AMP_IMAGE_WIDTHS.filter((width, index) => index === 0 || width <= intrinsicWidth);
  const srcWidth = Math.min(AMP_IMAGE_SRC_WIDTH, widths[widths.length - 1] ?? AMP_IMAGE_SRC_WIDTH);
  return {
    src: imageLoader({ src, width: srcWidth }),
    srcset: widths.map((width) => `${imageLoader({ src, width })} ${width}w`).join(', '),
  };
}
