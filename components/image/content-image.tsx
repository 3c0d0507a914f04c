'use client';
import Image from 'next/image';
import { useState } from 'react';

/** Shown when an image fails to load (spec §8); served by the site itself, not the image CDN. */
export const PLACEHOLDER_IMAGE = '/images/no-image.svg';

/** Thumbnail sizes (spec §9). */
export const THUMBNAIL = {
  large: { width: 1280, height: 720 },
  middle: { width: 480, height: 270 },
  small: { width: 320, height: 180 },
} as const;

export interface ContentImageProps {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  priority?: boolean;
  className?: string;
}

/** An image from the content API, resized by the image CDN, with a placeholder on failure. */
export function ContentImage({ src, alt, width, height, sizes, priority = false, className }: ContentImageProps) {
  const [failed, setFailed] = useState(false);
  const showPlaceholder = failed || !src;
  return (
    <Image
      src={showPlaceholder ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      priority={priority}
      className={className}
      unoptimized={showPlaceholder}
      onError={() => setFailed(true)}
    />
  );
}
