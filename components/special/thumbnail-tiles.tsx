import { SiteLink } from '@/components/link/site-link';
import type { ReactNode } from 'react';
import { ContentImage, THUMBNAIL } from '@/components/image/content-image';
import { isExternalHref } from '@/foundation/site/safe-url';
import styles from './thumbnail-tiles.module.scss';

/** A grid of thumbnail tiles: two columns on phones, `pcColumns` on PC. */
export function ThumbnailTiles({ children, pcColumns = 3 }: { children: ReactNode; pcColumns?: 3 | 4 }) {
  return (
    <ul className={styles.tiles} data-pc-columns={pcColumns}>
      {children}
    </ul>
  );
}

interface ThumbnailTileProps {
  /** A site path or an http(s) URL already passed through safeHref. */
  href: string;
  imageUrl: string | null;
  title: string;
  /** Small print under the title (labels, dates). */
  meta?: ReactNode;
  newTab?: boolean;
  priority?: boolean;
}

/** One tile: a 16:9 thumbnail (decorative: the link is named by its title) and the title as an h3. */
export function ThumbnailTile({ href, imageUrl, title, meta, newTab = false, priority = false }: ThumbnailTileProps) {
  const content = (
    <>
      <ContentImage
        src={imageUrl}
        alt=""
        width={THUMBNAIL.middle.width}
        height={THUMBNAIL.middle.height}
        sizes="(min-width: 768px) 280px, 50vw"
        priority={priority}
        className={styles.thumbnail}
      />
      <h3 className={styles.title}>{title}</h3>
    </>
  );
  return (
    <li>
      {isExternalHref(href) || newTab ? (
        <a href={href} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener' : undefined} className={styles.link}>
          {content}
        </a>
      ) : (
        <SiteLink href={href} className={styles.link}>
          {content}
        </SiteLink>
      )}
      {meta && <div className={styles.meta}>{meta}</div>}
    </li>
  );
}
