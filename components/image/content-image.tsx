'use client';
/* eslint-disable @next/next/no-img-element -- this is the site's image element, in place of next/image (decision 025) */
import { ServerHeadTags } from '@/components/head/document-head';
import { useCallback, useState } from 'react';
import { responsiveSources } from './image-sources';

import { PLACEHOLDER_IMAGE } from './placeholder';

export { PLACEHOLDER_IMAGE };

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
  /** The width the image takes on screen (the `sizes` attribute); `width` px when left out. */
  sizes?: string;
  /** The page's largest first-screen image: preloaded from the head, fetched first, never lazy. */
  priority?: boolean;
  className?: string;
}

/**
 * The head's preload of a page's largest first-screen image, as ContentImage with `priority` asks
 * for it. For a priority image inside a static island (whose own head tags go nowhere: it is not
 * rendered inside the page), the page view renders this itself with the same source, width and sizes.
 */
export function ImagePreload({ src, width, sizes }: { src: string; width: number; sizes?: string | undefined }) {
  return <PreloadLink sources={responsiveSources(src, width, sizes)} />;
}

function PreloadLink({ sources }: { sources: ReturnType<typeof responsiveSources> }) {
  return (
    <ServerHeadTags>
      <link key={`preload-image:${sources.srcSet}`} rel="preload" as="image" imageSrcSet={sources.srcSet} imageSizes={sources.sizes} fetchPriority="high" />
    </ServerHeadTags>
  );
}

/**
 * An image from the content API, resized by the image CDN at the spec's widths, with a
 * placeholder on failure. A plain <img>: width and height reserve its box, it loads lazily
 * unless it is the page's priority image.
 */
export function ContentImage({ src, alt, width, height, sizes, priority = false, className }: ContentImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // An image that failed before hydration fired its error event before React listened: ask the
  // element (a lazy image not yet requested has no currentSrc and is not a failure).
  const detectEarlyFailure = useCallback(
    (image: HTMLImageElement | null) => {
      if (image && src && image.currentSrc && image.complete && image.naturalWidth === 0) setFailedSrc(src);
    },
    [src],
  );
  const loading = priority ? 'eager' : 'lazy';
  const sources = !src || failedSrc === src ? null : responsiveSources(src, width, sizes);
  // One element whether it shows the image or the placeholder: a failure swaps its source, never
  // the element (a replaced <img> would lose its place in the tree and anything holding it).
  // `loading` before `src`, and `src` last: a browser fetches as soon as it sees `src`.
  return (
    <>
      {priority && sources && <PreloadLink sources={sources} />}
      <img
        ref={detectEarlyFailure}
        alt={alt}
        loading={loading}
        // The priority image paints in the frame that first shows it: an async decode could put
        // it a frame later, a second and later largest-paint than the first (Lighthouse traces).
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority && sources ? 'high' : undefined}
        width={width}
        height={height}
        className={className}
        sizes={sources?.sizes}
        srcSet={sources?.srcSet}
        src={sources ? sources.src : PLACEHOLDER_IMAGE}
        onError={sources && src ? () => setFailedSrc(src) : undefined}
      />
    </>
  );
}
