const COMMON_IMAGE_BASE_URL = process.env.NEXT_PUBLIC_COMMON_IMAGE_BASE_URL ?? 'http://localhost:8080/images/common';

/** What an image URL asks the image CDN for (the shape of a Next image loader's argument). */
export interface ImageRequest {
  src: string;
  width: number;
  quality?: number;
}

/**
 * The image CDN resizes, so ask it for the width the page needs (one of the spec's widths).
 * Absolute URLs (uploaded images from the content API) keep their host; site-relative
 * paths are served from the common image base URL.
 */
export default function imageLoader({ src, width, quality }: ImageRequest): string {
  const url = imageUrl(src);
  url.searchParams.set('w', String(width));
  if (quality) url.searchParams.set('q', String(quality));
  return url.toString();
}

/** imageLoader's URLs of one image at several widths, its address parsed once (a srcset's candidates). */
export function imageUrlsAtWidths(src: string, widths: readonly number[]): string[] {
  const url = imageUrl(src);
  return widths.map((width) => {
    url.searchParams.set('w', String(width));
    return url.toString();
  });
}

function imageUrl(src: string): URL {
  return /^https?:\/\//.test(src) ? new URL(src) : new URL(src.replace(/^\/+/, ''), `${COMMON_IMAGE_BASE_URL}/`);
}
