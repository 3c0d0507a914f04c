import { SiteLink } from '@/components/link/site-link';
import { PhrasedText } from '@/components/article-card/phrased-text';
import { ContentImage } from '@/components/image/content-image';
import { safeHref } from '@/foundation/site/safe-url';
import type { ArticleNeighbours as Neighbours, NeighbourArticle } from '@/lib/page-data/article-neighbours';
import styles from './article-neighbours.module.scss';

/**
 * Shown at most this wide: a fixed width (no `sizes`) gets a 1x/2x srcset of two image URLs
 * instead of one per image width, a few hundred bytes of HTML less per thumbnail.
 */
export const SMALL_THUMBNAIL = { width: 128, height: 72 } as const;

const DIRECTIONS = [
  { key: 'previous', label: '前の記事' },
  { key: 'next', label: '次の記事' },
] as const;

function NeighbourLink({ article, direction }: { article: NeighbourArticle; direction: (typeof DIRECTIONS)[number] }) {
  return (
    <SiteLink href={safeHref(article.href) ?? '/'} className={styles.link}>
      <span className={styles.label}>
        {direction.key === 'previous' && <span aria-hidden="true">‹ </span>}
        {direction.label}
        {direction.key === 'next' && <span aria-hidden="true"> ›</span>}
      </span>
      <ContentImage src={article.thumbnailUrl} alt="" width={SMALL_THUMBNAIL.width} height={SMALL_THUMBNAIL.height} className={styles.image} />
      <span className={styles.title}>
        <PhrasedText text={article.title} breaks={article.titleBreaks} />
      </span>
    </SiteLink>
  );
}

/** The older (前の記事) and newer (次の記事) article of the article's main category, after the article. */
export function ArticleNeighbours({ neighbours, categoryName }: { neighbours: Neighbours | undefined; categoryName: string | undefined }) {
  if (!neighbours || (!neighbours.previous && !neighbours.next)) return null;
  return (
    <nav className={styles.neighbours} aria-label={categoryName ? `${categoryName}の前後の記事` : '前後の記事'}>
      {DIRECTIONS.map((direction) => {
        const article = neighbours[direction.key];
        return (
          <div key={direction.key} className={styles.item} data-direction={direction.key}>
            {article && <NeighbourLink article={article} direction={direction} />}
          </div>
        );
      })}
    </nav>
  );
}
