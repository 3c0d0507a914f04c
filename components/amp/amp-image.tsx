import type { ImageLeafProps } from '@/components/leaves/leaves-context';
import imageLoader from '@/foundation/site/image-loader';
import { ampHref } from './amp-links';

/** Image widths the image CDN serves (spec §9) that AMP pages offer in srcset (phones to PC). */
export const AMP_IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;
/** Width of the `src` fallback: a phone screen at 2x. */
export const AMP_IMAGE_SRC_WIDTH = 640;
/** The article column is 860 px wide on PC at most, the full screen on phones (components/amp/amp-css.ts). */
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

/**
 * The image leaf of AMP pages: an amp-img at the image's aspect ratio (layout responsive), resized by
 * the image CDN at spec widths. Only http(s) URLs and site paths (safeHref); nothing without one.
 */
export function AmpImage({ src, alt, width, height, sizes = AMP_IMAGE_SIZES, className }: ImageLeafProps) {
  const safe = ampHref(src);
  if (!safe) return null;
  const sources = ampImageSources(safe, width);
  return (
    <amp-img src={sources.src} srcset={sources.srcset} sizes={sizes} width={width} height={height} layout="responsive" alt={alt} className={className} />
  );
}
