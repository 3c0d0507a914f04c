import { imageUrlsAtWidths } from '@/foundation/site/image-loader';
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
  const [fallbackUrl, ...candidateUrls] = imageUrlsAtWidths(src, [fallbackWidth(width, widths), ...widths]);
  return {
    src: fallbackUrl ?? '',
    srcSet: widths.map((candidate, index) => `${candidateUrls[index]} ${candidate}w`).join(', '),
    sizes,
  };
}
