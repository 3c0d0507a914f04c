import { SiteLink } from '@/components/link/site-link';
import type { GameImage } from '@/api-clients/schemas/game';
import { ContentImage, THUMBNAIL } from '@/components/image/content-image';
import { paths } from '@/foundation/paths';
import styles from './game-image-grid.module.scss';

interface GameImageGridProps {
  images: GameImage[];
  gameName: string;
  /** Position of the first image in the whole list (for the fallback alt text), 1-based. */
  firstNumber?: number;
  /** `page`: the images page gallery; `rail`: the compact right-rail grid. */
  variant?: 'page' | 'rail';
}

/** Up to this many images get a column each, larger than the full grid's tiles. */
export const FEW_IMAGES = 3;

/** How the gallery lays out `count` images: `1`-`3` columns for a few, `many` fills the width. */
export function galleryLayout(count: number): '1' | '2' | '3' | 'many' {
  return count >= 1 && count <= FEW_IMAGES ? (String(count) as '1' | '2' | '3') : 'many';
}

/** Thumbnails with their captions, each linking to its article image page `/article/images/{date}/{article}/{image}/`. */
export function GameImageGrid({ images, gameName, firstNumber = 1, variant = 'page' }: GameImageGridProps) {
  const large = variant === 'page' && galleryLayout(images.length) !== 'many';
  return (
    <ul className={styles.grid} data-variant={variant} data-layout={variant === 'page' ? galleryLayout(images.length) : undefined}>
      {images.map((image, index) => (
        <li key={`${image.articleId}-${image.imageId}`}>
          <SiteLink href={paths.articleImage(image.publicationDate, image.articleId, image.imageId)} className={styles.link}>
            <ContentImage
              src={image.url}
              alt={image.caption ?? `${gameName}の画像（${firstNumber + index}枚目）`}
              width={large ? THUMBNAIL.middle.width : THUMBNAIL.small.width}
              height={large ? THUMBNAIL.middle.height : THUMBNAIL.small.height}
              sizes={variant === 'rail' ? '140px' : large ? '(min-width: 768px) 400px, 100vw' : '(min-width: 768px) 200px, 50vw'}
              className={styles.thumbnail}
            />
            {/* The caption repeats the image's alt text, which already names the link. */}
            {variant === 'page' && image.caption && (
              <span className={styles.caption} aria-hidden="true">
                {image.caption}
              </span>
            )}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
