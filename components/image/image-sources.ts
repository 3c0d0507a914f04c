import imageLoader from '@/foundation/site/image-loader';
import { candidateWidths, fallbackWidth } from '@/foundation/site/image-widths';

export interface ResponsiveSources {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * `src`, `srcSet` (w descriptors at the spec's widths, every URL through the image CDN loader) and
 * `sizes` of a content image. Without `sizes` the image is taken to be shown at its `width`.
 */
export function responsiveSources(src: string, width: number, sizes: string = `${width}px`): ResponsiveSources {
  const widths = candidateWidths(sizes);
  return {
    src: imageLoader({ src, width: fallbackWidth(width, widths) }),
    srcSet: widths.map((candidate) => `${imageLoader({ src, width: candidate })} ${candidate}w`).join(', '),
    sizes,
  };
}
