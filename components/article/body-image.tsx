import Link from 'next/link';
import { SiteImage } from '@/components/leaves/site-image';
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

/** An IMAGE block of the body: the picture (linked to its image page when there is one) and its caption. */
export function BodyImage({ src, caption, width, height, imagePagePath }: BodyImageProps) {
  const image = <SiteImage src={src} alt={caption || '記事画像'} width={width} height={height} sizes="(min-width: 768px) 760px, 100vw" />;
  return (
    <figure className={styles.figure}>
      {imagePagePath ? (
        <Link href={imagePagePath} aria-label={`${caption || '画像'}を拡大`}>
          {image}
        </Link>
      ) : (
        image
      )}
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
