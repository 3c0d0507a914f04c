import { AMP_IMAGE_SIZES, ampImageSources } from '@/lib/amp/amp-image';

interface AmpImageProps {
  /** A safe absolute image URL. */
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
}

/** An amp-img at the image's aspect ratio (layout responsive), resized by the image CDN at spec widths. */
export function AmpImage({ src, alt, width, height, sizes = AMP_IMAGE_SIZES }: AmpImageProps) {
  const sources = ampImageSources(src, width);
  return <amp-img src={sources.src} srcset={sources.srcset} sizes={sizes} width={width} height={height} layout="responsive" alt={alt} />;
}
