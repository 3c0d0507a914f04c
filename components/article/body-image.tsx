import { SiteLink } from '@/components/link/site-link';
import { useAmpLeaves } from '@/components/leaves/leaves-context';
import { SiteImage } from '@/components/leaves/site-image';
import { viewerLinkAttributes } from '@/lib/client/image-viewer/viewer-marks';
import styles from './article-body.module.scss';

export interface BodyImageProps {
  /** The image URL (already through safeHref). */
  src: string;
  caption: string;
  width: number;
  height: number;
  /** Site path of the image's own page, or null when the block has no usable image id. */
  imagePagePath: string | null;
}

/**
 * An IMAGE block of the body: the picture (linked to its image page when there is one) and its
 * caption. On HTML pages the link carries the original file and its size, from which the image
 * viewer opens in place of the page (decision 021); the AMP document links to the page only.
 */
export function BodyImage({ src, caption, width, height, imagePagePath }: BodyImageProps) {
  const amp = useAmpLeaves();
  const image = <SiteImage src={src} alt={caption || '記事画像'} width={width} height={height} sizes="(min-width: 768px) 760px, 100vw" />;
  return (
    <figure className={styles.figure}>
      {imagePagePath ? (
        <SiteLink href={imagePagePath} aria-label={`${caption || '画像'}を拡大`} {...(amp ? {} : viewerLinkAttributes({ src, width, height }))}>
          {image}
        </SiteLink>
      ) : (
        image
      )}
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
