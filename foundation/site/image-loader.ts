import type { ImageLoaderProps } from 'next/image';

const COMMON_IMAGE_BASE_URL = process.env.NEXT_PUBLIC_COMMON_IMAGE_BASE_URL ?? 'http://localhost:8080/images/common';

/**
 * next/image loader: the image CDN resizes, so ask it for the width next/image needs.
 * Absolute URLs (uploaded images from the content API) keep their host; site-relative
 * paths are served from the common image base URL.
 */
export default function imageLoader({ src, width, quality }: ImageLoaderProps): string {
  const url = /^https?:\/\//.test(src) ? new URL(src) : new URL(src.replace(/^\/+/, ''), `${COMMON_IMAGE_BASE_URL}/`);
  url.searchParams.set('w', String(width));
  if (quality) url.searchParams.set('q', String(quality));
  return url.toString();
}
