import Link from 'next/link';
import type { GameImage } from '@/api-clients/schemas/game';
import { ContentImage, THUMBNAIL } from '@/components/image/content-image';
import { paths } from '@/lib/paths';
import styles from './game-image-grid.module.scss';

interface GameImageGridProps {
  images: GameImage[];
  gameName: string;
  /** Position of the first image in the whole list (for the fallback alt text), 1-based. */
  firstNumber?: number;
  /** `page`: the images page grid; `rail`: the compact right-rail grid. */
  variant?: 'page' | 'rail';
}

/** Thumbnails, each linking to its article image page `/article/images/{date}/{article}/{image}/`. */
export function GameImageGrid({ images, gameName, firstNumber = 1, variant = 'page' }: GameImageGridProps) {
  return (
    <ul className={styles.grid} data-variant={variant}>
      {images.map((image, index) => (
        <li key={`${image.articleId}-${image.imageId}`}>
          <Link href={paths.articleImage(image.publicationDate, image.articleId, image.imageId)} className={styles.link}>
            <ContentImage
              src={image.url}
              alt={image.caption ?? `${gameName}の画像（${firstNumber + index}枚目）`}
              width={THUMBNAIL.small.width}
              height={THUMBNAIL.small.height}
              sizes={variant === 'rail' ? '140px' : '(min-width: 768px) 200px, 45vw'}
              className={styles.thumbnail}
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
